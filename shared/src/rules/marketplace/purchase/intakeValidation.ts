import type { IntakeField, IntakeForm, IntakeValues } from '../../../types';
import { formatINR } from '../../../format';
import { parseRupeeAmount } from './rupeeAmount';

/** An intake page for a service id that is not in the catalogue asks what the general legal services ask. */
export const FALLBACK_INTAKE_SERVICE = 'legal-services';

/** Any field's ceiling when its form names none: longer text did not come from a person typing. */
const DEFAULT_MAX_LENGTH = 2000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WHOLE_NUMBER = /^\d{1,9}$/;
/** A letter or a digit in any script: a name of only spaces, dots or invisible marks is not filled. */
const VISIBLE = /[\p{L}\p{N}]/u;

/** A real calendar day written as the date input writes it (yyyy-mm-dd); 2025-02-30 is not one. */
function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "Monthly rent (₹)" → "Monthly rent": the field's name as a sentence can start with it. */
function noun(field: IntakeField): string {
  return field.label.split(' (')[0]!.replace(/,.*$/, '');
}

function amountMessage(field: IntakeField, text: string): string | null {
  const amount = parseRupeeAmount(text);
  if (amount === null || amount <= 0) return `${noun(field)} must be a positive number of rupees.`;
  if (field.min !== undefined && amount < field.min) return `${noun(field)} must be at least ${formatINR(field.min)}.`;
  if (field.max !== undefined && amount > field.max) return `${noun(field)} must be at most ${formatINR(field.max)}.`;
  return null;
}

function countMessage(field: IntakeField, text: string): string | null {
  const count = WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(count)) return `${noun(field)} must be a whole number.`;
  if ((field.min !== undefined && count < field.min) || (field.max !== undefined && count > field.max)) {
    return `${noun(field)} must be between ${field.min ?? 0} and ${field.max ?? 'any number'}.`;
  }
  return null;
}

function dateMessage(field: IntakeField, text: string): string | null {
  if (isCalendarDate(text)) return null;
  const what = noun(field).toLowerCase();
  return what.includes('date') ? `Enter a valid ${what}.` : 'Enter a valid date.';
}

function textMessage(field: IntakeField, text: string): string | null {
  if (!VISIBLE.test(text)) return field.missing || `Enter ${noun(field).toLowerCase()}.`;
  if (field.pattern && !new RegExp(field.pattern.regex).test(text.toUpperCase())) return field.pattern.message;
  return null;
}

/**
 * The one rule every intake form is checked by (spec §5 for the rental form): a required field
 * must be filled (whitespace alone is not filled), and a filled field must fit its type: a
 * positive amount of rupees within its bounds, a whole count within its bounds, a real date, one of
 * a select's options, text with something visible in it and, where the form says, a format.
 * Returns the message for one field, or null when it is acceptable.
 */
export function intakeFieldMessage(field: IntakeField, value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return field.optional ? null : field.missing;
  const maxLength = field.maxLength ?? DEFAULT_MAX_LENGTH;
  if (text.length > maxLength) return `${noun(field)} must be at most ${maxLength} characters.`;
  switch (field.type) {
    case 'amount':
      return amountMessage(field, text);
    case 'count':
      return countMessage(field, text);
    case 'date':
      return dateMessage(field, text);
    case 'select':
      return field.options?.includes(text) ? null : `Choose one of the options for ${noun(field).toLowerCase()}.`;
    default:
      return textMessage(field, text);
  }
}

/** The message of every field of the form that is not yet acceptable, by field name. */
export function intakeMessages(form: IntakeForm, values: Partial<IntakeValues>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const field of form.fields) {
    const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    const message = intakeFieldMessage(field, value);
    if (message) messages[field.name] = message;
  }
  return messages;
}

/**
 * What the form hands on: only its own fields, trimmed (formats upper-cased), empty optional fields
 * left out; or null while any field is not acceptable.
 */
export function completeIntake(form: IntakeForm, values: Partial<IntakeValues>): IntakeValues | null {
  if (Object.keys(intakeMessages(form, values)).length > 0) return null;
  const intake: IntakeValues = {};
  for (const field of form.fields) {
    const text = (Object.hasOwn(values, field.name) ? (values[field.name] ?? '') : '').trim();
    if (text !== '') intake[field.name] = field.pattern ? text.toUpperCase() : text;
  }
  return intake;
}

export function isIntakeComplete(form: IntakeForm, values: Partial<IntakeValues>): boolean {
  return completeIntake(form, values) !== null;
}
