import { expect, test, type Page } from '../support/test';

// Every screen of the information and life-planning areas must fit a small phone: a page wider
// than the screen lets the fixed bottom tabs slide partly out of view (issue 15: /track was 405 px
// wide at 390 px, because its screen-reader table kept its full width).
const routes = [
  { path: '/spaces', heading: 'Spaces' },
  { path: '/wallet', heading: 'Wallet' },
  { path: '/schedule', heading: 'Schedule' },
  { path: '/notifications', heading: 'Notifications' },
  { path: '/share', heading: 'Share' },
  { path: '/trending', heading: 'Trending', tabs: 'Information area' },
  { path: '/public', heading: 'Public Discussions', tabs: 'Information area' },
  { path: '/private', heading: 'Private Messages', tabs: 'Information area' },
  { path: '/local', heading: 'Local Events', tabs: 'Information area' },
  { path: '/life-event', heading: 'Life Events', tabs: 'Life-planning area' },
  { path: '/resource', heading: 'Resource Library', tabs: 'Life-planning area' },
  { path: '/track', heading: 'Progress Tracker', tabs: 'Life-planning area' },
  { path: '/act', heading: 'Action Items', tabs: 'Life-planning area' },
] as const;

const phones = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

/** The page's full width and the layout viewport's; a mobile browser zooms out to show overflow. */
const widths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth, client: document.documentElement.clientWidth }));

for (const phone of phones) {
  test.describe(`at ${phone.width}×${phone.height}`, () => {
    test.use({ viewport: phone });

    for (const route of routes) {
      test(`${route.path} is no wider than the screen${'tabs' in route ? ' and its bottom tabs are all in view' : ''}`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        expect(await widths(page)).toEqual({ scroll: phone.width, inner: phone.width, client: phone.width });
        if (!('tabs' in route)) return;
        const links = page.getByRole('navigation', { name: route.tabs }).getByRole('link');
        await expect(links).toHaveCount(4);
        for (const link of await links.all()) {
          const box = (await link.boundingBox())!;
          expect(box.x, `left of ${await link.textContent()}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `right of ${await link.textContent()}`).toBeLessThanOrEqual(phone.width);
          expect(box.y + box.height, `bottom of ${await link.textContent()}`).toBeLessThanOrEqual(phone.height);
        }
      });
    }
  });
}

/**
 * Everything a finger presses on these screens, with the box it can be pressed in: a checkbox
 * counts with the label that wraps it (its hit area), anything else by its own box.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const selector = 'main button, main a[href], main input, main [role="switch"], nav a[href]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0 && !element.closest('.sr-only'))
      .map((element) => {
        const target = element instanceof HTMLInputElement && element.type === 'checkbox' ? (element.closest('label') ?? element) : element;
        const { width, height } = target.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        return { name, width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 };
      })
      .filter(({ width, height }) => width < 44 || height < 44);
  });

test.describe('touch targets', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  for (const route of routes) {
    test(`${route.path}: every button, link, chip and tick box is at least 44×44 px`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
    });
  }
});
