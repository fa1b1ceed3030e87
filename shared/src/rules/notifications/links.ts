/**
 * Where a notification leads (issue 25): the page of its order or consultation as the reader sees
 * it. A client follows their order on its tracking page and their consultations on the schedule;
 * an expert opens the order in the console, and the console lists consultations.
 */
import type { AccountRole, NotificationSubject } from '../../api';

export function notificationHref(subject: NotificationSubject, role: AccountRole): string {
  const reference = encodeURIComponent(subject.reference);
  if (role === 'expert') return subject.type === 'order' ? `/console/orders/${reference}` : '/console';
  return subject.type === 'order' ? `/order-tracking?order=${reference}` : '/schedule';
}
