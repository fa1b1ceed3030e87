import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@nyaya/shared/router';
import { toast } from '@nyaya/shared/ui/toast';
import { AppLayout } from './AppLayout';

describe('AppLayout', () => {
  it('mounts the toast outlet on the first toast (the event name it listens for is the kit’s)', async () => {
    const router = createMemoryRouter([{ path: '/', Component: AppLayout, children: [{ index: true, element: <h1>Home</h1> }] }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    act(() => {
      toast('Saved to favourites');
    });
    expect(await screen.findByText('Saved to favourites')).toBeInTheDocument();
  });
});
