import { expect, test, type Page } from '../support/test';
import { checkOut } from '../support/checkout';
import { fillRentalIntake } from '../support/intake';

/**
 * Issue 23, "No one else's life shown as yours": the information area's personal screens show a
 * guest the spec's sample under a notice that it is an example, and a signed-in user their own.
 */
const personalScreens = [
  { path: '/wallet', heading: 'Wallet', says: 'These payments are not yours.', sample: 'Total balance' },
  { path: '/notifications', heading: 'Notifications', says: 'These notifications are not yours.', sample: 'Recent' },
  { path: '/private', heading: 'Private Messages', says: 'These conversations are not yours.', sample: 'Housing Society Committee' },
  { path: '/schedule', heading: 'Schedule', says: 'This schedule is not yours.', sample: "Today's summary" },
  { path: '/share', heading: 'Share', says: 'This profile link is not yours.', sample: 'Profile link' },
] as const;

/** A number of its own for each test run, so the per-number code limit (5 an hour) is never reached by reruns. */
function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Signs in on the sign-in screen with the code test mode shows on it; lands on `next`. */
async function signInOnScreen(page: Page, mobile: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  const testMode = page.getByText(/^Test mode: your code is \d{6}$/);
  await expect(testMode).toBeVisible();
  const code = ((await testMode.textContent()) ?? '').replace(/\D/g, '');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('the personal screens of the information area', () => {
  for (const { path, heading, says, sample } of personalScreens) {
    test(`${path}: a guest sees the sample as an example, with Sign in back to it`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const notice = page.getByRole('note', { name: 'This is an example' });
      await expect(notice).toContainText(says);
      await expect(notice.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent(path)}`);
      // The notice comes first, above the sample person's things.
      const noticeBox = (await notice.boundingBox())!;
      const sampleBox = (await page.getByText(sample, { exact: true }).first().boundingBox())!;
      expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(sampleBox.y);
    });
  }

  test('a signed-in user’s wallet lists the order they placed as a payment, with no sample balance', async ({ page }) => {
    await page.goto('/wallet');
    await page.getByRole('note', { name: 'This is an example' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fwallet$/);
    await signInOnScreen(page, freshMobile());
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByText('No payments yet')).toBeVisible();
    await expect(page.getByRole('note', { name: 'This is an example' })).toHaveCount(0);
    await expect(page.getByTestId('wallet-balance')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('1,33,456');

    // A rental agreement in Maharashtra, delivered digitally: ₹799 + 18% GST + ₹500 stamp duty, no courier.
    await page.goto('/service/rental-agreement/legaldocs-pro');
    await fillRentalIntake(page, '25000', '12 MG Road, Pune', '2026-12-01');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const number = await checkOut(page, { state: 'Maharashtra' });

    await page.goto('/wallet');
    const row = page.getByRole('region', { name: 'Recent transactions' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Expense −₹1,442.82');
    await expect(row.getByRole('link', { name: 'Rental Agreement Drafting' })).toHaveAttribute('href', `/order-tracking?order=${number}`);
    await expect(page.getByTestId('wallet-expenses')).toHaveText('₹1,442.82');
    await expect(page.getByTestId('wallet-income')).toHaveText('₹0');
    await page.getByRole('button', { name: 'Add Money' }).click();
    await expect(page.getByText(/^Add Money is not available yet/).first()).toBeVisible();
  });

  test('a signed-in user’s notification settings are kept on the account', async ({ page }) => {
    await page.goto(`/sign-in?next=${encodeURIComponent('/notifications')}`);
    await signInOnScreen(page, freshMobile());
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expect(page.getByText('Payment received')).toHaveCount(0);
    const sms = page.getByRole('switch', { name: 'SMS' });
    await expect(sms).not.toBeChecked();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/me') && response.request().method() === 'PATCH');
    await sms.click();
    expect((await saved).status()).toBe(200);
    await expect(sms).toBeChecked();

    // The account holds it (any device signed in with this number reads GET /me), and the
    // screen shows it again after a reload.
    const me = (await (await page.request.get('/api/v1/me')).json()) as { account: { notificationSettings: Record<string, boolean> } };
    expect(me.account.notificationSettings).toEqual({ push: true, email: true, sms: true, marketing: false });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'SMS' })).toBeChecked();
  });
});
