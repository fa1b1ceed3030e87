import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { FakeEventSource, message, serveChat } from '@nyaya/shared/testing/fakeChatApi';
import { routes } from '../routes';

const loaded = { timeout: 10_000 };

describe('OrderChatPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the order’s conversation with its expert, and shows a reply as it arrives', async () => {
    serveChat({ reference: 'ORDAB12CD34E', messages: [message(1, 'client', 'Is the draft ready?')] });
    renderRoutes(routes, '/order-chat?order=ORDAB12CD34E');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with Expert' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order Tracking' })).toHaveAttribute('href', '/order-tracking?order=ORDAB12CD34E');
    const list = await screen.findByRole('list', { name: 'Messages with Adv. Karan Malhotra' }, loaded);
    expect(within(list).getByText('Is the draft ready?')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().deliver(message(2, 'expert', 'Yes, this evening.')));
    expect(within(list).getByText('Yes, this evening.')).toBeInTheDocument();
  });

  it('sends anything that is not an order number to the confirmation', async () => {
    serveChat();
    renderRoutes(routes, '/order-chat?order=%3Cscript%3E');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/), loaded);
  });
});
