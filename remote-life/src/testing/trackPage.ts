import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

/** The first lazy import of a page is transformed on demand, which can take longer than 1 s. */
export const LOAD = { timeout: 10_000 };
/** Where this browser keeps the user's goals. */
export const GOALS_KEY = 'nyaya:v1:life:goals';

export { fundGoal } from '@nyaya/shared/testing/goals';

/** The goals as this browser stored them. */
export const storedGoals = () => JSON.parse(localStorage.getItem(GOALS_KEY) ?? '{}') as Record<string, Record<string, unknown>>;

/** Opens /track (with `entries` stored first, when given) and waits for its heading. */
export async function openTrack(entries?: Record<string, unknown>) {
  if (entries) localStorage.setItem(GOALS_KEY, JSON.stringify(entries));
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, '/track');
  await screen.findByRole('heading', { level: 1, name: 'Progress Tracker' }, LOAD);
  return user;
}

/** A known today for the tests of a describe: 31 Mar 2026, 15:30 in India. */
export function atKnownToday() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
}
