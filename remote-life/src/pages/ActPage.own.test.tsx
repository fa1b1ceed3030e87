import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { findDialog } from '../testing/findDialog';

const LOAD = { timeout: 10_000 };
const KEY = 'nyaya:v1:life:action-items';
const own = (title: string, dueDate: string, completed = false, more: Record<string, string> = {}) => ({
  title,
  category: 'Finance',
  priority: 'Medium',
  dueDate,
  description: '',
  completed,
  ...more,
});

async function open() {
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, '/act');
  await screen.findByRole('heading', { level: 1, name: 'Action Items' }, LOAD);
  return user;
}
const chipNames = () =>
  within(screen.getByRole('group', { name: 'Show action items' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const shownTitles = () => screen.queryAllByRole('checkbox').map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
const card = (title: string) => screen.getByRole('checkbox', { name: title }).closest('li')!;
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, Record<string, unknown>>;

// 31 Mar 2026, 15:30 in India: a known today.
describe('ActPage: the user’s own action items', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the samples as examples, with no Edit or Delete', async () => {
    await open();
    expect(screen.getByText(/These are examples/)).toBeInTheDocument();
    expect(within(card('Pay home-loan EMI')).getByText('Example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('adds an item after saying what is missing; it replaces the examples and reads Today', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Add action item' }));
    const dialog = await findDialog('Add action item');
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(title).toHaveAccessibleDescription('Up to 120 characters. Enter a title.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(dialog).getByText('Choose a category.')).toBeInTheDocument();

    await user.type(title, 'x'.repeat(121));
    expect(within(dialog).getByText('Keep the title to 120 characters or fewer (it has 121).')).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, '<b>Renew passport</b>');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Real Estate');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'High');
    const due = within(dialog).getByLabelText('Due date');
    expect(due).toHaveValue('2026-03-31');
    fireEvent.change(due, { target: { value: '1999-12-31' } });
    expect(within(dialog).getByText('Choose a date between 2000 and 2099.')).toBeInTheDocument();
    fireEvent.change(due, { target: { value: '' } });
    expect(within(dialog).getByText('Enter a due date.')).toBeInTheDocument();
    fireEvent.change(due, { target: { value: '2026-03-31' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Description (optional)' }), 'Book a slot at the PSK.');
    await user.keyboard('{Enter}');
    // Enter in the description is a new line; Save sends the form.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownTitles()).toEqual(['<b>Renew passport</b>']);
    const item = card('<b>Renew passport</b>');
    expect(within(item).getByText('Today').closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
    expect(within(item).getByText('High priority')).toBeInTheDocument();
    expect(within(item).queryByText('Example')).toBeNull();
    expect(screen.queryByText(/These are examples/)).toBeNull();
    expect(screen.getByText('<b>Renew passport</b> added')).toHaveAttribute('role', 'status');
    const [entry] = Object.values(stored());
    expect(entry).toMatchObject({
      title: '<b>Renew passport</b>',
      category: 'Real Estate',
      dueDate: '2026-03-31',
      description: 'Book a slot at the PSK.',
      v: 2,
    });
  });

  it('edits an item, keeping its tick', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'own-1': own('File ITR', '2026-04-01', true) }));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Edit File ITR' }));
    const dialog = await findDialog('Edit action item');
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('File ITR');
    await user.clear(title);
    await user.type(title, 'File ITR for FY 2025-26{Enter}');
    expect(shownTitles()).toEqual(['File ITR for FY 2025-26']);
    expect(screen.getByRole('checkbox', { name: 'File ITR for FY 2025-26' })).toBeChecked();
    expect(stored()['own-1']).toMatchObject({ title: 'File ITR for FY 2025-26', completed: true });
    expect(screen.getByRole('button', { name: 'Edit File ITR for FY 2025-26' })).toHaveFocus();
  });

  it('deletes only after confirming, leaving a tombstone', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'own-1': own('File ITR', '2026-04-01'), 'own-2': own('Pay rent', '2026-04-02') }));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Delete File ITR' }));
    const dialog = await findDialog('Delete this action item?');
    expect(dialog).toHaveTextContent('“File ITR” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(shownTitles()).toEqual(['File ITR', 'Pay rent']);
    await user.click(screen.getByRole('button', { name: 'Delete File ITR' }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    expect(shownTitles()).toEqual(['Pay rent']);
    expect(stored()['own-1']).toEqual({ deleted: true, deletedAt: '2026-03-31T10:00:00.000Z', v: 2, updatedAt: '2026-03-31T10:00:00.000Z' });
    expect(screen.getByText('File ITR deleted')).toHaveAttribute('role', 'status');
  });

  it('completes an item and filters the real list by chip and search, in India’s day', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        a: own('Pay rent', '2026-03-30'),
        b: own('Renew passport', '2026-03-31'),
        c: own('Call the lawyer', '2026-04-01', false, { description: 'About the sale deed' }),
        d: own('Old chore', '2026-03-01', true),
        e: { title: 'Forged', admin: true },
      }),
    );
    const user = await open();
    expect(chipNames()).toEqual(['All(4)', 'Pending(3)', 'Completed(1)', 'Overdue(1)']);
    expect(within(card('Call the lawyer')).getByText('Tomorrow')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Renew passport' }));
    expect(chipNames()).toEqual(['All(4)', 'Pending(2)', 'Completed(2)', 'Overdue(1)']);
    expect(stored().b).toMatchObject({ completed: true });
    expect(stored().e).toEqual({ title: 'Forged', admin: true });
    await user.click(screen.getByRole('button', { name: /^Overdue/ }));
    expect(shownTitles()).toEqual(['Pay rent']);
    await user.click(screen.getByRole('button', { name: /^All/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search action items' }), 'sale deed');
    expect(shownTitles()).toEqual(['Call the lawyer']);
  });

  it('moves Today to the next day at midnight in India, not at the device’s midnight', async () => {
    localStorage.setItem(KEY, JSON.stringify({ a: own('Pay rent', '2026-04-01') }));
    vi.setSystemTime(new Date('2026-03-31T18:30:00Z')); // 00:00 IST on 1 Apr
    await open();
    expect(within(card('Pay rent')).getByText('Today')).toBeInTheDocument();
  });

  it('speaks Hindi around the user’s own words, which stay as written', async () => {
    localStorage.setItem(KEY, JSON.stringify({ a: own('Pay home-loan EMI', '2026-03-31') }));
    const user = userEvent.setup({ delay: null });
    try {
      await act(() => changeLocale('hi'));
      renderRoutes(routes, '/act');
      await screen.findByRole('heading', { level: 1, name: 'करने के काम' }, LOAD);
      const item = card('Pay home-loan EMI');
      expect(within(item).getByText('आज')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'काम जोड़ें' }));
      const dialog = await findDialog('काम जोड़ें');
      await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
      expect(within(dialog).getByText('शीर्षक लिखें।')).toBeInTheDocument();
      expect(within(dialog).getByRole('option', { name: 'प्रॉपर्टी' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
      await user.click(screen.getByRole('button', { name: 'Pay home-loan EMI हटाएँ' }));
      expect(await findDialog('यह काम हटाएँ?')).toHaveTextContent('“Pay home-loan EMI” हटा दिया जाएगा।');
    } finally {
      await act(() => changeLocale('en'));
    }
  });
});
