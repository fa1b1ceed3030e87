import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { dismissToast, toastQueue } from '@nyaya/shared/ui/toast';
import { experts } from '@nyaya/shared/data/experts';
import { savedExpertsStore } from '@nyaya/shared/stores';
import { routes } from '../routes';
import { EXPERTS_PAGE_SIZE } from './ExpertsPage';

// Pages and the toaster are lazy chunks; on a busy machine the first load can take over a second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });
// The toast queue outlives a test; a toast left over would sit above the next test's dialog.
afterEach(() => toastQueue.get().forEach((message) => dismissToast(message.id)));
afterEach(() => vi.unstubAllGlobals());
afterEach(() => savedExpertsStore.reset());
// A fixed clock, 9:30 in the morning in India: available experts' 10:00 slot is within the hour
// (Available Now); on-demand experts' next slot is 2:00 PM. Only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T09:30:00+05:30'));
});
afterEach(() => vi.useRealTimers());
const slotQuery = (wallClock: string) => `slot=${encodeURIComponent(`2026-11-25T${wallClock}:00+05:30`)}`;

const expertList = () => screen.getByRole('list', { name: 'Experts' });

describe('ExpertsPage', () => {
  it('lists every expert under a plain title when no category is given', async () => {
    renderRoutes(routes, '/experts');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Experts' })).toBeInTheDocument();
    expect(screen.getByText(`Showing ${experts.length} experts across all categories`)).toBeInTheDocument();
    expect(within(expertList()).getAllByRole('article')).toHaveLength(Math.min(EXPERTS_PAGE_SIZE, experts.length));
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Experts' })).toHaveAttribute('href', '/expert-categories');
    expect(screen.getByRole('navigation', { name: 'Experts and marketplace' })).toBeInTheDocument();
    expect(screen.getByText(/not a recommendation or endorsement/)).toBeInTheDocument();
  });

  it.each([
    ['legal', 'Legal'],
    ['peer', 'Peer'],
    ['finance', 'Finance'],
    ['administration', 'Administration'],
    ['other', 'Other'],
  ])('?category=%s shows only that category with its real count', async (id, title) => {
    const inCategory = experts.filter((expert) => expert.category === id);
    renderRoutes(routes, `/experts?category=${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${title} Experts` })).toBeInTheDocument();
    expect(screen.getByText(`Showing ${inCategory.length} experts in ${title} category`)).toBeInTheDocument();
    const names = within(expertList())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(inCategory.map((expert) => expert.name).slice(0, EXPERTS_PAGE_SIZE));
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['<script>alert(1)</script>', 'lawyers', 'constructor', 'x'.repeat(10_000), 'कानूनी 🙂'])('explains an unknown category %#', async (value) => {
    const { container } = renderRoutes(routes, `/experts?category=${encodeURIComponent(value)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no expert category by that name.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Experts' })).toHaveAttribute('href', '/experts');
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows a card with status, fee, languages and at most two specialty badges plus +N', async () => {
    renderRoutes(routes, '/experts?category=legal');
    const rajesh = (await screen.findByRole('button', { name: 'Adv. Rajesh Iyer' })).closest('article')!;
    const badges = within(rajesh).getByRole('list', { name: 'Specialties' });
    expect(within(badges).getAllByRole('listitem')).toHaveLength(3);
    expect(within(badges).getByText('Corporate Law')).toBeInTheDocument();
    expect(within(badges).queryByText('Contract Drafting')).toBeNull();
    expect(within(badges).getByText('+2')).toBeInTheDocument();
    expect(within(rajesh).getByText('On-Demand Only')).toBeInTheDocument();
    expect(within(rajesh).getByText('Next slot: today 2:00 PM')).toBeInTheDocument();
    expect(within(rajesh).getByRole('link', { name: 'Schedule Adv. Rajesh Iyer' })).toBeInTheDocument();
    expect(within(rajesh).getByText('₹2,000')).toBeInTheDocument();
    expect(within(rajesh).getByText('Chennai, Tamil Nadu')).toBeInTheDocument();
    expect(within(rajesh).getByText('English, Tamil, Hindi')).toBeInTheDocument();

    const priya = screen.getByRole('button', { name: 'Adv. Priya Sharma' }).closest('article')!;
    expect(within(priya).getByText('Available Now')).toBeInTheDocument();
    expect(within(priya).queryByText(/^Next slot/)).toBeNull();
    expect(within(priya).getByText('+1')).toBeInTheDocument();
    expect(within(priya).getByText('₹500')).toBeInTheDocument();
  });

  it('Call opens the expert’s booking screen with a voice call and the next slot chosen, without opening the dialog', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ expertSlug: 'adv.-priya-sharma', date: '2026-01-01', slots: [] }), { status: 200 })),
    );
    renderRoutes(routes, '/experts?category=legal');
    const call = await screen.findByRole('link', { name: 'Call Adv. Priya Sharma' });
    expect(call).toHaveAttribute('href', `/lawyer-profile/adv.-priya-sharma/book?mode=call&${slotQuery('10:00')}`);
    expect(screen.getByRole('link', { name: 'Schedule Adv. Rajesh Iyer' })).toHaveAttribute(
      'href',
      `/lawyer-profile/adv.-rajesh-iyer/book?${slotQuery('14:00')}`,
    );
    await user.click(call);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a consultation' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Voice Call/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('shows the list a page at a time; Show more adds the next and moves focus to the first new card', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/experts');
    expect(await screen.findByText(`Showing ${EXPERTS_PAGE_SIZE} of ${experts.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Show ${EXPERTS_PAGE_SIZE} more experts` }));
    await waitFor(() => expect(within(expertList()).getAllByRole('article')).toHaveLength(2 * EXPERTS_PAGE_SIZE));
    expect(document.activeElement).toHaveTextContent(experts[EXPERTS_PAGE_SIZE]!.name);
    // The last page says how many are left, and then the button is gone.
    while (screen.queryByRole('button', { name: /^Show \d+ more expert/ })) await user.click(screen.getByRole('button', { name: /^Show \d+ more expert/ }));
    expect(within(expertList()).getAllByRole('article')).toHaveLength(experts.length);
    expect(screen.queryByText(/^Showing \d+ of/)).toBeNull();
  });
});

describe('expert detail dialog', () => {
  it('opens from the card, traps focus, closes on Escape and returns focus to the card', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/experts?category=finance');
    const card = await screen.findByRole('button', { name: 'CA Rohan Mehta' });
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'CA Rohan Mehta' });
    expect(within(dialog).getByText('Mehta Tax Advisors')).toBeInTheDocument();
    expect(within(dialog).getByText('Tax Notices')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,200')).toBeInTheDocument();
    expect(within(dialog).getByText('980')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Call CA Rohan Mehta' })).toHaveAttribute(
      'href',
      `/lawyer-profile/ca-rohan-mehta/book?mode=call&${slotQuery('10:00')}`,
    );
    expect(within(dialog).getByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'false');

    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('closes with its close button and on a click outside', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/experts?category=peer');
    const card = await screen.findByRole('button', { name: 'Meera Nair' });
    await user.click(card);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card).toHaveFocus());

    await user.click(card);
    await screen.findByRole('dialog');
    // Radix makes the page behind a modal inert (pointer-events: none); a real pointer still lands there.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves the expert from the dialog, as the profile does', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/experts?category=peer');
    await user.click(await screen.findByRole('button', { name: 'Meera Nair' }));
    const save = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Expert' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(save).toHaveAccessibleName('Saved');
    expect(savedExpertsStore.get()).toEqual(['meera-nair']);
    expect(await screen.findByText('Meera Nair is in your saved experts.')).toBeInTheDocument();
  });

  it('gives every card’s dialog a View Full Profile link to that expert’s own profile', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/experts');
    const more = () => screen.queryByRole('button', { name: /^Show \d+ more experts?$/ });
    await screen.findAllByRole('article');
    while (more()) await user.click(more()!);
    const cards = within(expertList()).getAllByRole('article');
    expect(cards).toHaveLength(experts.length);
    const slugs = new Set<string>();
    for (const card of cards) {
      // The address is made from the name the card shows, as a visitor would read it.
      const name = within(card).getByRole('heading', { level: 2 }).textContent!.trim();
      await user.click(within(card).getByRole('button', { name }));
      // Unnamed queries: naming every element of a 50-card page costs jsdom ~0.3 s per query.
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveAccessibleName(name);
      const slug = name.toLowerCase().replace(/\s+/g, '-');
      expect(within(dialog).getByRole('link', { name: 'View Full Profile' })).toHaveAttribute('href', `/lawyer-profile/${slug}`);
      slugs.add(slug);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(slugs.size).toBe(experts.length);
  });

  it('goes to the full profile by the slug of the name', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/experts');
    // She is on the list's second page.
    await user.click(await screen.findByRole('button', { name: /^Show \d+ more experts$/ }));
    await user.click(await screen.findByRole('button', { name: 'Dr. Lakshmi Krishnan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'View Full Profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/lawyer-profile/dr.-lakshmi-krishnan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert Profile' })).toBeInTheDocument();
    // Hers, not the spec's sample expert's.
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Lakshmi Krishnan' })).toBeInTheDocument();
    expect(screen.getByText('Samvaad Mediation Centre')).toBeInTheDocument();
    expect(screen.queryByText('Adv. Priya Sharma')).toBeNull();
  });
});
