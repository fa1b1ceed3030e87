import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { intakeDraftsStore } from '@nyaya/shared/stores';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

const loaded = { timeout: 10_000 };

/**
 * A number input holding letters reports "" and says so only through `validity.badInput`, which
 * jsdom never sets: the test sets it, as Chromium does when "12abc" is typed into the rent.
 */
function typeLettersInto(input: HTMLInputElement) {
  Object.defineProperty(input, 'validity', { configurable: true, get: () => ({ badInput: true, valid: false }) });
  fireEvent.change(input, { target: { value: '' } });
  delete (input as { validity?: unknown }).validity;
}

describe('IntakePage, letters in a number field', () => {
  beforeAll(() => import('./IntakePage'), 30_000);
  afterEach(() => intakeDraftsStore.reset());

  it('says how to write the amount, keeps the other fields, and clears once a number is typed', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1 }, loaded);
    await user.type(screen.getByLabelText('Landlord name'), 'Ramesh Gupta');
    const rent = screen.getByLabelText<HTMLInputElement>('Monthly rent (₹)');
    await user.type(rent, '1');

    typeLettersInto(rent);
    expect(await screen.findByText('Enter a number of rupees, for example 25000.')).toBeInTheDocument();
    expect(rent).toHaveAttribute('aria-invalid', 'true');
    // Only the rent's own field changed: what was typed elsewhere is still there.
    expect(screen.getByLabelText('Landlord name')).toHaveValue('Ramesh Gupta');
    expect(screen.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();

    await user.clear(rent);
    await user.type(rent, '25000');
    expect(screen.queryByText('Enter a number of rupees, for example 25000.')).toBeNull();
    expect(rent).toHaveValue(25000);
  });

  it('says so for a count too, in its own words', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro');
    await screen.findByRole('heading', { level: 1 }, loaded);
    const notice = screen.getByLabelText<HTMLInputElement>('Notice period (months)');
    await user.type(notice, '1');
    typeLettersInto(notice);
    expect(await screen.findByText('Enter a whole number.')).toBeInTheDocument();
  });
});
