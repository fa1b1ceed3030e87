import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import hindi from '../locales/hi.json';
import { fakeOrdersApi, orderViewFor } from '../testing/fakeOrdersApi';

// The first lazy page load is slow on a busy machine; wait for it generously.
const loaded = { timeout: 15_000 };

/** The marketplace's screens in Hindi: their own texts come from the Hindi catalogue. */
describe('the marketplace in Hindi', { timeout: 30_000 }, () => {
  beforeAll(
    () =>
      Promise.all([
        import('./MarketplacePage'),
        import('./ServiceProvidersPage'),
        import('./CategoryPage'),
        import('./ServiceDetailPage'),
        import('./IntakePage'),
      ]),
    30_000,
  );
  beforeEach(async () => {
    await act(() => changeLocale('hi'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await act(() => changeLocale('en'));
  });

  it('shows the marketplace home in Hindi', async () => {
    // Three days before the limited offer's last day (31 Dec 2026), so its banner shows whatever today is.
    vi.useFakeTimers({ now: new Date('2026-12-28T06:00:00Z'), toFake: ['Date'] });
    renderRoutes(routes, '/marketplace');
    expect(await screen.findByRole('heading', { level: 2, name: 'खास सेवाएँ' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'श्रेणी के अनुसार देखें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'कानूनी सेवाएँ खोजें' })).toBeInTheDocument();
    const offer = screen.getByRole('complementary', { name: 'सीमित ऑफ़र' });
    expect(offer).toHaveTextContent('20% की छूट');
    expect(offer).toHaveTextContent('2000+ कंपनियाँ रजिस्टर हुईं');
    expect(offer).toHaveTextContent('3 दिन में खत्म');
    expect(within(offer).getByRole('link', { name: /कंपनी पंजीकरण के दाम देखें/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /शुरू करें$/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'मार्केटप्लेस', current: 'page' })).toBeInTheDocument();
    expect(screen.queryByText('Featured Services')).not.toBeInTheDocument();
  });

  it('names the sorts of the providers screen in Hindi', async () => {
    renderRoutes(routes, '/service-providers/rental-agreement');
    expect(await screen.findByRole('heading', { level: 2, name: 'सबसे तेज़' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी देखें: टॉप रेटेड प्रदाता' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: hindi['providers.autoAssign.button'] }));
    const dialog = await screen.findByRole('dialog', { name: /विशेषज्ञ अपने-आप चुनें$/ });
    expect(await within(dialog).findByRole('radio', { name: 'तत्काल (24 घंटे के अंदर)' })).toBeInTheDocument();
    expect(within(dialog).getByText(/30 मिनट के अंदर/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^बजट में वह सब है जो आप चुकाते हैं: फ़ीस \+ जीएसटी।/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'विशेषज्ञ अपने-आप चुनें' })).toBeDisabled();
  });

  it('names the tabs of a category page in Hindi', async () => {
    renderRoutes(routes, '/providers/drafting');
    const tabs = await screen.findByRole('tablist', { name: 'प्रदाता क्रम से लगाएँ' }, loaded);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['सुझाए गए', 'सबसे सस्ते', 'सबसे तेज़', 'टॉप रेटेड']);
    expect(screen.getByRole('link', { name: /मदद चाहिए\? किसी विशेषज्ञ से सलाह लें/ })).toHaveAttribute('href', '/experts');
  });

  it('shows a service detail page with its Hindi headings and buttons', async () => {
    renderRoutes(routes, '/service-details/rental-agreement-1');
    for (const heading of ['यह कैसे काम करता है', 'इसमें क्या शामिल है', 'कीमत का ब्योरा', 'ज़रूरी दस्तावेज़', 'अक्सर पूछे जाने वाले सवाल']) {
      expect(await screen.findByRole('heading', { level: 2, name: heading }, loaded)).toBeInTheDocument();
    }
    const breakdown = screen.getByRole('heading', { name: 'कीमत का ब्योरा' }).closest('section')!;
    expect(within(breakdown).getByText('कुल').nextSibling).toHaveTextContent('₹942.82');
    expect(within(breakdown).getByLabelText('राज्य, जहाँ दस्तावेज़ इस्तेमाल होगा')).toBeInTheDocument();
    expect(within(breakdown).getByRole('radio', { name: 'डिजिटल कॉपी, ईमेल से (मुफ़्त)' })).toBeChecked();
    expect(within(breakdown).getByRole('radio', { name: 'कूरियर से पेपर कॉपी (+₹100)' })).not.toBeChecked();
    expect(screen.getByText('+ जीएसटी + स्टाम्प ड्यूटी')).toBeInTheDocument();
    expect(screen.getByText('सेवा देने वाले')).toBeInTheDocument();
    expect(screen.getByText('LegalDocs Pro')).toBeInTheDocument();
    expect(screen.getByText('7 दिन तक बदलाव')).toBeInTheDocument();
    expect(screen.getByText('38% बचाएँ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मदद चाहिए?' })).toHaveAttribute('href', '/experts');
    expect(screen.queryByText('How it Works')).not.toBeInTheDocument();
  });

  it('shows the intake form in Hindi, its button disabled until it is filled', async () => {
    renderRoutes(routes, '/service/rental-agreement/legaldocs-pro', { autoAssign: { budget: 1500 } });
    expect(await screen.findByRole('button', { name: 'आगे बढ़ने के लिए विवरण भरें' }, loaded)).toBeDisabled();
    expect(screen.getByText('AI ने आपके ₹1,500 के बजट के अंदर LegalDocs Pro को अपने-आप चुना।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मार्केटप्लेस' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByText('आपका विवरण')).toBeInTheDocument();
    expect(screen.queryByText('Fill details to proceed')).not.toBeInTheDocument();
  });

  it('shows the checkout in Hindi: contact, state, itemised price, refund terms and Pay', async () => {
    const purchase = {
      serviceId: 'rental-agreement',
      offerId: 'rental-agreement-1',
      intake: intakeFormFor('rental-agreement').sample,
      autoAssign: { budget: 1000 },
    };
    renderRoutes(routes, '/checkout', { purchase });
    expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' }, loaded)).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'आपका ऑर्डर' });
    expect(within(order).getByText('प्रदाता').nextSibling).toHaveTextContent('LegalDocs Pro');
    expect(screen.getByRole('group', { name: 'संपर्क विवरण' })).toBeInTheDocument();
    expect(screen.getByLabelText('नाम')).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription(/10 अंक/);
    expect(screen.getByRole('combobox', { name: 'राज्य, जहाँ दस्तावेज़ इस्तेमाल होगा' })).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'कीमत' });
    expect(within(price).getByText('कुल')).toBeInTheDocument();
    expect(screen.getByText('राज्य चुनने पर स्टाम्प ड्यूटी जुड़ जाएगी।')).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'रिफ़ंड और रद्द करना' });
    expect(within(terms).getByText('विशेषज्ञ के काम शुरू करने से पहले रद्द करें: पूरा रिफ़ंड।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /चुकाएँ$/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^चेकआउट: .+ \| Nyaya$/));
    // Delhi's stamp duty takes the total over the Auto Assign budget: said in Hindi, Pay held.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'राज्य, जहाँ दस्तावेज़ इस्तेमाल होगा' }), 'Delhi');
    expect(screen.getByRole('alert')).toHaveTextContent(/^कुल ₹1,042\.82 आपके अधिकतम बजट ₹1,000 से ज़्यादा है, इसलिए इसका भुगतान नहीं हो सकता।/);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'कोई और प्रदाता चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /चुकाएँ$/ })).toBeDisabled();
  });

  it('confirms and tracks an order in Hindi', async () => {
    const order = orderViewFor(
      {
        serviceId: 'rental-agreement',
        offerId: 'rental-agreement-1',
        contact: { name: 'Asha', mobile: '9876543210' },
        state: 'Delhi',
        payment: { provider: 'test', amountPaise: 114_282 },
      },
      'ORDHINDI1234',
    );
    fakeOrdersApi({ orders: [order] });
    const confirmation = renderRoutes(routes, '/order-confirmation?order=ORDHINDI1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर पक्का हुआ' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आगे क्या होगा' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'कीमत' })).getByText('कुल भुगतान')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रगति देखें' })).toHaveAttribute('href', '/order-tracking?order=ORDHINDI1234');
    confirmation.unmount();

    renderRoutes(routes, '/order-tracking?order=ORDHINDI1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर ट्रैकिंग' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'ऑर्डर की प्रगति' })).toBeInTheDocument();
    expect(screen.getByText('मौजूदा चरण')).toBeInTheDocument();
    // Times read as the booking screens read them: the part of the day, then the clock ("सुबह 8:44"), never "am"/"pm".
    const times = screen.getAllByText(/\(भारतीय समय\)$/);
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time.textContent).toMatch(/^\d{1,2} \S+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} \(भारतीय समय\)$/);
  });
});
