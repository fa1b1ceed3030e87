/**
 * The expert's console (issue 25): the orders and consultations assigned to the signed-in expert
 * account, an order's intake and progress, and completing its current step. Only the assigned
 * expert sees any of it; to everyone else (clients, other experts, guests) it is 404.
 */
import { z } from 'zod';
import { BookingModeSchema } from './bookings';
import { CancellationSchema, DraftVersionSchema } from './drafts';
import { OrderNumberSchema } from './orders';

/**
 * Where an item stands, for the console's filter: an order in progress or a consultation still to
 * come is `active`; a delivered order or a consultation whose hour is over is `completed`; an
 * order or consultation the client cancelled is `cancelled`.
 */
export const ConsoleStatusSchema = z.enum(['active', 'completed', 'cancelled']);
export type ConsoleStatus = z.infer<typeof ConsoleStatusSchema>;

/** One row of the console's list. `title` is English data (the service's name): screens translate it. */
export const ConsoleItemSchema = z.object({
  kind: z.enum(['order', 'consultation']),
  /** The order number (ORD…) or the booking's reference (BKG…). */
  reference: z.string(),
  title: z.string(),
  clientName: z.string(),
  createdAt: z.string(),
  status: ConsoleStatusSchema,
  /** An order's current step (trackingTimeline's English title); null once delivered and for consultations. */
  currentStep: z.string().nullable(),
  /** A consultation's mode and slot (ISO 8601, India's offset); null for orders. */
  mode: BookingModeSchema.nullable(),
  slotStart: z.string().nullable(),
  /** A booked video or voice consultation's meeting room, for the expert to join; null otherwise. */
  meetingUrl: z.string().nullable(),
  /** Messages from the client the expert has not read yet (the conversation's read marker). */
  unread: z.number().int().nonnegative(),
});
export type ConsoleItem = z.infer<typeof ConsoleItemSchema>;

/** `GET /api/v1/console`: newest first. */
export const ConsoleListSchema = z.object({ items: z.array(ConsoleItemSchema) });
export type ConsoleList = z.infer<typeof ConsoleListSchema>;

export const ConsoleStepSchema = z.object({
  /** Its index in the tracking timeline: what `CompleteStepRequest.step` names. */
  index: z.number().int().nonnegative(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['completed', 'active', 'pending']),
  /** Completed: when. Active: since when it is the current step. Pending: null. */
  at: z.string().nullable(),
  /** Who completed it: Nyaya itself (placing and assigning the order) or the expert; null until completed. */
  completedBy: z.enum(['nyaya', 'expert']).nullable(),
});
export type ConsoleStep = z.infer<typeof ConsoleStepSchema>;

/** `GET /api/v1/console/orders/{orderNumber}` and the answer of completing a step. */
export const ConsoleOrderSchema = z.object({
  orderNumber: OrderNumberSchema,
  createdAt: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  offerId: z.string().nullable(),
  providerName: z.string(),
  estimatedDelivery: z.string(),
  state: z.string().nullable(),
  client: z.object({ name: z.string(), mobile: z.string(), email: z.string().optional() }),
  /** The client's answers to the service's form, by field name (empty for an Auto Assign order without them). */
  intake: z.record(z.string(), z.string()),
  autoAssigned: z.boolean(),
  steps: z.array(ConsoleStepSchema),
  /** The index of the first step not completed; null once every step is. */
  currentStep: z.number().int().nullable(),
  unread: z.number().int().nonnegative(),
  // Issue 25's drafts fields default when absent, as the order's do (orders.ts).
  /** The language the client reads, which the generated draft is written in. */
  language: z.enum(['en', 'hi']).default('en'),
  /** Every version of the draft, the newest first (version 1 is generated from the intake). */
  drafts: z.array(DraftVersionSchema).default([]),
  /** The offer's revision window in days (7, 30 or 60). */
  revisionDays: z.number().int().positive().default(7),
  /** Set once the client cancelled: nothing more can be done on the order. */
  cancellation: CancellationSchema.nullable().default(null),
});
export type ConsoleOrder = z.infer<typeof ConsoleOrderSchema>;

/**
 * `POST /api/v1/console/orders/{orderNumber}/steps` with an Idempotency-Key: completes the current
 * step; the server decides which that is. `step`, when sent, is the step the button was for: if the
 * order has moved on meanwhile the answer is 409 and nothing changes.
 */
export const CompleteStepRequestSchema = z.object({ step: z.number().int().nonnegative().optional() }).strict();
export type CompleteStepRequest = z.infer<typeof CompleteStepRequestSchema>;
