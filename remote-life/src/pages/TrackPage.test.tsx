import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { goals } from '@nyaya/shared/data/life';
import { routes } from '../routes';

const LOAD = { timeout: 10_000 };

// 27 Nov 2026, 15:30 in India: a known today, after the certificate goal's deadline (30 Sep 2026).
describe('TrackPage: the samples, before the user has a goal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('draws the last 7 days up to today in India, empty, with the same days in a table', async () => {
    renderRoutes(routes, '/track');
    await screen.findByRole('heading', { level: 1, name: 'Progress Tracker' }, LOAD);
    expect(screen.getByTestId('bar-2026-11-27').style.height).toBe('0px');
    expect(screen.queryByTestId('bar-2026-11-28')).toBeNull();
    expect(screen.getByText(/No progress logged in the last 7 days/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Progress logged in the last 7 days, percent of goal targets per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sat 21 Nov 20260%',
      'Sun 22 Nov 20260%',
      'Mon 23 Nov 20260%',
      'Tue 24 Nov 20260%',
      'Wed 25 Nov 20260%',
      'Thu 26 Nov 20260%',
      'Fri 27 Nov 20260%',
    ]);
    expect(screen.getByRole('figure', { name: /Progress logged on your goals each day/ })).toBeInTheDocument();
  });

  it('shows every sample goal as an example, with progress, deadline, trend, and overdue once past its deadline', async () => {
    renderRoutes(routes, '/track');
    await screen.findByRole('heading', { level: 1, name: 'Progress Tracker' }, LOAD);
    expect(screen.getByText(/These are examples to show how goals work/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(goals.map((goal) => goal.title));
    expect(screen.queryByRole('button', { name: /^Log progress on / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();

    const fund = screen.getByRole('heading', { name: 'Emergency fund' }).closest('li')!;
    expect(within(fund).getByRole('progressbar', { name: 'Emergency fund progress' })).toHaveAttribute('aria-valuenow', '64');
    expect(fund).toHaveTextContent('₹3,20,000 of ₹5,00,000');
    expect(fund).toHaveTextContent('Deadline 31 Dec 2026');
    expect(fund).toHaveTextContent('+8% this month');
    expect(within(fund).getByText('Finance')).toBeInTheDocument();
    expect(within(fund).getByText('Example')).toBeInTheDocument();

    const course = screen.getByRole('heading', { name: 'Finish a data analytics certificate' }).closest('li')!;
    expect(course).toHaveTextContent('Overdue');
    expect(course).not.toHaveTextContent('+17% this month');

    const run = screen.getByRole('heading', { name: 'Run 500 km this year' }).closest('li')!;
    expect(run).toHaveTextContent('210 of 500 km');
    expect(run).toHaveTextContent('−4% this month');
    expect(screen.getByRole('heading', { name: 'Read 24 books' }).closest('li')).toHaveTextContent('No change this month');
  });
});
