import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

const LOAD = { timeout: 10_000 };
const KEY = 'nyaya:v1:life:action-item-completion';

async function open() {
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, '/act');
  await screen.findByRole('heading', { level: 1, name: 'Action Items' }, LOAD);
  return user;
}
const chip = (name: string) => within(screen.getByRole('group', { name: 'Show action items' })).getByRole('button', { name: new RegExp(`^${name}`) });
const chipNames = () =>
  within(screen.getByRole('group', { name: 'Show action items' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
// A box has two labels: the 44 px one around it (no text) and its title.
const shownTitles = () => screen.queryAllByRole('checkbox').map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
const card = (title: string) => screen.getByRole('checkbox', { name: title }).closest('li')!;

// The sample's due dates are days from today; a fixed today makes them known.
describe('ActPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 31, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each item with priority colour, due date tone and counts per chip', async () => {
    await open();
    expect(chipNames()).toEqual(['All(9)', 'Pending(7)', 'Completed(2)', 'Overdue(2)']);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');

    const emi = card('Pay home-loan EMI');
    expect(within(emi).getByText('High priority')).toHaveClass('bg-red-100');
    expect(within(emi).getByText('Today').closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
    expect(within(card('Renew car insurance')).getByText('Tomorrow').closest('[data-tone]')).toHaveAttribute('data-tone', 'orange');
    expect(within(card('Review the draft rental agreement')).getByText('Medium priority')).toHaveClass('bg-orange-100');

    const late = card('Upload Form 16 for ITR filing');
    expect(within(late).getByText('28 Mar 2026').closest('[data-tone]')).toHaveAttribute('data-tone', 'muted');
    expect(within(late).getByText('Overdue')).toBeInTheDocument();

    const done = card('Compare home-loan interest rates');
    expect(screen.getByRole('checkbox', { name: 'Compare home-loan interest rates' })).toBeChecked();
    expect(within(done).getByText('Low priority')).toHaveClass('bg-green-100');
    expect(within(done).getByText('Compare home-loan interest rates')).toHaveClass('line-through');
    expect(within(done).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(emi).getByText('Pay home-loan EMI')).not.toHaveClass('line-through');
  });

  it('filters by Pending, Completed and Overdue', async () => {
    const user = await open();
    await user.click(chip('Overdue'));
    expect(chip('Overdue')).toHaveAttribute('aria-pressed', 'true');
    expect(shownTitles()).toEqual(['Upload Form 16 for ITR filing', "Check parents' health-insurance cover"]);
    await user.click(chip('Completed'));
    expect(shownTitles()).toEqual(['Compare home-loan interest rates', 'Update nominee on PPF account']);
    await user.click(chip('Pending'));
    expect(shownTitles()).toHaveLength(7);
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it('searches as plain text and counts what the search leaves', async () => {
    const user = await open();
    const search = screen.getByRole('searchbox', { name: 'Search action items' });
    await user.type(search, 'INSURANCE');
    expect(shownTitles()).toEqual(['Renew car insurance', "Check parents' health-insurance cover"]);
    expect(chipNames()).toEqual(['All(2)', 'Pending(2)', 'Completed(0)', 'Overdue(1)']);
    await user.click(chip('Completed'));
    expect(screen.getByText('No action items match “INSURANCE”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownTitles()).toHaveLength(9);

    await user.click(search);
    await user.paste('<b>(.*)</b> 🙂');
    expect(shownTitles()).toEqual([]);
    await user.clear(search);
    await user.paste('y'.repeat(10_000));
    expect(shownTitles()).toEqual([]);
    expect(chipNames()).toEqual(['All(0)', 'Pending(0)', 'Completed(0)', 'Overdue(0)']);
  });

  it('completes and reopens an item, remembered across a reload', async () => {
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Pay home-loan EMI' }));
    expect(screen.getByRole('checkbox', { name: 'Pay home-loan EMI' })).toBeChecked();
    expect(within(card('Pay home-loan EMI')).getByText('Pay home-loan EMI')).toHaveClass('line-through');
    expect(chipNames()).toEqual(['All(9)', 'Pending(6)', 'Completed(3)', 'Overdue(2)']);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ 'act-1': true });

    // Reopening a sample-completed item is remembered too.
    await user.click(screen.getByRole('checkbox', { name: 'Update nominee on PPF account' }));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ 'act-1': true, 'act-8': false });

    cleanup();
    await open();
    expect(screen.getByRole('checkbox', { name: 'Pay home-loan EMI' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Update nominee on PPF account' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Pay home-loan EMI' }));
    expect(screen.getByRole('checkbox', { name: 'Pay home-loan EMI' })).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ 'act-8': false });
  });

  it('ticks an item only from its box: tapping the title completes nothing, the keyboard still can', async () => {
    const user = await open();
    const box = screen.getByRole('checkbox', { name: 'Pay home-loan EMI' });
    await user.click(within(card('Pay home-loan EMI')).getByText('Pay home-loan EMI'));
    await user.click(within(card('Pay home-loan EMI')).getByText(/./, { selector: `[id="${box.getAttribute('aria-describedby')}"]` }));
    expect(box).not.toBeChecked();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(chipNames()).toEqual(['All(9)', 'Pending(7)', 'Completed(2)', 'Overdue(2)']);
    // The title is not a control: only the box takes focus, and Space ticks it.
    expect(within(card('Pay home-loan EMI')).getByText('Pay home-loan EMI').tagName).toBe('P');
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('falls back to the sample data when the remembered state is corrupt', async () => {
    localStorage.setItem(KEY, '{"act-1": "done"');
    await open();
    expect(chipNames()).toEqual(['All(9)', 'Pending(7)', 'Completed(2)', 'Overdue(2)']);
    expect(screen.getByRole('checkbox', { name: 'Pay home-loan EMI' })).not.toBeChecked();
  });
});
