import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { atKnownToday, fundGoal as fund, GOALS_KEY as KEY, LOAD, openTrack as open, storedGoals as stored } from '../testing/trackPage';
import { findDialog } from '../testing/findDialog';

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('TrackPage: the user’s own goals', { timeout: 30_000 }, () => {
  atKnownToday();

  it('adds a goal after saying what is wrong; it replaces the examples', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    const dialog = await findDialog('Add goal');
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(title).toHaveAccessibleDescription('Up to 120 characters. Enter a title.');
    expect(title).toHaveFocus();
    expect(within(dialog).getByText('Choose a category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a target.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a date.')).toBeInTheDocument();

    await user.type(title, 'Emergency fund');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Finance');
    expect(within(dialog).getByRole('combobox', { name: 'Counted in' })).toHaveValue('INR');
    const target = within(dialog).getByRole('textbox', { name: /^Target \(₹\)/ });
    await user.type(target, '12.345');
    expect(within(dialog).getByText('Enter rupees as a number, like 5,00,000 or 1250.50.')).toBeInTheDocument();
    await user.clear(target);
    await user.type(target, '50,000');
    fireEvent.change(within(dialog).getByLabelText('Deadline'), { target: { value: '2026-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(titles()).toEqual(['Emergency fund']);
    expect(screen.queryByText(/These are examples/)).toBeNull();
    expect(card('Emergency fund')).toHaveTextContent('₹0 of ₹50,000');
    expect(card('Emergency fund')).toHaveTextContent('No change this month');
    expect(screen.getByText('Emergency fund added')).toHaveAttribute('role', 'status');
    expect(Object.values(stored())[0]).toMatchObject({ title: 'Emergency fund', unit: 'INR', target: 50_000_00, checkIns: [], v: 2 });
  });

  it('logs progress, not for a day ahead, and shows percent, trend and the bar of the day', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'goal-1': fund([{ day: '2026-03-30', amount: 10_000_00 }]) }));
    const user = await open();
    expect(within(card('Emergency fund')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    await user.click(screen.getByRole('button', { name: 'Log progress on Emergency fund' }));
    const dialog = await findDialog('Log progress');
    const day = within(dialog).getByLabelText('Date');
    expect(day).toHaveValue('2026-03-31');
    expect(day).toHaveAttribute('max', '2026-03-31');
    fireEvent.change(day, { target: { value: '2026-04-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save progress' }));
    expect(within(dialog).getByText('Enter an amount.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose today or an earlier day: progress cannot be logged ahead.')).toBeInTheDocument();
    fireEvent.change(day, { target: { value: '2026-03-31' } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount \(₹\)/ }), '5,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save progress' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const goal = card('Emergency fund');
    expect(within(goal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(goal).toHaveTextContent('₹15,000 of ₹50,000');
    expect(goal).toHaveTextContent('+30% this month');
    expect(screen.getByTestId('bar-2026-03-31').style.height).toBe('4.8px');
    expect(screen.getByTestId('bar-2026-03-30').style.height).toBe('9.6px');
    const table = screen.getByRole('table', { name: /Progress logged in the last 7 days/ });
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Tue 31 Mar 202610%');
    expect(screen.getByText('Progress logged on Emergency fund')).toHaveAttribute('role', 'status');
    expect(stored()['goal-1']!.checkIns).toEqual([
      { day: '2026-03-30', amount: 10_000_00 },
      { day: '2026-03-31', amount: 5_000_00 },
    ]);
  });

  it('marks a goal completed at its target, and overdue past its deadline short of it', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        a: fund([{ day: '2026-03-01', amount: 50_000_00 }]),
        b: fund([], { title: 'Read 12 books', unit: 'count', target: 12, deadline: '2026-03-30', category: 'Personal Growth' }),
      }),
    );
    await open();
    expect(card('Emergency fund')).toHaveTextContent('Completed');
    expect(within(card('Emergency fund')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(card('Read 12 books')).toHaveTextContent('Overdue');
    expect(card('Read 12 books')).toHaveTextContent('0 of 12');
    expect(card('Read 12 books')).not.toHaveTextContent('this month');
  });

  it('edits a goal, keeping its progress and its unit', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'goal-1': fund([{ day: '2026-03-30', amount: 10_000_00 }]) }));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Edit Emergency fund' }));
    const dialog = await findDialog('Edit goal');
    expect(within(dialog).getByRole('combobox', { name: 'Counted in' })).toBeDisabled();
    const target = within(dialog).getByRole('textbox', { name: /^Target/ });
    expect(target).toHaveValue('50000');
    await user.clear(target);
    await user.type(target, '1,00,000{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card('Emergency fund')).toHaveTextContent('₹10,000 of ₹1,00,000');
    expect(stored()['goal-1']).toMatchObject({ target: 1_00_000_00, checkIns: [{ day: '2026-03-30', amount: 10_000_00 }] });
  });

  it('deletes only after confirming, leaving a tombstone, and the examples come back', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'goal-1': fund() }));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Delete Emergency fund' }));
    const dialog = await findDialog('Delete this goal?');
    expect(dialog).toHaveTextContent('“Emergency fund” and the progress logged on it will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(titles()).toEqual(['Emergency fund']);
    await user.click(screen.getByRole('button', { name: 'Delete Emergency fund' }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    expect(stored()['goal-1']).toEqual({ deleted: true, deletedAt: '2026-03-31T10:00:00.000Z', v: 2, updatedAt: '2026-03-31T10:00:00.000Z' });
    expect(screen.getByText(/These are examples/)).toBeInTheDocument();
    expect(screen.getByText('Emergency fund deleted')).toHaveAttribute('role', 'status');
  });

  it('speaks Hindi around the user’s own words, which stay as written', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 'goal-1': fund([{ day: '2026-03-31', amount: 5_000_00 }]) }));
    const user = userEvent.setup({ delay: null });
    try {
      await act(() => changeLocale('hi'));
      renderRoutes(routes, '/track');
      await screen.findByRole('heading', { level: 1, name: 'प्रगति ट्रैकर' }, LOAD);
      expect(card('Emergency fund')).toHaveTextContent('₹50,000 में से ₹5,000');
      expect(screen.getByRole('table', { name: 'पिछले 7 दिनों में दर्ज प्रगति, हर दिन लक्ष्यों का प्रतिशत' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Emergency fund पर प्रगति डालें' }));
      const checkIn = await findDialog('प्रगति डालें');
      await user.click(within(checkIn).getByRole('button', { name: 'प्रगति सहेजें' }));
      expect(within(checkIn).getByText('राशि या संख्या लिखें।')).toBeInTheDocument();
      await user.click(within(checkIn).getByRole('button', { name: 'रद्द करें' }));
      await user.click(screen.getByRole('button', { name: 'लक्ष्य जोड़ें' }));
      const form = await findDialog('लक्ष्य जोड़ें');
      await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
      expect(within(form).getByText('शीर्षक लिखें।')).toBeInTheDocument();
      expect(within(form).getByRole('option', { name: 'रुपये (₹)' })).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'रद्द करें' }));
      await user.click(screen.getByRole('button', { name: 'Emergency fund हटाएँ' }));
      expect(await findDialog('यह लक्ष्य हटाएँ?')).toHaveTextContent('“Emergency fund” और उस पर दर्ज प्रगति हटा दी जाएगी।');
    } finally {
      await act(() => changeLocale('en'));
    }
  });
});
