import { matchArea, matchAreaRoute } from '../src/server/areaLinks';
import type { HostManifest, RemoteManifest } from '../src/manifest';

const host: HostManifest = {
  kind: 'host',
  version: 2,
  document: { title: 'Nyaya', description: { en: '', hi: '' }, themeColor: '#000', icon: '/favicon.svg', bodyClass: '' },
  entry: 'main.11111111.js',
  boot: 'boot.22222222.js',
  stylesheet: 'app.33333333.css',
  app: ['app.44444444.js'],
  loader: ['area-loader.55555555.js'],
  shared: { react: ['main.11111111.js'], '@nyaya/shared/router': ['181.66666666.js'] },
  skeleton: { en: '<div aria-busy="true"></div>', hi: '<div aria-busy="true"></div>' },
  home: { en: 'index.html', hi: 'index.hi.html' },
};

const experts: RemoteManifest = {
  kind: 'remote',
  version: 2,
  area: 'experts',
  entry: 'remoteEntry.js',
  expose: { js: ['__federation_expose_routes.aaaaaaaa.js'], css: ['__federation_expose_routes.bbbbbbbb.css'] },
  routes: [
    {
      id: 'experts',
      path: '/experts',
      query: ['category'],
      prerender: true,
      files: ['route-experts.cccccccc.js'],
      shared: ['react', 'lucide-react', '@nyaya/shared/router'],
    },
    { id: 'expert-profile', path: '/lawyer-profile/:lawyerId', query: [], prerender: true, files: ['route-expert-profile.dddddddd.js'], shared: [] },
    {
      id: 'expert-booking',
      path: '/lawyer-profile/:lawyerId/book',
      query: ['mode'],
      prerender: false,
      files: ['route-expert-booking.eeeeeeee.js'],
      shared: [],
    },
    { id: 'service-details', path: '/service-details/:serviceId?', query: [], prerender: true, files: [], shared: [] },
  ],
  shared: { react: ['160.ffffffff.js'], 'lucide-react': ['900.12345678.js'], '@nyaya/shared/router': ['181.99999999.js'] },
};

const sources = {
  host,
  remotes: { info: null, life: null, experts, marketplace: null },
  remoteConfig: { experts: 'http://localhost:3003/mf-manifest.json' },
};

describe('matchAreaRoute', () => {
  it('matches as React Router does: ranking, params, optional segments, case', () => {
    expect(matchAreaRoute(experts, '/lawyer-profile/adv.-priya-sharma')?.id).toBe('expert-profile');
    expect(matchAreaRoute(experts, '/lawyer-profile/adv.-priya-sharma/book')?.id).toBe('expert-booking');
    expect(matchAreaRoute(experts, '/EXPERTS')?.id).toBe('experts');
    expect(matchAreaRoute(experts, '/service-details')?.id).toBe('service-details');
    expect(matchAreaRoute(experts, '/service-details/x')?.id).toBe('service-details');
    expect(matchAreaRoute(experts, '/lawyer-profile')).toBeNull();
    expect(matchAreaRoute(experts, '/profile')).toBeNull();
  });
});

describe('matchArea', () => {
  it("lists the screen's files in the order they are needed, and the shared modules only the remote provides", () => {
    const match = matchArea('/experts', sources)!;
    expect(match.area).toBe('experts');
    expect(match.route.id).toBe('experts');
    expect(match.stylesheets).toEqual(['http://localhost:3003/__federation_expose_routes.bbbbbbbb.css']);
    expect(match.preloads.map(({ href }) => href)).toEqual([
      '/remotes.json',
      '/area-loader.55555555.js',
      'http://localhost:3003/mf-manifest.json',
      'http://localhost:3003/remoteEntry.js',
      'http://localhost:3003/__federation_expose_routes.aaaaaaaa.js',
      'http://localhost:3003/route-experts.cccccccc.js',
      // only what the page consumes and the host does not provide: lucide, from the remote
      'http://localhost:3003/900.12345678.js',
    ]);
    expect(match.preloads.find(({ href }) => href.endsWith('.json'))).toMatchObject({ as: 'fetch', crossorigin: 'anonymous', area: 'experts' });
  });

  it('is null for host routes, unknown paths, and areas not deployed or not configured', () => {
    expect(matchArea('/profile', sources)).toBeNull();
    expect(matchArea('/no-such-page', sources)).toBeNull();
    expect(matchArea('/experts', { ...sources, remoteConfig: {} })).toBeNull();
    expect(matchArea('/experts', { ...sources, remoteConfig: { experts: 'not a url' } })).toBeNull();
  });
});
