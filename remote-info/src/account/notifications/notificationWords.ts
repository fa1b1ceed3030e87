import { bookingModeLabel, type NotificationView } from '@nyaya/shared/api';
import { formatINR, formatIndiaDateTime, formatIndiaTime } from '@nyaya/shared/format';
import { translateText } from '@nyaya/shared/i18n';
import { spaceText } from '../../spaces/spaceText';
import { t } from '../i18n';

/** "₹1,200 refunded" for a refund there was; nothing for none (or nothing paid). */
const refunded = (paise: number | null) => (paise ? t('notifications.refunded', { amount: formatINR(paise / 100) }) : null);

/** The line naming what it is about; an action item's id means nothing to a reader, so it is not shown. */
const subjectKey = {
  order: 'order',
  booking: 'booking',
  'action-item': 'actionItem',
  goal: 'goal',
  'local-event': 'localEvent',
  discussion: 'discussion',
  space: 'space',
  conversation: 'conversation',
} as const;

/**
 * A notification in the reader's language: a title from its kind and data, and the line naming
 * its order or consultation. People's words (a reason, a comment, a name) are shown as they came,
 * as plain text; the catalogue's (a step) are translated.
 */
export function notificationWords(item: NotificationView): { title: string; detail: string | null; subject: string } {
  const subject = t(`notifications.subject.${subjectKey[item.subject.type]}`, { reference: item.subject.reference });
  switch (item.kind) {
    case 'step-completed':
      return { title: t('notifications.kind.stepCompleted', { step: `s${item.data.step}`, title: item.data.title }), detail: null, subject };
    case 'new-message':
      return { title: t('notifications.kind.newMessage', { from: item.data.from }), detail: null, subject };
    case 'document-requested':
      return {
        title: t('notifications.kind.documentRequested', { requirement: translateText(item.data.requirement) }),
        detail: item.data.note ?? null,
        subject,
      };
    case 'document-refused': {
      // The reason from the console's fixed list is worded here; an older row has only the English words.
      const reason = item.data.code ? t(`notifications.refusal.${item.data.code}`) : item.data.reason;
      const detail = item.data.note ? t('notifications.refusal.withNote', { reason, note: item.data.note }) : reason;
      return { title: t('notifications.kind.documentRefused', { requirement: translateText(item.data.requirement) }), detail, subject };
    }
    case 'draft-delivered':
      return { title: t('notifications.kind.draftDelivered'), detail: null, subject };
    case 'revision-requested':
      return { title: t('notifications.kind.revisionRequested'), detail: item.data.comment ?? null, subject };
    case 'consultation-soon':
      return {
        title: t('notifications.kind.consultationSoon', {
          mode: bookingModeLabel(item.data.mode),
          with: item.data.with,
          time: formatIndiaTime(item.data.slotStart),
        }),
        detail: null,
        subject,
      };
    case 'order-placed':
      return {
        title: t(item.data.role === 'expert' ? 'notifications.kind.orderAssigned' : 'notifications.kind.orderPlaced', {
          service: translateText(item.data.service),
        }),
        detail: null,
        subject,
      };
    case 'order-cancelled':
      return item.data.role === 'expert'
        ? { title: t('notifications.kind.orderCancelledByClient', { service: translateText(item.data.service) }), detail: null, subject }
        : { title: t('notifications.kind.orderCancelled', { service: translateText(item.data.service) }), detail: refunded(item.data.refundPaise), subject };
    case 'consultation-booked':
    case 'consultation-cancelled': {
      const values = { mode: bookingModeLabel(item.data.mode), with: item.data.with, time: formatIndiaDateTime(item.data.slotStart) };
      return item.kind === 'consultation-booked'
        ? { title: t('notifications.kind.consultationBooked', values), detail: null, subject }
        : { title: t('notifications.kind.consultationCancelled', values), detail: refunded(item.data.refundPaise), subject };
    }
    case 'action-item-due':
      // The user's own words, as they wrote them.
      return { title: t('notifications.kind.actionItemDue', { title: item.data.title }), detail: null, subject };
    case 'goal-deadline':
      return { title: t('notifications.kind.goalDeadline', { title: item.data.title }), detail: null, subject };
    case 'event-place':
      return {
        title: t('notifications.kind.eventPlace', { title: translateText(item.data.title), time: formatIndiaDateTime(item.data.startsAt) }),
        detail: null,
        subject,
      };
    case 'discussion-reply':
      // People's words (a name, their discussion's title), as they wrote them.
      return { title: t('notifications.kind.discussionReply', { from: item.data.from }), detail: item.data.title, subject };
    case 'space-join-approved':
      return { title: t('notifications.kind.spaceJoinApproved', { name: spaceText(item.subject.reference, item.data.name) }), detail: null, subject };
    case 'space-join-requested':
      // The asker's name as their account has it; an account with no name is "A member".
      return {
        title: t('notifications.kind.spaceJoinRequested', {
          from: item.data.from || t('notifications.aMember'),
          name: spaceText(item.subject.reference, item.data.name),
        }),
        detail: null,
        subject,
      };
  }
}
