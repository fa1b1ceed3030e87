import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { experts } from '@nyaya/shared/data/experts';
import { expertFilterParams } from '@nyaya/shared/rules/experts';
import { routes } from '../routes';
import { EXPERTS_PAGE_SIZE } from './ExpertsPage';

// Pages are lazy chunks; on a busy machine the first load can take over a second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Experts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const location = () => new URL(screen.getByTestId('location').textContent!, 'https://nyaya.test');
const cityOf = (location: string) => location.split(',')[0]!.trim();

// Expectations are worked out from the data (another helper adds experts), never copied from the rule.
const legal = experts.filter((expert) => expert.category === 'legal');
const delhiProperty = legal.filter((expert) => cityOf(expert.location) === 'New Delhi' && expert.practiceAreas.includes('property'));

describe('expert list filters and sort', () => {
  it('reads the filters from the URL together with the category: title, banner, count and controls agree', async () => {
    renderRoutes(routes, '/experts?category=legal&area=property&city=New+Delhi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal Experts' })).toBeInTheDocument();
    expect(delhiProperty.length).toBeGreaterThan(0);
    expect(cardNames()).toEqual(delhiProperty.map((expert) => expert.name));
    const banner = `Showing ${delhiProperty.length} ${delhiProperty.length === 1 ? 'expert' : 'experts'} in Legal category`;
    expect(screen.getByText(banner)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${delhiProperty.length} of ${legal.length} experts match(es)? your filters$`))).toHaveAttribute('role', 'status');
    // The panel is open because the URL filters; each control is labelled and shows what is applied.
    expect(screen.getByRole('button', { name: /^Filter and sort/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Practice area' })).toHaveValue('property');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('New Delhi');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
  });

  it('writes each choice into the URL, keeps the category, and sorts by fee and experience', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/experts?category=legal');
    const toggle = await screen.findByRole('button', { name: 'Filter and sort' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Hindi');
    await waitFor(() => expect(location().searchParams.get('lang')).toBe('Hindi'));
    expect(location().searchParams.get('category')).toBe('legal');
    const hindiSpeaking = legal.filter((expert) => expert.languages.includes('Hindi'));
    expect(cardNames()).toEqual(hindiSpeaking.map((expert) => expert.name).slice(0, EXPERTS_PAGE_SIZE));
    expect(screen.getByRole('button', { name: /^Filter and sort/ })).toHaveAccessibleName('Filter and sort, 1 filter on');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Fee: high to low');
    await waitFor(() => expect(location().searchParams.get('sort')).toBe('fee-desc'));
    const fees = [...hindiSpeaking].sort((a, b) => b.fee - a.fee).map((expert) => expert.fee);
    expect(cardNames().map((name) => hindiSpeaking.find((expert) => expert.name === name)!.fee)).toEqual(fees.slice(0, EXPERTS_PAGE_SIZE));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Fee: low to high');
    await waitFor(() => expect(location().searchParams.get('sort')).toBe('fee-asc'));
    expect(cardNames().map((name) => hindiSpeaking.find((expert) => expert.name === name)!.fee)).toEqual([...fees].reverse().slice(0, EXPERTS_PAGE_SIZE));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Experience: most first');
    await waitFor(() => expect(location().searchParams.get('sort')).toBe('experience'));
    const years = cardNames().map((name) => Number.parseInt(hindiSpeaking.find((expert) => expert.name === name)!.experience, 10));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(screen.getByText(/^Sorted as you chose\./)).toBeInTheDocument();
  });

  it('offers only cities and languages the list holds', async () => {
    renderRoutes(routes, '/experts?category=legal&sort=fee-asc');
    const city = await screen.findByRole('combobox', { name: 'City' });
    const offered = within(city)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
      .filter(Boolean);
    expect(offered.sort()).toEqual([...new Set(legal.map((expert) => cityOf(expert.location)))].sort());
  });

  it('says when no one matches, and Clear filters brings everyone back but keeps the category and sort', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, `/experts?category=legal&city=${encodeURIComponent('<b>Atlantis</b>')}&sort=fee-asc`);
    expect(await screen.findByText('No experts match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Experts' })).toBeNull();
    expect(screen.getByText('Showing 0 experts in Legal category')).toBeInTheDocument();
    // The URL's value is shown as text in its own option, never as markup.
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('<b>Atlantis</b>');
    expect(document.querySelector('main b')).toBeNull();

    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears.at(-1)!);
    await waitFor(() => expect(location().searchParams.has('city')).toBe(false));
    expect(location().searchParams.get('category')).toBe('legal');
    expect(location().searchParams.get('sort')).toBe('fee-asc');
    expect(cardNames()).toHaveLength(Math.min(EXPERTS_PAGE_SIZE, legal.length));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('tells the server every filter param, so a shared filtered link is rendered filtered', () => {
    const route = routes.find((candidate) => candidate.id === 'experts')!;
    expect(route.handle?.query).toEqual(expect.arrayContaining(['category', ...Object.values(expertFilterParams)]));
  });

  it('ignores filter values it does not know', async () => {
    renderRoutes(routes, '/experts?area=__proto__&fee=1-9&sort=constructor');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Experts' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(EXPERTS_PAGE_SIZE);
    expect(screen.getByRole('button', { name: 'Filter and sort' })).toHaveAttribute('aria-expanded', 'false');
  });
});
