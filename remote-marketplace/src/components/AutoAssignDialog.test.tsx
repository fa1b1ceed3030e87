import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { AutoAssignDialog } from './AutoAssignDialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Auto Assign
      </button>
      <AutoAssignDialog open={open} onOpenChange={setOpen} serviceName="Rental Agreement" />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/host', element: <Harness /> }], '/host');
  await user.click(await screen.findByRole('button', { name: 'Auto Assign' }));
  const budget = await screen.findByLabelText(/Maximum budget/);
  const submit = screen.getByRole('button', { name: 'Auto Assign Expert' });
  return { user, budget, submit, ...view };
}

describe('AutoAssignDialog', () => {
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

  it('submits an auto-assigned draft with budget and timeline to the order confirmation', async () => {
    const { user, budget, submit, router } = await openDialog();
    await user.type(budget, '1e3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Standard/ }));
    await user.click(submit);
    expect(screen.getByTestId('location')).toHaveTextContent('/order-confirmation');
    expect(router.state.location.state).toEqual({ serviceName: 'Rental Agreement', autoAssigned: true, budget: 1000, timeline: 'standard' });
  });

  it('leaves the timeline out when none is chosen', async () => {
    const { user, budget, submit, router } = await openDialog();
    await user.type(budget, '2500');
    await user.click(submit);
    expect(router.state.location.state).toEqual({ serviceName: 'Rental Agreement', autoAssigned: true, budget: 2500 });
  });
});
