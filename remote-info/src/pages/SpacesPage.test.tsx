import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderScreen } from '../testing/renderScreen';

const names = () =>
  within(screen.getByRole('list', { name: 'Spaces' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('SpacesPage', () => {
  it('shows every space with members, type, activity and a Join button, All selected', async () => {
    await renderScreen('/spaces', 'Spaces');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spaces' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeSpaces');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(names()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByRole('heading', { name: 'Family Law Support' }).closest('li')!;
    expect(within(card).getByText('860 members')).toBeInTheDocument();
    expect(within(card).getByText('Private')).toBeInTheDocument();
    expect(within(card).getByText(/^Active/)).toHaveTextContent('Active 15 min ago');
    expect(within(card).getByRole('button', { name: 'Join Family Law Support' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('orders Popular by members and Recent by last activity', async () => {
    const user = userEvent.setup();
    await renderScreen('/spaces', 'Spaces');
    await user.click(await screen.findByRole('button', { name: 'Popular' }));
    expect(names()[0]).toBe('Startup Founders India');
    expect(names().at(-1)).toBe('Property Buyers Club');
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(names()[0]).toBe('Family Law Support');
    expect(names().at(-1)).toBe('Property Buyers Club');
  });

  it('joins a space, lists it under Joined and remembers it', async () => {
    const user = userEvent.setup();
    const first = await renderScreen('/spaces', 'Spaces');
    await user.click(await screen.findByRole('button', { name: 'Joined' }));
    expect(screen.getByText('You have not joined any spaces yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await user.click(screen.getByRole('button', { name: 'Join Tenant Rights Circle' }));
    expect(screen.getByRole('button', { name: 'Joined Tenant Rights Circle' })).toHaveAttribute('aria-pressed', 'true');
    expect(await findToast('You joined Tenant Rights Circle')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(names()).toEqual(['Tenant Rights Circle']);
    first.unmount();

    await renderScreen('/spaces', 'Spaces');
    expect(await screen.findByRole('button', { name: 'Joined Tenant Rights Circle' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches name and description as plain text and offers a way back from no matches', async () => {
    const user = userEvent.setup();
    await renderScreen('/spaces', 'Spaces');
    const search = await screen.findByRole('searchbox', { name: 'Search spaces' });
    await user.type(search, 'CUSTODY');
    expect(names()).toEqual(['Family Law Support']);
    await user.clear(search);
    await user.paste('[(*<script>');
    expect(screen.getByText('No spaces match “[(*<script>”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(search).toHaveValue('');
    expect(names()).toHaveLength(6);
  });

  it('survives a 10,000-character search', async () => {
    await renderScreen('/spaces', 'Spaces');
    const search = await screen.findByRole('searchbox', { name: 'Search spaces' });
    const user = userEvent.setup();
    await user.click(search);
    await user.paste('🙂'.repeat(5000));
    expect(screen.getByText(/^No spaces match “(🙂)+…”$/u)).toBeInTheDocument();
  });
});
