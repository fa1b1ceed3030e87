import type { AppNotification, NotificationSetting } from '../../types';

export const notifications: AppNotification[] = [
  {
    id: 'nt-1',
    type: 'message',
    title: 'New message from Adv. Priya Sharma',
    description: 'I have reviewed your rental agreement draft.',
    time: '5 min ago',
    read: false,
  },
  {
    id: 'nt-2',
    type: 'event',
    title: 'Consultation starts in 1 hour',
    description: 'Video call with Adv. Priya Sharma at 11:30 AM.',
    time: '30 min ago',
    read: false,
  },
  { id: 'nt-3', type: 'payment', title: 'Payment received', description: '₹18,500 was added to your wallet.', time: '2 h ago', read: false },
  {
    id: 'nt-4',
    type: 'social',
    title: 'Rohan joined Tenant Rights Circle',
    description: 'Say hello to the newest member of your space.',
    time: 'Yesterday',
    read: true,
  },
  { id: 'nt-5', type: 'payment', title: 'Electricity bill paid', description: '₹2,346.80 paid to Adani Electricity.', time: '3 days ago', read: true },
];

/** Spec §4: Push on, Email on, SMS off, Marketing off. */
export const defaultNotificationSettings: NotificationSetting[] = [
  { id: 'push', label: 'Push', enabled: true },
  { id: 'email', label: 'Email', enabled: true },
  { id: 'sms', label: 'SMS', enabled: false },
  { id: 'marketing', label: 'Marketing Updates', enabled: false },
];

export async function getNotifications(): Promise<{ notifications: AppNotification[]; settings: NotificationSetting[] }> {
  return { notifications, settings: defaultNotificationSettings };
}
