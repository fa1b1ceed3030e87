import { createBundleConfig } from '@nyaya/shared/build';

export default createBundleConfig({ name: 'life', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
