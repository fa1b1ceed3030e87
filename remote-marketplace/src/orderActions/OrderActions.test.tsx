import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { cancelQuoteFor, fakeOrdersApi, orderViewFor } from '../testing/fakeOrdersApi';
import { deliveredOrder, serveOrderActions } from '../testing/fakeOrderActions';
import type { OrderView } from '@nyaya/shared/api';

const loaded = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });
const request = {
  serviceId: 'rental-agreement',
  offerId: 'rental-agreement-1',
  contact: { name: 'Asha', mobile: '9876543210' },
  state: 'Delhi',
  payment: { provider: 'test' as const, amountPaise: 104_282 },
};
const placed = (number: string) => orderViewFor(request, number);
const open = (orders: OrderView[], number: string) => {
  const api = serveOrderActions(fakeOrdersApi({ orders }));
  renderRoutes(routes, `/order-tracking?order=${number}`);
  return api;
};
const posts = (api: ReturnType<typeof fakeOrdersApi>) => api.requests.filter((entry) => entry.method === 'POST');

describe('the tracking page’s draft, revision and cancel', () => {
  beforeAll(() => import('../pages/OrderTrackingPage'), 30_000);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLocale('en'));
  });

  it('offers the delivered draft as a PDF download and a revision with a required comment, which reopens drafting', async () => {
    const user = userEvent.setup();
    // Delivered just now: the 7-day window is open.
    const api = open([deliveredOrder(placed('ORDDRAFTC001'), new Date(Date.now() - 3_600_000).toISOString())], 'ORDDRAFTC001');
    const region = await screen.findByRole('region', { name: 'Your draft' }, loaded);
    const download = within(region).getByRole('link', { name: 'Download draft (PDF)' });
    expect(download).toHaveAttribute('href', '/api/v1/orders/ORDDRAFTC001/draft');
    expect(download).toHaveAttribute('download');
    expect(region).toHaveTextContent(/You can ask your expert for changes until .+ IST\./);

    await user.click(within(region).getByRole('button', { name: 'Ask for a revision' }));
    const box = within(region).getByRole('textbox', { name: 'What should change in the draft?' });
    expect(box).toHaveFocus();
    await user.click(within(region).getByRole('button', { name: 'Send revision request' }));
    expect(box).toHaveAccessibleDescription(/Say what should change in the draft\./);
    expect(posts(api)).toEqual([]);
    await user.type(box, 'The rent is ₹26,000 <b>not</b> ₹25,000.');
    await user.click(within(region).getByRole('button', { name: 'Send revision request' }));
    expect(await within(region).findByText('The rent is ₹26,000 <b>not</b> ₹25,000.')).toBeInTheDocument();
    expect(region).toHaveTextContent('Your expert is revising the draft.');
    expect(posts(api)[0]).toMatchObject({
      path: '/api/v1/orders/ORDDRAFTC001/revision',
      body: { version: 1, comment: 'The rent is ₹26,000 <b>not</b> ₹25,000.' },
    });
    const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
  });

  it('after the window, keeps the button disabled and says the window has closed', async () => {
    open([deliveredOrder(placed('ORDDRAFTC002'), '2026-12-01T06:30:00.000Z')], 'ORDDRAFTC002');
    const region = await screen.findByRole('region', { name: 'Your draft' }, loaded);
    const button = within(region).getByRole('button', { name: 'Ask for a revision' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The 7-day revision window closed on 8 Dec 2026, 12:00 PM IST, so changes can no longer be asked for here.');
    expect(screen.queryByRole('region', { name: 'Cancel this order' })).toBeNull();
  });

  it('has no draft section before a delivery, and cancels before Expert Review with a full refund after asking', async () => {
    const user = userEvent.setup();
    const api = open([placed('ORDDRAFTC003')], 'ORDDRAFTC003');
    const region = await screen.findByRole('region', { name: 'Cancel this order' }, loaded);
    expect(screen.queryByRole('region', { name: 'Your draft' })).toBeNull();
    expect(region).toHaveTextContent('cancelling now refunds everything you paid, ₹1,042.82.');
    await user.click(within(region).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' }, loaded);
    expect(dialog).toHaveAccessibleDescription('You get back everything you paid: ₹1,042.82.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Professional fee₹799 of ₹799', 'GST (18%) on the fee₹143.82 of ₹143.82', 'Stamp duty (Delhi)₹100 of ₹100']);
    expect(posts(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund ₹1,042.82' }));
    const done = await screen.findByRole('region', { name: 'Order cancelled' }, loaded);
    expect(done).toHaveTextContent('₹1,042.82 is refunded to the way you paid, within 5–7 working days.');
    expect(posts(api)[0]).toMatchObject({ path: '/api/v1/orders/ORDDRAFTC003/cancel', body: { refundPaise: 104_282 } });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after Expert Review has started says what the terms give back, and says so again when the order moved on meanwhile', async () => {
    const user = userEvent.setup();
    const order = placed('ORDDRAFTC004');
    const reviewing = { ...order, cancel: cancelQuoteFor(order.quote, 3) };
    const api = open([reviewing], 'ORDDRAFTC004');
    const region = await screen.findByRole('region', { name: 'Cancel this order' }, loaded);
    expect(region).toHaveTextContent('cancelling now refunds ₹571.41 of the ₹1,042.82 you paid');
    await user.click(within(region).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' }, loaded);
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Professional fee₹399.50 of ₹799');
    // The expert moves on to drafting before the client confirms: the server's figure is the same here, the screen's is not.
    api.orders.set('ORDDRAFTC004', { ...reviewing, cancel: { ...reviewing.cancel!, refundPaise: 60_000 } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund ₹571.41' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cancelling now refunds ₹600. Check the amount above and confirm again.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel and refund ₹600' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Order cancelled' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    await act(() => changeLocale('hi'));
    open([deliveredOrder(placed('ORDDRAFTC005'), new Date(Date.now() - 3_600_000).toISOString())], 'ORDDRAFTC005');
    const region = await screen.findByRole('region', { name: 'आपका ड्राफ़्ट' }, loaded);
    expect(within(region).getByRole('link', { name: 'ड्राफ़्ट डाउनलोड करें (PDF)' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'बदलाव के लिए कहें' })).toBeInTheDocument();
  });
});
