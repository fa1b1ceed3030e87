import { act, screen } from '@testing-library/react';
import { changeLocale } from '@nyaya/shared/i18n';
import { areaTaglines, HOME_GREETING } from '@nyaya/shared/data/areas';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import english from '../locales/en.json';
import hindi from '../locales/hi.json';
import { HomePage } from './HomePage';

afterEach(async () => {
  await act(() => changeLocale('en'));
  document.cookie = 'nyaya-lang=; Max-Age=0; Path=/';
});

/** The host's English messages that read differently in Hindi (placeholders aside). */
const englishOnly = (Object.keys(english) as (keyof typeof english)[])
  .filter((id) => english[id] !== hindi[id] && !english[id].includes('{'))
  .map((id) => english[id]);

describe('HomePage in Hindi', () => {
  it('greets, labels and describes in Hindi', async () => {
    await act(() => changeLocale('hi'));
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'आज आपके लिए ज़रूरी बातें।' })).toBeInTheDocument();
    for (const tagline of ['जानकारी को अपना बनाएं।', 'अपनी संपत्ति और जोखिम संभालें।', 'सही लोगों के साथ, अभी हल करें।']) {
      expect(screen.getByRole('heading', { level: 2, name: tagline })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /अतिथि\s*जारी रखने के लिए साइन इन करें/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'वॉलेट' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('link', { name: /विशेषज्ञ\s*वकील, सलाहकार और अनुभवी लोग/ })).toHaveAttribute('href', '/expert-categories');
    expect(screen.getByText('Nyaya आपको स्वतंत्र विशेषज्ञों से जोड़ता है; यह खुद कानूनी सलाह नहीं देता।')).toBeInTheDocument();
  });

  it('leaves no English text of the host catalogue or of the home data on screen', async () => {
    await act(() => changeLocale('hi'));
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    await screen.findByRole('heading', { level: 1, name: 'आज आपके लिए ज़रूरी बातें।' });
    expect(englishOnly.length).toBeGreaterThan(25); // the error screens' messages are a catalogue of their own (errors/)
    const labels = [...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
    for (const text of [...englishOnly, HOME_GREETING, ...Object.values(areaTaglines)]) {
      expect(screen.queryAllByText(text), text).toHaveLength(0);
      expect(labels, text).not.toContain(text);
    }
  });
});
