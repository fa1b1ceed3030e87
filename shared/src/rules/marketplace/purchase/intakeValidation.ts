import { tCommon } from '@nyaya/shared/i18n/common';
import { currentLocale, translateText } from '@nyaya/shared/i18n';
import type { IntakeField, IntakeForm, IntakeValues } from '../../../types';
import { AMOUNT_LIMITS, DATE_RANGE_YEARS } from '../../../data/marketplace/intake/limits';
import { formatDay, formatINR } from '../../../format';
import { hasVisibleText, sanitizeText } from '../../sanitizeText';
import { MAX_RUPEE_DECIMALS, parseRupeeAmount, rupeeDecimalPlaces } from './rupeeAmount';

/** An intake page for a service id that is not in the catalogue asks what the general legal services ask. */
export const FALLBACK_INTAKE_SERVICE = 'legal-services';

/** Any field's ceiling when its form names none: longer text did not come from a person typing. */
const DEFAULT_MAX_LENGTH = 2000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WHOLE_NUMBER = /^\d{1,9}$/;
const INDIA_OFFSET_MS = 330 * 60_000;

/** A real calendar day written as the date input writes it (yyyy-mm-dd); 2025-02-30 is not one. */
function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC reads years 0–99 as 1900–1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "Monthly rent (₹)" → "Monthly rent": a label as a sentence can start with it. */
function nounOf(label: string): string {
  return label.split(' (')[0]!.replace(/,.*$/, '');
}

/** The field's name, as English sentences start with it (the English label, untranslated). */
function noun(field: IntakeField): string {
  return nounOf(field.label);
}

/**
 * The field's name in the page's language, to put in a message: "Monthly rent" / "मासिक किराया"
 * (its label translated as data, then cut the same way). `inSentence` is how English puts it
 * inside a sentence: in lower case ("Enter monthly rent."); Hindi has no case, and a label it
 * keeps in English (a name like "PAN") keeps its capitals there.
 */
function fieldName(field: IntakeField, inSentence = false): string {
  const name = nounOf(translateText(field.label));
  return inSentence && currentLocale() === 'en' ? name.toLowerCase() : name;
}

/** A message the form's data holds ("Enter the monthly rent."), in the page's language. */
function dataMessage(text: string): string {
  return text && translateText(text);
}

/** The rupees a field accepts: its own bounds, else ₹1 to ₹10 crore (`AMOUNT_LIMITS`). */
export function intakeAmountBounds(field: IntakeField): { min: number; max: number } {
  return { min: field.min ?? AMOUNT_LIMITS.min, max: field.max ?? AMOUNT_LIMITS.max };
}

function amountMessage(field: IntakeField, text: string): string | null {
  const amount = parseRupeeAmount(text);
  const { min, max } = intakeAmountBounds(field);
  // A field that accepts ₹0 (a security deposit: "0 if none") still refuses less than nothing.
  // (said with the catalogue's "at least ₹0": the common catalogue is on every first screen.)
  if (min <= 0 && (amount === null || amount < 0)) return tCommon('intake.amount.min', { field: fieldName(field), min: formatINR(0) });
  if (amount === null || (amount <= 0 && min > 0)) return tCommon('intake.amount.notPositive', { field: fieldName(field) });
  if (amount < min) return tCommon('intake.amount.min', { field: fieldName(field), min: formatINR(min) });
  if (amount > max) return tCommon('intake.amount.max', { field: fieldName(field), max: formatINR(max) });
  if (rupeeDecimalPlaces(text)! > MAX_RUPEE_DECIMALS) {
    return tCommon('intake.amount.decimals', { field: fieldName(field), decimals: String(MAX_RUPEE_DECIMALS) });
  }
  return null;
}

function countMessage(field: IntakeField, text: string): string | null {
  const count = WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(count)) return tCommon('intake.count.notWhole', { field: fieldName(field) });
  if ((field.min !== undefined && count < field.min) || (field.max !== undefined && count > field.max)) {
    const min = String(field.min ?? 0);
    return field.max === undefined
      ? tCommon('intake.count.atLeast', { field: fieldName(field), min })
      : tCommon('intake.count.range', { field: fieldName(field), min, max: String(field.max) });
  }
  return null;
}

