import type { BookingMode } from '@nyaya/shared/api';
import { expertSlug } from '@nyaya/shared/rules/experts';

/**
 * The booking screen of an expert, with the consultation mode the button used preselected
 * (Start Chat → chat, Call → call; Book Slot and Schedule leave the choice to the user), and the
 * slot a button named ("Next call: today 4:00 PM") chosen when given.
 * Only a type comes from the API contract: the list and the profile link here without zod.
 */
export function bookingPath(expertName: string, mode?: BookingMode, slot?: string): string {
  const query = new URLSearchParams();
  if (mode) query.set('mode', mode);
  if (slot) query.set('slot', slot);
  const search = query.toString();
  return `/lawyer-profile/${encodeURIComponent(expertSlug(expertName))}/book${search ? `?${search}` : ''}`;
}

const MODES: readonly BookingMode[] = ['chat', 'call', 'video'];

/** A `?mode=` value read from the URL (anything may arrive), or null. */
export function bookingModeOf(value: string | null | undefined): BookingMode | null {
  return MODES.find((mode) => mode === value) ?? null;
}
