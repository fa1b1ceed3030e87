/**
 * Playwright's `test`, with a `page` that waits, after `goto` and `reload`, until the app has
 * taken over the page. Home and an area's deep links are prerendered: their markup paints before
 * any script runs and is inert until the app replaces it (host/src/bootstrap.tsx then removes the
 * root's `data-prerendered`). Without the wait, a test could click a button of the markup that is
 * about to be replaced, and the click would be lost.
 *
 * A test that looks at the page before the app starts passes its own `waitUntil`, which turns the
 * wait off for that navigation.
 */
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

export async function waitForApp(page: Page) {
  // Polled on a timer: a page without animation frames (a background tab) must pass too.
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), undefined, { polling: 50 });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (!options?.waitUntil) await waitForApp(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (!options?.waitUntil) await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
});
