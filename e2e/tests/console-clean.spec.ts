import { expect, test } from '@playwright/test';
import { openOrderPages, routeTable, waitForScreen } from '../support/routes';

// The 404 page logs the unknown path on purpose (spec §2 "404").
const expected = (text: string) => text.startsWith('404 Error: User attempted to access non-existent route');

test.describe('no console errors and no uncaught exceptions', () => {
  for (const path of routeTable) {
    test(path, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.goto(path);
      await waitForScreen(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('the order pages', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await openOrderPages(page, async () => {
      await page.waitForLoadState('networkidle');
    });
    expect(problems).toEqual([]);
  });
});
