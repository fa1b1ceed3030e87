import { expect, type Page } from '@playwright/test';

/**
 * Every route of the spec's route table (plus the host's /search), with sample ids: what the
 * sweeps (accessibility, console errors, hostile input) visit.
 */
export const routeTable: string[] = [
  '/',
  '/profile',
  '/search?q=rental',
  '/spaces',
  '/wallet',
  '/schedule',
  '/notifications',
  '/share',
  '/trending',
  '/public',
  '/private',
  '/local',
  '/life-event',
  '/resource',
  '/track',
  '/act',
  '/expert-categories',
  '/experts',
  '/experts?category=legal',
  '/lawyer-profile/adv.-priya-sharma',
  '/marketplace',
  '/service-providers/rental-agreement',
  '/category-services/cheapest?service=rental-agreement',
  '/providers/drafting',
  '/category/property',
  '/service-details/rental-agreement-1',
  '/service-details',
  '/service/rental-agreement/legaldocs-pro',
  '/service-details/legacy-wills',
  '/service/company-registration/startup-filings',
  '/no-such-page',
];

/** Waits until a screen has rendered its one h1 (every screen has one). */
export async function waitForScreen(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // Home's HTML is prerendered: wait until the app has replaced it (React owns the heading), so
  // what the test checks or clicks next is the app, not the markup it is about to replace.
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** The two order pages need carried state: reach them the way a user does. */
export async function openOrderPages(page: Page, visit: (path: string) => Promise<void>) {
  await page.goto('/service-details/rental-agreement-1');
  await page.getByRole('button', { name: 'Proceed to Payment' }).or(page.getByRole('link', { name: 'Proceed to Payment' })).first().click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  await visit('/order-confirmation');
  await page.getByRole('link', { name: 'Track Progress' }).or(page.getByRole('button', { name: 'Track Progress' })).first().click();
  await expect(page).toHaveURL(/\/order-tracking$/);
  await waitForScreen(page);
  await visit('/order-tracking');
}
