import { expect, type Page } from '@playwright/test';
import { proceedThroughIntake } from './intake';
import { orderFlowRoutes } from './routeTable';
import { waitForApp } from './test';

export { notFoundSample, orderFlowRoutes, routeTable } from './routeTable';

/** Waits until a screen has rendered its one h1 (every screen has one). */
export async function waitForScreen(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // Home and area screens are prerendered: wait until the app has replaced that markup (the root
  // loses `data-prerendered`), so what the test checks or clicks next is the app, not the markup it
  // is about to replace. Read from the page as a user agent sees it, not from React's internals.
  await waitForApp(page);
}

/**
 * The checkout, the two order pages and the order's chat (orderFlowRoutes) need a purchase and an order: reach them
 * the way a user does, calling `visit` on each.
 */
export async function openOrderPages(page: Page, visit: (path: string) => Promise<void>) {
  const [checkout, confirmation, tracking, chat] = orderFlowRoutes;
  await page.goto('/service-details/rental-agreement-1');
  await proceedThroughIntake(page);
  await waitForScreen(page);
  await visit(checkout);
  await page.getByLabel('Name').fill('Asha Verma');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('State where the document will be used').selectOption('Delhi');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=ORD[A-Z0-9]{9}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  await visit(confirmation);
  await page.getByRole('link', { name: 'Track Progress' }).click();
  await expect(page).toHaveURL(/\/order-tracking\?order=ORD[A-Z0-9]{9}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
  await visit(tracking);
  await page.getByRole('link', { name: 'Chat with Expert' }).click();
  await expect(page).toHaveURL(/\/order-chat\?order=ORD[A-Z0-9]{9}$/);
  await expect(page.getByRole('textbox', { name: /^Message to / })).toBeVisible();
  await visit(chat);
}
