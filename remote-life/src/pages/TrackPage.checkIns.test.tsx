import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { deleteGoal } from '@nyaya/shared/rules/life';
import { goalsStore } from '@nyaya/shared/stores';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { atKnownToday, fundGoal as fund, GOALS_KEY as KEY, LOAD, openTrack, storedGoals as stored } from '../testing/trackPage';
import { findDialog } from '../testing/findDialog';

const LOGGED = [
  { day: '2026-03-30', amount: 10_000_00 },
  { day: '2026-03-31', amount: 40_000_00 },
];
const card = () => screen.getByRole('heading', { level: 3, name: 'Emergency fund' }).closest('li')!;
const bar = (day: string) => screen.getByTestId(`bar-${day}`).style.height;

const open = (entries: Record<string, unknown> = { 'goal-1': fund(LOGGED) }) => openTrack(entries);

describe('TrackPage: correcting logged progress', { timeout: 30_000 }, () => {
  atKnownToday();

  it('lists a goal’s check-ins newest first behind a disclosure, opened by keyboard', async () => {
    const user = await open();
    const toggle = within(card()).getByRole('button', { name: 'Logged progress (2) Emergency fund' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Progress logged on Emergency fund' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['31 Mar 2026 ₹40,000EditDelete', '30 Mar 2026 ₹10,000EditDelete']);
    expect(toggle).toHaveAttribute('aria-controls', list.id);
  });

  it('shows the latest 10 until Show all; a goal with nothing logged has no list', async () => {
    const days = Array.from({ length: 12 }, (_, index) => ({ day: `2026-03-${String(index + 10)}`, amount: 1_00 }));
    const user = await open({ 'goal-1': fund(days), 'goal-2': { ...fund([]), title: 'Books' } });
    expect(screen.getAllByRole('button', { name: /^Logged progress/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Logged progress \(12\)/ }));
    const list = screen.getByRole('list', { name: 'Progress logged on Emergency fund' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('21 Mar 2026');
    await user.click(screen.getByRole('button', { name: 'Show all 12' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('10 Mar 2026');
  });

  it('has no list for the examples', async () => {
    await open({});
    expect(screen.getByText(/These are examples/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Logged progress/ })).toBeNull();
  });

  it('corrects a check-in’s amount and day: progress, trend, the chart and Completed follow', async () => {
    const user = await open();
    expect(card()).toHaveTextContent('Completed');
    await user.click(within(card()).getByRole('button', { name: /^Logged progress/ }));
    await user.click(screen.getByRole('button', { name: 'Edit ₹40,000 logged on 31 Mar 2026' }));
    const dialog = await findDialog('Correct progress');
    expect(dialog).toHaveAccessibleDescription('Emergency fund');
    const amount = within(dialog).getByRole('textbox', { name: /^Amount \(₹\)/ });
    const day = within(dialog).getByLabelText('Date');
    expect(amount).toHaveValue('40000');
    expect(day).toHaveValue('2026-03-31');

    // Hostile input: below zero, above the limit, a day ahead; each refused with its reason.
    await user.clear(amount);
    await user.type(amount, '-4000');
    fireEvent.change(day, { target: { value: '2026-04-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText('Enter rupees as a number, like 5,00,000 or 1250.50.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose today or an earlier day: progress cannot be logged ahead.')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '99,99,99,99,99,999');
    expect(within(dialog).getByText(/^Enter at most ₹/)).toBeInTheDocument();
    expect(stored()['goal-1']!.checkIns).toEqual(LOGGED);

    await user.clear(amount);
    await user.type(amount, '4,000');
    fireEvent.change(day, { target: { value: '2026-03-29' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card()).not.toHaveTextContent('Completed');
    expect(card()).toHaveTextContent('₹14,000 of ₹50,000');
    expect(card()).toHaveTextContent('+28% this month');
    expect(within(card()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '28');
    expect(bar('2026-03-31')).toBe('0px');
    expect(bar('2026-03-29')).toBe(`${8 * 0.48}px`);
    expect(screen.getByText('Progress on Emergency fund corrected')).toHaveAttribute('role', 'status');
    expect(stored()['goal-1']).toMatchObject({
      checkIns: [
        { day: '2026-03-29', amount: 4_000_00 },
        { day: '2026-03-30', amount: 10_000_00 },
      ],
      v: 2,
      updatedAt: '2026-03-31T10:00:00.000Z',
    });
  });

  it('deletes a check-in only after confirming; focus goes back to the list', async () => {
    const user = await open();
    await user.click(within(card()).getByRole('button', { name: /^Logged progress/ }));
    await user.click(screen.getByRole('button', { name: 'Delete ₹40,000 logged on 31 Mar 2026' }));
    let dialog = await findDialog('Delete this progress entry?');
    expect(dialog).toHaveTextContent('₹40,000 logged on 31 Mar 2026 for “Emergency fund” will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(stored()['goal-1']!.checkIns).toEqual(LOGGED);
    expect(screen.getByRole('button', { name: 'Delete ₹40,000 logged on 31 Mar 2026' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete ₹40,000 logged on 31 Mar 2026' }));
    dialog = await findDialog('Delete this progress entry?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()['goal-1']!.checkIns).toEqual([LOGGED[0]]);
    expect(card()).toHaveTextContent('₹10,000 of ₹50,000');
    expect(card()).not.toHaveTextContent('Completed');
    expect(bar('2026-03-31')).toBe('0px');
    expect(screen.getByText('A progress entry on Emergency fund deleted')).toHaveAttribute('role', 'status');
    await vi.waitFor(() => expect(within(card()).getByRole('button', { name: 'Logged progress (1) Emergency fund' })).toHaveFocus());
  });

  it('refuses a correction when the check-in or its goal changed meanwhile (another tab, another device)', async () => {
    const user = await open();
    await user.click(within(card()).getByRole('button', { name: /^Logged progress/ }));
    await user.click(screen.getByRole('button', { name: 'Edit ₹10,000 logged on 30 Mar 2026' }));
    const dialog = await findDialog('Correct progress');
    act(() => goalsStore.set({ 'goal-1': { ...fund([LOGGED[1]!]), unit: 'INR', category: 'Finance' } }));
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This entry has changed, perhaps on another device.');
    expect(stored()['goal-1']!.checkIns).toEqual([LOGGED[1]]);

    // The goal deleted elsewhere: the form goes with it, and nothing is written back.
    act(() => goalsStore.set((entries) => deleteGoal(entries, 'goal-1', Date.now())));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()['goal-1']).toMatchObject({ deleted: true });
  });

  it('speaks Hindi', async () => {
    try {
      await act(() => changeLocale('hi'));
      localStorage.setItem(KEY, JSON.stringify({ 'goal-1': fund(LOGGED) }));
      const user = userEvent.setup({ delay: null });
      renderRoutes(routes, '/track');
      await screen.findByRole('heading', { level: 1, name: 'प्रगति ट्रैकर' }, LOAD);
      await user.click(within(card()).getByRole('button', { name: 'दर्ज प्रगति (2) Emergency fund' }));
      expect(screen.getByRole('list', { name: 'Emergency fund पर दर्ज प्रगति' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '31 मार्च 2026 को दर्ज ₹40,000 बदलें' }));
      const dialog = await findDialog('प्रगति सुधारें');
      expect(within(dialog).getByRole('button', { name: 'सुधार सहेजें' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
      await user.click(screen.getByRole('button', { name: '31 मार्च 2026 को दर्ज ₹40,000 हटाएँ' }));
      expect(await findDialog('प्रगति की यह प्रविष्टि हटाएँ?')).toHaveTextContent('“Emergency fund” के लिए 31 मार्च 2026 को दर्ज ₹40,000 हटा दिया जाएगा');
    } finally {
      await act(() => changeLocale('en'));
    }
  });
});
