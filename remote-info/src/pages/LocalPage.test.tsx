import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/renderScreen';

const titles = () => within(screen.getByRole('list', { name: 'Local events' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('LocalPage', () => {
  it('shows events within the 5 mile radius with distance, time, attendees and rating', async () => {
    await renderScreen('/local', 'Local Events');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeInformationLocal');
    expect(screen.getByText('Downtown Area, 5 mi radius')).toBeInTheDocument();
    expect(titles()).toHaveLength(5);
    expect(titles()).not.toContain('Organic Farmers Market');
    const card = screen.getByRole('heading', { name: 'Beach Clean-up Drive' }).closest('li')!;
    expect(card).toHaveTextContent('Juhu Beach · 3.4 mi');
    expect(card).toHaveTextContent('Sun, 7:00 AM');
    expect(card).toHaveTextContent('140 attending');
    expect(card).toHaveTextContent('4.9 out of 5');
  });

  it('filters by category chip and search', async () => {
    const user = userEvent.setup();
    await renderScreen('/local', 'Local Events');
    await user.click(screen.getByRole('button', { name: 'Technology' }));
    expect(titles()).toEqual(['Legal Tech Meetup', 'Cyber Safety Workshop']);
    await user.type(screen.getByRole('searchbox', { name: 'Search local events' }), 'bandra');
    expect(titles()).toEqual(['Cyber Safety Workshop']);
    await user.click(screen.getByRole('button', { name: 'Health' }));
    expect(screen.getByText('No events match “bandra” in Health')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toHaveLength(5);
  });

  it('joins an event and remembers it', async () => {
    const user = userEvent.setup();
    const first = await renderScreen('/local', 'Local Events');
    await user.click(screen.getByRole('button', { name: 'Join Legal Tech Meetup' }));
    expect(screen.getByRole('button', { name: 'Joined Legal Tech Meetup' })).toHaveAttribute('aria-pressed', 'true');
    first.unmount();
    await renderScreen('/local', 'Local Events');
    expect(screen.getByRole('button', { name: 'Joined Legal Tech Meetup' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Join Tax Filing Help Desk' })).toHaveAttribute('aria-pressed', 'false');
  });
});
