import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentView } from '@nyaya/shared/api';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { fakeOrdersApi, orderViewFor } from '../testing/fakeOrdersApi';
import { fakeUploads } from '../testing/fakeUploads';

const loaded = { timeout: 10_000 };
const ORDER = 'ORDDOCS12345';
const order = orderViewFor(
  {
    serviceId: 'rental-agreement',
    offerId: 'rental-agreement-1',
    contact: { name: 'Asha', mobile: '9876543210' },
    state: 'Delhi',
    payment: { provider: 'test', amountPaise: 104_282 },
  },
  ORDER,
);
const ID_PROOF = 'Landlord and tenant ID proof (Aadhaar or PAN)';

const pdf = (name = 'lease.pdf', size = 2048) =>
  new File([new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(size - 9)], name, { type: 'application/pdf' });
const stored = (overrides: Partial<DocumentView> = {}): DocumentView => ({
  id: 'AAAAAAAAAAAAAAAA',
  requirement: ID_PROOF,
  fileName: 'lease.pdf',
  type: 'pdf',
  size: 2048,
  uploadedBy: 'client',
  uploadedAt: '2026-12-15T10:20:00.000Z',
  reviewedAt: null,
  removable: true,
  refusedAt: null,
  refusalReason: null,
  refusalNote: null,
  ...overrides,
});

async function openTracking(documents: DocumentView[] = []) {
  const api = fakeOrdersApi({ orders: [order] });
  api.documents.set(ORDER, documents);
  const uploads = fakeUploads();
  renderRoutes(routes, `/order-tracking?order=${ORDER}`);
  const section = await screen.findByRole('region', { name: 'Documents' }, loaded);
  await within(section).findByRole('heading', { level: 3, name: ID_PROOF }, loaded);
  return { api, uploads, section };
}

