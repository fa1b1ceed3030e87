/*
 * Dates without Intl (see digits.ts for why), in the page's language: the output is what
 * Intl.DateTimeFormat and Intl.RelativeTimeFormat print for en-IN and for hi-IN, checked against
 * them in dates.test.ts. Digits are Latin in both languages, as hi-IN prints them. Times of day
 * are the one exception: every screen (booking, tracking, the wallet) reads them the same way,
 * "3:42 PM" in English and "दोपहर 3:42" in Hindi, where Intl's hi-IN would print "3:42 pm".
 */
import { currentLocale, type Locale } from '@nyaya/shared/i18n';
import { groupIndian } from './digits';

interface DateWords {
  months: readonly string[];
  shortMonths: readonly string[];
}

const WORDS: Record<Locale, DateWords> = {
  en: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    // en-IN abbreviates September to four letters.
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
  hi: {
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    // hi-IN marks an abbreviation with the Devanagari abbreviation sign (॰); short names stay whole.
    shortMonths: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  },
};
const DAY_MS = 86_400_000;

/** "15 Dec 2026" (hi: "15 दिस॰ 2026"); an invalid date gives an empty string rather than "Invalid Date". */
export function formatDate(iso: string): string {
  return formatDay(new Date(iso));
}

/** The same "15 Dec 2026" for a Date already parsed (e.g. a calendar day in local time). */
export function formatDay(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${WORDS[currentLocale()].shortMonths[date.getMonth()]} ${date.getFullYear()}`;
}

/** "November 2026" (hi: "नवंबर 2026"): a member since, a billing month. */
export function formatMonthYear(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${WORDS[currentLocale()].months[date.getMonth()]} ${date.getFullYear()}`;
}

type Unit = 'day' | 'week' | 'month' | 'year';

interface RelativeWords {
  /** the unit's own words for -2 … 2 (numeric: 'auto'), where the language has them */
  near: Record<Unit, Partial<Record<number, string>>>;
  /** "3 days ago" / "in 3 days", from the grouped number */
  past: (amount: string, unit: Unit) => string;
  future: (amount: string, unit: Unit) => string;
}

const HINDI_UNITS: Record<Unit, string> = { day: 'दिन', week: 'सप्ताह', month: 'माह', year: 'वर्ष' };

const RELATIVE: Record<Locale, RelativeWords> = {
  en: {
    near: {
      day: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' },
      week: { [-1]: 'last week', 0: 'this week', 1: 'next week' },
      month: { [-1]: 'last month', 0: 'this month', 1: 'next month' },
      year: { [-1]: 'last year', 0: 'this year', 1: 'next year' },
    },
    past: (amount, unit) => `${amount} ${unit}s ago`,
    future: (amount, unit) => `in ${amount} ${unit}s`,
  },
  hi: {
    near: {
      // Hindi has one word for yesterday and tomorrow (कल), and one for two days either way (परसों).
      day: { [-2]: 'परसों', [-1]: 'कल', 0: 'आज', 1: 'कल', 2: 'परसों' },
      week: { [-1]: 'पिछला सप्ताह', 0: 'इस सप्ताह', 1: 'अगला सप्ताह' },
      month: { [-1]: 'पिछला माह', 0: 'इस माह', 1: 'अगला माह' },
      year: { [-1]: 'पिछला वर्ष', 0: 'इस वर्ष', 1: 'अगला वर्ष' },
    },
    past: (amount, unit) => `${amount} ${HINDI_UNITS[unit]} पहले`,
    future: (amount, unit) => `${amount} ${HINDI_UNITS[unit]} में`,
  },
};

/** Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit) for whole values. */
function relative(value: number, unit: Unit): string {
  const words = RELATIVE[currentLocale()];
  const near = words.near[unit][value];
  if (near !== undefined) return near;
  const amount = groupIndian(String(Math.abs(value)));
  return value < 0 ? words.past(amount, unit) : words.future(amount, unit);
}

/** "yesterday", "3 days ago", "2 weeks ago", "5 months ago" (hi: "कल", "3 दिन पहले"…) relative to `now`. */
export function formatRelativeDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((date.getTime() - now.getTime()) / DAY_MS);
  const abs = Math.abs(days);
  if (abs < 7) return relative(days, 'day');
  if (abs < 30) return relative(Math.round(days / 7), 'week');
  if (abs < 365) return relative(Math.round(days / 30), 'month');
  return relative(Math.round(days / 365), 'year');
}

/** India's time is UTC+5:30 all year (no daylight saving), so it needs no time-zone database. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The wall clock in India at `iso`, read back with the getUTC* methods; null for an invalid date. */
function indiaClock(iso: string): Date | null {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : new Date(time + INDIA_OFFSET_MS);
}

/** Where an hour of the day falls, for the Hindi clock: after midnight and before 4 is still रात. */
function partOfDay(hours: number): string {
  if (hours < 4) return 'रात';
  if (hours < 12) return 'सुबह';
  if (hours < 16) return 'दोपहर';
  if (hours < 20) return 'शाम';
  return 'रात';
}

/** "3:42 PM" (hi: "दोपहर 3:42"): the clock of a Date whose UTC fields are the wall clock. */
function clockTime(clock: Date): string {
  const hours = clock.getUTCHours();
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${String(clock.getUTCMinutes()).padStart(2, '0')}`;
  return currentLocale() === 'hi' ? `${partOfDay(hours)} ${time}` : `${time} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "3:42 PM" (hi: "दोपहर 3:42") in India's time, whatever the device's time zone; an invalid date gives "". */
export function formatIndiaTime(iso: string): string {
  const clock = indiaClock(iso);
  return clock ? clockTime(clock) : '';
}

/** "15 Dec 2026, 3:42 PM" (hi: "15 दिस॰ 2026, दोपहर 3:42") in India's time; an invalid date gives "". */
export function formatIndiaDateTime(iso: string): string {
  const clock = indiaClock(iso);
  if (!clock) return '';
  return `${clock.getUTCDate()} ${WORDS[currentLocale()].shortMonths[clock.getUTCMonth()]} ${clock.getUTCFullYear()}, ${clockTime(clock)}`;
}
