import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@nyaya/shared/router';
import { PageHeader } from './PageHeader';

function renderHeader() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PageHeader
          title="Rental Agreement Drafting"
          crumbs={[{ label: 'Nyaya' }, { label: 'Marketplace', to: '/marketplace' }, { label: 'Rental Agreement Drafting' }]}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('PageHeader breadcrumb', () => {
  it('shows every crumb’s whole name, links as links and the current page marked', async () => {
    renderHeader();
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const marketplace = within(breadcrumb).getByRole('link', { name: 'Marketplace' });
    expect(marketplace).toHaveAttribute('href', '/marketplace');
    // Nothing is cut to an ellipsis (issue 24: "Exp…" at 390 px): the crumbs wrap instead.
    expect(breadcrumb.querySelector('.truncate')).toBeNull();
    expect(within(breadcrumb).getByText('Rental Agreement Drafting')).toHaveAttribute('aria-current', 'page');
  });
});
