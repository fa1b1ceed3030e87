/**
 * Calendar days as ISO strings (yyyy-mm-dd) in the user's local time zone. Due dates are whole
 * days, so comparing these strings avoids the UTC-midnight shift of `new Date('2026-01-05')`.
 */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar day of a date: 5 Jan 2026 18:00 IST → "2026-01-05". */
export function toIsoDay(date: Date): IsoDay {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local Date at midnight of an ISO day, or null when the text is not a real day. */
export function parseIsoDay(day: string): Date | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(year, month - 1, date);
  // Rejects 2026-02-30 and friends, which Date would silently roll over.
  if (parsed.getFullYear() !== year || parsed.getMonth() !== month - 1 || parsed.getDate() !== date) return null;
  return parsed;
}

export function isIsoDay(day: string): boolean {
  return parseIsoDay(day) !== null;
}

/** The ISO day `days` after (or before, when negative) `day`; crosses months, years and DST. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const start = parseIsoDay(day);
  if (!start) throw new RangeError(`Not an ISO day: ${day}`);
  return toIsoDay(new Date(start.getFullYear(), start.getMonth(), start.getDate() + days));
}
