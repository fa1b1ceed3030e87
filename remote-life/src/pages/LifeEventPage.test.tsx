import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { lifeEvents } from '@nyaya/shared/data/life';
import { routes } from '../routes';

// The first lazy import of a page is transformed on demand, which can take longer than 1 s.
const LOAD = { timeout: 10_000 };

describe('LifeEventPage', () => {
  it('lists every life event with its status and date', async () => {
    renderRoutes(routes, '/life-event');
    expect(await screen.findByRole('heading', { level: 1, name: 'Life Events' }, LOAD)).toBeInTheDocument();
    for (const event of lifeEvents) {
      const item = screen.getByText(event.title).closest('li')!;
      expect(within(item).getByText(event.status)).toBeInTheDocument();
      expect(within(item).getByText(/\d{4}$/)).toHaveAttribute('datetime', event.date);
    }
    expect(screen.getByText('Buying our first home in Pune').closest('li')).toHaveTextContent('15 Dec 2026');
    expect(screen.getByText('Govern your assets and risks.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Life-planning area' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Life Event' })).toHaveAttribute('aria-current', 'page');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('HomeLife planningLife Event');
  });
});
