import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { dismissToast, toastQueue } from '@nyaya/shared/ui/toast';
import { experts } from '@nyaya/shared/data/experts';
import { getExpertProfile } from '@nyaya/shared/data/experts/profiles';
import { formatINR } from '@nyaya/shared/format';
import { expertSlug, expertStatusDisplay } from '@nyaya/shared/rules/experts';
import { savedExpertsStore } from '@nyaya/shared/stores';
import { routes } from '../routes';

// Pages and the toaster are lazy chunks; on a busy machine the first load can take over a second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });
// The toast queue outlives a test; a toast left over would sit above the next test's dialog.
afterEach(() => toastQueue.get().forEach((message) => dismissToast(message.id)));

afterEach(() => savedExpertsStore.reset());
afterEach(() => vi.unstubAllGlobals());
// A fixed clock, 9:30 in the morning in India: the 10:00 slot of an available expert is within
// the hour (Available Now); an on-demand expert's next slot is 2:00 PM. Only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T09:30:00+05:30'));
});
afterEach(() => vi.useRealTimers());

const profileOf = async (name: string) => (await getExpertProfile(expertSlug(name)))!;
const priya = await profileOf('Adv. Priya Sharma');
const rajesh = await profileOf('Adv. Rajesh Iyer');
const pathOf = (name: string) => `/lawyer-profile/${encodeURIComponent(expertSlug(name))}`;

/** The summary card: the element around the expert's name that also holds the fee. */
const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('div.flex-col') as HTMLElement;
};

