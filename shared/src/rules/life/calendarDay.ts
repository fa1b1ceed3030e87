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

/**
 * India keeps +05:30 all year (no daylight saving), so its calendar day is the UTC day of the
 * moment shifted by 5 h 30 min, whatever zone the browser is set to.
 */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar day in India (Asia/Kolkata) at a moment: 23:59 IST is still that day, 00:00 IST the next. */
export function indiaDay(at: Date | number): IsoDay {
  const shifted = new Date((typeof at === 'number' ? at : at.getTime()) + INDIA_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
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
