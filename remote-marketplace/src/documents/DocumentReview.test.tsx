import { act, screen, within } from '@testing-library/react';
import type { DocumentView } from '@nyaya/shared/api';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { fakeOrdersApi, orderViewFor } from '../testing/fakeOrdersApi';
import { fakeUploads } from '../testing/fakeUploads';

/** The expert's review as the client's tracking page shows it: a refused file and what was asked for. */
const loaded = { timeout: 10_000 };
const ORDER = 'ORDREVIEW123';
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
const ADDRESS = 'Property address proof';
const refused: DocumentView = {
  id: 'AAAAAAAAAAAAAAAA',
  requirement: ID_PROOF,
  fileName: 'aadhaar.pdf',
  type: 'pdf',
  size: 2048,
  uploadedBy: 'client',
  uploadedAt: '2026-12-15T10:20:00.000Z',
  reviewedAt: '2026-12-15T11:00:00.000Z',
  removable: false,
  refusedAt: '2026-12-15T11:00:00.000Z',
  refusalReason: 'unreadable',
  refusalNote: 'The scan is <b>blurred</b>.',
};

async function openTracking(section: string, documents: DocumentView[] = [refused]) {
  const api = fakeOrdersApi({ orders: [order] });
  api.documents.set(ORDER, documents);
  api.asked.set(ORDER, [{ requirement: ADDRESS, note: 'A recent electricity bill is fine.', askedAt: '2026-12-15T11:05:00.000Z' }]);
  fakeUploads();
  renderRoutes(routes, `/order-tracking?order=${ORDER}`);
  const region = await screen.findByRole('region', { name: section }, loaded);
  await within(region).findAllByRole('heading', { level: 3 }, loaded);
  return { region, api };
}

const itemOf = (region: HTMLElement, name: string) => within(region).getByRole('heading', { level: 3, name }).closest('li')!;

describe('the expert’s review on the tracking page', () => {
  beforeAll(() => import('../pages/OrderTrackingPage'), 30_000);
  afterEach(() => vi.unstubAllGlobals());

  it('shows a refused file with its reason and the expert’s note as text, no Remove, and an upload for a replacement', async () => {
    const { region } = await openTracking('Documents');
    const idProof = itemOf(region, ID_PROOF);
    expect(await within(idProof).findByText('Refused: Unreadable')).toBeInTheDocument();
    expect(within(idProof).getByText('The scan is <b>blurred</b>.')).toBeInTheDocument();
    expect(within(idProof).queryByText('Reviewed by your expert')).toBeNull();
    expect(within(idProof).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(idProof).getByText('Upload a replacement')).toBeInTheDocument();
    expect(within(idProof).getByLabelText(`Upload a replacement for ${ID_PROOF}`)).toBeInTheDocument();
  });

  it('highlights what the expert asked for, with their note', async () => {
    const { region } = await openTracking('Documents');
    const address = itemOf(region, ADDRESS);
    expect(within(address).getByText('Your expert asked for this document.')).toBeInTheDocument();
    expect(within(address).getByText('A recent electricity bill is fine.')).toBeInTheDocument();
    expect(within(itemOf(region, ID_PROOF)).queryByText('Your expert asked for this document.')).toBeNull();
  });

  it('shows a refusal made while the page is open when the page comes back into view, without a reload', async () => {
    const accepted = { ...refused, reviewedAt: null, refusedAt: null, refusalReason: null, refusalNote: null, removable: true };
    const { region, api } = await openTracking('Documents', [accepted]);
    const idProof = itemOf(region, ID_PROOF);
    expect(within(idProof).getByText('aadhaar.pdf')).toBeInTheDocument();
    expect(within(idProof).queryByText('Refused: Unreadable')).toBeNull();
    // The expert refuses it on the console; the client returns to the tab.
    api.documents.set(ORDER, [refused]);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await within(itemOf(region, ID_PROOF)).findByText('Refused: Unreadable', {}, loaded)).toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    await act(() => changeLocale('hi'));
    try {
      const { region } = await openTracking('दस्तावेज़');
      expect(await within(region).findByText('अस्वीकार: पढ़ा नहीं जा सकता')).toBeInTheDocument();
      expect(within(region).getByText('आपके विशेषज्ञ ने यह दस्तावेज़ माँगा है।')).toBeInTheDocument();
      expect(within(region).getByText('नई फ़ाइल अपलोड करें')).toBeInTheDocument();
    } finally {
      await act(() => changeLocale('en'));
    }
  });
});
