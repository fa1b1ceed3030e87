import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { Link, RouterProvider } from '@nyaya/shared/router';
import { toast } from '@nyaya/shared/ui/toast';
import { resetAccountForTests } from '@nyaya/shared/account';
import { SYNCED_ACCOUNT_KEY as HELD_BY_SYNC, stopFollowingForTests } from '../account/accountSync';
import { AppLayout, SYNCED_ACCOUNT_KEY } from './AppLayout';

function renderLayout() {
  const router = createMemoryRouter([
    {
      path: '/',
      Component: AppLayout,
      children: [
        {
          index: true,
          element: (
            <>
              <h1>Home</h1>
              <Link to="/order-tracking">Track Progress</Link>
            </>
          ),
        },
        { path: 'order-tracking', element: <h1>Order Tracking</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
}

// The layout starts the account follower for the page's life; later files in this worker reset the account.
afterEach(stopFollowingForTests);

describe('AppLayout', () => {
  it('mounts the toast outlet on the first toast (the event name it listens for is the kit’s)', async () => {
    renderLayout();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    act(() => {
      toast('Saved to favourites');
    });
    expect(await screen.findByText('Saved to favourites')).toBeInTheDocument();
  });

  it('does not carry a toast onto the next screen', async () => {
    const user = userEvent.setup();
    renderLayout();
    await screen.findByRole('heading', { name: 'Home' });
    act(() => {
      toast('Calling your expert is coming soon');
    });
    expect(await screen.findByText('Calling your expert is coming soon')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Track Progress' }));
    expect(await screen.findByRole('heading', { name: 'Order Tracking' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Calling your expert is coming soon')).toBeNull());
  });

  it('looks for the same mark of an account’s data on the device as the sync writes', () => {
    expect(SYNCED_ACCOUNT_KEY).toBe(HELD_BY_SYNC);
  });

  it('asks who is signed in on a device holding an account’s copies, so its stores keep syncing; a guest’s page does not', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ account: null, testMode: true }));
    try {
      resetAccountForTests();
      renderLayout();
      await screen.findByRole('heading', { name: 'Home' });
      expect(fetchSpy).not.toHaveBeenCalled();

      localStorage.setItem(SYNCED_ACCOUNT_KEY, 'account-1');
      resetAccountForTests();
      renderLayout();
      await waitFor(() => expect(fetchSpy).toHaveBeenCalledWith('/api/v1/me', expect.anything()));
      expect(fetchSpy.mock.calls.filter(([path]) => path === '/api/v1/me')).toHaveLength(1);
    } finally {
      fetchSpy.mockRestore();
      localStorage.clear();
      resetAccountForTests();
    }
  });
});
