import { createPrerenderConfig } from '@nyaya/shared/build';

export default createPrerenderConfig({ dir: __dirname, entry: './prerender/renderScreen.tsx' });
