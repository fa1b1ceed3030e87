import { screen, within } from '@testing-library/react';
import { priceChoiceStore } from '@nyaya/shared/stores/priceChoice';
import { fakeOrdersApi } from '../testing/fakeOrdersApi';
import { affidavitIntake, fillContact, loaded, openCheckout, priceLines, rental, saleDeed, setUpCheckoutTests } from '../testing/checkoutPage';

describe('CheckoutPage, prices', () => {
  setUpCheckoutTests();

  it('asks for the state only for stamp-paper services, and prices its stamp duty', async () => {
    const { user } = await openCheckout();
    const state = screen.getByLabelText('State where the document will be used');
    expect(state.tagName).toBe('SELECT');
    expect(within(state).getAllByRole('option')).toHaveLength(37); // Choose… and 36 states and union territories
    expect(priceLines()).toEqual(['Professional fee ₹799', 'GST (18%) on the fee ₹143.82', 'Digital delivery ₹0', 'Total ₹942.82']);
    expect(screen.getByText('Stamp duty is added once you choose the state.')).toBeInTheDocument();

    await user.selectOptions(state, 'Delhi');
    expect(priceLines()).toEqual([
      'Professional fee ₹799',
      'GST (18%) on the fee ₹143.82',
      'Stamp duty (Delhi) ₹100',
      'Digital delivery ₹0',
      'Total ₹1,042.82',
    ]);
    expect(screen.getByRole('button', { name: 'Pay ₹1,042.82' })).toBeInTheDocument();
    // Remembered for the cards and the service detail.
    expect(priceChoiceStore.get()).toEqual({ state: 'Delhi', delivery: 'digital' });

    // A state outside the table: the expert confirms the duty; nothing is charged for it now.
    await user.selectOptions(state, 'Goa');
    expect(state).toHaveAccessibleDescription(/Your expert confirms Goa’s stamp duty before buying the stamp paper; it is not charged now\./);
    expect(priceLines()).toEqual(['Professional fee ₹799', 'GST (18%) on the fee ₹143.82', 'Digital delivery ₹0', 'Total ₹942.82']);
  });

  it('charges the courier only when a paper copy is chosen', async () => {
    const { user } = await openCheckout();
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Delhi');
    const digital = screen.getByRole('radio', { name: 'Digital copy, by email (free)' });
    expect(digital).toBeChecked();
    const courierRefund = 'Courier charges come back if the document has not been dispatched.';
    expect(screen.queryByText(courierRefund)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Paper copy by courier (+₹100)' }));
    expect(priceLines()).toEqual(['Professional fee ₹799', 'GST (18%) on the fee ₹143.82', 'Stamp duty (Delhi) ₹100', 'Courier ₹100', 'Total ₹1,142.82']);
    expect(screen.getByText(courierRefund)).toBeInTheDocument();
    await user.click(digital);
    expect(priceLines()).toContain('Digital delivery ₹0');
    expect(priceLines()).toContain('Total ₹1,042.82');
  });

  it('adds no stamp duty where the offer includes the stamp paper, in any state', async () => {
    const { user } = await openCheckout({ serviceId: 'affidavit', offerId: 'notary-express', intake: affidavitIntake });
    for (const state of ['Maharashtra', 'Delhi']) {
      await user.selectOptions(screen.getByLabelText('State where the document will be used'), state);
      expect(priceLines()).toEqual([
        'Professional fee ₹299',
        'GST (18%) on the fee ₹53.82',
        'Stamp paper (included in the fee) ₹0',
        'Digital delivery ₹0',
        'Total ₹352.82',
      ]);
    }
    expect(screen.queryByText('Stamp duty is added once you choose the state.')).not.toBeInTheDocument();
  });

  it('opens with the state and delivery chosen on the service detail', async () => {
    priceChoiceStore.set({ state: 'Maharashtra', delivery: 'paper' });
    await openCheckout();
    expect(screen.getByLabelText('State where the document will be used')).toHaveValue('Maharashtra');
    expect(screen.getByRole('radio', { name: 'Paper copy by courier (+₹100)' })).toBeChecked();
    expect(priceLines()).toContain('Total ₹1,542.82');
  });

  it('has no state for a service without stamp paper, and shows its own lines', async () => {
    await openCheckout(saleDeed);
    expect(screen.queryByLabelText('State where the document will be used')).not.toBeInTheDocument();
    expect(priceLines()).toEqual(['Professional fee ₹3,000', 'GST (18%) on the fee ₹540', 'Digital delivery ₹0', 'Total ₹3,540']);
  });

  it('guesses the state from the intake where the form asked it', async () => {
    const intake = {
      proposedName1: 'Chai Labs Private Limited',
      proposedName2: 'Kettle Labs Private Limited',
      companyType: 'Private Limited',
      directors: '2',
      state: 'Karnataka',
      officeAddress: '14 Residency Road, Bengaluru',
      authorisedCapital: '100000',
      activity: 'Tea',
    };
    await openCheckout({ serviceId: 'company-registration', offerId: 'startup-filings', intake });
    expect(screen.getByLabelText('State where the document will be used')).toHaveValue('Karnataka');
    expect(priceLines()).toContain('Government fees ₹131');
    expect(priceLines()).toContain('Stamp duty (Karnataka) ₹1,500');
  });

  it('shows an Auto Assign purchase with its badge, budget and timeline', async () => {
    await openCheckout({ serviceId: 'affidavit', offerId: 'notary-express', intake: affidavitIntake, autoAssign: { budget: 1500, timeline: 'urgent' } });
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Auto-assigned by AI')).toBeInTheDocument();
    expect(within(order).getByText('Maximum budget').nextSibling).toHaveTextContent('₹1,500');
    expect(within(order).getByText('Timeline').nextSibling).toHaveTextContent('Urgent (within 24 hours)');
  });

  it('holds Pay, and says why, while the state chosen puts the total over the Auto Assign budget', async () => {
    const api = fakeOrdersApi();
    const { user } = await openCheckout({ ...rental, autoAssign: { budget: 1000 } });
    await fillContact(user);
    const pay = screen.getByRole('button', { name: 'Pay ₹942.82' });
    expect(pay).toBeEnabled();
    expect(screen.queryByText(/over your Auto Assign budget/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Delhi');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The total of ₹1,042.82 is over your Auto Assign budget of ₹1,000, so it cannot be paid.');
    // Already digital: no cheaper delivery to suggest, only another provider.
    expect(alert).not.toHaveTextContent('A digital copy');
    expect(within(alert).getByRole('link', { name: 'Choose another provider' })).toHaveAttribute('href', '/providers/drafting');
    const held = screen.getByRole('button', { name: 'Pay ₹1,042.82' });
    expect(held).toBeDisabled();
    expect(held).toHaveAccessibleDescription(/^The total of ₹1,042\.82 is over your Auto Assign budget/);
    // Enter in a field submits the form: still nothing is paid.
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(api.posts()).toHaveLength(0);

    // A state whose duty the expert confirms later is within the budget today.
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Goa');
    expect(screen.queryByText(/over your Auto Assign budget/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹942.82' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    expect(api.posts()[0]!.body).toMatchObject({ state: 'Goa', autoAssign: { budget: 1000 }, payment: { amountPaise: 94_282 } });
  });

  it('says a digital copy costs less when the courier puts the total over the budget', async () => {
    priceChoiceStore.set({ state: 'Delhi', delivery: 'digital' });
    const { user } = await openCheckout({ ...rental, autoAssign: { budget: 1100, timeline: 'urgent' } });
    expect(screen.getByRole('button', { name: 'Pay ₹1,042.82' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Paper copy by courier (+₹100)' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The total of ₹1,142.82 is over your Auto Assign budget of ₹1,100, so it cannot be paid.');
    expect(alert).toHaveTextContent('A digital copy, by email, has no courier charge.');
    expect(screen.getByRole('button', { name: 'Pay ₹1,142.82' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Digital copy, by email (free)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹1,042.82' })).toBeEnabled();
  });
});
