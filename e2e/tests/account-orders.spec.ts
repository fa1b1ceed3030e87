/**
 * What a guest did is carried to the account, follows it to a second device, and leaves the
 * browser at sign-out (issue 23). Two browser contexts are two devices.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { freshMobile, signIn } from '../support/account';
import { checkOut } from '../support/checkout';
import { fillRentalIntake } from '../support/intake';

/** A rental agreement bought as a guest (the checkout's own flow): its order number. */
async function buyAsGuest(page: Page): Promise<string> {
  await page.goto('/service/rental-agreement/legaldocs-pro');
  await fillRentalIntake(page, '25000', '12 MG Road, Bengaluru', '2026-12-01');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  return checkOut(page, { state: 'Maharashtra' });
}

const myOrders = (page: Page) => page.getByRole('region', { name: 'My orders' });

test('a guest’s order and saved expert follow the account to a second device, and leave at sign-out', async ({ page, browser }) => {
  test.setTimeout(75_000); // the second device waits out the 30 s between codes to one number
  const mobile = freshMobile();
  const number = await buyAsGuest(page);
  await page.goto('/lawyer-profile/adv.-priya-sharma');
  await page.getByRole('button', { name: 'Save Expert' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await signIn(page, mobile, { from: '/sign-in?next=%2Fprofile' });
  await expect(myOrders(page).getByText(number)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved experts' }).getByRole('link', { name: /Adv\. Priya Sharma/ })).toBeVisible();

  const second = await browser.newContext();
  try {
    const other = await second.newPage();
    await other.goto('/profile');
    await expect(myOrders(other).getByText(number)).toHaveCount(0);
    await signIn(other, mobile, { from: '/sign-in?next=%2Fprofile' });
    await expect(myOrders(other).getByText(number)).toBeVisible();
    await expect(other.getByRole('region', { name: 'Saved experts' }).getByRole('link', { name: /Adv\. Priya Sharma/ })).toBeVisible();
    // A reload of the second device pulls the account's copy again.
    await other.goto('/lawyer-profile/adv.-priya-sharma');
    await expect(other.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await second.close();
  }

  // Sign out: the browser shows a guest, nothing of the account, and the order is not theirs.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'This is an example profile' })).toBeVisible();
  await expect(myOrders(page).getByText(number)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Saved experts' }).getByText('No saved experts yet. Tap Save Expert on an expert’s profile.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Guest\s*Sign in to continue/ })).toBeVisible();
  await page.goto(`/order-tracking?order=${number}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => localStorage.getItem(key)?.includes('adv.-priya-sharma')));
  expect(stored).toEqual([]);
});

test('Download my data is a JSON file holding the order number', async ({ page }) => {
  const number = await buyAsGuest(page);
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Fprofile%2Fprivacy', landing: /\/profile\/privacy$/ });
  await expect(page.getByRole('region', { name: 'Where you are signed in' }).getByText('This device', { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(() => JSON.parse(text)).not.toThrow();
  expect(text).toContain(number);
});

test('Sign out of other devices ends the other session', async ({ page, browser }) => {
  test.setTimeout(75_000); // the second device waits out the 30 s between codes to one number
  const mobile = freshMobile();
  const second = await browser.newContext();
  try {
    const other = await second.newPage();
    await signIn(other, mobile);
    await signIn(page, mobile, { from: '/sign-in?next=%2Fprofile%2Fprivacy', landing: /\/profile\/privacy$/ });
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Sign out of other devices' }).click();
    await expect(page.getByText('1 device signed out.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await other.reload();
    await expect(other.getByRole('heading', { name: 'This is an example profile' })).toBeVisible();
  } finally {
    await second.close();
  }
});

test('Delete my account leaves a guest, signed out, with nothing of the account on the device', async ({ page }) => {
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Flawyer-profile%2Fadv.-priya-sharma', landing: /\/lawyer-profile\/adv\.-priya-sharma$/ });
  await page.getByRole('button', { name: 'Save Expert' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/profile/privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Guest\s*Sign in to continue/ })).toBeVisible();
  expect((await (await page.request.get('/api/v1/me')).json()).account).toBeNull();
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => localStorage.getItem(key)?.includes('adv.-priya-sharma')));
  expect(stored).toEqual([]);
});
