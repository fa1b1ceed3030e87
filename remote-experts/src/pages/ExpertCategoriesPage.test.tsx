import { configure, screen, within } from '@testing-library/react';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

// Pages and the toaster are lazy chunks; on a busy machine the first load can take over a second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

describe('ExpertCategoriesPage', () => {
  it('shows the four categories in spec order with counts, each linking to its expert list', async () => {
    renderRoutes(routes, '/expert-categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert Categories' })).toBeInTheDocument();
    const links = within(screen.getByRole('main'))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('category='));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/experts?category=peer',
      '/experts?category=administration',
      '/experts?category=legal',
      '/experts?category=finance',
    ]);
    expect(links.map((link) => link.textContent?.match(/\d+\+/)?.[0])).toEqual(['150+', '80+', '200+', '120+']);
    expect(screen.getByRole('link', { name: 'Browse All Experts' })).toHaveAttribute('href', '/experts');
  });
});
