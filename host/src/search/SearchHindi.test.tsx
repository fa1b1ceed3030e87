import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { changeLocale, translateText } from '@nyaya/shared/i18n';
import { marketplaceTexts } from '@nyaya/shared/data/marketplace';
import { RouterProvider, useLocation } from '@nyaya/shared/router';
import { SearchPage } from '../pages/SearchPage';
import { HomeSearch } from './HomeSearch';
import { recentSearchesStore } from './recentSearches';
import { replaceSearchTexts, runSearch } from './searchRuntime';
import { prefetchSearch } from './useSearch';

// A few translations of our own, so these tests do not depend on what the data's texts.hi.json
// files hold today. "किराया अनुबंध" is not among the Hindi synonyms: only the index can find it.
const HINDI = new Map(
  Object.entries({
    'Rental Agreement': 'किराया अनुबंध',
    'Document Drafting': 'दस्तावेज़ का मसौदा',
    'Will Drafting': 'वसीयत लिखवाना',
    'Hire a Lawyer': 'वकील करें',
  }),
);

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeSearch /> },
      { path: '/search', element: <SearchPage /> },
      { path: '*', element: <Probe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const idsOf = async (query: string) => (await runSearch(query))!.flatMap((group) => group.hits.map((hit) => hit.document.id));

afterEach(() => changeLocale('en'));
beforeEach(() => recentSearchesStore.reset());

describe('search with a Hindi text map', () => {
  let restore: () => void;
  beforeAll(async () => {
    await prefetchSearch();
    restore = replaceSearchTexts(() => Promise.resolve({ translations: HINDI, complete: true }));
  }, 30_000);
  afterAll(() => restore());

  it('a Hindi query in the English interface shows the rental agreement', async () => {
    const { user } = renderAt('/');
    const box = screen.getByRole('combobox', { name: 'Search or ask anything' });
    await user.click(box);
    await user.paste('किराया अनुबंध');
    const group = await screen.findByRole('group', { name: /^Legal services \(\d+\)$/ });
    expect(within(group).getAllByRole('option', { name: /^Rental Agreement/ }).length).toBeGreaterThan(0);
  });

  it('finds with the Hindi what the English finds, in either interface language', async () => {
    for (const [hindi, english] of [
      ['किरायानामा', 'rental agreement'],
      ['वकील', 'lawyer'],
      ['शपथ पत्र', 'affidavit'],
      ['वसीयत', 'will'],
      ['कंपनी पंजीकरण', 'company incorporation'],
    ]) {
      const found = await idsOf(hindi!);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(expect.arrayContaining(await idsOf(english!)));
    }
    const inEnglish = await idsOf('दस्तावेज मसौदा'); // no nukta typed: still found
    await act(() => changeLocale('hi'));
    expect(await idsOf('दस्तावेज मसौदा')).toEqual(inEnglish);
    expect(inEnglish).toContain('category-drafting');
    expect(await idsOf('affidavit')).toContain('featured-affidavit');
  });

  it('in the Hindi interface the panel speaks Hindi and English queries still work', async () => {
    await act(() => changeLocale('hi'));
    const { user } = renderAt('/');
    const box = screen.getByRole('combobox', { name: 'कुछ भी खोजें या पूछें' });
    expect(box).toHaveAttribute('placeholder', 'कुछ भी खोजें या पूछें...');
    await user.click(box);
    await user.paste('affidavit');
    const listbox = await screen.findByRole('listbox', { name: 'खोज के सुझाव' });
    const group = within(listbox).getByRole('group', { name: /^कानूनी सेवाएँ \(\d+\)$/ });
    // Titles are shown in the interface's language (whatever Hindi the data has for them).
    expect(within(group).getAllByRole('option', { name: new RegExp(`^${translateText('Affidavit')}`) }).length).toBeGreaterThan(0);
    expect(within(group).getByRole('option', { name: /^सभी \d+ कानूनी सेवाएँ देखें$/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ नतीजे$/));

    await user.clear(box);
    await user.paste('zzzzqqq');
    expect(await screen.findByText('“zzzzqqq” के लिए कोई नतीजा नहीं मिला')).toBeInTheDocument();
    expect(screen.getByText('कोई दूसरा शब्द आज़माएँ, या इनमें से किसी से शुरू करें:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मार्केटप्लेस' })).toHaveAttribute('href', '/marketplace');
  });

  it('in the Hindi interface recent searches are in Hindi', async () => {
    recentSearchesStore.set(['वकील']);
    await act(() => changeLocale('hi'));
    const { user } = renderAt('/');
    await user.click(screen.getByRole('combobox', { name: 'कुछ भी खोजें या पूछें' }));
    expect(await screen.findByRole('group', { name: 'हाल की खोजें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'हाल की खोजें मिटाएँ' }));
    expect(recentSearchesStore.get()).toEqual([]);
  });

  it('the results page in Hindi: headings, chips, status and empty state', async () => {
    await act(() => changeLocale('hi'));
    const { user, router } = renderAt(`/search?q=${encodeURIComponent('किराया अनुबंध')}`);
    expect(screen.getByRole('heading', { level: 1, name: 'खोज' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nyaya में खोजें' })).toBeInTheDocument();
    // The status is there from the start, empty until the search has answered.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^“किराया अनुबंध” के लिए \d+ (नतीजा|नतीजे)$/));
    expect(screen.getByRole('heading', { level: 2, name: /^कानूनी सेवाएँ/ })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'नतीजों को प्रकार से छाँटें' });
    await user.click(within(chips).getByRole('button', { name: 'कानूनी सेवाएँ' }));
    expect(router.state.location.search).toContain('kind=service');

    await act(() => router.navigate('/search?q=zzzzqqq'));
    expect(await screen.findByText('“zzzzqqq” के लिए कोई नतीजा नहीं मिला')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'खोज साफ़ करें' }).length).toBeGreaterThan(0);
    const suggestions = screen.getByRole('navigation', { name: 'सुझाव' });
    expect(within(suggestions).getByRole('link', { name: 'जानकारी और समुदाय' })).toHaveAttribute('href', '/trending');
  });
});

describe('search with the data’s own Hindi', () => {
  it('finds the rental agreement by its Hindi from texts.hi.json and shows that Hindi', async () => {
    const hindi = (await marketplaceTexts.hi()).default['Rental Agreement'];
    expect(hindi).toBeTruthy();
    await prefetchSearch();
    expect(await idsOf(hindi!)).toContain('featured-rental-agreement');

    await act(() => changeLocale('hi'));
    const { user } = renderAt('/');
    await user.click(screen.getByRole('combobox', { name: 'कुछ भी खोजें या पूछें' }));
    await user.paste(hindi!);
    const group = await screen.findByRole('group', { name: /^कानूनी सेवाएँ \(\d+\)$/ });
    expect(within(group).getAllByRole('option', { name: new RegExp(`^${hindi}`) }).length).toBeGreaterThan(0);
  });
});
