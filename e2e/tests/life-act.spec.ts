import { expect, test, type Page } from '../support/test';

const item = (page: Page, title: string) => page.getByRole('checkbox', { name: title });
const chips = (page: Page) => page.getByRole('group', { name: 'Show action items' }).getByRole('button');

test.describe('/act action items', () => {
  test('due dates relative to today: Today red, Tomorrow orange, overdue items marked', async ({ page }) => {
    await page.goto('/act');
    const due = (title: string) => page.getByRole('listitem').filter({ hasText: title }).locator('[data-tone]');
    await expect(due('Pay home-loan EMI')).toHaveText('Due Today');
    await expect(due('Pay home-loan EMI')).toHaveAttribute('data-tone', 'red');
    await expect(due('Renew car insurance')).toHaveText('Due Tomorrow');
    await expect(due('Renew car insurance')).toHaveAttribute('data-tone', 'orange');
    await expect(due('Book annual health check-up')).toHaveAttribute('data-tone', 'muted');
    const colour = (title: string) => due(title).evaluate((element) => getComputedStyle(element).color);
    // Tailwind's red-700, orange-700 and the theme's muted grey, as Chromium computes them.
    expect(await colour('Pay home-loan EMI')).toBe('lab(40.4273 67.2623 53.7441)');
    expect(await colour('Renew car insurance')).toBe('lab(46.4615 57.7275 70.8507)');
    expect(await colour('Book annual health check-up')).toBe('rgb(75, 85, 99)');
    await expect(chips(page)).toHaveText(['All(9)', 'Pending(7)', 'Completed(2)', 'Overdue(2)']);
    await chips(page).filter({ hasText: 'Overdue' }).click();
    await expect(page.getByRole('checkbox')).toHaveCount(2);
    await expect(page.getByRole('main').getByText('Overdue', { exact: true })).toHaveCount(2);
  });

  test('a completed item stays completed after a reload, and can be reopened', async ({ page }) => {
    await page.goto('/act');
    await expect(item(page, 'Pay home-loan EMI')).not.toBeChecked();
    await item(page, 'Pay home-loan EMI').check();
    await expect(item(page, 'Pay home-loan EMI')).toBeChecked();
    const title = page.getByRole('main').getByText('Pay home-loan EMI', { exact: true });
    await expect(title).toHaveCSS('text-decoration-line', 'line-through');
    await expect(chips(page)).toHaveText(['All(9)', 'Pending(6)', 'Completed(3)', 'Overdue(2)']);

    await page.reload();
    await expect(item(page, 'Pay home-loan EMI')).toBeChecked();
    await expect(title).toHaveCSS('text-decoration-line', 'line-through');

    await item(page, 'Pay home-loan EMI').uncheck();
    await page.reload();
    await expect(item(page, 'Pay home-loan EMI')).not.toBeChecked();
    await expect(title).toHaveCSS('text-decoration-line', 'none');
  });

  test('a tick box answers a tap anywhere in its 44 px target, not only on the 20 px box', async ({ page }) => {
    await page.goto('/act');
    const box = item(page, 'Pay home-loan EMI');
    const { x, y, width, height } = (await box.boundingBox())!;
    expect(Math.max(width, height)).toBeLessThan(44);
    const [cx, cy] = [x + width / 2, y + height / 2];
    await page.touchscreen.tap(cx - 20, cy + 20);
    await expect(box).toBeChecked();
    await page.touchscreen.tap(cx + 20, cy - 20);
    await expect(box).not.toBeChecked();
  });

  test('tapping an item’s title does not complete it; only the box does', async ({ page }) => {
    await page.goto('/act');
    const box = item(page, 'Pay home-loan EMI');
    const title = page.getByRole('main').getByText('Pay home-loan EMI', { exact: true });
    await title.tap();
    await title.click();
    await expect(chips(page)).toHaveText(['All(9)', 'Pending(7)', 'Completed(2)', 'Overdue(2)']);
    await expect(box).not.toBeChecked();
    await expect(title).toHaveCSS('text-decoration-line', 'none');
    // The keyboard still ticks it from the box.
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  });

  test('search takes hostile input as plain text', async ({ page }) => {
    await page.goto('/act');
    const search = page.getByRole('searchbox', { name: 'Search action items' });
    await search.fill('insurance');
    await expect(page.getByRole('checkbox')).toHaveCount(2);
    for (const text of ['<script>alert(1)</script>', '.*', '🙂🙂', 'z'.repeat(10_000)]) {
      await search.fill(text);
      await expect(page.getByRole('checkbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('checkbox')).toHaveCount(9);
  });

  test('corrupt remembered state falls back to the sample data', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('nyaya:v1:life:action-item-completion', '{"act-1": tru'));
    await page.goto('/act');
    await expect(chips(page)).toHaveText(['All(9)', 'Pending(7)', 'Completed(2)', 'Overdue(2)']);
    await expect(item(page, 'Compare home-loan interest rates')).toBeChecked();
  });
});
