import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@nyaya/shared/router';
import { RouterErrorPage } from './RouterErrorPage';

function renderFailing(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, Component: () => null, ErrorBoundary: RouterErrorPage }]);
  render(<RouterProvider router={router} />);
}

describe('RouterErrorPage', () => {
  it('shows the status of a failed response', async () => {
    renderFailing(() => {
      throw new Response('gone', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('shows the message of a thrown error, as text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(() => {
      throw new Error('<img src=x onerror=alert(1)> broke');
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)> broke')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