describe('ExpertProfilePage', () => {
  it('shows the spec’s sample expert at her slug: Available Now, ₹500', async () => {
    renderRoutes(routes, pathOf(priya.name));
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert Profile' })).toBeInTheDocument();
    const summary = await cardOf(priya.name);
    expect(within(summary).getByText('Sharma & Associates')).toBeInTheDocument();
    expect(within(summary).getByText('New Delhi, Delhi')).toBeInTheDocument();
    expect(within(summary).getByText('Available Now')).toBeInTheDocument();
    expect(within(summary).getByText('₹500')).toBeInTheDocument();
    expect(within(summary).getByText('per consultation')).toBeInTheDocument();
    expect(within(summary).getByText('(312 reviews)')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Adv. Priya Sharma | Nyaya'));
  });

  it('shows a second expert as their own: name, fee, On-Demand Only with a grey dot, Bar Council enrolment', async () => {
    renderRoutes(routes, pathOf('Adv. Rajesh Iyer'));
    const summary = await cardOf('Adv. Rajesh Iyer');
    expect(within(summary).getByText('Iyer Legal Chambers')).toBeInTheDocument();
    expect(within(summary).getByText('Chennai, Tamil Nadu')).toBeInTheDocument();
    expect(within(summary).getByText('₹2,000')).toBeInTheDocument();
    expect(within(summary).getByText('(198 reviews)')).toBeInTheDocument();
    const status = within(summary).getByText('On-Demand Only');
    expect(status.parentElement!.querySelector('[data-dot]')).toHaveAttribute('data-dot', 'grey');
    expect(within(summary).getByText('Next slot: today 2:00 PM')).toBeInTheDocument();
    expect(within(summary).queryByText('Available Now')).toBeNull();
    const about = await screen.findByRole('tabpanel', { name: 'About' });
    expect(within(about).getByRole('heading', { level: 2, name: 'Bar Council enrolment' })).toBeInTheDocument();
    expect(within(about).getByText('Bar Council of Tamil Nadu & Puducherry, MS/1234/2008')).toBeInTheDocument();
    expect(within(about).getByText(rajesh.bio)).toBeInTheDocument();
    expect(screen.queryByText(/Priya/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Adv. Rajesh Iyer | Nyaya'));
  });

  it.each(experts.map((expert) => [expert.name, expert] as const))('%s’s slug opens their profile', async (name, expert) => {
    renderRoutes(routes, pathOf(name));
    const summary = await cardOf(name);
    expect(within(summary).getByText(formatINR(expert.fee))).toBeInTheDocument();
    expect(within(summary).getByText(expertStatusDisplay(expert.status).label)).toBeInTheDocument();
    expect(within(summary).getByText(expert.organization)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, name })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${name} | Nyaya`));
  });

  it('shows what a non-advocate is instead of a Bar Council enrolment: a CA’s ICAI membership', async () => {
    renderRoutes(routes, pathOf('CA Rohan Mehta'));
    const about = await screen.findByRole('tabpanel', { name: 'About' });
    expect(within(about).queryByRole('heading', { name: 'Bar Council enrolment' })).toBeNull();
    expect(within(about).getByRole('heading', { level: 2, name: 'Registration' })).toBeInTheDocument();
    expect(within(about).getByText('Member, Institute of Chartered Accountants of India, membership no. 134567')).toBeInTheDocument();
    expect(within(about).getByText('Tax')).toBeInTheDocument();
  });

  it('shows a peer with neither enrolment nor registration nor practice areas', async () => {
    renderRoutes(routes, pathOf('Ananya Reddy'));
    const about = await screen.findByRole('tabpanel', { name: 'About' });
    expect(within(about).getByText(/Tenant Rights Forum in Hyderabad/)).toBeInTheDocument();
    for (const heading of ['Bar Council enrolment', 'Courts', 'Registration', 'Practice areas']) {
      expect(within(about).queryByRole('heading', { name: heading })).toBeNull();
    }
  });

  it('shows the notary’s practice areas, enrolment and appointment', async () => {
    renderRoutes(routes, pathOf('Adv. Deepa Kulkarni'));
    const about = await screen.findByRole('tabpanel', { name: 'About' });
    const areas = within(about).getByRole('heading', { level: 2, name: 'Practice areas' }).closest('section')!;
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Notary services', 'Property']);
    expect(within(about).getByText('Bar Council of Maharashtra & Goa, MAH/1843/2012')).toBeInTheDocument();
    expect(within(about).getByText(/^Notary Public, Government of Maharashtra/)).toBeInTheDocument();
  });

  it.each([
    'someone-else',
    'priya-sharma',
    'ADV.-PRIYA-SHARMA',
    encodeURIComponent('<img src=x>'),
    encodeURIComponent('<script>alert(1)</script>'),
    '%00',
    'x'.repeat(3000),
    'é'.repeat(3000),
    encodeURIComponent('🙂-वकील'),
  ])('explains an unknown slug and shows nobody’s profile %#', async (slug) => {
    const user = userEvent.setup();
    const { container } = renderRoutes(routes, `/lawyer-profile/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no expert at this address.')).toBeInTheDocument();
    for (const expert of experts) expect(screen.queryByText(expert.name)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Expert' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(container.querySelector('script, img')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Expert not found | Nyaya'));
    const browse = screen.getByRole('link', { name: 'Browse all experts' });
    expect(browse).toHaveAttribute('href', '/experts');
    await user.click(browse);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Experts' })).toBeInTheDocument();
  });

  it('goes back (home without history) from both back and close, on a profile and on a missing one', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(routes, pathOf(rajesh.name));
    await user.click(await screen.findByRole('button', { name: 'Close profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    first.unmount();

    const second = renderRoutes(routes, pathOf(priya.name));
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    second.unmount();

    renderRoutes(routes, '/lawyer-profile/nobody');
    await screen.findByRole('heading', { level: 1, name: 'Expert not found' });
    await user.click(screen.getByRole('button', { name: 'Close profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('remembers Save Expert for the expert shown, and only that one; once saved it reads Saved', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(routes, pathOf(rajesh.name));
    const save = await screen.findByRole('button', { name: 'Save Expert' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(save).toHaveAccessibleName('Saved');
    expect(savedExpertsStore.get()).toEqual(['rajesh-iyer']);
    expect(await screen.findByText('Expert saved')).toBeInTheDocument();
    expect(screen.getByText('Adv. Rajesh Iyer is in your saved experts.')).toBeInTheDocument();
    first.unmount();

    const second = renderRoutes(routes, pathOf(priya.name));
    expect(await screen.findByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'false');
    second.unmount();

    renderRoutes(routes, pathOf(rajesh.name));
    const again = await screen.findByRole('button', { name: 'Saved' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await user.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(again).toHaveAccessibleName('Save Expert');
    expect(savedExpertsStore.get()).toEqual([]);
  });

  it.each([
    ['Start Chat', '?mode=chat'],
    ['Call Now Next call: today 2:00 PM', `?mode=call&slot=${encodeURIComponent('2026-11-25T14:00:00+05:30')}`],
    ['Book Slot', ''],
  ])('%s opens the booking screen', async (name, query) => {
    renderRoutes(routes, pathOf(rajesh.name));
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', `/lawyer-profile/adv.-rajesh-iyer/book${query}`);
  });

  it('says Available Now only while a slot starts within the hour, and otherwise when the next one is', async () => {
    vi.setSystemTime(new Date('2026-11-25T21:15:00+05:30'));
    const evening = renderRoutes(routes, pathOf(priya.name));
    const summary = await cardOf(priya.name);
    expect(within(summary).queryByText('Available Now')).toBeNull();
    expect(within(summary).getByText('Next slot: tomorrow 10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Now Next call: tomorrow 10:00 AM' })).toHaveAttribute(
      'href',
      `/lawyer-profile/adv.-priya-sharma/book?mode=call&slot=${encodeURIComponent('2026-11-26T10:00:00+05:30')}`,
    );
    evening.unmount();

    vi.setSystemTime(new Date('2026-11-25T15:05:00+05:30'));
    renderRoutes(routes, pathOf(priya.name));
    const later = await cardOf(priya.name);
    expect(within(later).getByText('Available Now').parentElement!.querySelector('[data-dot]')).toHaveAttribute('data-dot', 'green');
    expect(within(later).queryByText(/^Next slot/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Call Now Next call: today 4:00 PM' })).toBeInTheDocument();
  });

  it('Start Chat leads to the booking screen with chat chosen', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ expertSlug: 'adv.-priya-sharma', date: '2026-01-01', slots: [] }), { status: 200 })),
    );
    renderRoutes(routes, pathOf(priya.name));
    await user.click(await screen.findByRole('link', { name: 'Start Chat' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a consultation' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Chat/ })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/lawyer-profile/adv.-priya-sharma/book?mode=chat');
  });
});

describe('expert profile tabs', () => {
  it('opens on About with bio, experience, education, certifications, specializations and languages', async () => {
    renderRoutes(routes, pathOf(priya.name));
    const about = await screen.findByRole('tabpanel', { name: 'About' });
    expect(within(about).getByText(priya.bio)).toBeInTheDocument();
    for (const text of [...priya.notableCases, ...priya.education, ...priya.certifications]) {
      expect(within(about).getByText(text)).toBeInTheDocument();
    }
    expect(within(about).getByText('850+')).toBeInTheDocument();
    expect(within(about).getByText('12 years')).toBeInTheDocument();
    for (const specialty of priya.specialties) expect(within(about).getByText(specialty)).toBeInTheDocument();
    expect(within(about).getByText('English, Hindi, Punjabi')).toBeInTheDocument();
  });

  it('states facts: the work, the courts and the enrolment, with no outcome claimed', async () => {
    renderRoutes(routes, pathOf(priya.name));
    const about = await screen.findByRole('tabpanel', { name: 'About' });
    const courts = within(about).getByRole('heading', { name: 'Courts' }).closest('section')!;
    expect(
      within(courts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(priya.courts);
    expect(within(about).getByRole('heading', { name: 'Work' })).toBeInTheDocument();
    expect(within(about).queryByText(/₹|lakh|won|recovered/i)).toBeNull();
  });

  it('moves between tabs with the keyboard and shows reviews, booking and resources', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, pathOf(priya.name));
    const about = await screen.findByRole('tab', { name: 'About' });
    expect(about).toHaveAttribute('aria-selected', 'true');
    await user.click(about);
    await user.keyboard('{ArrowRight}');
    // The selection is a transition: on a busy machine it lands a moment after the key.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true'));

    const reviews = await screen.findByRole('tabpanel', { name: 'Reviews' });
    const items = within(reviews).getAllByRole('listitem');
    expect(items).toHaveLength(priya.reviewsData.length);
    priya.reviewsData.forEach((review, index) => {
      const item = items[index]!;
      expect(within(item).getByText(review.name)).toBeInTheDocument();
      expect(within(item).getByRole('img', { name: `${review.rating} out of 5 stars` })).toBeInTheDocument();
      expect(within(item).getByText(review.comment)).toBeInTheDocument();
      expect(within(item).getByText(/ago$|yesterday|last|today/)).toHaveAttribute('datetime', review.date);
    });

    await user.keyboard('{ArrowRight}');
    const booking = await screen.findByRole('tabpanel', { name: 'Booking' });
    for (const mode of ['Chat', 'Voice Call', 'Video Call', 'In-Person']) expect(within(booking).getByText(mode)).toBeInTheDocument();
    expect(within(booking).getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/lawyer-profile/adv.-priya-sharma/book');
    expect(within(booking).queryByText(/coming soon/)).toBeNull();

    await user.keyboard('{End}');
    const resources = await screen.findByRole('tabpanel', { name: 'Resources' });
    for (const resource of priya.resources) {
      const item = within(resources).getByText(resource.title).closest('li')!;
      expect(within(item).getByText(resource.type)).toBeInTheDocument();
      expect(within(item).getByText(/\d{4}$/)).toHaveAttribute('datetime', resource.date);
    }

    await user.keyboard('{Home}');
    expect(await screen.findByRole('tabpanel', { name: 'About' })).toBeInTheDocument();
  });
});

describe('another expert’s tabs', () => {
  it('shows their own reviews, consultation modes and resources', async () => {
    const user = userEvent.setup();
    const lakshmi = await profileOf('Dr. Lakshmi Krishnan');
    renderRoutes(routes, pathOf(lakshmi.name));
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const reviews = await screen.findByRole('tabpanel', { name: 'Reviews' });
    expect(
      within(reviews)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(lakshmi.reviewsData.map((review) => review.name));
    expect(within(reviews).queryByText('Rahul Verma')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Booking' }));
    const booking = await screen.findByRole('tabpanel', { name: 'Booking' });
    expect(
      within(booking)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/^(Chat|Voice Call|Video Call|In-Person)$/).textContent),
    ).toEqual(['Video Call', 'In-Person']);

    await user.click(screen.getByRole('tab', { name: 'Resources' }));
    const resources = await screen.findByRole('tabpanel', { name: 'Resources' });
    expect(
      within(resources)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(lakshmi.resources.map((resource) => resource.title));
  });
});