describe('the tracking page’s Documents section', () => {
  beforeAll(() => import('../pages/OrderTrackingPage'), 30_000);
  afterEach(() => vi.unstubAllGlobals());

  it('lists the offer’s Documents Required, each with a labelled file input that takes PDF, JPEG or PNG', async () => {
    const { section } = await openTracking();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([ID_PROOF, 'Property address proof', 'Rent, deposit, tenure, lock-in and notice terms']);
    expect(within(section).getAllByText('Nothing uploaded yet.')).toHaveLength(3);
    const input = within(section).getByLabelText('Upload a file for Property address proof');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('application/pdf');
  });

  it('shows the upload’s progress as a progressbar with its value, then the file with its size', async () => {
    const user = userEvent.setup();
    const { uploads, section } = await openTracking();
    await user.upload(within(section).getByLabelText(`Upload a file for ${ID_PROOF}`), pdf());
    const bar = await within(section).findByRole('progressbar', { name: 'Upload of lease.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const [upload] = uploads;
    expect(upload).toMatchObject({ method: 'POST', url: `/api/v1/orders/${ORDER}/documents` });
    expect(upload!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(upload!.body!.get('requirement')).toBe(ID_PROOF);
    expect((upload!.body!.get('file') as File).name).toBe('lease.pdf');

    act(() => upload!.progress(820, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(section).getByText('40%')).toBeInTheDocument();

    act(() => upload!.respond(201, stored()));
    const link = await within(section).findByRole('link', { name: 'Download lease.pdf' });
    expect(link).toHaveAttribute('href', `/api/v1/orders/${ORDER}/documents/AAAAAAAAAAAAAAAA/file`);
    expect(within(section).getByText('2 KB')).toBeInTheDocument();
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('lease.pdf uploaded.');
  });

  it('refuses a text file renamed .pdf on this device, before sending anything', async () => {
    const user = userEvent.setup();
    const { uploads, section } = await openTracking();
    const renamed = new File(['Rent is 25000 a month.'], 'lease.pdf', { type: 'application/pdf' });
    await user.upload(within(section).getByLabelText(`Upload a file for ${ID_PROOF}`), renamed);
    expect(await within(section).findByRole('alert')).toHaveTextContent('“lease.pdf” is not a PDF, JPEG or PNG file, whatever its name says.');
    expect(uploads).toHaveLength(0);
  });

  it('refuses a file over 10 MB on this device, before sending anything', async () => {
    const user = userEvent.setup();
    const { uploads, section } = await openTracking();
    await user.upload(within(section).getByLabelText(`Upload a file for ${ID_PROOF}`), pdf('huge.pdf', 10 * 1024 * 1024 + 1));
    expect(await within(section).findByRole('alert')).toHaveTextContent('“huge.pdf” is over 10 MB.');
    expect(uploads).toHaveLength(0);
  });

  it('says what the server refused, in the page’s words', async () => {
    const user = userEvent.setup();
    const { uploads, section } = await openTracking();
    await user.upload(within(section).getByLabelText(`Upload a file for ${ID_PROOF}`), pdf('scan.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.respond(413, { type: 'about:blank', title: 'File too large', status: 413, reason: 'too-large', detail: 'The file is over 10 MB.' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('“scan.pdf” is over 10 MB. Scan it at a lower resolution or compress the PDF');
    // A new choice starts afresh, with a new key.
    await user.upload(within(section).getByLabelText(`Upload a file for ${ID_PROOF}`), pdf('smaller.pdf', 1024));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.headers['idempotency-key']).not.toBe(uploads[0]!.headers['idempotency-key']);
  });

  it('says when the connection was too slow for the file to arrive (the server’s 408)', async () => {
    const user = userEvent.setup();
    const { uploads, section } = await openTracking();
    await user.upload(within(section).getByLabelText(`Upload a file for ${ID_PROOF}`), pdf('scan.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.respond(408, { type: 'about:blank', title: 'Upload too slow', status: 408, detail: 'The upload is too slow.' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('The connection was too slow for “scan.pdf” to arrive.');
  });

  it('offers Try again when the upload got no answer, with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { uploads, section } = await openTracking();
    await user.upload(within(section).getByLabelText(`Upload a file for ${ID_PROOF}`), pdf());
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.fail());
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The upload did not reach Nyaya. Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.headers['idempotency-key']).toBe(uploads[0]!.headers['idempotency-key']);
  });

  it('cancels an upload under way', async () => {
    const user = userEvent.setup();
    const { uploads, section } = await openTracking();
    await user.upload(within(section).getByLabelText(`Upload a file for ${ID_PROOF}`), pdf());
    await user.click(await within(section).findByRole('button', { name: 'Cancel upload' }));
    expect(uploads[0]!.aborted).toBe(true);
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(section).getByLabelText(`Upload a file for ${ID_PROOF}`)).toBeInTheDocument();
  });

  it('removes a file only after asking, and Keep it keeps it', async () => {
    const user = userEvent.setup();
    const { api, section } = await openTracking([stored()]);
    await user.click(await within(section).findByRole('button', { name: 'Remove lease.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove lease.pdf?' });
    expect(dialog).toHaveTextContent('Your expert will no longer see this file.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Remove lease.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove lease.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(within(section).queryByRole('link', { name: 'Download lease.pdf' })).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/api/v1/orders/${ORDER}/documents/AAAAAAAAAAAAAAAA`,
    ]);
    expect(within(section).getByRole('status')).toHaveTextContent('lease.pdf removed.');
  });

  it('keeps a reviewed file: no Remove, and says the expert reviewed it', async () => {
    const { section } = await openTracking([stored({ reviewedAt: '2026-12-16T09:00:00.000Z', removable: false })]);
    expect(await within(section).findByRole('link', { name: 'Download lease.pdf' })).toBeInTheDocument();
    expect(within(section).getByText('Reviewed by your expert')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('says it in Hindi for a Hindi page', async () => {
    await act(() => changeLocale('hi'));
    try {
      const user = userEvent.setup();
      fakeOrdersApi({ orders: [order] });
      fakeUploads();
      renderRoutes(routes, `/order-tracking?order=${ORDER}`);
      const section = await screen.findByRole('region', { name: 'दस्तावेज़' }, loaded);
      const input = await within(section).findByLabelText('संपत्ति के पते का प्रमाण के लिए फ़ाइल अपलोड करें', {}, loaded);
      await user.upload(input, new File(['hello'], 'bill.png', { type: 'image/png' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent('“bill.png” PDF, JPEG या PNG फ़ाइल नहीं है');
    } finally {
      await act(() => changeLocale('en'));
    }
  });
});
