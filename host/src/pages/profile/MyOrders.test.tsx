import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { MyConsultations } from './MyConsultations';
import { MyOrders } from './MyOrders';

const order = (orderNumber: string, serviceName: string, createdAt: string) => ({
  orderNumber,
  createdAt,
  serviceId: 'rental-agreement',
  serviceName,
  offerId: 'rental-agreement-1',
  providerName: 'LegalDocs Pro',
  estimatedDelivery: '24 hours',
  quote: { lines: [{ id: 'fee', label: 'Professional fee', amount: 799 }], total: 1542.82, stampDutyIncluded: true },
  expert: { id: 'priya-sharma', name: 'Adv. Priya Sharma', specialization: 'Property Law', experience: '12 years', rating: 4.9, avatar: 'PS' },
  intake: {},
  contact: { name: 'Asha', mobile: '9876543210' },
  state: 'Maharashtra',
  autoAssigned: false,
  budget: null,
  timeline: null,
  payment: { provider: 'test', reference: 'test_abcdefgh' },
  tracking: [],
});

const booking = {
  id: 'b1',
  reference: 'BKGAB12CD34E',
  expertSlug: 'adv.-priya-sharma',
  expertName: 'Adv. Priya Sharma',
  mode: 'video',
  slotStart: '2026-11-25T10:00:00+05:30',
  fee: 500,
  gst: 90,
  total: 590,
  refunded: null,
  status: 'booked',
  createdAt: '2026-11-23T10:00:00Z',
  cancelledAt: null,
  meetingUrl: 'https://meet.jit.si/Nyaya-abcdefghijklmnopqrstuv',
};

function serve(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const answer = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!answer) throw new TypeError('offline');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('My orders', () => {
  it('lists the session’s orders as the API sends them (newest first), each opening its tracking', async () => {
    serve({
      'GET /api/v1/orders': json({
        orders: [order('ORDNEWER0001', 'Will Drafting', '2026-11-23T09:00:00Z'), order('ORDOLDER0001', 'Rental Agreement Drafting', '2026-11-20T09:00:00Z')],
      }),
    });
    renderRoutes([{ path: '/profile', element: <MyOrders /> }], '/profile');
    const links = await screen.findAllByRole('link', {}, { timeout: 5000 });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/order-tracking?order=ORDNEWER0001', '/order-tracking?order=ORDOLDER0001']);
    expect(within(links[0]!).getByText('Will Drafting')).toBeInTheDocument();
    expect(within(links[1]!).getByText('₹1,542.82')).toBeInTheDocument();
    expect(within(links[0]!).getByText(/Placed 23 Nov 2026/)).toBeInTheDocument();
  });

  it('says how to order when there is nothing yet', async () => {
    serve({ 'GET /api/v1/orders': json({ orders: [] }) });
    renderRoutes([{ path: '/profile', element: <MyOrders /> }], '/profile');
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('says plainly when the API is down, and Retry loads again', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({});
    renderRoutes([{ path: '/profile', element: <MyOrders /> }], '/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t reach Nyaya’s servers.');
    serve({ 'GET /api/v1/orders': json({ orders: [] }) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('My consultations', () => {
  it('opens a booked chat consultation’s conversation with Start Chat; other modes have none', async () => {
    serve({ 'GET /api/v1/bookings': json({ bookings: [{ ...booking, id: 'b2', reference: 'BKGCHAT00001', mode: 'chat' }, booking] }) });
    renderRoutes([{ path: '/profile', element: <MyConsultations /> }], '/profile');
    const start = await screen.findByRole('link', { name: 'Start Chat with Adv. Priya Sharma, 25 Nov 2026, 10:00 AM' });
    expect(start).toHaveAttribute('href', '/consultation-chat?booking=BKGCHAT00001');
    expect(start).toHaveTextContent('Start Chat');
    expect(screen.getAllByRole('link', { name: /^Start Chat/ })).toHaveLength(1);
  });

  it('lists bookings and cancels one after asking, with the refund', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({
      'GET /api/v1/bookings': json({ bookings: [booking] }),
      'POST /api/v1/bookings/b1/cancel': json({ ...booking, status: 'cancelled' }),
    });
    renderRoutes([{ path: '/profile', element: <MyConsultations /> }], '/profile');
    expect(await screen.findByText('Adv. Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText(/Video Call · 25 Nov 2026, 10:00 AM · ₹500/)).toBeInTheDocument();
    // A booked video consultation can be joined from here, in a new tab.
    const join = screen.getByRole('link', { name: 'Join the video call with Adv. Priya Sharma on 25 Nov 2026, 10:00 AM (opens Jitsi Meet in a new tab)' });
    expect(join).toHaveAttribute('href', booking.meetingUrl);
    expect(join).toHaveAttribute('target', '_blank');
    const cancelled = { ...booking, status: 'cancelled', refunded: 295, cancelledAt: '2026-11-25T03:00:00Z', meetingUrl: null };
    const afterCancel = serve({
      'GET /api/v1/bookings': json({ bookings: [cancelled] }),
      'POST /api/v1/bookings/b1/cancel': json(cancelled),
    });
    await user.click(screen.getByRole('button', { name: /Cancel the consultation with Adv. Priya Sharma/ }));
    // It asks first, saying what would come back (the slot has passed: nothing), and Keep it sends nothing.
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this consultation?' });
    expect(dialog).toHaveAccessibleDescription('Cancelled now, nothing comes back to you: the slot is less than 2 hours away.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(afterCancel.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: /Cancel the consultation with Adv. Priya Sharma/ }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this consultation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Cancelled · Refunded ₹295')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the consultation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join the video call/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says how to book when there is nothing yet', async () => {
    serve({ 'GET /api/v1/bookings': json({ bookings: [] }) });
    renderRoutes([{ path: '/profile', element: <MyConsultations /> }], '/profile');
    expect(await screen.findByText(/No consultations booked/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Find experts' })).toHaveAttribute('href', '/experts'));
  });
});
