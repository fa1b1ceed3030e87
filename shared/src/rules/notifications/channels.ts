/**
 * Which channels carry a notification outside the app (issue 25). The in-app list always gets it;
 * push, email and SMS each need the user's own setting, and then only the kinds worth that
 * channel: every step and message on SMS would teach people to ignore SMS, so SMS is kept for
 * what asks the user to act or is about to start. Email also needs an address on the account.
 * Marketing is a purpose, not a channel: nothing an order or a consultation sends is marketing,
 * so the marketing switch never adds or removes these; a marketing message (none exists yet)
 * would need it on as well as its channel's (TRAI's rules on commercial communication want that consent).
 */
import type { NotificationKind, NotificationSettings } from '../../api';

export type Channel = 'push' | 'email' | 'sms';
export const CHANNELS: readonly Channel[] = ['push', 'email', 'sms'];

/** Why a message is sent: `service` (about something the user bought or booked) or `marketing`. */
export type Purpose = 'service' | 'marketing';

/** The channels each kind may use at most, most immediate first. */
export const KIND_CHANNELS: Readonly<Record<NotificationKind, readonly Channel[]>> = {
  'step-completed': ['push', 'email'],
  'new-message': ['push'],
  'document-requested': ['push', 'email', 'sms'],
  'document-refused': ['push', 'email', 'sms'],
  'draft-delivered': ['push', 'email', 'sms'],
  'revision-requested': ['push', 'email'],
  'consultation-soon': ['push', 'sms'],
  'order-placed': ['push', 'email'],
  'order-cancelled': ['push', 'email', 'sms'],
  'consultation-booked': ['push', 'email'],
  'consultation-cancelled': ['push', 'email', 'sms'],
  'action-item-due': ['push', 'email'],
  'goal-deadline': ['push', 'email'],
  // A place came free: the person has to decide whether they still go, so SMS too.
  'event-place': ['push', 'email', 'sms'],
  // A reply to one's discussion is worth a buzz, never an email or SMS each.
  'discussion-reply': ['push'],
  'space-join-approved': ['push', 'email'],
  // Someone waits on the admin's answer: a buzz, no email for each request.
  'space-join-requested': ['push'],
};

/** What the account can be reached at, besides the app. */
export interface Reach {
  /** An email address is on the account. */
  email: boolean;
}

/** The channels that carry this kind for this user, in the order of `CHANNELS`. */
export function channelsFor(kind: NotificationKind, settings: NotificationSettings, reach: Reach, purpose: Purpose = 'service'): Channel[] {
  if (purpose === 'marketing' && !settings.marketing) return [];
  const allowed = KIND_CHANNELS[kind] ?? [];
  return CHANNELS.filter((channel) => allowed.includes(channel) && settings[channel] && (channel !== 'email' || reach.email));
}
