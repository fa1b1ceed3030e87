import { expect, test } from '../support/test';

const utilityScreens = [
  { path: '/spaces', home: 'Spaces', heading: 'Spaces', text: 'Tenant Rights Circle' },
  { path: '/wallet', home: 'Wallet', heading: 'Wallet', text: 'Recent transactions' },
  { path: '/schedule', home: 'Schedule', heading: 'Schedule', text: 'Available time slots today' },
  { path: '/notifications', home: 'Notification', heading: 'Notifications', text: 'Notification Settings' },
  { path: '/share', home: 'Share', heading: 'Share', text: 'Recent shares' },
] as const;

test.describe('information area utility screens', () => {
  // Each back lands on home, where the next screen is opened: one browser and one page load for all five.
  test('each is reached from home, has one h1 and the Home breadcrumb, and back returns home', async ({ page }) => {
    await page.goto('/');
    for (const screen of utilityScreens) {
      await test.step(screen.path, async () => {
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
  });

  test('/spaces: each space opens its page; a guest who joins is asked to sign in first', async ({ page }) => {
    await page.goto('/spaces');
    const names = page.getByRole('list', { name: 'Spaces' }).getByRole('heading', { level: 2 });
    await expect(names).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Senior Citizens Finance' })).toHaveAttribute('href', '/spaces/sp-seniors');
    await page.getByRole('searchbox', { name: 'Search spaces' }).fill('x'.repeat(10_000));
    await expect(page.getByText(/^No spaces match “x+…”$/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    // Joining is the API's (issue 26): the button comes with the real counts, and a guest signs in first.
    await page.getByRole('button', { name: 'Join Senior Citizens Finance' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fspaces$/);
  });

  test('/wallet: rupees with Indian digit grouping on the balance, the summary and every transaction', async ({ page }) => {
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('₹1,33,456.20');
    await expect(page.getByRole('main').getByRole('definition')).toHaveText(['₹1,44,399', '₹53,132.80']);
    const region = page.getByRole('region', { name: 'Recent transactions' });
    await page.getByRole('button', { name: 'View All' }).click();
    const rows = region.getByRole('listitem');
    await expect(rows).toHaveCount(8);
    // Sign, rupee sign, then thousands and lakhs grouped Indian style; paise only when there are any.
    const indianAmount = /^(Income \+|Expense −)₹(\d{1,2}(,\d{2})*,\d{3}|\d{1,3})(\.\d{2})?$/;
    for (const row of await rows.all()) await expect(row.locator('p').last()).toHaveText(indianAmount);
    await expect(region.getByRole('listitem').filter({ hasText: 'Salary credit' })).toContainText('+₹1,25,000');
    await expect(region.getByRole('listitem').filter({ hasText: 'Electricity bill' })).toContainText('−₹2,346.80');
    await expect(page.getByRole('main')).not.toContainText('$');
  });

  test('/wallet: the masked balance shows no digit and survives a reload; View All shows every transaction', async ({ page }) => {
    await page.goto('/wallet');
    const balance = page.getByTestId('wallet-balance');
    await expect(balance).toHaveText('₹1,33,456.20');
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance).toHaveText('₹ ••••••Balance hidden');
    await expect(balance).not.toHaveText(/\d/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show balance' })).toBeVisible();
    await expect(balance).not.toHaveText(/\d/);
    const transactions = page.getByRole('region', { name: 'Recent transactions' }).getByRole('listitem');
    await expect(transactions).toHaveCount(4);
    await page.getByRole('button', { name: 'View All' }).click();
    await expect(transactions).toHaveCount(8);
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

  test('/share: WhatsApp opens wa.me in a new tab with the profile link as the message', async ({ page, context }) => {
    // No real WhatsApp in a test: the new tab gets a stand-in page at the same address.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await page.goto('/share');
    const url = await page.getByRole('textbox', { name: 'Profile link' }).inputValue();
    const whatsApp = page.getByRole('link', { name: 'WhatsApp', exact: true });
    const text = `Find me on Nyaya: ${url}`;
    await expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    const [tab] = await Promise.all([page.waitForEvent('popup'), whatsApp.click()]);
    const opened = new URL(tab.url());
    expect(opened.origin + opened.pathname).toBe('https://wa.me/');
    expect(opened.searchParams.get('text')).toBe(text);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/share$/);
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
