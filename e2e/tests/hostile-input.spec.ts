/**
 * Hostile values in every route parameter: each shows a sensible page (the spec's fallback, a
 * clear message or the 404 page) and nothing runs. Hostile text typed into fields is checked on
 * every screen by the route sweep (route-sweep.spec.ts).
 */
import { expect, test } from '../support/test';
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

test.describe('hostile route parameters', () => {
  for (const [index, value] of hostileValues.entries()) {
    test(`value ${index + 1}: ${value.slice(0, 24)}`, async ({ page }) => {
      const incidents = watchIncidents(page);
      for (const path of parameterised(value)) {
        await page.goto(path);
        // A sensible page: the spec's fallback, a clear message or the 404 page, each with a heading.
        await waitForScreen(page);
      }
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(incidents()).toEqual([]);
    });
  }
});
