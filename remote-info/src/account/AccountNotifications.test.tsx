import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountState } from '@nyaya/shared/account';
import { notificationSettingsStore } from '@nyaya/shared/stores';
import { renderScreen } from '../testing/renderScreen';
import { forgetAccount, guestForTest, json, signInForTest, testAccount } from '../testing/account';

afterEach(forgetAccount);

/** An answer the test releases when it chooses, to look at the screen while a save is on its way. */
function held() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { answer: () => promise, release };
}

/** The settings' own alert (the list above has one of its own). */
const settingsAlert = () => within(screen.getByRole('region', { name: 'Notification Settings' })).getByRole('alert');
/** An account with no notifications yet. */
const noNotifications = { 'GET /api/v1/notifications': json({ items: [], nextBefore: null, unread: 0 }) };

const patched = (settings: Partial<typeof testAccount.notificationSettings>) =>
  json({ account: { ...testAccount, notificationSettings: { ...testAccount.notificationSettings, ...settings } }, testMode: true });

describe('Notifications for a guest', () => {
  it('keeps the sample list under the example notice', async () => {
    await guestForTest();
    await renderScreen('/notifications', 'Notifications');
    const notice = screen.getByRole('note', { name: 'This is an example' });
    expect(notice).toHaveTextContent('These notifications are not yours.');
    expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fnotifications');
    expect(screen.getByText('Payment received')).toBeInTheDocument();
  });
});

describe('Notifications for a signed-in user', () => {
  it('shows no sample notification, says what will appear, and the account’s own settings', async () => {
    await signInForTest(noNotifications, { ...testAccount, notificationSettings: { push: false, email: true, sms: true, marketing: false } });
    await renderScreen('/notifications', 'Notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByText('Updates about your orders, consultations and payments will appear here.')).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Push' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing Updates' })).not.toBeChecked();
  });

  it('moves a switch at once, saves it on the account, and every screen then reads the saved value', async () => {
    const user = userEvent.setup();
    const save = held();
    const fetchMock = await signInForTest({ ...noNotifications, 'PATCH /api/v1/me': save.answer });
    await renderScreen('/notifications', 'Notifications');
    await user.click(screen.getByRole('switch', { name: 'SMS' }));
    expect(screen.getByRole('switch', { name: 'SMS' })).toBeChecked();
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PATCH')!;
    expect(JSON.parse(String(init!.body))).toEqual({ notificationSettings: { sms: true } });
    save.release(patched({ sms: true })());
    await waitFor(() => expect(accountState()).toMatchObject({ account: { notificationSettings: { sms: true } } }));
    expect(screen.getByRole('switch', { name: 'SMS' })).toBeChecked();
    expect(notificationSettingsStore.get()).toMatchObject({ sms: true });
    expect(settingsAlert()).toBeEmptyDOMElement();
  });

  it('puts the switch back and says why when the API refuses', async () => {
    const user = userEvent.setup();
    const save = held();
    await signInForTest({ ...noNotifications, 'PATCH /api/v1/me': save.answer });
    await renderScreen('/notifications', 'Notifications');
    await user.click(screen.getByRole('switch', { name: 'Push' }));
    expect(screen.getByRole('switch', { name: 'Push' })).not.toBeChecked();
    save.release(json({ type: 'about:blank', title: 'Too many requests.', status: 429 }, 429)());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Push' })).toBeChecked());
    expect(settingsAlert()).toHaveTextContent('Your Push setting was not saved: Too many requests. It is back as it was; try again.');
    expect(accountState()).toMatchObject({ account: { notificationSettings: { push: true } } });
  });

  it('puts the switch back when the API cannot be reached', async () => {
    const user = userEvent.setup();
    await signInForTest({ ...noNotifications, 'PATCH /api/v1/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderScreen('/notifications', 'Notifications');
    await user.click(screen.getByRole('switch', { name: 'Marketing Updates' }));
    expect(await screen.findByText(/Your Marketing Updates setting was not saved: Nyaya could not be reached/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Marketing Updates' })).not.toBeChecked();
  });

  it('keeps a newer change when an older one for the same switch fails late', async () => {
    const user = userEvent.setup();
    const first = held();
    const second = held();
    const answers = [first, second];
    await signInForTest({ ...noNotifications, 'PATCH /api/v1/me': () => answers.shift()!.answer() });
    await renderScreen('/notifications', 'Notifications');
    const email = screen.getByRole('switch', { name: 'Email' });
    await user.click(email); // off
    await user.click(email); // on again
    second.release(patched({ email: true })());
    first.release(json({ type: 'about:blank', title: 'Conflict', status: 409 }, 409)());
    await waitFor(() => expect(accountState()).toMatchObject({ account: { notificationSettings: { email: true } } }));
    expect(email).toBeChecked();
    expect(settingsAlert()).toBeEmptyDOMElement();
  });
});
