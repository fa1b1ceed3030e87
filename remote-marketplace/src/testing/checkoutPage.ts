import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { checkoutDraftsStore, type CheckoutPurchase } from '@nyaya/shared/stores';
import { priceChoiceStore } from '@nyaya/shared/stores/priceChoice';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

/** What the checkout page's tests share: purchases to open it with, and ways to read and fill it. */

export const loaded = { timeout: 10_000 };
/** The rental form's own sample: a rent of ₹25,000, so stamp duty and the total are the tests' known figures. */
export const rentalIntake = intakeFormFor('rental-agreement').sample;
export const rental: CheckoutPurchase = { serviceId: 'rental-agreement', offerId: 'rental-agreement-1', intake: rentalIntake };
export const saleDeed: CheckoutPurchase = { serviceId: 'sale-deed', offerId: 'sale-deed-1', intake: intakeFormFor('sale-deed').sample };
export const affidavitIntake = intakeFormFor('affidavit').sample;

type User = ReturnType<typeof userEvent.setup>;

export async function openCheckout(purchase: CheckoutPurchase | undefined = rental) {
  const user = userEvent.setup();
  const view = renderRoutes(routes, '/checkout', purchase === undefined ? undefined : { purchase });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, loaded);
  return { user, ...view };
}

export async function fillContact(user: User, { name = 'Asha Verma', mobile = '9876543210', email = '' } = {}) {
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
}

export const storedKey = () => checkoutDraftsStore.get()[0]!.idempotencyKey;
export const priceLines = () =>
  within(screen.getByRole('region', { name: 'Price' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`);

/** The pages a checkout leads to, loaded once; globals and the remembered price choice reset after each test. */
export function setUpCheckoutTests() {
  beforeAll(() => Promise.all([import('../pages/CheckoutPage'), import('../pages/OrderConfirmationPage'), import('../pages/MarketplacePage')]), 30_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    priceChoiceStore.reset();
  });
}
