import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { dismissToast, toastQueue } from '@nyaya/shared/ui/toast';
import { profileExpert } from '@nyaya/shared/data/experts';
import { savedExpertsStore } from '@nyaya/shared/stores';
import { routes } from '../routes';

// Pages and the toaster are lazy chunks; on a busy machine the first load can take over a second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });
// The toast queue outlives a test; a toast left over would sit above the next test's dialog.
afterEach(() => toastQueue.get().forEach((message) => dismissToast(message.id)));

afterEach(() => savedExpertsStore.reset());

const card = () => screen.getByRole('heading', { level: 2, name: profileExpert.name }).closest('div.flex-col') as HTMLElement;

describe('ExpertProfilePage', () => {
  it.each(['adv.-priya-sharma', 'someone-else', encodeURIComponent('<script>alert(1)</script>'), 'é'.repeat(3000), '🙂-वकील'])(
    'shows the sample expert whatever the id %#',
    async (id) => {
      const { container } = renderRoutes(routes, `/lawyer-profile/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Expert Profile' })).toBeInTheDocument();
      const summary = card();
      expect(within(summary).getByText(profileExpert.organization)).toBeInTheDocument();
      expect(within(summary).getByText(profileExpert.location)).toBeInTheDocument();
      expect(within(summary).getByText('Available Now')).toBeInTheDocument();
      expect(within(summary).getByText('₹500')).toBeInTheDocument();
      expect(within(summary).getByText('per consultation')).toBeInTheDocument();
      expect(within(summary).getByText('(312 reviews)')).toBeInTheDocument();
      expect(container.querySelector('script')).toBeNull();
    },
  );

  it('goes back (home without history) from both back and close', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/lawyer-profile/x');
    await user.click(await screen.findByRole('button', { name: 'Close profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));

    renderRoutes(routes, '/lawyer-profile/y');
    await user.click((await screen.findAllByRole('button', { name: 'Go back' })).at(-1)!);
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent(/^\/$/));
  });

  it('remembers Save Expert', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/lawyer-profile/x');
    const save = await screen.findByRole('button', { name: 'Save Expert' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(savedExpertsStore.get()).toEqual([profileExpert.id]);
    expect(await screen.findByText('Expert saved')).toBeInTheDocument();
    first.unmount();

    renderRoutes(routes, '/lawyer-profile/other');
    const again = await screen.findByRole('button', { name: 'Save Expert' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await user.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(savedExpertsStore.get()).toEqual([]);
  });

  it.each([
    ['Start Chat', 'Chat with experts is coming soon'],
    ['Call Now', 'Calling experts is coming soon'],
    ['Book Slot', 'Slot booking is coming soon'],
  ])('%s says it is coming soon', async (button, message) => {
    const user = userEvent.setup();
    renderRoutes(routes, '/lawyer-profile/x');
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('expert profile tabs', () => {
  it('opens on About with bio, experience, education, certifications, specializations and languages', async () => {
    renderRoutes(routes, '/lawyer-profile/x');
    const about = await screen.findByRole('tabpanel', { name: 'About' });
    expect(within(about).getByText(profileExpert.bio)).toBeInTheDocument();
    for (const text of [...profileExpert.notableCases, ...profileExpert.education, ...profileExpert.certifications]) {
      expect(within(about).getByText(text)).toBeInTheDocument();
    }
    expect(within(about).getByText('850+')).toBeInTheDocument();
    expect(within(about).getByText('12 years')).toBeInTheDocument();
    for (const specialty of profileExpert.specialties) expect(within(about).getByText(specialty)).toBeInTheDocument();
    expect(within(about).getByText('English, Hindi, Punjabi')).toBeInTheDocument();
  });

  it('moves between tabs with the keyboard and shows reviews, booking and resources', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/lawyer-profile/x');
    const about = await screen.findByRole('tab', { name: 'About' });
    expect(about).toHaveAttribute('aria-selected', 'true');
    await user.click(about);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');

    const reviews = screen.getByRole('tabpanel', { name: 'Reviews' });
    const items = within(reviews).getAllByRole('listitem');
    expect(items).toHaveLength(profileExpert.reviewsData.length);
    profileExpert.reviewsData.forEach((review, index) => {
      const item = items[index]!;
      expect(within(item).getByText(review.name)).toBeInTheDocument();
      expect(within(item).getByRole('img', { name: `${review.rating} out of 5 stars` })).toBeInTheDocument();
      expect(within(item).getByText(review.comment)).toBeInTheDocument();
      expect(within(item).getByText(/ago$|yesterday|last|today/)).toHaveAttribute('datetime', review.date);
    });

    await user.keyboard('{ArrowRight}');
    const booking = screen.getByRole('tabpanel', { name: 'Booking' });
    for (const mode of ['Chat', 'Voice Call', 'Video Call', 'In-Person']) expect(within(booking).getByText(mode)).toBeInTheDocument();
    expect(within(booking).getByText(/Calendar integration is coming soon.*contact the expert directly/)).toBeInTheDocument();

    await user.keyboard('{End}');
    const resources = screen.getByRole('tabpanel', { name: 'Resources' });
    for (const resource of profileExpert.resources) {
      const item = within(resources).getByText(resource.title).closest('li')!;
      expect(within(item).getByText(resource.type)).toBeInTheDocument();
      expect(within(item).getByText(/\d{4}$/)).toHaveAttribute('datetime', resource.date);
    }

    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'About' })).toBeInTheDocument();
  });
});
