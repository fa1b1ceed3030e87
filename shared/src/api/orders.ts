import { z } from 'zod';
import { ContactSchema } from './contact';
import { INDIAN_STATES } from '../data/marketplace/intake/indianStates';
import { CancelQuoteSchema, CancellationSchema, DeliveredDraftSchema } from './drafts';
import { PaymentIntentSchema, PaymentRecordSchema } from './payment';

/** Catalogue ids (services, offers, providers, experts) are lower-case slugs. */
export const CatalogueIdSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9][a-z0-9.-]*$/, 'Not a known id.');

/** What a write carries in its `Idempotency-Key` header: the same key returns the same order. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Send an Idempotency-Key of 16 to 100 letters, digits, - or _.');
export { IDEMPOTENCY_HEADER } from './request';

export const AutoAssignTimelineSchema = z.enum(['urgent', 'standard', 'flexible']);

/** How the work is delivered: the price rule's `DELIVERY_MODES` (kept apart so the contract loads no rules). */
export const DeliveryModeSchema = z.enum(['digital', 'paper'], { message: 'Choose digital or paper delivery.' });

/**
 * The states and union territories an order's document can be used in (what the checkout offers).
 * Stamp duty is charged now for those in the stamp-duty table, and confirmed by the expert for the
 * others; any other text is refused.
 */
export const OrderStateSchema = z
  .string()
  .refine((state) => (INDIAN_STATES as readonly string[]).includes(state), 'Choose an Indian state or union territory from the list.');

/**
 * `POST /api/v1/orders`. No price: the server prices the order from the catalogue. Without an
 * offer (the intake form's generic Selected Provider, spec §8) the service's general price applies.
 * Every order, Auto Assign's too, is checked by the service's intake form, so leaving `intake` out
 * names the form's required fields. An Auto Assign `budget` must cover the order's total (fee, GST,
 * government fees, stamp duty, courier), not only the fee.
 * `payment` says which provider and the total the user agreed to, in paise (409 if it is not the
 * server's quote).
 */
export const CreateOrderRequestSchema = z
  .object({
    serviceId: CatalogueIdSchema,
    offerId: CatalogueIdSchema.optional(),
    intake: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/), z.string().max(2000)).optional(),
    contact: ContactSchema,
    /** Where the document is used: picks the stamp duty (stamp-paper services only). */
    state: OrderStateSchema.optional(),
    /**
     * A digital copy, or a paper copy by courier (charged) where the service can send one. Left
     * out: the service's default (digital, or paper for work that is always on paper).
     */
    delivery: DeliveryModeSchema.optional(),
    autoAssign: z
      .object({
        budget: z.number().finite().min(1000, 'The budget must be at least ₹1,000.').max(100_000_000, 'The budget must be at most ₹10,00,00,000.'),
        timeline: AutoAssignTimelineSchema.optional(),
      })
      .strict()
      .optional(),
    payment: PaymentIntentSchema,
  })
  .strict();

export type CreateOrderRequest = z.input<typeof CreateOrderRequestSchema>;

export const OrderNumberSchema = z.string().regex(/^ORD[A-Z0-9]{9}$/, 'Not an order number.');

export const QuoteLineSchema = z.object({
  id: z.enum(['fee', 'gst', 'government', 'stamp-duty', 'delivery']),
  label: z.string(),
  amount: z.number(),
});

export const TrackingStepViewSchema = z.object({
  title: z.string(),
  description: z.string(),
  status: z.enum(['completed', 'active', 'pending']),
  /** When the step was reached (ISO 8601), from the order's status history. */
  at: z.string().nullable(),
});

/** An order as the API returns it (`POST` 201/200, `GET /api/v1/orders/{number}`, the list). */
export const OrderViewSchema = z.object({
  orderNumber: OrderNumberSchema,
  createdAt: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  offerId: z.string().nullable(),
  providerName: z.string(),
  estimatedDelivery: z.string(),
  quote: z.object({ lines: z.array(QuoteLineSchema), total: z.number(), stampDutyIncluded: z.boolean() }),
  /** `firm`: the provider's expert works there; absent on orders placed before experts belonged to firms. */
  expert: z.object({
    id: z.string(),
    name: z.string(),
    firm: z.string().optional(),
    specialization: z.string(),
    experience: z.string(),
    rating: z.number(),
    avatar: z.string(),
  }),
  intake: z.record(z.string(), z.string()),
  contact: z.object({ name: z.string(), mobile: z.string(), email: z.string().optional() }),
  state: z.string().nullable(),
  autoAssigned: z.boolean(),
  budget: z.number().nullable(),
  timeline: AutoAssignTimelineSchema.nullable(),
  payment: PaymentRecordSchema,
  tracking: z.array(TrackingStepViewSchema),
  // Issue 25's fields default when absent, so a screen still reads an API released before them.
  /** The order's language: its first draft is written in it (from the page's language when it was placed). */
  language: z.enum(['en', 'hi']).default('en'),
  /** The draft delivered to the client, once there is one. */
  draft: DeliveredDraftSchema.nullable().default(null),
  /** Set once the order is cancelled: when and what was refunded. */
  cancellation: CancellationSchema.nullable().default(null),
  /** What cancelling now would refund (the server's figure); null when it can no longer be cancelled. */
  cancel: CancelQuoteSchema.nullable().default(null),
});

export type OrderView = z.infer<typeof OrderViewSchema>;
export type TrackingStepView = z.infer<typeof TrackingStepViewSchema>;

export const OrderListSchema = z.object({ orders: z.array(OrderViewSchema) });
