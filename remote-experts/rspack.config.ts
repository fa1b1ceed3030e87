import { createBundleConfig } from '@nyaya/shared/build';

export default createBundleConfig({ name: 'experts', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
