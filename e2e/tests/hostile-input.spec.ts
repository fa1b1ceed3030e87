import { expect, test, type Page } from '../support/test';
import { routeTable, waitForScreen } from '../support/routes';

const hostile = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'x'.repeat(10_000), '😀🇮🇳👩‍⚖️', '%00', '../../etc/passwd'];
const encode = (value: string) => encodeURIComponent(value);

/** Watches for what must never happen: script-opened dialogs, uncaught errors, injected markup. */
function guard(page: Page) {
  const incidents: string[] = [];
  page.on('dialog', async (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('pageerror', (error) => incidents.push(`uncaught: ${error.message}`));
  return async () => {
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(incidents).toEqual([]);
  };
}

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
  for (const [index, value] of hostile.entries()) {
    test(`value ${index + 1}: ${value.slice(0, 24)}`, async ({ page }) => {
      const check = guard(page);
      for (const path of parameterised(value)) {
        await page.goto(path);
        // A sensible page: the spec's fallback, a clear message or the 404 page, each with a heading.
        await waitForScreen(page);
      }
      await check();
    });
  }
});

test.describe('hostile text in every search box and form field', () => {
  for (const path of routeTable.filter((route) => route !== '/no-such-page')) {
    test(path, async ({ page }) => {
      const check = guard(page);
      await page.goto(path);
      await waitForScreen(page);
      const fields = page.locator('input[type="search"], input[type="text"], input:not([type]), input[type="email"], textarea').filter({ visible: true });
      const count = await fields.count();
      for (let index = 0; index < count; index += 1) {
        const field = fields.nth(index);
        if (!(await field.isEditable())) continue;
        for (const value of hostile) {
          await field.fill(value);
        }
        await field.fill('');
      }
      await waitForScreen(page);
      await check();
    });
  }
});
