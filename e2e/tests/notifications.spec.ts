/**
 * Notifications, real (issue 25), with two browser contexts: the client buys a rental agreement
 * for Karnataka from LegalDocs Pro and finds "Order placed" on /notifications; its expert (the
 * 25th of /experts: 9000000025) finds the new order in theirs and completes Document Collection
 * in the console; the client sees the count on home's bell and the notification with its unread
 * dot, opens it to the order's tracking, and Mark All Read, kept on the server, clears the dots
 * for good: after a reload too.
 */
import { expect, test, type Browser, type Page } from '../support/test';
import { freshMobile, signIn } from '../support/account';
import { checkOut } from '../support/checkout';
import { fillRentalIntake } from '../support/intake';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';

const EXPERT = { name: 'Adv. Sneha Hegde', mobile: '9000000025' };

/** The expert, in a browser of their own, completes the order's current step in the console. */
async function expertCompletes(browser: Browser, number: string, step: string, signedIn?: Page): Promise<Page> {
  const expert = signedIn ?? (await (await browser.newContext()).newPage());
  if (!signedIn) await signIn(expert, EXPERT.mobile, { from: '/sign-in?next=%2Fconsole', landing: /\/console$/ });
  await expert.goto(`/console/orders/${number}`);
  await expert.getByRole('button', { name: `Complete ${step}` }).click();
  await expect(expert.getByText(`${step} completed.`)).toBeVisible();
  return expert;
}

const recent = (page: Page) => page.getByRole('region', { name: 'Recent' });

test('the client hears of a completed step, opens it, and Mark All Read keeps after a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, freshMobile());
  await page.goto('/service/rental-agreement/legaldocs-pro');
  await fillRentalIntake(page, '18000', '4 Residency Road, Bengaluru', '2026-12-01');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const number = await checkOut(page, { state: 'Karnataka' });
  await expect(page.getByRole('region', { name: 'Your Assigned Expert' }).getByText(EXPERT.name)).toBeVisible();

  // Placing it is the first notification; reading it on the keyboard marks it read on the server.
  await page.goto('/notifications');
  const placed = recent(page).getByRole('link', { name: new RegExp(`^Unread: Order placed: Rental Agreement Drafting Order ${number}`) });
  await expect(placed).toBeVisible();
  await placed.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order-tracking\\?order=${number}$`));

  const expert = await expertCompletes(browser, number, 'Document Collection');
  // The expert heard of the new order in their own list, which leads to the console.
  await expert.goto('/notifications');
  await expect(recent(expert).getByRole('link', { name: new RegExp(`New order assigned to you: Rental Agreement Drafting Order ${number}`) })).toHaveAttribute(
    'href',
    `/console/orders/${number}`,
  );

  // Home's bell counts the step; the list shows it unread, linking to the order.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Notification, 1 unread' })).toBeVisible();
  await page.getByRole('link', { name: 'Notification, 1 unread' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = recent(page).getByRole('link', { name: new RegExp(`^Unread: Document Collection completed Order ${number}`) });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('unread-dot')).toBeVisible();
  await expect(recent(page).getByRole('status')).toHaveText('1 unread');
  await page.setViewportSize({ width: 360, height: 740 });
  expect([...(await horizontalOverflow(page, 360)), ...(await smallTargets(page)), ...(await seriousViolations(page))]).toEqual([]);

  // Opening it goes to the order's tracking and marks it read.
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/order-tracking\\?order=${number}$`));
  await expect(page.getByRole('region', { name: 'Timeline' }).locator('li[aria-current="step"]')).toContainText('Expert Review');
  await page.goto('/notifications');
  await expect(recent(page).getByRole('link', { name: new RegExp(`^Document Collection completed Order ${number}`) })).toBeVisible();
  await expect(recent(page).getByTestId('unread-dot')).toHaveCount(0);

  // A second step: unread again; Mark All Read clears it, on the server.
  await expertCompletes(browser, number, 'Expert Review', expert);
  await expert.context().close();
  await page.reload();
  await expect(recent(page).getByRole('link', { name: new RegExp(`^Unread: Expert Review completed Order ${number}`) })).toBeVisible();
  await expect(recent(page).getByTestId('unread-dot')).toHaveCount(1);
  await recent(page).getByRole('button', { name: 'Mark All Read' }).click();
  await expect(recent(page).getByRole('status')).toHaveText('All caught up');
  await expect(recent(page).getByTestId('unread-dot')).toHaveCount(0);
  await page.reload();
  await expect(recent(page).getByRole('link', { name: new RegExp(`^Expert Review completed Order ${number}`) })).toBeVisible();
  await expect(recent(page).getByTestId('unread-dot')).toHaveCount(0);
  await expect(recent(page).getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Notification', exact: true })).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});

test('a guest keeps the sample notifications and the API keeps its list to accounts', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page.getByRole('note', { name: 'This is an example' })).toBeVisible();
  await expect(page.getByText('Payment received')).toBeVisible();
  expect((await page.request.get('/api/v1/notifications')).status()).toBe(401);
});
