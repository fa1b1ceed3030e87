import { BOOT_CONFIG_ID } from '../src/contract';
import { renderDocument } from '../src/html/document';

const meta = {
  title: 'Nyaya <x>',
  description: { en: 'a "quoted" & <b>', hi: 'हिन्दी <i>' },
  themeColor: '#4f46e5',
  icon: '/favicon.svg',
  bodyClass: 'bg-surface',
};

describe('renderDocument', () => {
  it('fills the page from its parts, escaping every value', () => {
    const html = renderDocument({ meta, locale: 'en', stylesheets: ['/app.css?"x'], root: '<p>screen</p>', prerendered: true, start: { entry: '/main.js' } });
    expect(html).toMatch(/^<!doctype html><html lang="en-IN" data-locale="en"><head>/);
    expect(html).toContain('<title>Nyaya &lt;x&gt;</title>');
    expect(html).toContain('content="a &quot;quoted&quot; &amp; &lt;b&gt;"');
    expect(html).toContain('<link rel="stylesheet" href="/app.css?&quot;x">');
    expect(html).toContain('<div id="root" data-prerendered><p>screen</p></div>');
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it("gives a screen's own title and description, with Open Graph tags, escaped like everything else", () => {
    const screenMeta = { title: 'Deposit "kept" <script>alert(1)</script>', description: 'Landlord & I' };
    const html = renderDocument({ meta, locale: 'en', root: '<p>screen</p>', screenMeta });
    expect(html).toContain('<title>Deposit "kept" &lt;script&gt;alert(1)&lt;/script&gt; · Nyaya &lt;x&gt;</title>');
    expect(html).toContain('<meta name="description" content="Landlord &amp; I">');
    expect(html).toContain('<meta property="og:title" content="Deposit &quot;kept&quot; &lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).toContain('<meta property="og:description" content="Landlord &amp; I">');
    expect(html).toContain('<meta property="og:site_name" content="Nyaya &lt;x&gt;">');
    expect(html).not.toContain('<script>alert');
    expect(renderDocument({ meta, locale: 'en', root: '' })).not.toContain('og:title');
  });

  it('is in the language asked for: <html lang> and the description', () => {
    const html = renderDocument({ meta, locale: 'hi', root: '<p>स्क्रीन</p>' });
    expect(html).toMatch(/^<!doctype html><html lang="hi" data-locale="hi"><head>/);
    expect(html).toContain('content="हिन्दी &lt;i&gt;"');
  });

  it('hands the boot script its config as JSON that no value can break out of', () => {
    const html = renderDocument({
      meta,
      locale: 'en',
      root: '',
      start: {
        boot: '/boot.js',
        config: { entry: '/main.js', preloads: [{ href: '/x.js?</script><script>alert(1)</script>', as: 'script', area: 'experts' }] },
      },
    });
    const json = html.match(new RegExp(`<script type="application/json" id="${BOOT_CONFIG_ID}">(.*?)</script>`))?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!).preloads[0].href).toBe('/x.js?</script><script>alert(1)</script>');
  });

  it("inlines an area's stylesheet so that it cannot end its own tag", () => {
    const html = renderDocument({
      meta,
      locale: 'en',
      root: '',
      inlineStyles: [{ area: 'experts', css: 'a{color:red}</style><script>x</script>', href: 'http://r/a.css' }],
    });
    expect(html).toContain('<style data-area="experts">a{color:red}<\\/style><script>x</script></style>');
    expect(html).toContain('<link rel="stylesheet" href="http://r/a.css" media="not all" data-area="experts">');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('writes preload tags the way the app later asks for each file', () => {
    const html = renderDocument({
      meta,
      locale: 'en',
      root: '',
      preloads: [{ href: 'http://r/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous', area: 'life' }],
    });
    expect(html).toContain('<link rel="preload" href="http://r/mf-manifest.json" data-area="life" as="fetch" crossorigin="anonymous">');
  });
});
