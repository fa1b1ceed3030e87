import { z } from 'zod';
import { tCommon } from '@nyaya/shared/i18n/common';
import { ContactSchema } from './contact';
import { CatalogueIdSchema } from './orders';
import { PaymentIntentSchema } from './payment';

export const BookingModeSchema = z.enum(['chat', 'call', 'video']);
export type BookingMode = z.infer<typeof BookingModeSchema>;

/**
 * A mode's name as the experts' data spells it ("Voice Call"): compared with `consultationModes`,
 * so always English. Screens show `bookingModeLabel(mode)`.
 */
export const bookingModeLabels: Readonly<Record<BookingMode, string>> = { chat: 'Chat', call: 'Voice Call', video: 'Video Call' };

/** A mode's name in the page's language ("Voice Call" / "वॉइस कॉल"). */
export function bookingModeLabel(mode: BookingMode): string {
  return tCommon(`booking.mode.${mode}`);
}

/** A calendar day as the date input writes it (yyyy-mm-dd), in India's time. */
export const BookingDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Send the date as yyyy-mm-dd.');

/** One slot of an expert's day: its start (ISO 8601 with +05:30) and whether it can still be booked. */
export const SlotSchema = z.object({ start: z.string(), available: z.boolean() });

/** `GET /api/v1/experts/{slug}/slots?date=yyyy-mm-dd`. */
export const SlotsResponseSchema = z.object({ expertSlug: z.string(), date: z.string(), slots: z.array(SlotSchema) });

/**
 * `POST /api/v1/bookings` (with an Idempotency-Key). `payment`: the provider and the total the
 * screen showed (the expert's fee and its GST, `consultationQuote`), in paise (409 if it is not
 * the server's total).
 */
export const CreateBookingRequestSchema = z
  .object({
    expertSlug: CatalogueIdSchema,
    mode: BookingModeSchema,
    slotStart: z.iso.datetime({ offset: true, message: 'Send the slot as an ISO 8601 time.' }),
    contact: ContactSchema,
    payment: PaymentIntentSchema,
  })
  .strict();

export type CreateBookingRequest = z.input<typeof CreateBookingRequestSchema>;

/**
 * A booking as the API answers it. `id` names it in the API's paths; `reference` ("BKG…") is what
 * people read and quote. Money in rupees: `fee` and its `gst` make `total`, what was paid;
 * `refunded` is what cancelling it gave back (by `consultationRefund`), null while it is booked.
 */
export const BookingViewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  expertSlug: z.string(),
  expertName: z.string(),
  mode: BookingModeSchema,
  slotStart: z.string(),
  fee: z.number(),
  gst: z.number(),
  total: z.number(),
  refunded: z.number().nullable(),
  status: z.enum(['booked', 'cancelled']),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** The Jitsi Meet room of a booked call or video consultation; null for a chat or a cancelled one. */
  meetingUrl: z.string().nullable(),
});

export type BookingView = z.infer<typeof BookingViewSchema>;
export type Slot = z.infer<typeof SlotSchema>;
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

export const BookingListSchema = z.object({ bookings: z.array(BookingViewSchema) });
