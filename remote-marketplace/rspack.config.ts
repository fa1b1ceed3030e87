import { createBundleConfig } from '@nyaya/delivery/config';

export default createBundleConfig({
  name: 'marketplace',
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  prerender: './prerender/renderScreen.tsx',
});
