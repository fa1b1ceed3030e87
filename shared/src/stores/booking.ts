import { createPersistentStore } from './persistentStore';

/**
 * What the user has typed and chosen on the consultation booking screen
 * (`/lawyer-profile/{slug}/book`), kept across reloads. The contact details are the user's own and
 * prefill any expert's booking; the mode, day and slot belong to the expert named by `expertSlug`
 * and are read only on that expert's screen. Strings only (an empty string is "not chosen"), so
 * the shape check is cheap and a half-typed mobile number is kept as typed. No zod here: the
 * stores are a singleton every page loads, and the API schemas stay in the booking screen's chunk.
 */
export interface BookingDraft {
  /** The expert whose booking `mode`, `date` and `slotStart` are for (their URL slug). */
  expertSlug: string;
  /** 'chat' | 'call' | 'video', or '' when none is chosen yet. */
  mode: string;
  /** yyyy-mm-dd in India's time, or ''. */
  date: string;
  /** The chosen slot's start (ISO 8601 with +05:30), or ''. */
  slotStart: string;
  name: string;
  /** As typed after the fixed +91. */
  mobile: string;
  email: string;
}

export const emptyBookingDraft: BookingDraft = { expertSlug: '', mode: '', date: '', slotStart: '', name: '', mobile: '', email: '' };

const FIELDS = Object.keys(emptyBookingDraft) as (keyof BookingDraft)[];
/** Long enough for any honest value; a longer one in storage is junk, not a draft. */
const MAX_FIELD_LENGTH = 300;

export function isBookingDraft(value: unknown): value is BookingDraft {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === 'string' && (record[field] as string).length <= MAX_FIELD_LENGTH);
}

export const bookingDraftStore = createPersistentStore<BookingDraft>('experts:booking-draft', emptyBookingDraft, isBookingDraft);

/**
 * The draft as one expert's screen starts from it: the contact always, the choices only when they
 * were made for this expert.
 */
export function bookingDraftFor(draft: BookingDraft, expertSlug: string): BookingDraft {
  if (draft.expertSlug === expertSlug) return draft;
  return { ...emptyBookingDraft, expertSlug, name: draft.name, mobile: draft.mobile, email: draft.email };
}
