import { createBundleConfig } from '@nyaya/delivery/config';

export default createBundleConfig({
  name: 'host',
  dir: __dirname,
  prerender: './prerender/renderShells.tsx',
  document: {
    title: 'Nyaya',
    description: {
      en: 'Nyaya: community, life planning and legal services for India, in one app.',
      hi: 'Nyaya: भारत के लिए समुदाय, जीवन की योजना और कानूनी सेवाएँ, एक ही ऐप में।',
    },
    themeColor: '#4f46e5',
    icon: '/favicon.svg',
    bodyClass: 'bg-surface text-ink antialiased',
  },
});
