import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/renderScreen';
import { forgetAccount } from '../testing/account';

const titles = () =>
  within(screen.getByRole('list', { name: 'Local events' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

afterEach(() => forgetAccount());

describe('LocalPage', () => {
  it('shows events within the 8 km radius of an Indian locality with distance in km, time, attendees and rating', async () => {
    await renderScreen('/local', 'Local Events');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeInformationLocal');
    expect(screen.getByText('Andheri West, Mumbai · 8 km radius')).toBeInTheDocument();
    expect(titles()).toHaveLength(5);
    expect(titles()).not.toContain('Organic Farmers Market');
    const card = screen.getByRole('heading', { name: 'Beach Clean-up Drive' }).closest('li')!;
    expect(card).toHaveTextContent('Versova Beach · 2 km');
    expect(screen.getByRole('heading', { name: 'Tax Filing Help Desk' }).closest('li')).toHaveTextContent("Bhavan's College, Andheri West · 2.1 km");
    expect(screen.getByRole('main')).not.toHaveTextContent(/\bmi\b|mile|Downtown/);
    expect(card).toHaveTextContent('Sun, 7:00 AM');
    expect(card).toHaveTextContent('140 attending');
    expect(card).toHaveTextContent('4.9 out of 5');
  });

  it('draws the picture of each event as a hidden icon, never an emoji', async () => {
    await renderScreen('/local', 'Local Events');
    const list = screen.getByRole('list', { name: 'Local events' });
    for (const item of within(list).getAllByRole('listitem')) expect(item.querySelector('span[aria-hidden="true"] > svg')).not.toBeNull();
    for (const icon of list.querySelectorAll('svg')) expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(list).not.toHaveTextContent(/\p{Extended_Pictographic}/u);
  });

  it('filters by category chip and search', async () => {
    const user = userEvent.setup();
    await renderScreen('/local', 'Local Events');
    await user.click(screen.getByRole('button', { name: 'Technology' }));
    expect(titles()).toEqual(['Legal Tech Meetup', 'Cyber Safety Workshop']);
    await user.type(screen.getByRole('searchbox', { name: 'Search local events' }), 'vile parle');
    expect(titles()).toEqual(['Cyber Safety Workshop']);
    await user.click(screen.getByRole('button', { name: 'Health' }));
    expect(screen.getByText('No events match “vile parle” in Health')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toHaveLength(5);
  });
});
