import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { changeLocale } from '@nyaya/shared/i18n';
import { RouterProvider } from '@nyaya/shared/router';
import { Dialog } from './Dialog';
import { ExpertsMarketplaceTabs } from './ExpertsMarketplaceTabs';
import { FilterChips } from './FilterChips';
import { NotFound } from './NotFound';
import { PageHeader } from './PageHeader';
import { SearchInput } from './SearchInput';
import { ToastOutlet } from './ToastOutlet';
import { comingSoon, toastQueue } from './toast';

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

function Search() {
  const [value, setValue] = useState('किराया');
  return <SearchInput label="खोजें" value={value} onValueChange={setValue} />;
}

afterEach(() => changeLocale('en'));

describe('the UI kit in Hindi', () => {
  it('the page header: back button, breadcrumb and Home', async () => {
    await changeLocale('hi');
    renderAt('/', <PageHeader title="किरायानामा" crumbs={[{ label: 'मार्केटप्लेस', to: '/marketplace' }, { label: 'किरायानामा' }]} />);
    expect(await screen.findByRole('button', { name: 'पीछे जाएँ' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(breadcrumb).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
  });

  it('switches language while shown', async () => {
    renderAt('/', <PageHeader title="Rental Agreement" />);
    expect(await screen.findByRole('button', { name: 'Go back' })).toBeInTheDocument();
    await act(() => changeLocale('hi'));
    expect(screen.getByRole('button', { name: 'पीछे जाएँ' })).toBeInTheDocument();
    await act(() => changeLocale('en'));
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('the 404 page keeps the path in its own code element, where Hindi puts it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await changeLocale('hi');
    renderAt('/nowhere?x=1', <NotFound />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ओह! पेज नहीं मिला' })).toBeInTheDocument();
    const code = screen.getByText('/nowhere?x=1');
    expect(code.tagName).toBe('CODE');
    expect(code.parentElement).toHaveTextContent('/nowhere?x=1 पर कोई पेज नहीं है।');
    expect(screen.getByRole('link', { name: 'होम पर लौटें' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'वापस जाएँ' })).toBeInTheDocument();
  });

  it('the 404 page in English is as before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/nowhere', <NotFound />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/nowhere').parentElement).toHaveTextContent('Nothing lives at /nowhere.');
  });

  it('the search box’s clear button', async () => {
    await changeLocale('hi');
    render(<Search />);
    expect(screen.getByRole('button', { name: 'खोज साफ़ करें' })).toBeInTheDocument();
  });

  it('the dialog’s close button', async () => {
    await changeLocale('hi');
    render(
      <Dialog open onOpenChange={() => undefined} title="विवरण">
        <p>अंदर</p>
      </Dialog>,
    );
    expect(within(await screen.findByRole('dialog', { name: 'विवरण' })).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('the bottom tabs', async () => {
    await changeLocale('hi');
    renderAt('/experts', <ExpertsMarketplaceTabs />);
    const tabs = await screen.findByRole('navigation', { name: 'विशेषज्ञ और मार्केटप्लेस' });
    expect(within(tabs).getByRole('link', { name: 'विशेषज्ञ' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'मार्केटप्लेस' })).toHaveAttribute('href', '/marketplace');
  });

  it('toasts: “coming soon” and the dismiss button', async () => {
    await changeLocale('hi');
    renderAt('/', <ToastOutlet />);
    act(() => void comingSoon('प्राइवेट मैसेजिंग'));
    expect(toastQueue.get().map((item) => item.title)).toEqual(['प्राइवेट मैसेजिंग की सुविधा जल्द ही आएगी']);
    expect(await screen.findByRole('button', { name: 'सूचना हटाएँ' })).toBeInTheDocument();
  });

  it('filter chips say what `labelOf` gives, and keep their option as the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const words = { All: 'सभी', Joined: 'जॉइन किए' } as const;
    render(
      <FilterChips
        label="फ़िल्टर"
        options={['All', 'Joined'] as const}
        value="All"
        onChange={onChange}
        labelOf={(option) => words[option]}
        counts={{ All: 3 }}
      />,
    );
    expect(screen.getByRole('button', { name: /^सभी\s*\(3\)$/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'जॉइन किए' }));
    expect(onChange).toHaveBeenCalledWith('Joined');
  });
});
