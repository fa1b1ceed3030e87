import { freshMobile, signIn } from '../support/account';
import { addItem } from '../support/actionItems';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';
import { expect, test, type Page } from '../support/test';

const chips = (page: Page) => page.getByRole('group', { name: 'Show action items' }).getByRole('button');

test.describe('/act: the user’s own action items', () => {
  test('an item due today shows Today, moves to Completed when ticked, and survives a reload', async ({ page }) => {
    await page.goto('/act');
    await expect(page.getByText(/These are examples/)).toBeVisible();
    const title = 'Renew passport <b>before</b> the trip';
    await addItem(page, title, 'Finance');

    const box = page.getByRole('checkbox', { name: title });
    const due = page.getByRole('listitem').filter({ hasText: title }).locator('[data-tone]');
    await expect(due).toHaveText('Due Today');
    await expect(due).toHaveAttribute('data-tone', 'red');
    // Only the user's item: the examples made way for it.
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await expect(chips(page)).toHaveText(['All(1)', 'Pending(1)', 'Completed(0)', 'Overdue(0)']);

    await box.check();
    await chips(page).filter({ hasText: 'Completed' }).click();
    await expect(page.getByRole('checkbox', { name: title })).toBeChecked();
    await expect(chips(page)).toHaveText(['All(1)', 'Pending(0)', 'Completed(1)', 'Overdue(0)']);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: title })).toBeChecked();
    await expect(chips(page)).toHaveText(['All(1)', 'Pending(0)', 'Completed(1)', 'Overdue(0)']);
    await expect(page.getByRole('main').getByText(title, { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  });

  test('a signed-in user’s item appears on a second device; items added on both at once both stay', async ({ page, browser }) => {
    test.setTimeout(120_000); // the second device waits out the 30 s between codes to one number
    const mobile = freshMobile();
    await signIn(page, mobile, { from: '/sign-in?next=%2Fact', landing: /\/act$/ });
    const pushed = page.waitForResponse((response) => response.url().includes('/api/v1/me/state/life%3Aaction-items') && response.ok());
    await addItem(page, 'Call the lawyer about the sale deed', 'Real Estate');
    await pushed;

    const second = await browser.newContext();
    try {
      const other = await second.newPage();
      await signIn(other, mobile, { from: '/sign-in?next=%2Fact', landing: /\/act$/ });
      await expect(other.getByRole('checkbox', { name: 'Call the lawyer about the sale deed' })).toBeVisible();
      await expect(other.getByText(/These are examples/)).toBeHidden();

      // Both devices stay open: the second adds an item, then the first, its copy now stale, adds
      // its own. The first's write is refused (409), merged with the account's copy and written again.
      const fromSecond = other.waitForResponse((response) => response.url().includes('/api/v1/me/state/life%3Aaction-items') && response.ok());
      await addItem(other, 'Book the registrar visit', 'Real Estate');
      await fromSecond;
      const refused = page.waitForResponse((response) => response.url().includes('/api/v1/me/state/life%3Aaction-items') && response.status() === 409);
      const fromFirst = page.waitForResponse((response) => response.url().includes('/api/v1/me/state/life%3Aaction-items') && response.ok());
      await addItem(page, 'Collect the stamp paper', 'Real Estate');
      await refused;
      await fromFirst;
      await expect(page.getByRole('checkbox', { name: 'Book the registrar visit' })).toBeVisible();
      await other.reload();
      for (const device of [page, other]) {
        for (const title of ['Call the lawyer about the sale deed', 'Book the registrar visit', 'Collect the stamp paper']) {
          await expect(device.getByRole('checkbox', { name: title })).toBeVisible();
        }
      }
    } finally {
      await second.close();
    }
  });

  test('at 360 px: the form and a long own item fit, with 44 px targets and no serious axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/act');
    await addItem(page, `${'Renew-the-passport-and-the-visa-'.repeat(2)}<script>alert(1)</script>`, 'Technology');
    await expect(page.getByRole('button', { name: /^Edit Renew-the-passport/ })).toBeVisible();
    expect(await horizontalOverflow(page, 360)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add action item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add action item' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a title.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toBeFocused();
    expect(await horizontalOverflow(page, 360)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add action item' })).toBeFocused();

    await page.getByRole('button', { name: /^Delete Renew-the-passport/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this action item?' });
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/These are examples/)).toBeVisible();
  });
});