/** yyyy-mm-dd of `year` on `monthDay` ("02-29" becomes "02-28" outside leap years). */
function onYear(year: number, monthDay: string): string {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/**
 * The first and last day a date field accepts (yyyy-mm-dd): `DATE_RANGE_YEARS` before and after
 * today in India, so neither 1900 nor 9999 reaches a document. The date input gets them as `min`
 * and `max`.
 */
export function intakeDateBounds(today: Date = new Date()): { min: string; max: string } {
  const todayInIndia = new Date(today.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  const year = Number(todayInIndia.slice(0, 4));
  const monthDay = todayInIndia.slice(5);
  return { min: onYear(year - DATE_RANGE_YEARS, monthDay), max: onYear(year + DATE_RANGE_YEARS, monthDay) };
}

/** "2031-11-23" → "23 Nov 2031". */
function showDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatDay(new Date(year, month - 1, day));
}

function dateMessage(field: IntakeField, text: string, today: Date): string | null {
  // A field named as a date ("Start date") is named in the message; another ("Purpose") is not.
  const named = noun(field).toLowerCase().includes('date');
  if (!isCalendarDate(text)) return named ? tCommon('intake.date.invalidNamed', { field: fieldName(field, true) }) : tCommon('intake.date.invalid');
  const { min, max } = intakeDateBounds(today);
  if (text >= min && text <= max) return null;
  const range = { min: showDay(min), max: showDay(max) };
  return named ? tCommon('intake.date.rangeNamed', { field: fieldName(field), ...range }) : tCommon('intake.date.range', range);
}

function textMessage(field: IntakeField, text: string): string | null {
  if (!hasVisibleText(text)) return dataMessage(field.missing) || tCommon('intake.text.missing', { field: fieldName(field, true) });
  if (field.pattern && !new RegExp(field.pattern.regex).test(text.toUpperCase())) return dataMessage(field.pattern.message);
  return null;
}

/** A value as the form keeps and hands it on: invisible characters removed, then trimmed. */
function clean(value: string | undefined): string {
  return sanitizeText(value ?? '').trim();
}

/**
 * The one rule every intake form is checked by (spec §5 for the rental form), in the browser and
 * in the API: a required field must be filled (whitespace or invisible characters alone are not
 * filled), and a filled field must fit its type: an amount of rupees within its bounds (₹1 to ₹10
 * crore unless declared otherwise) to the paisa, a whole count within its bounds, a real date
 * within five years of `today`, one of a select's options, text with something visible in it and,
 * where the form says, a format; never longer than the field's `maxLength`. Bidirectional controls
 * and zero-width characters are removed first (`sanitizeText`).
 * Returns the message for one field, in the page's language (the form's own texts translated as
 * data, its label inside the rule's messages), or null when it is acceptable.
 */
export function intakeFieldMessage(field: IntakeField, value: string | undefined, today: Date = new Date()): string | null {
  const text = clean(value);
  if (text === '') return field.optional ? null : dataMessage(field.missing);
  const maxLength = field.maxLength ?? DEFAULT_MAX_LENGTH;
  if (text.length > maxLength) return tCommon('intake.tooLong', { field: fieldName(field), max: String(maxLength) });
  switch (field.type) {
    case 'amount':
      return amountMessage(field, text);
    case 'count':
      return countMessage(field, text);
    case 'date':
      return dateMessage(field, text, today);
    case 'select':
      return field.options?.includes(text) ? null : tCommon('intake.select', { field: fieldName(field, true) });
    default:
      return textMessage(field, text);
  }
}

function valueOf(values: Partial<IntakeValues>, name: string): string | undefined {
  return Object.hasOwn(values, name) ? values[name] : undefined;
}

/**
 * A count bounded by another field of the form (`atMost`): once both are acceptable on their own,
 * this one may not exceed the other (a lock-in or notice period no longer than the tenure).
 */
function atMostMessage(form: IntakeForm, field: IntakeField, values: Partial<IntakeValues>, messages: Record<string, string>): string | null {
  if (!field.atMost || messages[field.atMost.field]) return null;
  const value = clean(valueOf(values, field.name));
  const limit = clean(valueOf(values, field.atMost.field));
  if (value === '' || limit === '' || !form.fields.some((other) => other.name === field.atMost?.field)) return null;
  return Number(value) > Number(limit) ? dataMessage(field.atMost.message) : null;
}

/**
 * The message of every field of the form that is not yet acceptable, by field name: each field
 * by its own declaration, then the bounds between fields (`atMost`).
 */
export function intakeMessages(form: IntakeForm, values: Partial<IntakeValues>, today: Date = new Date()): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const field of form.fields) {
    const message = intakeFieldMessage(field, valueOf(values, field.name), today);
    if (message) messages[field.name] = message;
  }
  for (const field of form.fields) {
    const message = messages[field.name] ? null : atMostMessage(form, field, values, messages);
    if (message) messages[field.name] = message;
  }
  return messages;
}

/** What a new form starts with: each field's `defaultValue` (the rental agreement's 11 months). */
export function intakeDefaults(form: IntakeForm): IntakeValues {
  return Object.fromEntries(form.fields.flatMap((field) => (field.defaultValue === undefined ? [] : [[field.name, field.defaultValue]])));
}

/**
 * What the form hands on: only its own fields, without invisible characters and trimmed (formats
 * upper-cased), empty optional fields left out; or null while any field is not acceptable.
 */
export function completeIntake(form: IntakeForm, values: Partial<IntakeValues>, today: Date = new Date()): IntakeValues | null {
  if (Object.keys(intakeMessages(form, values, today)).length > 0) return null;
  const intake: IntakeValues = {};
  for (const field of form.fields) {
    const text = clean(valueOf(values, field.name));
    if (text !== '') intake[field.name] = field.pattern ? text.toUpperCase() : text;
  }
  return intake;
}

export function isIntakeComplete(form: IntakeForm, values: Partial<IntakeValues>, today: Date = new Date()): boolean {
  return completeIntake(form, values, today) !== null;
}
