import { act, screen, within } from '@testing-library/react';
import type { NotificationView } from '@nyaya/shared/api';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderScreen } from '../../testing/renderScreen';
import { forgetAccount, json, signInForTest, testAccount } from '../../testing/account';

afterEach(async () => {
  forgetAccount();
  await changeLocale('en');
});

const at = '2026-12-15T09:30:00Z';
const order = { type: 'order' as const, reference: 'ORDABC123XYZ' };
const booking = { type: 'booking' as const, reference: 'BKGABC123XYZ' };
/** Every kind the order and consultation flows record, newest first. */
const items: NotificationView[] = [
  {
    id: '6',
    kind: 'consultation-cancelled',
    subject: booking,
    data: { slotStart: '2026-12-20T05:30:00Z', mode: 'call', with: 'Adv. Priya Sharma', refundPaise: 118_000 },
    createdAt: at,
    read: false,
  },
  {
    id: '5',
    kind: 'consultation-booked',
    subject: booking,
    data: { slotStart: '2026-12-20T05:30:00Z', mode: 'call', with: 'Adv. Priya Sharma' },
    createdAt: at,
    read: true,
  },
  {
    id: '4',
    kind: 'order-cancelled',
    subject: order,
    data: { service: 'Rental Agreement Drafting', refundPaise: 154_282, role: 'client' },
    createdAt: at,
    read: false,
  },
  { id: '3', kind: 'draft-delivered', subject: order, data: {}, createdAt: at, read: true },
  { id: '2', kind: 'order-placed', subject: order, data: { service: 'Rental Agreement Drafting', role: 'client' }, createdAt: at, read: true },
];
const recent = async () => within(await screen.findByRole('region', { name: 'Recent' })).findByRole('list');

