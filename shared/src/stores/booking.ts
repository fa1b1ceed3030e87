import { tCommon } from '@nyaya/shared/i18n/common';
import { sanitizeText } from '../rules/sanitizeText';
import { createPersistentStore, DAY_MS, type EntrySchema, versionTwoObjectSchema } from './persistentStore';

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

/** A draft of exactly these fields, all text of honest length. */
export function isBookingDraft(value: unknown): value is BookingDraft {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    Object.keys(record).every((field) => (FIELDS as string[]).includes(field)) &&
    FIELDS.every((field) => typeof record[field] === 'string' && (record[field] as string).length <= MAX_FIELD_LENGTH)
  );
}

/** The typed contact without bidirectional controls or zero-width characters; the same draft when clean. */
function cleanDraft(draft: BookingDraft): BookingDraft {
  const { name, mobile, email } = draft;
  const clean = { name: sanitizeText(name), mobile: sanitizeText(mobile), email: sanitizeText(email) };
  return clean.name === name && clean.mobile === mobile && clean.email === email ? draft : { ...draft, ...clean };
}

/**
 * The draft as stored: its fields, `v` (the schema's version) and `updatedAt` (ISO 8601).
 * - version 1 (before `v`): the fields alone; read as changed now.
 * - version 2: the fields, `v: 2` and `updatedAt`.
 * A draft with a field this code does not know, or of a later version, is not understood: the
 * screen starts from an empty draft, and the stored one is backed up before it is replaced.
 */
export const bookingDraftSchema: EntrySchema<BookingDraft> = versionTwoObjectSchema<BookingDraft>(isBookingDraft, cleanDraft);

/** The booking draft; once unchanged for 30 days it is pruned (the screen starts afresh). */
export const bookingDraftStore = createPersistentStore<BookingDraft>('experts:booking-draft', emptyBookingDraft, bookingDraftSchema, {
  label: () => tCommon('store.label.booking'),
  prune: { maxAgeMs: 30 * DAY_MS },
});

/**
 * The draft as one expert's screen starts from it: the contact always, the choices only when they
 * were made for this expert.
 */
export function bookingDraftFor(draft: BookingDraft, expertSlug: string): BookingDraft {
  if (draft.expertSlug === expertSlug) return draft;
  return { ...emptyBookingDraft, expertSlug, name: draft.name, mobile: draft.mobile, email: draft.email };
}
