/**
 * Notifications (issue 25): what happened to an order or a consultation that the other party
 * should hear of. The server records one with the change that caused it (`recordEvent` in
 * api/src/notifications/events.ts, in the same transaction); the signed-in user lists them,
 * counts the unread and marks them read. Every field a screen shows is data, never markup: the
 * screen words it in the reader's language from `kind` and `data`.
 */
import { z } from 'zod';
import { BookingModeSchema } from './bookings';

/** Plain text from people (a revision comment, a reason): short, so a list row stays a row. */
const shortText = (max: number) => z.string().max(max);

/**
 * What each kind carries. English data (a step's or a document's title as the catalogue spells
 * it) is translated by the screen; people's words are shown as they are.
 */
export const NotificationDataSchemas = {
  /** The expert completed a step of the order's timeline (`trackingTimeline[step]`). */
  'step-completed': z.object({ step: z.number().int().nonnegative(), title: shortText(120) }).strict(),
  /** A message in the order's or consultation's conversation, or a member conversation (issue 26, with a group's title); who wrote it, never its text (lock screens). */
  'new-message': z.object({ from: shortText(120), group: shortText(120).optional() }).strict(),
  /** The expert asks for one of the offer's Documents Required (its English text). */
  'document-requested': z.object({ requirement: shortText(200), note: shortText(500).optional() }).strict(),
  /** The expert refused an uploaded document, and why. */
  'document-refused': z
    .object({
      requirement: shortText(200),
      /** English words (the channels outside the app); `code`, when given, is what screens word in their language. */
      reason: shortText(500),
      code: z.enum(['unreadable', 'wrong-document', 'expired', 'incomplete']).optional(),
      note: shortText(500).optional(),
    })
    .strict(),
  /** The expert delivered the draft (or a revised one). */
  'draft-delivered': z.object({ revision: z.number().int().nonnegative().optional() }).strict(),
  /** The client asked for a revision of the delivered draft. */
  'revision-requested': z.object({ comment: shortText(500).optional() }).strict(),
  /** An order was placed: the client's receipt (`role: client`) or the assigned expert's new work (`role: expert`). */
  'order-placed': z.object({ service: shortText(200), role: z.enum(['client', 'expert']) }).strict(),
  /** The client cancelled the order: the expert hears of it, the client of the refund (whole paise; 0 for none). */
  'order-cancelled': z.object({ service: shortText(200), refundPaise: z.number().int().nonnegative(), role: z.enum(['client', 'expert']) }).strict(),
  /** A consultation was booked (→ the client and the expert); `with` names the other party. */
  'consultation-booked': z.object({ slotStart: z.string(), mode: BookingModeSchema, with: shortText(120) }).strict(),
  /** A booked consultation was cancelled (→ both); the client's refund in whole paise (null: nothing was paid). */
  'consultation-cancelled': z
    .object({ slotStart: z.string(), mode: BookingModeSchema, with: shortText(120), refundPaise: z.number().int().nonnegative().nullable() })
    .strict(),
  /** A booked consultation starts within the hour (the scheduled job, once per party). */
  'consultation-soon': z.object({ slotStart: z.string(), mode: BookingModeSchema, with: shortText(120) }).strict(),
  /** A place at a local event came free and went to the first person waiting (→ them). */
  'event-place': z.object({ title: shortText(200), startsAt: z.string() }).strict(),
  /** Someone else replied to the recipient's public discussion: who, and the discussion's title (their own words). */
  'discussion-reply': z.object({ from: shortText(120), title: shortText(200) }).strict(),
  /** The admin of a private space approved the user's request to join it (→ them); its name as the space has it. */
  'space-join-approved': z.object({ name: shortText(200) }).strict(),
  /** Someone asked to join a private space the user looks after (→ its admin): who, and the space's name. */
  'space-join-requested': z.object({ from: shortText(120), name: shortText(200) }).strict(),
  /** One of the user's own action items is due tomorrow (the scheduled job, once per item and due date). */
  'action-item-due': z
    .object({
      title: shortText(120),
      dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    })
    .strict(),
  /** One of the user's own goals, not yet reached, has its deadline in 7 days (the scheduled job, once per goal and deadline). */
  'goal-deadline': z
    .object({
      title: shortText(120),
      deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    })
    .strict(),
} as const;

