import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from './routes';

const LOAD = { timeout: 10_000 };

describe('life planning in Hindi', { timeout: 30_000 }, () => {
  afterEach(() => changeLocale('en'));

  it('shows the life events, their statuses, tabs and breadcrumb in Hindi', async () => {
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/life-event');
    expect(await screen.findByRole('heading', { level: 1, name: 'जीवन के पड़ाव' }, LOAD)).toBeInTheDocument();
    const home = screen.getByText('पुणे में हमारा पहला घर खरीदना').closest('li')!;
    expect(within(home).getByText('सक्रिय')).toBeInTheDocument();
    expect(screen.getByText('शादी की तैयारी').closest('li')).toHaveTextContent('योजना में');
    expect(screen.getByRole('navigation', { name: 'जीवन योजना सेक्शन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पड़ाव' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'संसाधन' })).toBeInTheDocument();
    expect(screen.queryByText('Buying our first home in Pune')).toBeNull();
  });

  it('switches a page already on screen', async () => {
    renderRoutes(routes, '/life-event');
    await screen.findByRole('heading', { level: 1, name: 'Life Events' }, LOAD);
    await act(() => changeLocale('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'जीवन के पड़ाव' })).toBeInTheDocument();
    expect(screen.getByText('बच्चे का स्कूल में दाखिला')).toBeInTheDocument();
  });

  it('shows action items, chips, priorities and due days in Hindi, and announces a tick', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 31, 10, 0));
    try {
      const user = userEvent.setup({ delay: null });
      await act(() => changeLocale('hi'));
      renderRoutes(routes, '/act');
      await screen.findByRole('heading', { level: 1, name: 'करने के काम' }, LOAD);
      expect(screen.getByText('9 में से 2 पूरे')).toBeInTheDocument();
      const chips = within(screen.getByRole('group', { name: 'कौन-से काम दिखाएँ' }));
      expect(chips.getAllByRole('button').map((button) => button.textContent)).toEqual(['सभी(9)', 'बाकी(7)', 'पूरे हुए(2)', 'समय से पीछे(2)']);

      const emi = screen.getByRole('checkbox', { name: 'होम लोन की EMI भरें' }).closest('li')!;
      expect(within(emi).getByText('उच्च प्राथमिकता')).toHaveClass('bg-red-100');
      expect(within(emi).getByText('आज').closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
      expect(within(emi).getByText('वित्त')).toBeInTheDocument();
      expect(emi).toHaveTextContent('ऑटो-डेबिट से पहले सैलरी खाते में ₹25,000 रखें।');

      await user.click(chips.getByRole('button', { name: /^समय से पीछे/ }));
      expect(chips.getByRole('button', { name: /^समय से पीछे/ })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('list', { name: 'समय से पीछे के काम' })).toBeInTheDocument();
      expect(screen.getAllByText('समय निकल गया')).toHaveLength(2);

      await user.click(screen.getByRole('checkbox', { name: 'ITR फ़ाइल करने के लिए फ़ॉर्म 16 अपलोड करें' }));
      expect(screen.getByText('ITR फ़ाइल करने के लिए फ़ॉर्म 16 अपलोड करें पूरा हुआ')).toHaveAttribute('role', 'status');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows resources, their types and categories in Hindi, with a Hindi empty state', async () => {
    const user = userEvent.setup({ delay: null });
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/resource');
    await screen.findByRole('heading', { level: 1, name: 'संसाधन लाइब्रेरी' }, LOAD);
    expect(screen.getByText('10 संसाधन')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'होम लोन और RERA चेकलिस्ट' }).closest('li')!;
    expect(within(card).getByText('PDF गाइड')).toBeInTheDocument();
    expect(within(card).getByText('प्रॉपर्टी')).toBeInTheDocument();
    expect(card).toHaveTextContent('5 में से 4.8');
    expect(within(card).getByRole('button', { name: 'होम लोन और RERA चेकलिस्ट डाउनलोड करें' })).toBeInTheDocument();

    const chips = within(screen.getByRole('group', { name: 'संसाधन की कैटेगरी' }));
    await user.click(chips.getByRole('button', { name: 'प्रॉपर्टी' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['होम लोन और RERA चेकलिस्ट', 'किरायानामा: ज़रूरी बातें']);
    await user.type(screen.getByRole('searchbox', { name: 'संसाधन खोजें' }), 'zzz');
    expect(screen.getByText('“zzz” से मिलता कोई संसाधन नहीं')).toBeInTheDocument();
    expect(screen.getByText('सिर्फ़ प्रॉपर्टी में खोजा जा रहा है।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' }));
    expect(chips.getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the tracker’s week and goals in Hindi', async () => {
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/track');
    await screen.findByRole('heading', { level: 1, name: 'प्रगति ट्रैकर' }, LOAD);
    const table = screen.getByRole('table', { name: 'पिछले 7 दिनों में दर्ज प्रगति, हर दिन लक्ष्यों का प्रतिशत' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByText('ये उदाहरण हैं, यह दिखाने के लिए कि लक्ष्य कैसे चलते हैं। अपना कोई लक्ष्य जोड़ें, तो उनकी जगह आपकी सूची दिखेगी।')).toBeInTheDocument();
    const fund = screen.getByRole('heading', { name: 'इमरजेंसी फ़ंड' }).closest('li')!;
    expect(within(fund).getByRole('progressbar', { name: 'इमरजेंसी फ़ंड की प्रगति' })).toBeInTheDocument();
    expect(fund).toHaveTextContent('₹5,00,000 में से ₹3,20,000');
    expect(fund).toHaveTextContent('इस महीने +8%');
    expect(screen.getByRole('heading', { name: 'इस साल 500 किमी दौड़ना' }).closest('li')).toHaveTextContent('500 में से 210 किमी');
  });
});
