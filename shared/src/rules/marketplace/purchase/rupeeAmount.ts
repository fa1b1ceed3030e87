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

const PARTS = /^[+-]?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * How many decimal places the amount typed has, from its text, so binary floating point never
 * decides: "25000.50" has 1, "0.001" and "1e-3" have 3, "1.5e1" (15) and "100e-2" (1) have none.
 * Null when the text is not a number (see `parseRupeeAmount`).
 */
export function rupeeDecimalPlaces(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_SYNTAX.test(trimmed)) return null;
  const [, whole = '', fraction = '', exponent = '0'] = PARTS.exec(trimmed)!;
  const digits = whole + fraction;
  const trailingZeros = digits.length - digits.replace(/0+$/, '').length;
  if (trailingZeros === digits.length) return 0;
  return Math.max(0, fraction.length - Number(exponent) - trailingZeros);
}

/** Rupees are counted to the paisa: at most two decimal places. */
export const MAX_RUPEE_DECIMALS = 2;
