/**
 * Hostile values in every route parameter: each shows a sensible page (the spec's fallback, a
 * clear message or the 404 page) and nothing runs. Hostile text typed into fields is checked on
 * every screen by the route sweep (route-sweep.spec.ts).
 */
import { expect, test, type Page } from '../support/test';
import { waitForScreen } from '../support/routes';
import { hostileValues, watchIncidents } from '../support/checks';

const encode = (value: string) => encodeURIComponent(value);

const parameterised = (value: string) => [
  `/lawyer-profile/${encode(value)}`,
  `/service-providers/${encode(value)}`,
  `/category-services/${encode(value)}?service=${encode(value)}`,
  `/category-services/cheapest?service=${encode(value)}`,
  `/providers/${encode(value)}`,
  `/category/${encode(value)}`,
  `/service-details/${encode(value)}`,
  `/service/${encode(value)}/${encode(value)}`,
  `/experts?category=${encode(value)}`,
  `/search?q=${encode(value)}`,
  `/resource?highlight=${encode(value)}`,
  `/spaces?q=${encode(value)}`,
  `/marketplace?${encode(value)}=${encode(value)}`,
];

/**
 * The app's router taking the page to `path` the way it takes a link: the history changes and the
 * router hears of it (popstate), without reloading. It goes by home first, so that the screen
 * checked next is known to be the new one (home's heading gone) even when `path` shows the same
 * screen as the one before. Loading all 78 addresses whole took 116 s of a CI run; each address is
 * still loaded whole once below, with one of the values.
 */
async function navigateInApp(page: Page, path: string) {
  const home = page.getByRole('heading', { level: 1, name: 'What matters for you today.' });
  for (const step of ['/', path]) {
    await page.evaluate((step) => {
      window.history.pushState(null, '', step);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, step);
    if (step === '/') await expect(home).toBeVisible();
  }
  await expect(home).toHaveCount(0);
}

test.describe('hostile route parameters', () => {
  // Six values over 13 addresses: in each test, the addresses whose turn it is (address k with
  // value k mod 6) are loaded whole, served and hydrated; the others are reached inside the app.
  for (const [index, value] of hostileValues.entries()) {
    test(`value ${index + 1}: ${value.slice(0, 24)}`, async ({ page }) => {
      const incidents = watchIncidents(page);
      for (const [position, path] of parameterised(value).entries()) {
        if (position === 0 || position % hostileValues.length === index) await page.goto(path);
        else await navigateInApp(page, path);
        // A sensible page: the spec's fallback, a clear message or the 404 page, each with a heading.
        await waitForScreen(page);
      }
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(incidents()).toEqual([]);
    });
  }
});
