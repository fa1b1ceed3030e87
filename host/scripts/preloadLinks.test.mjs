import { areaPreloads, areaPreloadUrls, bootPreloads, matchesRoute, preloadOf, preloadTag, SCREEN_MARKER, withAreaPreloads, withAreaScreen } from './preloadLinks.mjs';

describe('matchesRoute (React Router patterns of the route tables)', () => {
  it('matches static segments, case-insensitively, with or without a trailing slash', () => {
    expect(matchesRoute('/experts', '/experts')).toBe(true);
    expect(matchesRoute('/experts', '/Experts/')).toBe(true);
    expect(matchesRoute('/experts', '/expert')).toBe(false);
    expect(matchesRoute('/experts', '/experts/extra')).toBe(false);
  });

  it('matches one segment per :param, and an optional one with :param?', () => {
    expect(matchesRoute('/lawyer-profile/:lawyerId', '/lawyer-profile/adv.-priya-sharma')).toBe(true);
    expect(matchesRoute('/lawyer-profile/:lawyerId', '/lawyer-profile')).toBe(false);
    expect(matchesRoute('/service-details/:serviceId?', '/service-details')).toBe(true);
    expect(matchesRoute('/service-details/:serviceId?', '/service-details/rental-agreement-1')).toBe(true);
    expect(matchesRoute('/service-details/:serviceId?', '/service-details/a/b')).toBe(false);
  });
});

describe('preloadTag', () => {
  it('asks for each file the way the app later does, so the preload is used', () => {
    expect(preloadTag('/1.abc.js')).toBe('<link rel="preload" href="/1.abc.js" as="script">');
    expect(preloadTag('http://cdn/x.css')).toBe('<link rel="preload" href="http://cdn/x.css" as="style">');
    expect(preloadTag('/remotes.json')).toBe('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">');
  });

  it("marks an area's tags with the area, which the app's Retry looks for", () => {
    expect(preloadTag('http://cdn/x.js', 'experts')).toBe('<link rel="preload" href="http://cdn/x.js" data-area="experts" as="script">');
  });

  it('escapes what a deployer wrote into remotes.json', () => {
    expect(preloadTag('http://cdn/"><script>alert(1)</script>.js')).toBe(
      '<link rel="preload" href="http://cdn/&quot;>&lt;script>alert(1)&lt;/script>.js" as="script">',
    );
  });
});

const experts = {
  manifest: {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'routes', assets: { js: { sync: ['expose.1.js'], async: ['a.js', 'b.js'] }, css: { sync: ['expose.1.css'], async: [] } } }],
  },
  hints: {
    routes: {
      '/experts': { files: ['715.a.js', '61.b.js'], shared: ['@nyaya/shared/ui/toast', 'react'] },
      '/lawyer-profile/:lawyerId': { files: ['199.c.js', '61.b.js'], shared: ['react', '@nyaya/shared/stores'] },
    },
    provided: { react: ['react.r.js'], '@nyaya/shared/stores': ['744.s.js'], '@nyaya/shared/ui/toast': ['657.own.js'] },
  },
};
const sources = {
  remoteUrls: { info: 'https://info.example/mf-manifest.json', experts: 'https://cdn.example/experts/mf-manifest.json' },
  readRemote: (area) => (area === 'experts' ? experts : null),
  host: { loader: ['/119.x.js'], shared: { react: [], '@nyaya/shared/ui/toast': ['/657.t.js'] } },
};

