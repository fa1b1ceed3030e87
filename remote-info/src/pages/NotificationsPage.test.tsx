import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/renderScreen';

const item = (title: string) => screen.getByText(title).closest('button')!;

describe('NotificationsPage', () => {
  it('shows unread items with a dot and border, and the unread count', async () => {
    await renderScreen('/notifications', 'Notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(3);
    expect(item('Payment received')).toHaveAttribute('data-state', 'unread');
    expect(item('Payment received')).toHaveTextContent('Unread: Payment received');
    expect(item('Electricity bill paid')).toHaveAttribute('data-state', 'read');
  });

  it('marks one read when opened, all with Mark All Read, and remembers it', async () => {
    const user = userEvent.setup();
    const first = await renderScreen('/notifications', 'Notifications');
    await user.click(await screen.findByText('Payment received'));
    expect(item('Payment received')).toHaveAttribute('data-state', 'read');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    first.unmount();

    const second = await renderScreen('/notifications', 'Notifications');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    expect(screen.getByText('All caught up')).toBeInTheDocument();
    expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
    second.unmount();

    await renderScreen('/notifications', 'Notifications');
    expect(screen.getByText('All caught up')).toBeInTheDocument();
  });

  it('has the four settings as switches with the spec defaults, remembered when changed', async () => {
    const user = userEvent.setup();
    const first = await renderScreen('/notifications', 'Notifications');
    expect(await screen.findByRole('switch', { name: 'Push' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing Updates' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'SMS' }));
    await user.click(screen.getByRole('switch', { name: 'Push' }));
    expect(screen.getByRole('switch', { name: 'SMS' })).toBeChecked();
    first.unmount();

    await renderScreen('/notifications', 'Notifications');
    expect(await screen.findByRole('switch', { name: 'SMS' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
  });
});
