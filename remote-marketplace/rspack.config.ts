import { createBundleConfig } from '@nyaya/shared/build';

export default createBundleConfig({ name: 'marketplace', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
