import { expect, type Page } from './test';

/**
 * The rental agreement form, as a user fills it in: spec §5's five fields, then the agreement's
 * terms (the tenure keeps its 11 months).
 */
export async function fillRentalIntake(page: Page, rent = '25000', address = '12 MG Road, Bengaluru', startDate = '2025-07-01') {
  await page.getByLabel('Landlord name').fill('Ramesh Gupta');
  await page.getByLabel('Tenant name').fill('Anita Rao');
  await page.getByLabel('Property address').fill(address);
  await page.getByLabel('Monthly rent (₹)').fill(rent);
  await page.getByLabel('Start date').fill(startDate);
  await page.getByLabel('Security deposit (₹)').fill('50000');
  await expect(page.getByLabel('Tenure (months)')).toHaveValue('11');
  await page.getByLabel('Lock-in period (months)').fill('6');
  await page.getByLabel('Notice period (months)').fill('1');
  await page.getByLabel('Rent escalation (% per year)').fill('5');
  await page.getByLabel('Furnishing').selectOption('Semi-furnished');
}

/** The affidavit's form: who declares (name, parentage, age, address) and what. */
export async function fillAffidavitIntake(page: Page) {
  await page.getByLabel("Deponent's full name").fill('Kiran Patil');
  await page.getByLabel("Father's or spouse's name").fill('Suresh Patil');
  await page.getByLabel("Deponent's age").fill('34');
  await page.getByLabel("Deponent's address").fill('4 FC Road, Pune');
  await page.getByLabel('Purpose').selectOption('Name change');
  await page.getByLabel('What should the affidavit declare?').fill('That my name has changed.');
}

/** The incorporation's form: two names, the type, directors, the registered office and its state, capital, activity. */
export async function fillIncorporationIntake(page: Page, state = 'Karnataka') {
  await page.getByLabel('First choice of company name').fill('Chai Labs Private Limited');
  await page.getByLabel('Second choice of company name').fill('Kettle Labs Private Limited');
  await page.getByLabel('Company type').selectOption('Private Limited');
  await page.getByLabel('Number of directors').fill('2');
  await page.getByLabel('State of the registered office').selectOption(state);
  await page.getByLabel('Registered office address').fill('14 Residency Road');
  await page.getByLabel('Authorised capital (₹)').fill('100000');
  await page.getByLabel('Main business activity').fill('Packaged tea');
}

/** The sale deed's form: the property and its area, the parties and their addresses, the price and the state. */
export async function fillSaleDeedIntake(page: Page) {
  await page.getByLabel('Property address').fill('Flat 302, Lake View, Whitefield, Bengaluru');
  await page.getByLabel('Area of the property (sq ft)').fill('1250');
  await page.getByLabel("Seller's name").fill('Meena Iyer');
  await page.getByLabel("Seller's address").fill('8 Church Street, Bengaluru');
  await page.getByLabel("Buyer's name").fill('Arjun Das');
  await page.getByLabel("Buyer's address").fill('41 Salt Lake, Kolkata');
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
