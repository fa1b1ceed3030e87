/**
 * Digit grouping without Intl. The first Intl formatter a page builds initialises ICU, which takes
 * 30–80 ms of main thread on a fast desktop (four times that on a mid-range phone) and lands in
 * the middle of an area's first render: the biggest single long task of every area page
 * (Lighthouse TBT, issue #7). The output is byte for byte what Intl.NumberFormat prints for
 * these locales; format.test.ts checks that against Intl itself.
 */

/** "1234567" → "12,34,567": the last three digits, then pairs (en-IN). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

export interface FixedParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** The shortest decimal that reads back as `magnitude` (what String prints), without exponent. */
function plainDecimal(magnitude: number): [string, string] {
  const [mantissa, exponentText] = String(magnitude).split('e');
  const [intPart, fracPart = ''] = mantissa!.split('.');
  const exponent = Number(exponentText ?? 0);
  const digits = intPart! + fracPart;
  const point = intPart!.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/**
 * A finite number rounded half away from zero to `decimals` places, as Intl does it: from the
 * shortest decimal that reads back as the number (1.005 → "1.01", where toFixed gives "1.00"),
 * with whole parts of any size written out in full.
 */
export function toFixedParts(value: number, decimals: number): FixedParts {
  const negative = value < 0 || Object.is(value, -0);
  const [whole, rest] = plainDecimal(Math.abs(value));
  const kept = (whole + rest.padEnd(decimals, '0').slice(0, decimals)).replace(/^0+(?=\d)/, '');
  const roundUp = (rest[decimals] ?? '0') >= '5';
  const rounded = roundUp ? (BigInt(kept) + 1n).toString() : kept;
  const padded = rounded.padStart(decimals + 1, '0');
  return { negative, whole: padded.slice(0, padded.length - decimals), fraction: padded.slice(padded.length - decimals) };
}
