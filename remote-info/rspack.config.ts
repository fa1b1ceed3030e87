import { createBundleConfig } from '@nyaya/shared/build';

export default createBundleConfig({ name: 'info', dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
