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
  it('keeps every crumb’s whole name for assistive technology, whatever is cut on screen', async () => {
    renderHeader();
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const marketplace = within(breadcrumb).getByRole('link', { name: 'Marketplace' });
    expect(marketplace).toHaveAttribute('href', '/marketplace');
    // A truncated crumb shows its whole name on hover.
    expect(marketplace).toHaveAttribute('title', 'Marketplace');
    expect(within(breadcrumb).getByText('Rental Agreement Drafting')).toHaveAttribute('aria-current', 'page');
  });
});
