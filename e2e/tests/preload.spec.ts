import { expect, test, type Page } from '../support/test';
import { hostOrigin, remoteOrigin, type Area } from '../support/origins';
import { waitForScreen } from '../support/routes';

/**
 * A deep link announces every file of its first screen in its HTML (delivery/src/server/areaLinks.ts),
 * so the browser fetches them at once instead of one round trip after another: as preload tags on
 * the skeleton page, or, when the area rendered the screen into the HTML, as the start-up script's
 * list (its BootConfig), preloaded after the screen's first paint. Each announced file must be the
 * one the app then uses: downloaded once, never "preloaded but not used".
 */
const deepLinks: { path: string; area: Area }[] = [
  { path: '/trending', area: 'info' },
  { path: '/track', area: 'life' },
  { path: '/experts', area: 'experts' },
  { path: '/lawyer-profile/adv.-priya-sharma', area: 'experts' },
  { path: '/marketplace', area: 'marketplace' },
  { path: '/service-details/rental-agreement-1', area: 'marketplace' },
];

const unescapeAttribute = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * What the HTML of `path` has preloaded: its preload tags and the start-up script's list, its
 * linked stylesheets, and the areas whose stylesheet it inlines.
 */
async function announcedBy(page: Page, path: string) {
  // A screen not rendered within the server's budget goes out as the skeleton once, and is kept
  // for the next visit (a busy CI machine): ask again before reading the page.
  let html = await (await page.request.get(path)).text();
  if (!html.includes('data-prerendered')) html = await (await page.request.get(path)).text();
  const absolute = (href: string) => new URL(unescapeAttribute(href), hostOrigin).href;
  const tags = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => absolute(match[1]!));
  const boot = html.match(/<script type="application\/json" id="nyaya-boot">(.*?)<\/script>/);
  const afterPaint = boot ? (JSON.parse(boot[1]!) as { preloads: { href: string }[] }).preloads.map((preload) => absolute(preload.href)) : [];
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => absolute(match[1]!));
  const dormant = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" media="not all"/g)].map((match) => absolute(match[1]!));
  const inlined = [...html.matchAll(/<style data-area="([^"]+)">/g)].map((match) => match[1]!);
  return { html, tags, afterPaint, preloads: [...tags, ...afterPaint, ...dormant], stylesheets, inlined, dormant };
}

async function preloadsOf(page: Page, path: string): Promise<string[]> {
  return (await announcedBy(page, path)).preloads;
}

/** Opens `path` and reports every request and every unused-preload warning, after Chrome's grace period. */
async function visit(page: Page, path: string) {
  const requests = new Map<string, number>();
  const unused: string[] = [];
  page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  await page.goto(path);
  await waitForScreen(page);
  await page.waitForLoadState('networkidle');
  // Chrome warns about a preload that nothing used "within a few seconds from the window's load event".
  await page.waitForTimeout(3500);
  return { requests, unused };
}

test.describe('deep links preload their first screen', () => {
  for (const { path, area } of deepLinks) {
    test(`${path}: the ${area} screen is in the HTML; its files are announced for after the first paint, each downloaded once and used`, async ({ page }) => {
      const { html, tags, afterPaint, preloads, stylesheets, inlined, dormant } = await announcedBy(page, path);
      const remote = remoteOrigin(area);
      expect(html).toContain('<div id="root" data-prerendered><main');
      // Nothing competes with the screen's first paint: boot.js preloads after it.
      expect(tags).toEqual([]);
      expect(afterPaint).toEqual(expect.arrayContaining([`${hostOrigin}/remotes.json`, `${remote}/mf-manifest.json`, `${remote}/remoteEntry.js`]));
      // The area's stylesheet is in the page, so the screen paints styled even while its remote
      // hangs; its file is linked for no media (never blocking), for the app to find.
      expect(inlined).toEqual([area]);
      expect(stylesheets.every((url) => url.startsWith(hostOrigin))).toBe(true);
      expect(dormant.length === 1 && dormant[0]!.startsWith(remote) && dormant[0]!.endsWith('.css')).toBe(true);

      const { requests, unused } = await visit(page, path);
      expect(unused).toEqual([]);
      for (const url of [...preloads, ...stylesheets]) expect(requests.get(url), url).toBe(1);
      // The hint is complete: nothing the screen took from its remote was left for a later round trip.
      const fromRemote = [...requests.keys()].filter((url) => url.startsWith(remote));
      expect(fromRemote.length).toBeGreaterThan(3);
      expect(fromRemote.filter((url) => !preloads.includes(url) && !stylesheets.includes(url))).toEqual([]);
    });
  }

  for (const path of ['/profile', '/no-such-page']) {
    test(`${path}: a host page announces only the app's own chunks`, async ({ page }) => {
      const { preloads, afterPaint } = await announcedBy(page, path);
      expect(afterPaint).toEqual([]);
      expect(preloads.length).toBeGreaterThan(0);
      expect(preloads.every((url) => url.startsWith(hostOrigin) && url.endsWith('.js'))).toBe(true);
      const { requests, unused } = await visit(page, path);
      expect(unused).toEqual([]);
      for (const url of preloads) expect(requests.get(url), url).toBe(1);
    });
  }

  test('home announces nothing: its scripts start after its first paint', async ({ page }) => {
    expect(await preloadsOf(page, '/')).toEqual([]);
  });

  test('a deep link its area does not render ahead (an order page, a URL too long) keeps the skeleton and announces its files at once', async ({ page }) => {
    for (const path of ['/order-tracking', `/lawyer-profile/${'x'.repeat(3000)}`]) {
      const { html, tags } = await announcedBy(page, path);
      expect(html).toContain('aria-busy="true"');
      const remote = remoteOrigin(path.startsWith('/order') ? 'marketplace' : 'experts');
      expect(tags).toEqual(expect.arrayContaining([`${hostOrigin}/remotes.json`, `${remote}/remoteEntry.js`]));
    }
    // The skeleton page's tags are used too (a real profile, with a query that makes the URL too long to render ahead).
    const path = `/lawyer-profile/adv.-priya-sharma?${'x'.repeat(3000)}`;
    const { tags } = await announcedBy(page, path);
    const { requests, unused } = await visit(page, path);
    expect(unused).toEqual([]);
    for (const url of tags) expect(requests.get(url), url).toBe(1);
  });
});
