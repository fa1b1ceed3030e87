/**
 * Formats a message in Lingui's compiled form without Intl. Lingui's own formatter picks plural
 * forms with Intl.PluralRules and prints `#` with Intl.NumberFormat; the first Intl object a page
 * builds initialises ICU, which cost /experts some 300 ms of blocked main thread on Lighthouse's
 * phone (the README's "No Intl on the page"). Our catalogues use placeholders, `plural` and
 * `select` only (delivery/test/catalogs.test.ts keeps it so), and the two languages' plural rules
 * are one line each, from CLDR.
 */
import { formatCount } from '../format/numbers';
import type { Locale } from '../rules/language';

/** A compiled message: text, `[name]`, or `[name, 'plural' | 'select', forms]`. */
export type CompiledToken = string | [name: string, type?: string, forms?: Record<string, CompiledToken[] | string | number>];

export type MessageValues = Record<string, string | number>;

/** CLDR cardinal rules: English "one" is exactly 1; Hindi "one" is i = 0 or n = 1 (0, 0.5, 1). */
const pluralCategory: Record<Locale, (n: number) => 'one' | 'other'> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  hi: (n) => (Math.trunc(Math.abs(n)) === 0 || Math.abs(n) === 1 ? 'one' : 'other'),
};

export function formatMessage(message: readonly CompiledToken[], values: MessageValues, locale: Locale): string {
  return format(message, values, locale, null);
}

function format(tokens: readonly CompiledToken[] | string, values: MessageValues, locale: Locale, count: number | null): string {
  if (typeof tokens === 'string') return tokens;
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      // Inside a plural form, `#` is the count (less the offset), grouped the Indian way.
      text += token === '#' && count !== null ? formatCount(count) : token;
      continue;
    }
    const [name, type, forms = {}] = token;
    const value = values[name];
    if (type === 'plural') {
      const n = Number(value);
      const offset = Number(forms.offset ?? 0);
      const form = forms[String(n)] ?? forms[pluralCategory[locale](n - offset)] ?? forms.other;
      text += form === undefined || typeof form === 'number' ? '' : format(form, values, locale, n - offset);
    } else if (type === 'select') {
      const form = forms[String(value)] ?? forms.other;
      text += form === undefined || typeof form === 'number' ? '' : format(form, values, locale, count);
    } else if (value !== undefined) {
      text += String(value);
    }
  }
  return text;
}
