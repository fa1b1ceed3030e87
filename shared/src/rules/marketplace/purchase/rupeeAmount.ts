/**
 * Rupee fields are number inputs, so their text follows HTML's floating-point number syntax:
 * digits with an optional fraction and an optional exponent. That means `1e3` is 1000 (the browser
 * accepts it, so we do too), while `0x10`, `1,000`, `Infinity` and words are not numbers.
 */
const NUMBER_SYNTAX = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The amount typed into a rupee field, or null when the text is not a finite number. */
export function parseRupeeAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_SYNTAX.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
