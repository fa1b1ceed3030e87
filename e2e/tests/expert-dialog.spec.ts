import { expect, test } from '../support/test';
import { hostOrigin, remoteOrigin } from '../support/origins';

test.describe('expert detail dialog', () => {
  test("the detail dialog's code is fetched when the list is first focused, not with the page", async ({ page }) => {
    const experts = remoteOrigin('experts');
    const scripts: string[] = [];
    page.on('request', (request) => request.url().startsWith(experts) && request.url().endsWith('.js') && scripts.push(request.url()));
    await page.goto('/experts');
    await page.waitForLoadState('networkidle');
    const withPage = scripts.length;
    // Focus reaches the list by keyboard: the first card's name button.
    await page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true }).focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(withPage);
    await page.waitForLoadState('networkidle');
    const withDialog = scripts.length;
    await page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Already there: choosing an expert fetched nothing more.
    expect(scripts.length).toBe(withDialog);
  });

  test('the detail dialog traps focus, closes on Escape and outside click, and opens the full profile', async ({ page }) => {
    await page.goto('/experts?category=legal');
    const card = page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Adv. Priya Sharma' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Sharma & Associates')).toBeVisible();
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await card.click();
    await dialog.getByRole('link', { name: 'View Full Profile' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/adv.-priya-sharma`);
    await expect(page.getByRole('heading', { level: 1, name: 'Expert Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();

    // Back and close both go one step back when there is history.
    await page.getByRole('button', { name: 'Close profile' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/experts?category=legal`);
  });

  test('a toast raised over the dialog is the top layer: the first Escape dismisses only the toast', async ({ page }) => {
    // The toast lives in the host and the dialog in the experts remote; they share Radix's one
    // stack of layers (a federated singleton), so Escape reaches only the top one. With a copy each,
    // one Escape would close both.
    await page.goto('/experts?category=legal');
    await page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Adv. Priya Sharma' });
    await dialog.getByRole('button', { name: 'Save Expert' }).click();
    const toast = page.getByText('Adv. Priya Sharma is in your saved experts.', { exact: true });
    await expect(toast).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Save Expert survives a reload, and saves only the expert shown', async ({ page }) => {
    await page.goto('/lawyer-profile/adv.-deepa-kulkarni');
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Deepa Kulkarni' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Expert' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    // Once saved, the button says so (issue 24: it kept its label).
    const saved = page.getByRole('button', { name: 'Saved', exact: true });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveCount(0);
    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/lawyer-profile/adv.-priya-sharma');
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'false');

    await page.goto('/lawyer-profile/adv.-deepa-kulkarni');
    await page.getByRole('button', { name: 'Saved', exact: true }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'false');
  });
});
