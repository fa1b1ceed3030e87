import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { goals, weeklyActivity } from '@nyaya/shared/data/life';
import { routes } from '../routes';

const LOAD = { timeout: 10_000 };

describe('TrackPage', { timeout: 30_000 }, () => {
  it('draws the week with 7 bars, 100 at 48 px, and the same numbers as a table', async () => {
    renderRoutes(routes, '/track');
    await screen.findByRole('heading', { level: 1, name: 'Progress Tracker' }, LOAD);
    const expected = { Mon: '31.2px', Tue: '38.4px', Wed: '21.6px', Thu: '43.2px', Fri: '33.6px', Sat: '48px', Sun: '12px' };
    for (const [day, height] of Object.entries(expected)) expect(screen.getByTestId(`bar-${day}`).style.height).toBe(height);

    const table = screen.getByRole('table', { name: 'Planned work done this week, percent per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(weeklyActivity.map(({ day, value }) => `${day}${value}%`));
    expect(screen.getByRole('figure', { name: /Share of each day’s planned work done/ })).toBeInTheDocument();
  });

  it('shows every goal with category, progress, current and target, deadline and trend', async () => {
    renderRoutes(routes, '/track');
    await screen.findByRole('heading', { level: 1, name: 'Progress Tracker' }, LOAD);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(goals.map((goal) => goal.title));

    const fund = screen.getByRole('heading', { name: 'Emergency fund' }).closest('li')!;
    expect(within(fund).getByRole('progressbar', { name: 'Emergency fund progress' })).toHaveAttribute('aria-valuenow', '64');
    expect(fund).toHaveTextContent('₹3,20,000 of ₹5,00,000');
    expect(fund).toHaveTextContent('Deadline 31 Dec 2026');
    expect(fund).toHaveTextContent('+8% this month');
    expect(within(fund).getByText('Finance')).toBeInTheDocument();

    const run = screen.getByRole('heading', { name: 'Run 500 km this year' }).closest('li')!;
    expect(run).toHaveTextContent('210 of 500 km');
    expect(run).toHaveTextContent('−4% this month');
    expect(screen.getByRole('heading', { name: 'Read 24 books' }).closest('li')).toHaveTextContent('No change this month');
  });
});
