import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { lifeEvents } from '@nyaya/shared/data/life';
import { lifePlansStore } from '@nyaya/shared/stores';
import { STORED_PLANS_KEY } from '../plans/storedPlans';
import { routes } from '../routes';

// The first lazy import of a page is transformed on demand, which can take longer than 1 s.
const LOAD = { timeout: 10_000 };
const PLANS = 'nyaya:v1:life:plans';
const ITEMS = 'nyaya:v1:life:action-items';
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, Record<string, unknown>>;

/**
 * Radix lets pointer events into a modal dialog from an effect after it first shows: a loaded
 * machine can find the dialog before then, so the click is retried until the dialog takes it.
 */
const clickOnceReady = (user: ReturnType<typeof userEvent.setup>, target: HTMLElement) => waitFor(() => user.click(target), LOAD);

async function open(path = '/life-event') {
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Life Events' }, LOAD);
  return user;
}

async function startRenting(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Start a life event' }), 'Renting a home');
  await user.click(screen.getByRole('button', { name: 'Start plan' }));
  return screen.findByRole('article', { name: 'Renting a home' }, LOAD);
}

describe('LifeEventPage', { timeout: 30_000 }, () => {
  // 30 Nov 2026, 23:00 in India (17:30 UTC): still the 30th there.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T17:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('probes the plans where their store keeps them', () => {
    expect(STORED_PLANS_KEY).toBe(lifePlansStore.key);
  });

  it('lists the sample life events as examples with their status and date', async () => {
    await open();
    expect(screen.getByText(/These are examples/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Example life events' });
    for (const event of lifeEvents) {
      const item = within(list).getByText(event.title).closest('li')!;
      expect(within(item).getByText(event.status)).toBeInTheDocument();
      expect(within(item).getByText('Example')).toBeInTheDocument();
      expect(within(item).getByText(/\d{4}$/)).toHaveAttribute('datetime', event.date);
    }
    expect(screen.getByText('Buying our first home in Pune').closest('li')).toHaveTextContent('15 Dec 2026');
    expect(screen.getByText('Govern your assets and risks.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Life Event' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeLife planningLife Event');
  });

  it('asks for a choice, then starts a plan whose action items are the user’s own, due from today in India', async () => {
    const user = await open();
    const select = screen.getByRole('combobox', { name: 'Start a life event' });
    await user.click(screen.getByRole('button', { name: 'Start plan' }));
    expect(select).toHaveAccessibleDescription(expect.stringContaining('Choose a life event to start.'));
    expect(select).toHaveFocus();

    const plan = await startRenting(user);
    expect(screen.getByText('Renting a home started: 4 action items added.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Example life events' })).toBeNull();
    expect(within(plan).getByText('Planning')).toBeInTheDocument();
    expect(within(plan).getByText('21 Dec 2026')).toHaveAttribute('datetime', '2026-12-21');
    expect(plan).toHaveTextContent('0 of 4 action items done.');
    expect(within(plan).getByRole('link', { name: 'See them in Action Items' })).toHaveAttribute('href', '/act');
    expect(within(plan).getByRole('link', { name: 'Rental agreement providers' })).toHaveAttribute('href', '/service-providers/rental-agreement');
    expect(within(plan).getByRole('link', { name: 'Talk to a lawyer' })).toHaveAttribute('href', '/experts?category=legal');
    expect(within(plan).getByRole('link', { name: 'Rental Agreement Essentials' })).toHaveAttribute('href', '/resource/res-8');

    const items = Object.values(stored(ITEMS));
    expect(items.map((item) => [item.title, item.dueDate])).toEqual([
      ['Set a rent budget', '2026-11-30'],
      ['Visit flats and the area', '2026-12-07'],
      ['Get the rental agreement drafted', '2026-12-14'],
      ['Record the flat at move-in', '2026-12-21'],
    ]);
    const [plans] = [Object.values(stored(PLANS))];
    expect(plans).toEqual([expect.objectContaining({ template: 'renting-a-home', status: 'Planning', startedOn: '2026-11-30', v: 2 })]);
  });

  it('moves a plan Planning → Active → Done and back, as the user says', async () => {
    const user = await open();
    const plan = await startRenting(user);
    expect(within(plan).queryByRole('button', { name: /^Back/ })).toBeNull();
    await user.click(within(plan).getByRole('button', { name: 'Mark active: Renting a home' }));
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Renting a home is now Active.')).toHaveAttribute('role', 'status');
    await user.click(within(plan).getByRole('button', { name: 'Mark done: Renting a home' }));
    expect(within(plan).getByText('Done')).toBeInTheDocument();
    expect(within(plan).queryByRole('button', { name: /^Mark/ })).toBeNull();
    await user.click(within(plan).getByRole('button', { name: 'Back to active: Renting a home' }));
    expect(Object.values(stored(PLANS))[0]).toMatchObject({ status: 'Active' });
  });

  it('deletes a plan only once confirmed; its action items stay and the examples come back', async () => {
    const user = await open();
    const plan = await startRenting(user);
    await user.click(within(plan).getByRole('button', { name: 'Delete Renting a home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this plan?' }, LOAD);
    await clickOnceReady(user, within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('article', { name: 'Renting a home' })).toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Delete Renting a home' }));
    await clickOnceReady(user, within(await screen.findByRole('dialog', { name: 'Delete this plan?' }, LOAD)).getByRole('button', { name: 'Delete plan' }));
    expect(screen.queryByRole('article', { name: 'Renting a home' })).toBeNull();
    expect(await screen.findByRole('list', { name: 'Example life events' })).toBeInTheDocument();
    expect(Object.values(stored(PLANS))[0]).toMatchObject({ deleted: true });
    expect(Object.keys(stored(ITEMS))).toHaveLength(4);
  });

  it('counts the plan’s items done on /act', async () => {
    const user = await open();
    await startRenting(user);
    const items = stored(ITEMS);
    const first = Object.keys(items)[0]!;
    localStorage.setItem(ITEMS, JSON.stringify({ ...items, [first]: { ...items[first], completed: true } }));
    window.dispatchEvent(new StorageEvent('storage', { key: ITEMS }));
    expect(await screen.findByText('1 of 4 action items done.')).toBeInTheDocument();
  });
});
