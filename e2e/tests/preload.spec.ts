import { expect, test, type Page } from '@playwright/test';
import { hostOrigin, remoteOrigin, type Area } from '../support/origins';
import { waitForScreen } from '../support/routes';

/**
 * A deep link announces every file of its first screen in its HTML (host/scripts/preloadLinks.mjs),
 * so the browser fetches them at once instead of one round trip after another. Each announced file
 * must be the one the app then uses: downloaded once, never "preloaded but not used".
 */
const deepLinks: { path: string; area: Area }[] = [
  { path: '/trending', area: 'info' },
  { path: '/track', area: 'life' },
  { path: '/experts', area: 'experts' },
  { path: '/lawyer-profile/adv.-priya-sharma', area: 'experts' },
  { path: '/marketplace', area: 'marketplace' },
  { path: '/service-details/rental-agreement-1', area: 'marketplace' },
];

async function preloadsOf(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  const html = await response.text();
  return [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => new URL(match[1]!, hostOrigin).href);
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
    test(`${path}: announces its ${area} files, and each is downloaded once and used`, async ({ page }) => {
      const preloads = await preloadsOf(page, path);
      const remote = remoteOrigin(area);
      expect(preloads).toEqual(
        expect.arrayContaining([`${hostOrigin}/remotes.json`, `${remote}/mf-manifest.json`, `${remote}/remoteEntry.js`]),
      );

      const { requests, unused } = await visit(page, path);
      expect(unused).toEqual([]);
      for (const url of preloads) expect(requests.get(url), url).toBe(1);
      // The hint is complete: nothing the screen took from its remote was left for a later round trip.
      const fromRemote = [...requests.keys()].filter((url) => url.startsWith(remote));
      expect(fromRemote.length).toBeGreaterThan(3);
      expect(fromRemote.filter((url) => !preloads.includes(url))).toEqual([]);
    });
  }

  for (const path of ['/profile', '/no-such-page']) {
    test(`${path}: a host page announces only the app's own chunks`, async ({ page }) => {
      const preloads = await preloadsOf(page, path);
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
});
