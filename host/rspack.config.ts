import { createBundleConfig } from '@nyaya/delivery/config';

export default createBundleConfig({
  name: 'host',
  dir: __dirname,
  prerender: './prerender/renderShells.tsx',
  document: {
    lang: 'en-IN',
    title: 'Nyaya',
    description: 'Nyaya: community, life planning and legal services for India, in one app.',
    themeColor: '#4f46e5',
    icon: '/favicon.svg',
    bodyClass: 'bg-surface text-ink antialiased',
  },
});
