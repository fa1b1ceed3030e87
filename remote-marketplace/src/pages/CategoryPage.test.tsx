import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

// The first lazy page load is slow on a busy machine; wait for it generously.
const loaded = { timeout: 15_000 };

beforeAll(() => {
  // jsdom lacks what Radix Select calls when it opens.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function shownProviders() {
  return within(screen.getByRole('tabpanel'))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
}

async function chooseSubcategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Subcategory' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('CategoryPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('sorts the providers by the tab chosen (§9)', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/providers/drafting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document Drafting' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
    const recommended = [
      'LegalDocs Pro',
      'QuickDraft Legal',
      'Premium Legal Associates',
      'RentEasy Advocates',
      'Sharma & Co. Legal',
      'Notice Express',
      'HR Contracts Co.',
    ];
    expect(shownProviders()).toEqual(recommended);
    await user.click(screen.getByRole('tab', { name: 'Cheapest' }));
    expect(shownProviders()).toEqual([
      'QuickDraft Legal',
      'RentEasy Advocates',
      'LegalDocs Pro',
      'Sharma & Co. Legal',
      'Premium Legal Associates',
      'Notice Express',
      'HR Contracts Co.',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Fastest' }));
    // 12 hours, then 24 hours and 1 day (equal, data order), then 2-3 days, then a week.
    expect(shownProviders()).toEqual([
      'QuickDraft Legal',
      'LegalDocs Pro',
      'RentEasy Advocates',
      'Notice Express',
      'Premium Legal Associates',
      'Sharma & Co. Legal',
      'HR Contracts Co.',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Top-rated' }));
    expect(shownProviders()).toEqual([
      'Premium Legal Associates',
      'LegalDocs Pro',
      'RentEasy Advocates',
      'HR Contracts Co.',
      'QuickDraft Legal',
      'Sharma & Co. Legal',
      'Notice Express',
    ]);
  });

  it('shows every part of a provider card and links both buttons to its service detail', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/category/property');
    const card = await screen.findByRole('article', { name: 'TitleCheck India' }, loaded);
    expect(within(card).getByText('TI')).toBeInTheDocument();
    expect(within(card).getByText('Property Verification')).toBeInTheDocument();
    expect(within(card).getByText('₹2,500')).toBeInTheDocument();
    expect(within(card).getByText('5-7 days')).toBeInTheDocument();
    expect(within(card).getByText('(410 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('Top Rated')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', '/service-details/verification-1');
    await user.click(within(card).getByRole('link', { name: /^Select Provider/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/service-details/verification-1'));
  });

  it('shows the headline stats and the help button to the experts', async () => {
    renderRoutes(routes, '/providers/consult');
    await screen.findByRole('heading', { level: 1, name: 'Hire a Lawyer' }, loaded);
    const stats = screen.getByLabelText('Highlights');
    expect(stats).toHaveTextContent('Experts500+');
    expect(stats).toHaveTextContent('Delivery24-hour');
    expect(stats).toHaveTextContent('Completion7-day');
    expect(screen.getByRole('link', { name: 'Need Help? Consult an Expert' })).toHaveAttribute('href', '/experts');
  });

  it('shows the limited offer’s struck-through original on incorporation cards, until the offer ends', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T12:00:00Z'), toFake: ['Date'] });
    const first = renderRoutes(routes, '/providers/corporate');
    const card = await screen.findByRole('article', { name: 'StartupFilings' }, loaded);
    expect(within(card).getByText('₹4,999')).toBeInTheDocument();
    expect(within(card).getByRole('deletion')).toHaveTextContent('Original price ₹6,249');
    expect(within(screen.getByRole('article', { name: 'GST Now' })).queryByRole('deletion')).not.toBeInTheDocument();
    first.unmount();
    // 1 Jan 2027 in India: just the price.
    vi.setSystemTime(new Date('2027-01-01T06:00:00Z'));
    renderRoutes(routes, '/providers/corporate');
    const after = await screen.findByRole('article', { name: 'StartupFilings' }, loaded);
    expect(within(after).getByText('₹4,999')).toBeInTheDocument();
    expect(within(after).queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('auto-assigns only within the subcategory and the budget', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/providers/corporate');
    await screen.findByRole('heading', { level: 1, name: 'Corporate & Startup' }, loaded);
    await chooseSubcategory(user, 'Company Incorporation');
    await user.click(screen.getByRole('button', { name: 'Auto Assign Company Incorporation Provider' }));
    await user.type(screen.getByLabelText(/Maximum budget/), '1500');
    await user.click(screen.getByRole('button', { name: 'Auto Assign Expert' }));
    // GST Now costs ₹999 but is not an incorporation.
    expect(screen.getByRole('alert')).toHaveTextContent('No provider offers Company Incorporation within ₹1,500. The lowest total is ₹6,029.82');
  });

  it('filters by subcategory and offers Auto Assign for it', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/providers/drafting');
    await screen.findByRole('heading', { level: 1, name: 'Document Drafting' }, loaded);
    expect(screen.queryByRole('button', { name: /^Auto Assign/ })).not.toBeInTheDocument();
    await chooseSubcategory(user, 'Legal Notice');
    expect(shownProviders()).toEqual(['Notice Express']);
    await user.click(screen.getByRole('button', { name: 'Auto Assign Legal Notice Provider' }));
    expect(screen.getByRole('dialog', { name: 'Auto Assign Legal Notice' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await chooseSubcategory(user, 'All');
    expect(shownProviders()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /^Auto Assign/ })).not.toBeInTheDocument();
  });

  it('searches by provider or service name, safely, with a way to clear', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/providers/drafting');
    const search = await screen.findByRole('searchbox', { name: /Search providers/ }, loaded);
    await user.type(search, 'quickdraft');
    expect(shownProviders()).toEqual(['QuickDraft Legal']);
    await user.clear(search);
    await user.type(search, '<script>alert(1)</script>');
    expect(screen.getByText('No providers match “<script>alert(1)</script>”')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search).toHaveValue('');
    expect(shownProviders()).toHaveLength(7);
  });

  it.each(['unknown', 'constructor', '%3Cb%3Ex%3C%2Fb%3E'])('says "Category not found" for %s, with a way back', async (id) => {
    const user = userEvent.setup();
    renderRoutes(routes, `/providers/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' }, loaded)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Marketplace' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/), loaded);
  });
});
