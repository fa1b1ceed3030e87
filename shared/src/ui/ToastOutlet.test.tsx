import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { Link, Outlet, RouterProvider } from '@nyaya/shared/router';
import { ToastOutlet } from './ToastOutlet';
import { toast } from './toast';

function Layout() {
  return (
    <>
      <Outlet />
      <ToastOutlet />
    </>
  );
}

/** A screen that greets with a toast as it opens, as a page's own effect. */
function GreetingScreen() {
  useEffect(() => {
    toast('Welcome to tracking');
  }, []);
  return <h1>Tracking</h1>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          {
            path: 'order',
            element: (
              <>
                <h1>Order</h1>
                <Link to="/order?tab=details">Details</Link>
                <Link to="/tracking">Track</Link>
                <Link to="/greeting">Greeting</Link>
              </>
            ),
          },
          { path: 'tracking', element: <h1>Tracking</h1> },
          { path: 'greeting', Component: GreetingScreen },
        ],
      },
    ],
    { initialEntries: ['/order'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ToastOutlet', () => {
  it('dismisses a toast when the screen changes, so it does not cover the next one', async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole('heading', { name: 'Order' });
    act(() => {
      toast('Order placed');
    });
    expect(await screen.findByText('Order placed')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Track' }));
    await screen.findByRole('heading', { name: 'Tracking' });
    await waitFor(() => expect(screen.queryByText('Order placed')).toBeNull());
  });

  it('keeps a toast when only the query changes (same screen)', async () => {
    const user = userEvent.setup();
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Order' });
    act(() => {
      toast('Order placed');
    });
    expect(await screen.findByText('Order placed')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Details' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=details'));
    expect(screen.getByText('Order placed')).toBeInTheDocument();
  });

  it('keeps a toast the new screen raises as it opens', async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole('heading', { name: 'Order' });
    act(() => {
      toast('Order placed');
    });
    expect(await screen.findByText('Order placed')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Greeting' }));
    expect(await screen.findByText('Welcome to tracking')).toBeInTheDocument();
    expect(screen.queryByText('Order placed')).toBeNull();
  });
});
