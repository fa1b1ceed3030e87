import { createBundleConfig } from '@nyaya/delivery/config';

export default createBundleConfig({
  name: 'experts',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  prerender: './prerender/renderScreen.tsx',
});
