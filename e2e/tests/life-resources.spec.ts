/**
 * A member's resources (issue 27): what they save is listed at the top of the library, each
 * opening its page, and what they download is counted once each on their profile, on another
 * device too (the account's synced copy).
 */
import { expect, test } from '../support/test';
import { freshMobile, signIn } from '../support/account';

test('saved resources are listed in the library and downloads counted on the profile, on a second device too', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const mobile = freshMobile();
  await signIn(page, mobile);
  for (const [id, title] of [
    ['res-8', 'Rental Agreement Essentials'],
    ['res-1', 'Income Tax Basics: Old vs New Regime'],
  ] as const) {
    await page.goto(`/resource/${id}`);
    await page.getByRole('button', { name: `Save ${title}` }).click();
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${title}` }).click()]);
  }
  // The same one again: still one resource downloaded.
  await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Income Tax Basics: Old vs New Regime' }).click()]);

  await page.goto('/resource');
  const saved = page.getByRole('region', { name: 'Saved by you (2)' });
  await expect(saved.getByRole('link')).toHaveText(['Income Tax Basics: Old vs New Regime', 'Rental Agreement Essentials']);
  await saved.getByRole('link', { name: 'Rental Agreement Essentials' }).click();
  await expect(page).toHaveURL(/\/resource\/res-8$/);

  await page.goto('/profile');
  await expect(page.getByText('Resources Downloaded').locator('xpath=following-sibling::*[1]')).toHaveText('2');

  // Another device, signed in to the same account: the same count and the same saved list.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, mobile);
  await expect(other.getByText('Resources Downloaded').locator('xpath=following-sibling::*[1]')).toHaveText('2');
  await other.goto('/resource');
  await expect(other.getByRole('region', { name: 'Saved by you (2)' }).getByRole('link')).toHaveCount(2);
});
