/**
 * Where a notification leads (issue 25): the page of its order or consultation as the reader sees
 * it. A client follows their order on its tracking page and their consultations on the schedule;
 * an expert opens the order in the console, and the console lists consultations. A new message
 * opens its conversation (an order's is on the console's order page for the expert).
 */
import type { AccountRole, NotificationKind, NotificationSubject } from '../../api';

export function notificationHref(subject: NotificationSubject, role: AccountRole, kind?: NotificationKind): string {
  // The user's own action items are on /act, whoever they are.
  if (subject.type === 'action-item') return '/act';
  if (subject.type === 'goal') return '/track';
  if (subject.type === 'local-event') return '/local';
  if (subject.type === 'discussion') return `/public/${encodeURIComponent(subject.reference)}`;
  if (subject.type === 'conversation') return `/private/${encodeURIComponent(subject.reference)}`;
  const reference = encodeURIComponent(subject.reference);
  if (subject.type === 'space') return `/spaces/${reference}`;
  if (kind === 'new-message' && subject.type === 'booking') return `/consultation-chat?booking=${reference}`;
  if (role === 'expert') return subject.type === 'order' ? `/console/orders/${reference}` : '/console';
  if (kind === 'new-message') return `/order-chat?order=${reference}`;
  return subject.type === 'order' ? `/order-tracking?order=${reference}` : '/schedule';
}
