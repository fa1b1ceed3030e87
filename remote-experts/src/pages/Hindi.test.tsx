import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, translateText } from '@nyaya/shared/i18n';
import type { BookingView, Slot } from '@nyaya/shared/api';
import { experts } from '@nyaya/shared/data/experts';
import { getExpertProfile } from '@nyaya/shared/data/experts/profiles';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { bookingDraftStore, savedExpertsStore } from '@nyaya/shared/stores';
import { dismissToast, toastQueue } from '@nyaya/shared/ui/toast';
import { addDays, bookingDays, indiaDate, longDay, slotTime } from '../booking/indiaTime';
import { routes } from '../routes';
import { EXPERTS_PAGE_SIZE } from './ExpertsPage';

// Pages and the toaster are lazy chunks; on a busy machine the first load can take over a second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => toastQueue.get().forEach((message) => dismissToast(message.id)));
afterEach(async () => {
  await act(() => changeLocale('en'));
  vi.unstubAllGlobals();
  sessionStorage.clear();
  bookingDraftStore.reset();
  savedExpertsStore.reset();
});

const hindi = () => act(() => changeLocale('hi'));
/** Fakes only Date, at a wall-clock time in India (undone after each test). */
const clockAt = (wallClock: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${wallClock}+05:30`));
};
afterEach(() => vi.useRealTimers());

const today = indiaDate(new Date());
const tomorrow = addDays(today, 1);
const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00+05:30`;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The slots and bookings API, as BookingPage.test.tsx fakes it, in short: 10:00 to 16:00 in India. */
function fakeApi() {
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const slots = /^\/api\/v1\/experts\/([^/]+)\/slots$/.exec(url.pathname);
    if (slots) {
      const date = url.searchParams.get('date')!;
      const list: Slot[] = [10, 11, 12, 16].map((hour) => ({ start: at(date, hour), available: new Date(at(date, hour)).getTime() > Date.now() }));
      return json(200, { expertSlug: decodeURIComponent(slots[1]!), date, slots: list });
    }
    if (url.pathname === '/api/v1/bookings' && init.method === 'POST') {
      const body = JSON.parse(init.body as string) as { expertSlug: string; mode: BookingView['mode']; slotStart: string };
      const view: BookingView = {
        id: 'booking-1',
        expertSlug: body.expertSlug,
        expertName: 'Adv. Priya Sharma',
        mode: body.mode,
        slotStart: body.slotStart,
        fee: 500,
        gst: 90,
        total: 590,
        refunded: null,
        reference: 'BKGAB12CD34E',
        cancelledAt: null,
        meetingUrl: body.mode === 'chat' ? null : 'https://meet.jit.si/Nyaya-abcdefghijklmnopqrstuv',
        status: 'booked',
        createdAt: new Date().toISOString(),
      };
      return json(201, view);
    }
    return json(404, { type: 'about:blank', title: 'Not found', status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

describe('the experts area in Hindi', () => {
  it('lists the experts with Hindi titles, chips, banner, statuses and buttons', async () => {
    clockAt('2026-11-25T09:30:00');
    await hindi();
    renderRoutes(routes, '/experts');
    expect(await screen.findByRole('heading', { level: 1, name: 'सभी विशेषज्ञ' })).toBeInTheDocument();
    expect(screen.getByText(`सभी श्रेणियों में ${experts.length} विशेषज्ञ दिखाए जा रहे हैं`)).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'विशेषज्ञों की श्रेणियाँ' });
    expect(within(chips).getByRole('link', { name: 'सभी' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'कानूनी' })).toHaveAttribute('href', '/experts?category=legal');
    const list = screen.getByRole('list', { name: 'विशेषज्ञ' });
    expect(within(list).getAllByRole('article')).toHaveLength(EXPERTS_PAGE_SIZE);
    expect(screen.getByRole('button', { name: '10 और विशेषज्ञ देखें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adv. Priya Sharma को कॉल करें' })).toHaveTextContent('कॉल करें');
    expect(screen.getAllByText('अभी उपलब्ध').length).toBeGreaterThan(0);
    expect(screen.getAllByText('सिर्फ़ ऑन-डिमांड').length).toBeGreaterThan(0);
    expect(screen.getAllByText('अगला स्लॉट: आज दोपहर 2:00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('प्रति परामर्श').length).toBe(EXPERTS_PAGE_SIZE);
    expect(screen.getByText('(312 समीक्षाएँ)')).toBeInTheDocument();
    expect(screen.getByText(/सूची का क्रम किसी विशेषज्ञ की सिफ़ारिश या समर्थन नहीं है/)).toBeInTheDocument();
    expect(screen.queryByText('Available Now')).toBeNull();
    expect(screen.queryByText('per consultation')).toBeNull();
  });

  it('titles a category and counts it in Hindi', async () => {
    await hindi();
    renderRoutes(routes, '/experts?category=legal');
    const legal = experts.filter((expert) => expert.category === 'legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'कानूनी विशेषज्ञ' })).toBeInTheDocument();
    expect(screen.getByText(`कानूनी श्रेणी में ${legal.length} विशेषज्ञ दिखाए जा रहे हैं`)).toBeInTheDocument();
  });

  it('filters and sorts in Hindi: labels, choices in Hindi, the count and the empty state', async () => {
    await hindi();
    renderRoutes(routes, '/experts?category=legal&city=New+Delhi&sort=fee-asc');
    expect(await screen.findByRole('button', { name: /^फ़िल्टर और क्रम/ })).toHaveAttribute('aria-expanded', 'true');
    const city = screen.getByRole('combobox', { name: 'शहर' });
    expect(city).toHaveValue('New Delhi');
    expect(within(city).getByRole('option', { name: 'नई दिल्ली' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'भाषा' })).getByRole('option', { name: translateText('Hindi') })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'प्रैक्टिस का क्षेत्र' })).getByRole('option', { name: 'संपत्ति' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'प्रति परामर्श फ़ीस' })).getByRole('option', { name: '₹500 तक' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveValue('fee-asc');
    expect(screen.getByText(/^\d+ में से \d+ विशेषज्ञ आपके फ़िल्टर से मेल (खाता है|खाते हैं)$/)).toBeInTheDocument();
    expect(screen.queryByText('Clear filters')).toBeNull();

    renderRoutes(routes, '/experts?city=Atlantis');
    expect(await screen.findByText('इन फ़िल्टर से कोई विशेषज्ञ मेल नहीं खाता।')).toBeInTheDocument();
  });

  it('switches a page already on screen to Hindi and back', async () => {
    renderRoutes(routes, '/experts?category=finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance Experts' })).toBeInTheDocument();
    await hindi();
    expect(screen.getByRole('heading', { level: 1, name: 'वित्त विशेषज्ञ' })).toBeInTheDocument();
    await act(() => changeLocale('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Finance Experts' })).toBeInTheDocument();
  });

  it('opens the detail dialog and saves the expert in Hindi', async () => {
    const user = userEvent.setup();
    await hindi();
    renderRoutes(routes, '/experts?category=legal');
    await user.click(await screen.findByRole('button', { name: 'Adv. Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adv. Priya Sharma' });
    expect(within(dialog).getByText('प्रति परामर्श फ़ीस')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'भाषाएँ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'पूरी प्रोफ़ाइल देखें' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'विशेषज्ञ सेव करें' }));
    expect(await screen.findByText('Adv. Priya Sharma आपके सेव किए गए विशेषज्ञों में हैं।')).toBeInTheDocument();
  });

  it('shows the lawyer profile with Hindi tabs, sections and contact links', async () => {
    const user = userEvent.setup();
    await hindi();
    renderRoutes(routes, '/lawyer-profile/adv.-priya-sharma');
    expect(await screen.findByRole('heading', { level: 1, name: 'विशेषज्ञ प्रोफ़ाइल' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'विशेषज्ञ प्रोफ़ाइल' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['परिचय', 'समीक्षाएँ', 'बुकिंग', 'संसाधन']);
    const about = await screen.findByRole('tabpanel', { name: 'परिचय' });
    for (const section of ['अनुभव', 'शिक्षा', 'प्रमाणपत्र', 'बार काउंसिल में नामांकन', 'प्रैक्टिस के क्षेत्र', 'विशेषज्ञता', 'भाषाएँ'])
      expect(within(about).getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(within(about).getByText('संपत्ति')).toBeInTheDocument();
    // Sample data goes through translateText (its Hindi is the data's own, in shared/src/data/experts).
    const priya = (await getExpertProfile('adv.-priya-sharma'))!;
    expect(within(about).getByText(translateText(priya.bio))).toBeInTheDocument();
    expect(screen.getByText(translateText(priya.location))).toBeInTheDocument();
    for (const link of ['चैट शुरू करें', /^अभी कॉल करें अगली कॉल: /, 'स्लॉट बुक करें']) expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल बंद करें' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Adv. Priya Sharma | Nyaya'));

    await user.click(screen.getByRole('tab', { name: 'समीक्षाएँ' }));
    const reviews = await screen.findByRole('tabpanel', { name: 'समीक्षाएँ' });
    expect(within(reviews).getAllByRole('img', { name: /^5 में से \d स्टार$/ }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'बुकिंग' }));
    const booking = await screen.findByRole('tabpanel', { name: 'बुकिंग' });
    expect(within(booking).getByRole('heading', { name: 'परामर्श के तरीके' })).toBeInTheDocument();
    expect(within(booking).getByText('वीडियो कॉल')).toBeInTheDocument();
    expect(within(booking).getByRole('link', { name: 'परामर्श बुक करें' })).toBeInTheDocument();
  });

  it('says in Hindi when the next slot and call are, and that the expert is saved', async () => {
    const user = userEvent.setup();
    // In the evening no slot is within the hour: not "अभी उपलब्ध", but when the next slot is.
    clockAt('2026-11-25T19:00:00');
    await hindi();
    renderRoutes(routes, '/lawyer-profile/adv.-priya-sharma');
    expect(await screen.findByRole('link', { name: 'अभी कॉल करें अगली कॉल: कल सुबह 10:00' })).toBeInTheDocument();
    expect(screen.queryByText('अभी उपलब्ध')).toBeNull();
    expect(screen.getByText('अगला स्लॉट: कल सुबह 10:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'विशेषज्ञ सेव करें' }));
    expect(screen.getByRole('button', { name: 'सेव किया गया' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says in Hindi that there is no expert at an unknown address', async () => {
    await hindi();
    renderRoutes(routes, '/lawyer-profile/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'विशेषज्ञ नहीं मिले' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी विशेषज्ञ देखें' })).toHaveAttribute('href', '/experts');
    await waitFor(() => expect(document.title).toBe('विशेषज्ञ नहीं मिले | Nyaya'));
  });

  it('books in Hindi: modes, days, times, details, validation and the confirmation', async () => {
    const user = userEvent.setup();
    fakeApi();
    await hindi();
    renderRoutes(routes, '/lawyer-profile/adv.-priya-sharma/book');
    expect(await screen.findByRole('heading', { level: 1, name: 'परामर्श बुक करें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'आप किस तरह परामर्श लेना चाहते हैं?' })).toBeInTheDocument();
    const days = screen.getByRole('group', { name: 'दिन' });
    expect(within(days).getByRole('radio', { name: `आज, ${longDay(today)}` })).toBeChecked();
    expect(longDay(today)).toMatch(/^[\u0900-\u097F]+वार, \d{1,2} [\u0900-\u097F]+ \d{4}$/);
    expect(screen.getByText('भारतीय समय (IST)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '₹590 चुकाएँ और बुक करें' }));
    expect(await screen.findByText('चुनें कि आप किस तरह परामर्श लेना चाहते हैं।')).toBeInTheDocument();
    expect(screen.getByText('अपना नाम डालें।')).toBeInTheDocument();
    expect(screen.getByText('6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें।')).toBeInTheDocument();

    await user.click(within(days).getByRole('radio', { name: /^कल, / }));
    const time = screen.getByRole('group', { name: 'समय' });
    await user.click(await within(time).findByRole('radio', { name: /^सुबह 11:00/ }));
    expect(within(time).getByRole('radio', { name: /^शाम 4:00/ })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /^वॉइस कॉल/ }));
    await user.click(screen.getByLabelText('नाम'));
    await user.paste('Asha Rao');
    await user.click(screen.getByLabelText('मोबाइल नंबर'));
    await user.paste('98765 43210');
    expect(screen.getByLabelText('ईमेल (वैकल्पिक)')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'भुगतान' });
    expect(within(payment).getByText('फ़ीस पर जीएसटी (18%)')).toBeInTheDocument();
    expect(within(payment).getByText('स्लॉट से 24 घंटे या उससे पहले: पूरा रिफ़ंड।')).toBeInTheDocument();
    expect(within(payment).getByText('टेस्ट मोड: कोई पैसा नहीं कटेगा')).toBeInTheDocument();
    expect(screen.getByText(`वॉइस कॉल · ${longDay(tomorrow)}, सुबह 11:00 · ₹590`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '₹590 चुकाएँ और बुक करें' }));
    const outcome = await screen.findByRole('region', { name: 'बुकिंग पक्की हो गई' });
    expect(
      within(outcome).getByText('बुक किए गए समय पर नीचे दिए लिंक से Adv. Priya Sharma के साथ वॉइस कॉल में जुड़ें: यह ब्राउज़र में खुलता है, कोई ऐप नहीं चाहिए।'),
    ).toBeInTheDocument();
    expect(within(outcome).getByRole('link', { name: 'वॉइस कॉल में जुड़ें' })).toHaveAccessibleDescription('Jitsi Meet नए टैब में खुलेगा। यह लिंक किसी और को न दें।');
    expect(within(outcome).getByRole('link', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
    expect(within(outcome).getByText('सुबह 11:00 (भारतीय समय)')).toBeInTheDocument();
    expect(within(outcome).getByText('बुकिंग नंबर')).toBeInTheDocument();
    expect(within(outcome).getByRole('button', { name: 'बुकिंग रद्द करें' })).toBeInTheDocument();
  });

  it('tells a Hindi chat booking that the expert will message, not call', async () => {
    const user = userEvent.setup();
    fakeApi();
    await hindi();
    renderRoutes(routes, '/lawyer-profile/adv.-priya-sharma/book?mode=chat');
    const time = await screen.findByRole('group', { name: 'समय' });
    await user.click(within(screen.getByRole('group', { name: 'दिन' })).getByRole('radio', { name: /^कल, / }));
    await user.click(await within(time).findByRole('radio', { name: /^सुबह 11:00/ }));
    await user.click(screen.getByLabelText('नाम'));
    await user.paste('Asha Rao');
    await user.click(screen.getByLabelText('मोबाइल नंबर'));
    await user.paste('98765 43210');
    await user.click(screen.getByRole('button', { name: '₹590 चुकाएँ और बुक करें' }));
    const outcome = await screen.findByRole('region', { name: 'बुकिंग पक्की हो गई' });
    const next = within(outcome).getByText(/^Adv\. Priya Sharma बुक किए गए समय पर/);
    expect(next).toHaveTextContent('Adv. Priya Sharma बुक किए गए समय पर चैट शुरू करने के लिए आपको +91 98765 43210 पर मैसेज करेंगे।');
    expect(next.textContent).not.toMatch(/कॉल/);
  });
});

describe('booking days and times in Hindi', () => {
  it('names days, months and the part of the day', async () => {
    await changeLocale('hi');
    expect(longDay('2026-11-25')).toBe('बुधवार, 25 नवंबर 2026');
    expect(slotTime('2026-11-25T10:00:00+05:30')).toBe('सुबह 10:00');
    expect(slotTime('2026-11-25T12:00:00+05:30')).toBe('दोपहर 12:00');
    expect(slotTime('2026-11-25T16:30:00+05:30')).toBe('शाम 4:30');
    expect(slotTime('2026-11-25T21:00:00+05:30')).toBe('रात 9:00');
    expect(slotTime('2026-11-25T00:30:00+05:30')).toBe('रात 12:30');
    const [first, second, third] = bookingDays(new Date('2026-11-24T05:00:00Z'), 3);
    expect(first).toEqual({ date: '2026-11-24', weekday: 'मंगल', day: '24', month: 'नव॰', relative: 'आज', full: 'मंगलवार, 24 नवंबर 2026' });
    expect(second!.relative).toBe('कल');
    expect(third!.relative).toBe('गुरु');
    await changeLocale('en');
    expect(slotTime('2026-11-25T10:00:00+05:30')).toBe('10:00 AM');
    expect(bookingDays(new Date('2026-11-24T05:00:00Z'), 1)[0]!.relative).toBe('Today');
  });
});
