import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offersOfService } from '@nyaya/shared/data/marketplace/offers';
import { priceChoiceStore } from '@nyaya/shared/stores/priceChoice';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { AutoAssignDialog } from './AutoAssignDialog';

const rentalOffers = offersOfService('rental-agreement');
const incorporationOffers = offersOfService('company-registration');

function Harness({ offers = rentalOffers, serviceName = 'Rental Agreement' }: { offers?: typeof rentalOffers; serviceName?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Auto Assign
      </button>
      <AutoAssignDialog open={open} onOpenChange={setOpen} serviceName={serviceName} offers={offers} />
    </>
  );
}

async function openDialog(harness = <Harness />) {
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/host', element: harness }], '/host');
  await user.click(await screen.findByRole('button', { name: 'Auto Assign' }));
  const budget = await screen.findByLabelText(/Maximum budget/);
  const submit = screen.getByRole('button', { name: 'Auto Assign Expert' });
  return { user, budget, submit, ...view };
}

describe('AutoAssignDialog', () => {
  afterEach(() => priceChoiceStore.reset());

  it('shows the minimum, the 30-minute note and keeps submit disabled until a budget is given', async () => {
    const { submit } = await openDialog();
    expect(screen.getByRole('dialog', { name: 'Auto Assign Rental Agreement' })).toBeInTheDocument();
    expect(screen.getByText('Minimum: ₹1,000')).toBeInTheDocument();
    expect(screen.getByText(/within 30 minutes/)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it.each([
    ['999.99', 'The budget must be at least ₹1,000.'],
    ['-5', 'The budget cannot be negative.'],
  ])('explains why %s is refused', async (text, message) => {
    const { user, budget, submit } = await openDialog();
    await user.type(budget, text);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
  });

  it('asks for a budget again when the field is emptied', async () => {
    const { user, budget, submit } = await openDialog();
    await user.type(budget, '5');
    await user.clear(budget);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your maximum budget.');
    expect(submit).toBeDisabled();
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Auto Assign' })).toHaveFocus());
  });

  it('offers the three optional timelines as a radio group', async () => {
    await openDialog();
    expect(screen.getByRole('group', { name: 'Timeline preference (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Urgent \(within 24 hours\)/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard \(2-3 days\)/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Flexible \(within a week\)/ })).toBeInTheDocument();
  });

  it('assigns the best provider within the budget and the timeline, and opens its form with the budget', async () => {
    const { user, budget, submit, router } = await openDialog();
    await user.type(budget, '1e3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Urgent/ }));
    await user.click(submit);
    // The provider's intake form, not the checkout: no order goes without its details.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/service\/rental-agreement\/legaldocs-pro$/);
    // Within ₹1,000 and 24 hours: LegalDocs Pro (4.8, ₹942.82 with GST) beats QuickDraft (4.6) and RentEasy (1 day, 4.7).
    expect(router.state.location.state).toEqual({ autoAssign: { budget: 1000, timeline: 'urgent' } });
  });

  it('never assigns more than the budget, and leaves the timeline out when none is chosen', async () => {
    const { user, budget, submit, router } = await openDialog();
    await user.type(budget, '1500');
    await user.click(submit);
    // Premium Legal Associates is rated higher (4.9), and its fee of ₹1,299 is within ₹1,500, but with GST it is ₹1,532.82.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/service\/rental-agreement\/legaldocs-pro$/);
    expect(router.state.location.state).toEqual({ autoAssign: { budget: 1500 } });
  });

  it('says the budget covers the fee and GST, and that the stamp duty of a state chosen later must fit too', async () => {
    const { budget } = await openDialog();
    expect(screen.getByText(/^The budget covers what you pay/)).toHaveTextContent(
      'The budget covers what you pay: fee + GST. The stamp duty of the state you choose at checkout must fit in it too.',
    );
    expect(budget).toHaveAccessibleDescription(/^Minimum: ₹1,000 The budget covers what you pay: fee \+ GST\./);
  });

  it('prices every offer for the remembered state and delivery, and says so', async () => {
    priceChoiceStore.set({ state: 'Delhi', delivery: 'paper' });
    const { user, budget, submit } = await openDialog();
    expect(screen.getByText(/^The budget covers what you pay/)).toHaveTextContent(
      'The budget covers what you pay: fee + GST + stamp duty for Delhi + courier.',
    );
    await user.type(budget, '1100');
    await user.click(submit);
    // LegalDocs Pro costs ₹1,142.82 for Delhi on paper (duty ₹100, courier ₹100): RentEasy (4.7, ₹1,024.82) is assigned.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/service\/rental-agreement\/renteasy-advocates$/);
  });

  it('says so, with the lowest total, and assigns nothing when every provider costs more', async () => {
    const { user, budget, submit, router } = await openDialog(<Harness offers={incorporationOffers} serviceName="Company Incorporation" />);
    expect(screen.getByText(/^The budget covers what you pay/)).toHaveTextContent(/^The budget covers what you pay: fee \+ GST \+ govt fees\./);
    await user.type(budget, '6000');
    await user.click(submit);
    // StartupFilings' fee is ₹4,999; with GST and the government fees it is ₹6,029.82.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No provider offers Company Incorporation within ₹6,000. The lowest total is ₹6,029.82; raise your budget to at least that.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/host');
    await user.clear(budget);
    await user.type(budget, '6029.82');
    expect(screen.queryByText(/No provider offers/)).not.toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/service\/company-registration\/startup-filings$/);
    expect(router.state.location.state).toEqual({ autoAssign: { budget: 6029.82 } });
  });
});
