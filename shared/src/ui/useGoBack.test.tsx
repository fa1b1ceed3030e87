import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from '@nyaya/shared/router';
import { useGoBack } from './useGoBack';

function BackButton() {
  const goBack = useGoBack('/fallback');
  return (
    <button type="button" onClick={goBack}>
      Back
    </button>
  );
}

// The memory router's -1 goes to /previous; the fallback is /fallback. Which one is taken shows
// whether the hook saw history in this tab.
async function clickBack() {
  const router = createMemoryRouter(
    [
      { path: '/previous', element: <h1>previous</h1> },
      { path: '/fallback', element: <h1>fallback</h1> },
      { path: '/here', element: <BackButton /> },
    ],
    { initialEntries: ['/previous', '/here'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
  return (await screen.findByRole('heading')).textContent;
}

function setNavigation(value: unknown) {
  Object.defineProperty(window, 'navigation', { value, configurable: true, writable: true });
}

describe('useGoBack', () => {
  afterEach(() => {
    delete (window as { navigation?: unknown }).navigation;
    window.history.replaceState(null, '');
  });

  it('goes one step back when the Navigation API says the tab has an earlier page (even after a full load)', async () => {
    setNavigation({ canGoBack: true });
    window.history.replaceState({ idx: 0 }, '');
    expect(await clickBack()).toBe('previous');
  });

  it('goes to the fallback when the Navigation API says there is nothing before', async () => {
    setNavigation({ canGoBack: false });
    window.history.replaceState({ idx: 3 }, '');
    expect(await clickBack()).toBe('fallback');
  });

  it('without the Navigation API, goes back only when the router has pushed an entry', async () => {
    window.history.replaceState({ idx: 2 }, '');
    expect(await clickBack()).toBe('previous');
  });

  it('without the Navigation API and with no pushed entry, goes to the fallback', async () => {
    window.history.replaceState({ idx: 0 }, '');
    expect(await clickBack()).toBe('fallback');
  });
});
