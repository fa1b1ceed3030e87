import { expect, test } from '../support/test';

const utilityScreens = [
  { path: '/spaces', home: 'Spaces', heading: 'Spaces', text: 'Tenant Rights Circle' },
  { path: '/wallet', home: 'Wallet', heading: 'Wallet', text: 'Recent transactions' },
  { path: '/schedule', home: 'Schedule', heading: 'Schedule', text: 'Available time slots today' },
  { path: '/notifications', home: 'Notification', heading: 'Notifications', text: 'Notification Settings' },
  { path: '/share', home: 'Share', heading: 'Share', text: 'Recent shares' },
] as const;

test.describe('information area utility screens', () => {
  for (const screen of utilityScreens) {
    test(`${screen.path}: reached from home, one h1, Home breadcrumb, back returns home`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: screen.home }).click();
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', screen.heading]);
      await expect(page.getByText(screen.text).first()).toBeVisible();
      await page.getByRole('button', { name: 'Go back' }).click();
      await expect(page.getByRole('heading', { name: 'What matters for you today.' })).toBeVisible();
    });
  }

  test('/spaces: Popular orders by members, a joined space survives a reload and shows under Joined', async ({ page }) => {
    await page.goto('/spaces');
    const names = page.getByRole('list', { name: 'Spaces' }).getByRole('heading', { level: 2 });
    await expect(names).toHaveCount(6);
    await page.getByRole('button', { name: 'Popular' }).click();
    await expect(names.first()).toHaveText('Startup Founders India');
    await page.getByRole('button', { name: 'Join Senior Citizens Finance' }).click();
    await expect(page.getByRole('button', { name: 'Joined Senior Citizens Finance' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await page.getByRole('button', { name: 'Joined', exact: true }).click();
    await expect(names).toHaveText(['Senior Citizens Finance']);
    await page.getByRole('searchbox', { name: 'Search spaces' }).fill('x'.repeat(10_000));
    await expect(page.getByText(/^No spaces match “x+…” in Joined$/)).toBeVisible();
  });

  test('/wallet: the masked balance survives a reload; View All shows every transaction', async ({ page }) => {
    await page.goto('/wallet');
    const balance = page.getByTestId('wallet-balance');
    await expect(balance).toHaveText('$12,458.75');
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance).not.toContainText('12,458');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show balance' })).toBeVisible();
    await expect(balance).not.toContainText('12,458');
    const transactions = page.getByRole('region', { name: 'Recent transactions' }).getByRole('listitem');
    await expect(transactions).toHaveCount(4);
    await page.getByRole('button', { name: 'View All' }).click();
    await expect(transactions).toHaveCount(7);
    await page.getByRole('button', { name: 'Pay Bills' }).click();
    await expect(page.getByText('Pay Bills is coming soon').first()).toBeVisible();
  });

  test('/schedule: 8 slots, booked ones disabled, a free one selected', async ({ page }) => {
    await page.goto('/schedule');
    const slots = page.getByRole('region', { name: 'Available time slots today' }).getByRole('button');
    await expect(slots).toHaveCount(8);
    await expect(slots.first()).toHaveText('9:00 AM');
    await expect(slots.last()).toHaveText('4:00 PM');
    await expect(page.getByRole('button', { name: /^10:00 AM/ })).toBeDisabled();
    await page.getByRole('button', { name: '12:00 PM' }).click();
    await expect(page.getByRole('button', { name: '12:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Selected slot: 12:00 PM today')).toBeVisible();
    await expect(page.getByText('Video Call').first()).toBeVisible();
    await expect(page.getByText('On-site')).toBeVisible();
  });

  test('/notifications: opening one marks it read; read state and a setting survive a reload', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page.getByText('3 unread')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Push' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Email' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'SMS' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Marketing Updates' })).not.toBeChecked();
    await page.getByRole('button', { name: /Payment received/ }).click();
    await expect(page.getByText('2 unread')).toBeVisible();
    await page.getByRole('switch', { name: 'Marketing Updates' }).click();
    await page.reload();
    await expect(page.getByText('2 unread')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Marketing Updates' })).toBeChecked();
    await page.getByRole('button', { name: 'Mark All Read' }).click();
    await expect(page.getByText('All caught up')).toBeVisible();
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  });

  test('/share: Copy Link fills the clipboard and the QR code opens', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/share');
    const link = page.getByRole('textbox', { name: 'Profile link' });
    await expect(link).toHaveAttribute('readonly', '');
    const url = await link.inputValue();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // By keyboard: the dialog opens, Escape closes it and focus comes back to the button.
    const qrButton = page.getByRole('button', { name: 'QR Code' });
    await qrButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Scan to open my profile' });
    await expect(dialog.getByRole('img', { name: `QR code of ${url}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(qrButton).toBeFocused();
  });
});
