import { expect, type Page } from './test';

export const ORDER_NUMBER = /^ORD[A-Z0-9]{9}$/;

/** Contact details (and, for a stamp-paper document, the state) as a user types them at the checkout. */
export async function fillCheckout(page: Page, { name = 'Asha Verma', mobile = '98765 43210', email = '', state = '' } = {}) {
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
  if (email) await page.getByLabel(/^Email/).fill(email);
  if (state) await page.getByLabel('State where the document will be used').selectOption(state);
}

/** The order number the confirmation's URL names, once the confirmation shows it. */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  const number = new URL(page.url()).searchParams.get('order') ?? '';
  expect(number).toMatch(ORDER_NUMBER);
  await expect(page.getByRole('status').filter({ hasText: 'Your order has been placed successfully.' })).toContainText(`Order number ${number}`);
  return number;
}

/** Fill in the checkout, pay, and return the new order's number. */
export async function checkOut(page: Page, details: Parameters<typeof fillCheckout>[1] = {}): Promise<string> {
  await fillCheckout(page, details);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  return confirmedOrderNumber(page);
}

/** The order numbers this browser's session holds, from the API (the page's cookies). */
export async function ordersOfSession(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/v1/orders');
  expect(response.status()).toBe(200);
  const { orders } = (await response.json()) as { orders: { orderNumber: string }[] };
  return orders.map((order) => order.orderNumber);
}