export type NotificationKind = keyof typeof NotificationDataSchemas;
export const NOTIFICATION_KINDS = Object.keys(NotificationDataSchemas) as NotificationKind[];
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]]);
export type NotificationData<K extends NotificationKind = NotificationKind> = z.infer<(typeof NotificationDataSchemas)[K]>;

/** What it is about: an order (ORD…), a consultation (its BKG… reference), one of the user's action items or goals, a local event, a public discussion or a space (its id), or a member conversation (CNV…). */
export const NotificationSubjectSchema = z.object({
  type: z.enum(['order', 'booking', 'action-item', 'goal', 'local-event', 'discussion', 'space', 'conversation']),
  reference: z.string().max(100),
});
export type NotificationSubject = z.infer<typeof NotificationSubjectSchema>;

const item = <K extends NotificationKind>(kind: K) =>
  z.object({
    /** A decimal string: the database's id, which only grows (newest first = largest first). */
    id: z.string().regex(/^\d{1,19}$/),
    kind: z.literal(kind),
    subject: NotificationSubjectSchema,
    data: NotificationDataSchemas[kind],
    /** ISO 8601. */
    createdAt: z.string(),
    read: z.boolean(),
  });

export const NotificationViewSchema = z.discriminatedUnion('kind', [
  item('step-completed'),
  item('new-message'),
  item('document-requested'),
  item('document-refused'),
  item('draft-delivered'),
  item('revision-requested'),
  item('consultation-soon'),
  item('order-placed'),
  item('order-cancelled'),
  item('consultation-booked'),
  item('consultation-cancelled'),
  item('action-item-due'),
  item('goal-deadline'),
  item('event-place'),
  item('discussion-reply'),
  item('space-join-approved'),
  item('space-join-requested'),
]);
export type NotificationView = z.infer<typeof NotificationViewSchema>;

/** Most items one page returns (and the default). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

/** `GET /api/v1/notifications?before={id}&limit={n}`: newest first; `nextBefore` asks for the page after (null at the end). */
export const NotificationListSchema = z.object({
  items: z.array(NotificationViewSchema),
  nextBefore: z.string().nullable(),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** `GET /api/v1/notifications/unread`, and the answer of marking read. */
export const UnreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/**
 * `POST /api/v1/notifications/read-all` `{ upTo? }`: marks every notification up to `upTo` (the
 * newest one the screen showed) read, so one that arrived after the screen was drawn stays unread.
 * Without it, all of them.
 */
export const MarkAllReadRequestSchema = z
  .object({
    upTo: z
      .string()
      .regex(/^\d{1,19}$/)
      .optional(),
  })
  .strict();
export type MarkAllReadRequest = z.infer<typeof MarkAllReadRequestSchema>;

export const notificationPaths = {
  list: (query: { before?: string; limit?: number } = {}) => {
    const params = new URLSearchParams();
    if (query.before) params.set('before', query.before);
    if (query.limit) params.set('limit', String(query.limit));
    const text = params.toString();
    return `/api/v1/notifications${text ? `?${text}` : ''}`;
  },
  unread: '/api/v1/notifications/unread',
  read: (id: string) => `/api/v1/notifications/${encodeURIComponent(id)}/read`,
  readAll: '/api/v1/notifications/read-all',
} as const;

export const notificationRoutes = {
  list: '/api/v1/notifications',
  unread: '/api/v1/notifications/unread',
  read: '/api/v1/notifications/:id/read',
  readAll: '/api/v1/notifications/read-all',
} as const;
