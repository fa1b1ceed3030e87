import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccountForTests } from '@nyaya/shared/account';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { consoleOrder, serveConsole } from '../testing/consoleApi';
import { REQUIREMENTS, clientDocument } from '../testing/consoleDocuments';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAccountForTests();
  await act(() => changeLocale('en'));
});

async function serveWithDocuments() {
  const api = await serveConsole({ orders: [consoleOrder('ORDDOCS00001')] });
  api.documents.set('ORDDOCS00001', {
    requirements: REQUIREMENTS,
    documents: [clientDocument('doc1aaaaaaaaaaaa', 'aadhaar <b>front</b>.pdf'), clientDocument('doc2aaaaaaaaaaaa', 'lease.pdf', REQUIREMENTS[1])],
    asked: [],
  });
  return api;
}
const posts = (api: Awaited<ReturnType<typeof serveConsole>>) => api.requests.filter((request) => request.method === 'POST');

describe('the console’s documents', () => {
  it('lists the client’s files with Download, and accepts one with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const api = await serveWithDocuments();
    renderRoutes(routes, '/console/orders/ORDDOCS00001');
    const section = await screen.findByRole('region', { name: 'Client’s documents' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    // The file name as plain text.
    expect(within(items[0]!).getByText('aadhaar <b>front</b>.pdf')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Download aadhaar <b>front</b>.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/orders/ORDDOCS00001/documents/doc1aaaaaaaaaaaa/file',
    );
    await user.click(within(items[0]!).getByRole('button', { name: 'Accept aadhaar <b>front</b>.pdf' }));
    expect(await within(items[0]!).findByText(/^Accepted/)).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Refuse/ })).toBeNull();
    const [accept] = posts(api);
    expect(accept).toMatchObject({ path: '/api/v1/console/orders/ORDDOCS00001/documents/doc1aaaaaaaaaaaa/accept', key: expect.any(String) });
  });

  it('refuses a file with a reason and a note from the dialog, by keyboard', async () => {
    const user = userEvent.setup();
    const api = await serveWithDocuments();
    renderRoutes(routes, '/console/orders/ORDDOCS00001');
    const section = await screen.findByRole('region', { name: 'Client’s documents' });
    const [, lease] = await within(section).findAllByRole('listitem');
    await user.click(within(lease!).getByRole('button', { name: 'Refuse lease.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse lease.pdf?' });
    // No reason chosen: said, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Refuse the document' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    expect(posts(api)).toEqual([]);
    const reasons = within(dialog).getByRole('group', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Unreadable', 'Wrong document', 'Expired', 'Incomplete']);
    await user.click(within(reasons).getByRole('radio', { name: 'Expired' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the client (optional)' }), 'The lease ended in 2024.');
    await user.keyboard('{Tab}{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(lease!).getByText('Refused: Expired')).toBeInTheDocument();
    expect(within(lease!).getByText('The lease ended in 2024.')).toBeInTheDocument();
    expect(posts(api)).toEqual([
      expect.objectContaining({
        path: '/api/v1/console/orders/ORDDOCS00001/documents/doc2aaaaaaaaaaaa/refuse',
        body: { reason: 'expired', note: 'The lease ended in 2024.' },
      }),
    ]);
  });

  it('asks the client for a requirement with a note, in Hindi', async () => {
    const user = userEvent.setup();
    const api = await serveWithDocuments();
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/console/orders/ORDDOCS00001');
    const section = await screen.findByRole('region', { name: 'क्लाइंट के दस्तावेज़' });
    const form = await within(section).findByRole('form', { name: 'एक दस्तावेज़ माँगें' });
    await user.click(within(form).getByRole('button', { name: 'क्लाइंट से माँगें' }));
    expect(await within(form).findByText('माँगने के लिए एक दस्तावेज़ चुनें।')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'दस्तावेज़' }), REQUIREMENTS[1]!);
    await user.type(within(form).getByRole('textbox', { name: /क्लाइंट के लिए नोट/ }), 'बिजली का बिल चलेगा');
    await user.click(within(form).getByRole('button', { name: 'क्लाइंट से माँगें' }));
    expect(await within(section).findByText('आपने क्लाइंट से माँगा है')).toBeInTheDocument();
    expect(posts(api)).toEqual([
      expect.objectContaining({
        path: '/api/v1/console/orders/ORDDOCS00001/document-requests',
        body: { requirement: REQUIREMENTS[1], note: 'बिजली का बिल चलेगा' },
      }),
    ]);
    expect(within(section).getByRole('button', { name: 'lease.pdf अस्वीकार करें' })).toBeInTheDocument();
  });
});
