import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccountForTests } from '@nyaya/shared/account';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { consoleOrder, serveConsole } from '../testing/consoleApi';
import { DRAFT_AT, GENERATED_DRAFT } from '../testing/consoleDrafts';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAccountForTests();
  await act(() => changeLocale('en'));
});

const panel = () => screen.findByRole('region', { name: 'Draft' });
const pdf = (name = 'corrected.pdf') => new File(['%PDF-1.7\n% corrected draft\n'], name, { type: 'application/pdf' });

describe('the console’s draft panel', () => {
  it('lists the versions newest first, with where each came from, its delivery, the client’s words and its PDF', async () => {
    const order = consoleOrder('ORDDRAFT0001', 4);
    order.drafts = [
      { version: 2, source: 'uploaded', createdAt: '2026-12-16T05:00:00.000Z', size: 20_480, deliveredAt: null, revision: null },
      {
        ...GENERATED_DRAFT,
        deliveredAt: '2026-12-15T12:00:00.000Z',
        revision: { comment: 'Rent is <b>26,000</b>.\nAdd the parking clause.', askedAt: '2026-12-15T13:00:00.000Z' },
      },
    ];
    await serveConsole({ orders: [order] });
    renderRoutes(routes, '/console/orders/ORDDRAFT0001');
    const versions = within(await panel()).getAllByRole('listitem');
    expect(versions.map((item) => item.querySelector('p')?.textContent)).toEqual(['Version 2', 'Version 1']);
    expect(versions[0]).toHaveTextContent('Corrected PDF uploaded by you, 16 Dec 2026, 10:30 AM IST. 20 KB');
    expect(versions[0]).toHaveTextContent('Not delivered');
    expect(versions[1]).toHaveTextContent('Generated from the client’s details, 15 Dec 2026, 3:43 PM IST. 14 KB');
    expect(versions[1]).toHaveTextContent('Delivered to the client, 15 Dec 2026, 5:30 PM IST');
    // The client's words as plain text: the markup shows as typed, nothing is rendered from it.
    const words = within(versions[1]!).getByText(/Rent is <b>26,000<\/b>\./);
    expect(words.tagName).toBe('BLOCKQUOTE');
    expect(words.querySelector('b')).toBeNull();
    expect(within(versions[1]!).getByText('The client asked for changes, 15 Dec 2026, 6:30 PM IST:')).toBeInTheDocument();
    const download = within(versions[0]!).getByRole('link', { name: 'Download version 2 (PDF)' });
    expect(download).toHaveAttribute('href', '/api/v1/console/orders/ORDDRAFT0001/drafts/2/file');
    expect(download).toHaveAttribute('download');
    // Not at Delivery yet: no deliver button, and it says when.
    expect(within(await panel()).queryByRole('button', { name: /Deliver/ })).toBeNull();
    expect(await panel()).toHaveTextContent('You deliver the draft at the Delivery step');
    expect(DRAFT_AT).toBe(GENERATED_DRAFT.createdAt);
  });

  it('delivers the newest version at Delivery, which completes the order', async () => {
    const user = userEvent.setup();
    const api = await serveConsole({ orders: [consoleOrder('ORDDRAFT0002', 6)] });
    renderRoutes(routes, '/console/orders/ORDDRAFT0002');
    await user.click(within(await panel()).getByRole('button', { name: 'Deliver version 1 to the client' }));
    expect(await screen.findByText('Version 1 delivered. Delivery is completed.')).toHaveAttribute('role', 'status');
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/v1/console/orders/ORDDRAFT0002/drafts/1/deliver',
    ]);
    expect(screen.getByText('Every step is completed: the order is delivered.')).toBeInTheDocument();
    expect(within(await panel()).getAllByRole('listitem')[0]).toHaveTextContent('Delivered to the client, 16 Dec 2026, 12:00 PM IST');
    expect(within(await panel()).queryByLabelText('Upload a corrected PDF')).toBeNull();
  });

  it('refuses a file that is not a PDF by its bytes before sending it, and uploads a PDF as the next version', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = await serveConsole({ orders: [consoleOrder('ORDDRAFT0003', 4)] });
    renderRoutes(routes, '/console/orders/ORDDRAFT0003');
    const input = within(await panel()).getByLabelText('Upload a corrected PDF');
    await user.upload(input, new File(['Just a note, not a PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“notes.pdf” is not a PDF file, whatever its name says.');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.upload(input, pdf());
    expect(await screen.findByText('Version 2 uploaded.')).toHaveAttribute('role', 'status');
    const [post] = api.requests.filter((request) => request.method === 'POST');
    expect(post).toMatchObject({ path: '/api/v1/console/orders/ORDDRAFT0003/drafts' });
    expect(post!.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect((post!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(within(await panel()).getAllByRole('listitem')[0]).toHaveTextContent('Version 2');
  });

  it('says a cancelled order is cancelled, and offers nothing to do on it', async () => {
    const order = consoleOrder('ORDDRAFT0004', 3);
    order.cancellation = { cancelledAt: '2026-12-15T11:30:00.000Z', share: 'partial', refundPaise: 58_950, reference: 'test_rfnd_x' };
    await serveConsole({ orders: [order] });
    renderRoutes(routes, '/console/orders/ORDDRAFT0004');
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(next).toHaveTextContent('The client cancelled this order on 15 Dec 2026, 5:00 PM IST, and ₹589.50 was refunded to them.');
    expect(within(next).queryByRole('button')).toBeNull();
    expect(within(await panel()).queryByRole('button')).toBeNull();
    expect(within(await panel()).queryByLabelText('Upload a corrected PDF')).toBeNull();
    expect(within(await panel()).getByRole('link', { name: 'Download version 1 (PDF)' })).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await serveConsole({ orders: [consoleOrder('ORDDRAFT0005', 6)] });
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/console/orders/ORDDRAFT0005');
    const region = await screen.findByRole('region', { name: 'ड्राफ़्ट' });
    expect(within(region).getByRole('button', { name: 'संस्करण 1 क्लाइंट को डिलीवर करें' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'संस्करण 1 डाउनलोड करें (PDF)' })).toBeInTheDocument();
  });
});
