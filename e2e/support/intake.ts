import { expect, type Page } from './test';

/** Spec §5's rental agreement form, as a user fills it in. */
export async function fillRentalIntake(page: Page, rent = '25000') {
  await page.getByLabel('Landlord name').fill('Ramesh Gupta');
  await page.getByLabel('Tenant name').fill('Anita Rao');
  await page.getByLabel('Property address').fill('12 MG Road, Bengaluru');
  await page.getByLabel('Monthly rent (₹)').fill(rent);
  await page.getByLabel('Start date').fill('2025-07-01');
}

/** The sale deed's form: the property, the parties, the price and the state of the property. */
export async function fillSaleDeedIntake(page: Page) {
  await page.getByLabel('Property address').fill('Flat 302, Lake View, Whitefield, Bengaluru');
  await page.getByLabel("Seller's name").fill('Meena Iyer');
  await page.getByLabel("Buyer's name").fill('Arjun Das');
  await page.getByLabel('Sale price (₹)').fill('8500000');
  await page.getByLabel('State where the property is').selectOption('Karnataka');
}

const fillers: Record<string, (page: Page) => Promise<void>> = {
  'rental-agreement': (page) => fillRentalIntake(page),
  'sale-deed': fillSaleDeedIntake,
};

/**
 * On a service detail page: Proceed to Payment opens that offer's intake form (the API takes no
 * order without the service's details); fill it in and go on to the checkout.
 */
export async function proceedThroughIntake(page: Page) {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/service\/[^/]+\/[^/]+$/);
  const serviceId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
  const fill = fillers[serviceId];
  if (!fill) throw new Error(`No intake answers for the service "${serviceId}"`);
  await fill(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}
