import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { distanceLabel } from '@nyaya/shared/rules/info';
import { forgetAccount, guestForTest, json } from '../testing/account';
import { listAnswer, trendingAnswer } from '../testing/discussions';
import { findToast, renderScreen } from '../testing/renderScreen';
import { spaceViews } from '../testing/spaces';

/** Renders a screen in English, switches the page to Hindi and waits for the Hindi h1. */
async function renderInHindi(path: string, english: string, hindi: string) {
  const view = await renderScreen(path, english);
  await act(() => changeLocale('hi'));
  expect(await screen.findByRole('heading', { level: 1, name: hindi })).toBeInTheDocument();
  return view;
}

afterEach(() => {
  forgetAccount();
  return changeLocale('en');
});

describe('the information area in Hindi', () => {
  it('shows Trending with Hindi labels, tabs, titles and categories', async () => {
    await guestForTest(trendingAnswer());
    await renderInHindi('/trending', 'Trending', 'ट्रेंडिंग');
    const items = within(await screen.findByRole('list', { name: 'ट्रेंडिंग विषय' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('क्या AI से तैयार किए गए अनुबंध कानूनी रूप से मान्य होने चाहिए?');
    expect(items[1]).toHaveTextContent('टेक्नोलॉजी');
    expect(items[1]).toHaveTextContent('+300% की बढ़त');
    const tabs = screen.getByRole('navigation', { name: 'जानकारी सेक्शन' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ट्रेंडिंग', 'सार्वजनिक', 'निजी', 'आसपास']);
    // The breadcrumb's middle step names the area.
    expect(screen.getByText('जानकारी')).toBeInTheDocument();
  });

  it('filters public discussions with Hindi chips and says so in Hindi', async () => {
    const user = userEvent.setup();
    await guestForTest(listAnswer());
    await renderInHindi('/public', 'Public Discussions', 'सार्वजनिक चर्चाएँ');
    const card = (await screen.findByRole('heading', { name: 'नई टैक्स व्यवस्था या पुरानी: आपने कौन-सी चुनी?' })).closest('li')!;
    expect(card).toHaveTextContent('890 प्रतिभागी');
    expect(card).toHaveTextContent('3,410 मैसेज');
    expect(card).toHaveTextContent('12 मिनट पहले सक्रिय');
    expect(within(card).getByText('वित्त')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'राजनीति' }));
    expect(screen.getByRole('button', { name: 'राजनीति' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'चर्चाएँ खोजें' }), 'upi');
    expect(screen.getByText('राजनीति में “upi” से मेल खाती कोई चर्चा नहीं मिली')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'खोज और फ़िल्टर हटाएँ' }));
    expect(screen.getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows spaces and their activity in Hindi', async () => {
    const user = userEvent.setup();
    const counted = spaceViews().map((space) => ({ ...space, members: space.id === 'sp-family' ? 860 : 1 }));
    await guestForTest({ 'GET /api/v1/spaces': json({ spaces: counted }) });
    await renderInHindi('/spaces', 'Spaces', 'स्पेस');
    const card = screen.getByRole('heading', { name: 'पारिवारिक कानून सहायता' }).closest('li')!;
    expect(await within(card).findByText('860 सदस्य')).toBeInTheDocument();
    expect(card).toHaveTextContent('निजी');
    expect(card).toHaveTextContent('15 मिनट पहले सक्रिय');
    expect(card).toHaveTextContent('तलाक, बच्चों की कस्टडी');
    await user.click(screen.getByRole('button', { name: 'लोकप्रिय' }));
    expect(screen.getByRole('button', { name: 'लोकप्रिय' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a member’s space in its author’s words, even a name we translate elsewhere', async () => {
    const own = { ...spaceViews()[0]!, id: 'sp-k2m9q4x7w1z3', name: 'Finance', description: 'Private', activity: new Date().toISOString() };
    await guestForTest({ 'GET /api/v1/spaces': json({ spaces: [...spaceViews(), own] }) });
    await renderInHindi('/spaces', 'Spaces', 'स्पेस');
    const card = (await screen.findByRole('heading', { name: 'Finance' })).closest('li')!;
    expect(within(card).getByText('Private')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पारिवारिक कानून सहायता' })).toBeInTheDocument();
  });

  it('says in Hindi that the member counts could not be loaded', async () => {
    await guestForTest();
    await renderInHindi('/spaces', 'Spaces', 'स्पेस');
    expect(await screen.findByRole('alert')).toHaveTextContent('सदस्य संख्या लोड नहीं हो सकी: Nyaya तक नहीं पहुँच सके।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('shows local events with Hindi venues, km distances and the area', async () => {
    await renderInHindi('/local', 'Local Events', 'आसपास के इवेंट');
    // Distances stay in kilometres, written as the shared rule writes them in Hindi (the queries
    // see the no-break space as a plain one).
    const km = (distance: number) => distanceLabel(distance).replace('\u00a0', ' ');
    expect(screen.getByText(`अंधेरी वेस्ट, मुंबई · ${km(8)} के दायरे में`)).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'समुद्र तट सफ़ाई अभियान' }).closest('li')!;
    expect(card).toHaveTextContent(`वर्सोवा बीच · ${km(2)}`);
    expect(card).toHaveTextContent('रवि, 7:00 AM');
    expect(card).toHaveTextContent('140 शामिल');
    expect(card).toHaveTextContent('5 में से 4.9');
  });

  it('shows the wallet in Hindi with rupees in Indian grouping', async () => {
    const user = userEvent.setup();
    await renderInHindi('/wallet', 'Wallet', 'वॉलेट');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent(/^₹1,33,456\.20$/);
    const section = screen.getByRole('heading', { name: 'हाल के लेन-देन' }).closest('section')!;
    expect(within(section).getByText('फ़्रीलांस कंसल्टिंग का भुगतान').closest('li')).toHaveTextContent('आमदनी +₹18,500');
    await user.click(screen.getByRole('button', { name: 'बिल भरें' }));
    expect(await findToast('बिल भरने की सुविधा जल्द आ रही है')).toBeInTheDocument();
  });

  it('shows the schedule and notifications in Hindi', async () => {
    const first = await renderInHindi('/schedule', 'Schedule', 'शेड्यूल');
    expect(screen.getByText('आज 2 इवेंट · 5 स्लॉट खाली')).toBeInTheDocument();
    const call = screen.getByRole('heading', { name: 'Adv. Priya Sharma के साथ परामर्श' }).closest('li')!;
    expect(call).toHaveTextContent('वीडियो कॉल');
    expect(call).toHaveTextContent('आज, 11:30 AM');
    first.unmount();

    await renderScreen('/notifications', 'सूचनाएँ');
    expect(screen.getByText('3 अपठित')).toBeInTheDocument();
    expect(screen.getByText('भुगतान मिला').closest('button')).toHaveTextContent('अपठित: भुगतान मिला');
    expect(screen.getByRole('switch', { name: 'मार्केटिंग अपडेट' })).not.toBeChecked();
  });
});
