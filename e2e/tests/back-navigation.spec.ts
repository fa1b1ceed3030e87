/**
 * Spec §1: every back button goes one step back when this tab has history, otherwise to `/`;
 * §2's exception: the providers of a service always go back to /marketplace. "History" counts
 * earlier pages of full loads too (a typed URL), which is what the Navigation API tells the app.
 */
import { expect, test, waitForApp, type Page } from '../support/test';
import { hostOrigin } from '../support/origins';

const home = `${hostOrigin}/`;

async function goBack(page: Page) {
  await page.getByRole('button', { name: 'Go back', exact: true }).click();
}

async function expectScreen(page: Page, path: string) {
  await expect(page).toHaveURL(`${hostOrigin}${path}`);
  await expect(page.locator('h1').first()).toBeVisible();
}

test.describe('back buttons', () => {
  // Each in a tab of its own (a fresh history), in one browser: a fresh browser each cost more than the checks.
  test('in a fresh tab, back goes home', async ({ context }) => {
    for (const path of [
      '/providers/drafting',
      '/service-details/rental-agreement-1',
      '/service/rental-agreement/legaldocs-pro',
      '/spaces',
      '/lawyer-profile/adv.-priya-sharma',
    ]) {
      await test.step(path, async () => {
        const tab = await context.newPage();
        await tab.goto(path);
        await waitForApp(tab);
        await expect(tab.locator('h1').first()).toBeVisible();
        await goBack(tab);
        await expect(tab).toHaveURL(home);
        await expect(tab.getByRole('heading', { name: 'What matters for you today.' })).toBeVisible();
        await tab.close();
      });
    }
  });

  test('after clicking through from home, back returns one step at a time', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Marketplace/ }).click();
    await expectScreen(page, '/marketplace');
    await page.locator('a[href="/providers/drafting"]').click();
    await expectScreen(page, '/providers/drafting');
    await goBack(page);
    await expectScreen(page, '/marketplace');
    await goBack(page);
    await expect(page).toHaveURL(home);
  });

  test('between the tabs of an area, back returns to the previous tab, not home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Trending/ }).click();
    await expectScreen(page, '/trending');
    await page.getByRole('navigation', { name: 'Information area' }).getByRole('link', { name: 'Public' }).click();
    await expectScreen(page, '/public');
    await goBack(page);
    await expectScreen(page, '/trending');
  });

  test('a page opened by typing its URL goes back to the page before it', async ({ page }) => {
    await page.goto('/experts');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.goto('/lawyer-profile/adv.-priya-sharma');
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();
    await goBack(page);
    await expectScreen(page, '/experts');
  });

  test('the 404 page opened by a typed URL: Go Back returns to the page before it', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back', exact: true }).click();
    await expectScreen(page, '/marketplace');
  });

  test('the 404 page in a fresh tab: Go Back goes home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back', exact: true }).click();
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { name: 'What matters for you today.' })).toBeVisible();
  });

  test('the providers of a service go back to /marketplace, whatever came before', async ({ page }) => {
    await page.goto('/spaces');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.goto('/service-providers/rental-agreement');
    await expect(page.locator('h1').first()).toBeVisible();
    await goBack(page);
    await expectScreen(page, '/marketplace');
  });

  test('the providers of a service in a fresh tab go back to /marketplace', async ({ page }) => {
    await page.goto('/service-providers/rental-agreement');
    await expect(page.locator('h1').first()).toBeVisible();
    await goBack(page);
    await expectScreen(page, '/marketplace');
  });
});
