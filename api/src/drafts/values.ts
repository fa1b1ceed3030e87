/**
 * Intake values as a document prints them. They are user text: nothing in them is interpreted
 * (no markup, no placeholders: a value "{tenantName}" prints as typed), invisible and control
 * characters are removed as everywhere else (sanitizeText), and a value longer than any form
 * allows is cut, so a hostile request cannot make a thousand-page PDF.
 */
import { marketplaceDetailTexts } from '@nyaya/shared/data/marketplace/detailTexts';
import { marketplaceTexts } from '@nyaya/shared/data/marketplace/texts';
import { formatCount, formatINR } from '@nyaya/shared/format';
import { sanitizeText } from '@nyaya/shared/rules';
import type { IntakeField } from '@nyaya/shared/types';
import type { CommonText } from './templates';

export type DraftLanguage = 'en' | 'hi';

/** Characters kept of one value: the longest field takes 2,000 (TEXT_LIMITS.longText). */
export const MAX_VALUE_LENGTH = 4000;
const INDIA_OFFSET_MS = 330 * 60_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value as plain text: invisible and control characters gone, line breaks kept only where the
 * field is a textarea (a list of beneficiaries), runs of spaces collapsed.
 */
export function cleanValue(value: string, multiline: boolean): string {
  let text = sanitizeText(value.slice(0, MAX_VALUE_LENGTH))
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ');
  text = multiline ? text.replace(/\n{3,}/g, '\n\n') : text.replace(/\n+/g, ' ');
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .trim();
}

/** "1 December 2026" / "1 दिसंबर 2026" for a calendar day (yyyy-mm-dd), as written. */
export function formatDay(year: number, month: number, day: number, common: CommonText): string {
  return `${day} ${common.months[month - 1]} ${year}`;
}

/** The calendar day in India of an instant: the order's date on the draft. */
export function indiaDay(instant: Date, common: CommonText): string {
  const india = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return formatDay(india.getUTCFullYear(), india.getUTCMonth() + 1, india.getUTCDate(), common);
}

/** `{n} month` or `{n} months`: Hindi, like CLDR, takes the singular for 0 and 1. */
export function withUnit(count: string, unit: string, language: DraftLanguage, common: CommonText): string {
  const forms = common.units[unit];
  if (!forms) return count;
  const n = Number(count.replace(/,/g, ''));
  const one = language === 'hi' ? n === 0 || n === 1 : n === 1;
  return (one ? forms.one : forms.other).replace('{n}', () => count);
}

let hindiData: Promise<Record<string, string>> | undefined;

/** The Hindi of the catalogue's own words (select options, field labels, states, service names). */
export function hindiDataTexts(): Promise<Record<string, string>> {
  hindiData ??= Promise.all([marketplaceTexts.hi(), marketplaceDetailTexts.hi()]).then(([texts, details]) => ({
    ...texts.default,
    ...details.default,
  }));
  hindiData.catch(() => (hindiData = undefined));
  return hindiData;
}

/**
 * One field's value as the document prints it, or undefined when it was left empty. Amounts in
 * rupees with Indian grouping, dates spelled out, a choice from the form's options in the
 * draft's language; anything the user typed as typed.
 */
export function formatValue(
  field: IntakeField | undefined,
  raw: string | undefined,
  language: DraftLanguage,
  common: CommonText,
  hindi: Record<string, string>,
): string | undefined {
  if (raw === undefined) return undefined;
  const text = cleanValue(raw, field?.type === 'textarea');
  if (text === '') return undefined;
  switch (field?.type) {
    case 'amount': {
      const amount = Number(text.replace(/,/g, ''));
      return /^\d+(\.\d+)?$/.test(text.replace(/,/g, '')) && Number.isFinite(amount) ? formatINR(amount) : text;
    }
    case 'count':
      return /^\d{1,12}$/.test(text) ? formatCount(Number(text)) : text;
    case 'date': {
      const match = ISO_DAY.exec(text);
      const month = Number(match?.[2]);
      return match && month >= 1 && month <= 12 ? formatDay(Number(match[1]), Number(match[2]), Number(match[3]), common) : text;
    }
    case 'select':
      // Only the form's own options are translated; anything else is the user's text.
      return language === 'hi' && field.options?.includes(text) ? (hindi[text] ?? text) : text;
    default:
      return text;
  }
}