describe('the kinds of notification the flows record', () => {
  it('words each in English, with refunds, dates in India time and links to the order or schedule', async () => {
    await signInForTest({ 'GET /api/v1/notifications': json({ items, nextBefore: null, unread: 2 }) });
    await renderScreen('/notifications', 'Notifications');
    const links = within(await recent()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Your Voice Call with Adv. Priya Sharma on 20 Dec 2026, 11:00 AM (India time) is cancelled ₹1,180 refunded'),
      expect.stringContaining('Your Voice Call with Adv. Priya Sharma is booked for 20 Dec 2026, 11:00 AM (India time)'),
      expect.stringContaining('Order cancelled: Rental Agreement Drafting ₹1,542.82 refunded'),
      expect.stringContaining('Your draft is ready to download'),
      expect.stringContaining('Order placed: Rental Agreement Drafting'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/schedule');
    expect(links[2]).toHaveAttribute('href', '/order-tracking?order=ORDABC123XYZ');
    expect(links[0]).toHaveAccessibleName(/^Unread: /);
  });

  it('words them in Hindi, the service’s name too', async () => {
    await signInForTest({ 'GET /api/v1/notifications': json({ items, nextBefore: null, unread: 2 }) });
    await renderScreen('/notifications', 'Notifications');
    await recent();
    await act(() => changeLocale('hi'));
    expect(await screen.findByText('ऑर्डर हो गया: किरायानामा ड्राफ़्टिंग')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर रद्द हुआ: किरायानामा ड्राफ़्टिंग')).toBeInTheDocument();
    expect(screen.getByText(/Adv. Priya Sharma के साथ आपकी वॉइस कॉल 20 .+ 2026, .+11:00 \(भारत का समय\) के लिए बुक हुई/)).toBeInTheDocument();
  });

  it('tells an expert of a new order and of a cancel, linking to the console', async () => {
    const expertItems: NotificationView[] = [
      {
        id: '8',
        kind: 'order-cancelled',
        subject: order,
        data: { service: 'Rental Agreement Drafting', refundPaise: 0, role: 'expert' },
        createdAt: at,
        read: false,
      },
      { id: '7', kind: 'order-placed', subject: order, data: { service: 'Rental Agreement Drafting', role: 'expert' }, createdAt: at, read: false },
    ];
    await signInForTest({ 'GET /api/v1/notifications': json({ items: expertItems, nextBefore: null, unread: 2 }) }, { ...testAccount, role: 'expert' });
    await renderScreen('/notifications', 'Notifications');
    const [cancelled, placed] = within(await recent()).getAllByRole('link');
    expect(cancelled).toHaveTextContent('The client cancelled this order: Rental Agreement Drafting');
    expect(cancelled).not.toHaveTextContent('refunded');
    expect(placed).toHaveTextContent('New order assigned to you: Rental Agreement Drafting');
    expect(placed).toHaveAttribute('href', '/console/orders/ORDABC123XYZ');
  });

  it('opens a new message’s conversation: the order’s chat, or the consultation’s', async () => {
    const messages: NotificationView[] = [
      { id: '10', kind: 'new-message', subject: booking, data: { from: 'Adv. Priya Sharma' }, createdAt: at, read: false },
      { id: '9', kind: 'new-message', subject: order, data: { from: 'Adv. Priya Sharma' }, createdAt: at, read: false },
    ];
    await signInForTest({ 'GET /api/v1/notifications': json({ items: messages, nextBefore: null, unread: 2 }) });
    await renderScreen('/notifications', 'Notifications');
    const [consultation, orderChat] = within(await recent()).getAllByRole('link');
    expect(consultation).toHaveAttribute('href', '/consultation-chat?booking=BKGABC123XYZ');
    expect(orderChat).toHaveAttribute('href', '/order-chat?order=ORDABC123XYZ');
    expect(orderChat).toHaveTextContent('New message from Adv. Priya Sharma');
  });
  it('words a document asked for or refused in the page’s language, the expert’s note as text', async () => {
    const documentsItems: NotificationView[] = [
      {
        id: '12',
        kind: 'document-refused',
        subject: order,
        data: { requirement: 'Property address proof', reason: 'Expired', code: 'expired', note: 'Older than <b>3 months</b>.' },
        createdAt: at,
        read: false,
      },
      {
        id: '11',
        kind: 'document-requested',
        subject: order,
        data: { requirement: 'Property address proof', note: 'A recent bill.' },
        createdAt: at,
        read: false,
      },
    ];
    await signInForTest({ 'GET /api/v1/notifications': json({ items: documentsItems, nextBefore: null, unread: 2 }) });
    await renderScreen('/notifications', 'Notifications');
    const [refused, asked] = within(await recent()).getAllByRole('link');
    expect(refused).toHaveTextContent('A document was not accepted: Property address proof');
    expect(refused).toHaveTextContent('Expired: Older than <b>3 months</b>.');
    expect(refused!.querySelector('b')).toBeNull();
    expect(asked).toHaveTextContent('Your expert asks for a document: Property address proof');
    expect(asked).toHaveTextContent('A recent bill.');
    await act(() => changeLocale('hi'));
    expect(await screen.findByText(/समय-सीमा समाप्त: Older than <b>3 months<\/b>\./)).toBeInTheDocument();
    // The requirement is the catalogue's text: in Hindi where this page has its translation, else as listed.
    expect(screen.getByText(/^आपके विशेषज्ञ को एक दस्तावेज़ चाहिए: /)).toBeInTheDocument();
  });

  it('reminds of the user’s own action item due tomorrow, their words as text, linking to /act', async () => {
    const due: NotificationView[] = [
      {
        id: '13',
        kind: 'action-item-due',
        subject: { type: 'action-item', reference: 'own-rent' },
        data: { title: 'Pay the <b>rent</b>', dueDate: '2026-12-16' },
        createdAt: at,
        read: false,
      },
    ];
    await signInForTest({ 'GET /api/v1/notifications': json({ items: due, nextBefore: null, unread: 1 }) });
    await renderScreen('/notifications', 'Notifications');
    const [link] = within(await recent()).getAllByRole('link');
    expect(link).toHaveTextContent('Due tomorrow: Pay the <b>rent</b>');
    expect(link).toHaveTextContent('Your action items');
    expect(link).not.toHaveTextContent('own-rent');
    expect(link).toHaveAttribute('href', '/act');
    await act(() => changeLocale('hi'));
    expect(await screen.findByText('कल अंतिम तिथि: Pay the <b>rent</b>')).toBeInTheDocument();
    expect(screen.getByText('आपके करने के काम')).toBeInTheDocument();
  });

  it('reminds of the user’s own goal 7 days before its deadline, their words as text, linking to /track', async () => {
    const due: NotificationView[] = [
      {
        id: '14',
        kind: 'goal-deadline',
        subject: { type: 'goal', reference: 'goal-fund' },
        data: { title: 'Emergency <i>fund</i>', deadline: '2026-12-22' },
        createdAt: at,
        read: false,
      },
    ];
    await signInForTest({ 'GET /api/v1/notifications': json({ items: due, nextBefore: null, unread: 1 }) });
    await renderScreen('/notifications', 'Notifications');
    const [link] = within(await recent()).getAllByRole('link');
    expect(link).toHaveTextContent('7 days to the deadline: Emergency <i>fund</i>');
    expect(link).toHaveTextContent('Your goals');
    expect(link).not.toHaveTextContent('goal-fund');
    expect(link).toHaveAttribute('href', '/track');
    await act(() => changeLocale('hi'));
    expect(await screen.findByText('समय-सीमा में 7 दिन: Emergency <i>fund</i>')).toBeInTheDocument();
    expect(screen.getByText('आपके लक्ष्य')).toBeInTheDocument();
  });

  it('tells a space’s admin of a request to join, the asker’s words as text, linking to the space', async () => {
    const asked: NotificationView[] = [
      {
        id: '16',
        kind: 'space-join-requested',
        subject: { type: 'space', reference: 'sp-abc123' },
        data: { from: '<b>Asha</b>', name: 'Pune Renters' },
        createdAt: at,
        read: false,
      },
      {
        id: '15',
        kind: 'space-join-requested',
        subject: { type: 'space', reference: 'sp-abc123' },
        data: { from: '', name: 'Pune Renters' },
        createdAt: at,
        read: false,
      },
    ];
    await signInForTest({ 'GET /api/v1/notifications': json({ items: asked, nextBefore: null, unread: 2 }) });
    await renderScreen('/notifications', 'Notifications');
    const [named, unnamed] = within(await recent()).getAllByRole('link');
    expect(named).toHaveTextContent('<b>Asha</b> asked to join Pune Renters');
    expect(named).toHaveAttribute('href', '/spaces/sp-abc123');
    expect(unnamed).toHaveTextContent('A member asked to join Pune Renters');
    await act(() => changeLocale('hi'));
    expect(await screen.findByText('एक सदस्य ने Pune Renters से जुड़ने का अनुरोध किया')).toBeInTheDocument();
  });
});
