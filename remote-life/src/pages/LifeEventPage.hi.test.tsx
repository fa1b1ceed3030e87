import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

const LOAD = { timeout: 10_000 };

describe('life events in Hindi', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T06:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    return changeLocale('en');
  });

  it('starts a plan whose action items, links and buttons are in Hindi', async () => {
    const user = userEvent.setup({ delay: null });
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/life-event');
    await screen.findByRole('heading', { level: 1, name: 'जीवन के पड़ाव' }, LOAD);
    expect(screen.getByText(/ये उदाहरण हैं/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'जीवन के पड़ावों के उदाहरण' })).getAllByText('उदाहरण')).toHaveLength(6);

    const select = screen.getByRole('combobox', { name: 'जीवन का कोई पड़ाव शुरू करें' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['जीवन का पड़ाव चुनें', 'किराये पर घर लेना', 'घर खरीदना', 'शादी करना', 'कारोबार शुरू करना', 'बच्चे का जन्म', 'वसीयत लिखना', 'नए शहर में जाना']);
    await user.selectOptions(select, 'starting-a-business');
    await user.click(screen.getByRole('button', { name: 'योजना शुरू करें' }));
    const plan = await screen.findByRole('article', { name: 'कारोबार शुरू करना' }, LOAD);
    expect(within(plan).getByText('योजना में')).toBeInTheDocument();
    expect(plan).toHaveTextContent('4 में से 0 काम पूरे।');
    expect(within(plan).getByRole('link', { name: 'कंपनी इनकॉर्पोरेशन करने वाले' })).toHaveAttribute('href', '/service-providers/company-registration');
    expect(within(plan).getByRole('link', { name: 'GST और ट्रेडमार्क फ़ाइलिंग' })).toHaveAttribute('href', '/providers/corporate');
    await user.click(within(plan).getByRole('button', { name: 'कारोबार शुरू करना सक्रिय करें' }));
    expect(within(plan).getByText('सक्रिय')).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'कारोबार शुरू करना वापस योजना में रखें' })).toBeInTheDocument();

    // Created in Hindi, the items are the user's own words from now on.
    const items = Object.values(JSON.parse(localStorage.getItem('nyaya:v1:life:action-items') ?? '{}') as Record<string, { title: string }>);
    expect(items.map((item) => item.title)).toEqual([
      'एक पेज का बिज़नेस प्लान लिखें',
      'कारोबार का ढाँचा चुनें',
      'कंपनी का इनकॉर्पोरेशन करवाएँ',
      'ज़रूरत हो तो GST रजिस्ट्रेशन करवाएँ',
    ]);
  });
});