describe('areaPreloadUrls', () => {
  it("lists remotes.json, the host's loader, the area's manifest, entry, routes module, the route's chunks and the host's shared chunks it consumes", () => {
    expect(areaPreloadUrls('/experts', sources)).toEqual([
      '/remotes.json',
      '/119.x.js',
      'https://cdn.example/experts/mf-manifest.json',
      'https://cdn.example/experts/expose.1.css',
      'https://cdn.example/experts/remoteEntry.js',
      'https://cdn.example/experts/expose.1.js',
      'https://cdn.example/experts/715.a.js',
      'https://cdn.example/experts/61.b.js',
      '/657.t.js',
    ]);
  });

  it('gives each route its own chunks, resolved against where the remote is deployed', () => {
    const urls = areaPreloadUrls('/lawyer-profile/x', sources);
    expect(urls).toContain('https://cdn.example/experts/199.c.js');
    expect(urls).not.toContain('https://cdn.example/experts/715.a.js');
    expect(urls).not.toContain('/657.t.js');
  });

  it("takes a shared module from the host when the host provides it, from the remote's own copy otherwise", () => {
    const urls = areaPreloadUrls('/lawyer-profile/x', sources);
    expect(urls).toContain('https://cdn.example/experts/744.s.js');
    expect(urls.some((url) => url.includes('react.r.js'))).toBe(false);
    expect(areaPreloadUrls('/experts', sources).some((url) => url.includes('657.own.js'))).toBe(false);
  });

  it('adds nothing for host routes, unknown paths, or a remote whose files cannot be read', () => {
    expect(areaPreloadUrls('/profile', sources)).toEqual([]);
    expect(areaPreloadUrls('/no-such-page', sources)).toEqual([]);
    expect(areaPreloadUrls('/spaces', sources)).toEqual([]);
  });

  it('adds nothing when remotes.json holds something that is not a URL', () => {
    expect(areaPreloadUrls('/experts', { ...sources, remoteUrls: { experts: 'not a url' } })).toEqual([]);
  });

  it('puts the tags in the head of the page and leaves other pages as they are', () => {
    const html = '<html><head><title>Nyaya</title></head><body></body></html>';
    expect(withAreaPreloads(html, areaPreloads('/experts', sources))).toContain('<link rel="preload" href="/657.t.js" data-area="experts" as="script"></head>');
    expect(withAreaPreloads(html, areaPreloads('/profile', sources))).toBe(html);
  });
});

describe('withAreaPreloads', () => {
  it('does not repeat a tag the page already has', () => {
    const html = '<html><head><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"></head></html>';
    const result = withAreaPreloads(html, areaPreloads('/experts', sources));
    expect(result.match(/href="\/remotes\.json"/g)).toHaveLength(1);
    expect(result).toContain('href="/119.x.js"');
  });
});

describe('withAreaScreen', () => {
  const screenPage = `<html><head><script defer src="/boot.js" data-entry="/main.js" ${bootPreloads([preloadOf('/app.js')])}></script></head><body><div id="root" data-prerendered>${SCREEN_MARKER}</div></body></html>`;
  const bootList = (html) => JSON.parse(html.match(/data-preloads="([^"]*)"/)[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&'));

  it("puts the screen at the marker and links the area's stylesheet, so the screen paints styled", () => {
    const page = withAreaScreen(screenPage, areaPreloads('/experts', sources), '<main><h1>Experts</h1></main>');
    expect(page).toContain('<div id="root" data-prerendered><main><h1>Experts</h1></main></div>');
    expect(page).toContain('<link rel="stylesheet" href="https://cdn.example/experts/expose.1.css" data-area="experts"></head>');
    expect(page).not.toContain(SCREEN_MARKER);
  });

  it("preloads nothing before the screen's first paint: boot.js gets the host's and the area's files, marked with the area", () => {
    const page = withAreaScreen(screenPage, areaPreloads('/experts', sources), '<main></main>');
    expect(page).not.toContain('rel="preload"');
    const list = bootList(page);
    expect(list[0]).toEqual({ href: '/app.js', as: 'script' });
    expect(list).toContainEqual({ href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous', area: 'experts' });
    expect(list).toContainEqual({ href: 'https://cdn.example/experts/remoteEntry.js', as: 'script', area: 'experts' });
    expect(list.some((preload) => preload.as === 'style')).toBe(false);
  });

  it('keeps markup that looks like a replacement pattern, and escapes hostile URLs inside the attribute', () => {
    const hostile = { area: 'experts', urls: ['http://cdn/"><script>alert(1)</script>.js', 'http://cdn/"><b>.css'] };
    const page = withAreaScreen(screenPage, hostile, '<p>$& $1 $$</p>');
    expect(page).toContain('<p>$& $1 $$</p>');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('<b>');
    expect(bootList(page).some((preload) => preload.href.includes('"><script>'))).toBe(true);
  });

  it('refuses a page that is not dist/screen.html', () => {
    expect(() => withAreaScreen('<html><head></head></html>', areaPreloads('/experts', sources), '<main></main>')).toThrow(/screen\.html/);
  });
});
