import type { PriceLine } from '../../../types';

/**
 * The total of a price breakdown is the sum of its items (lines marked as a total are skipped, so
 * a stored total can never disagree with what is shown).
 */
export function priceBreakdownTotal(lines: PriceLine[]): number {
  return lines.filter((line) => !line.isTotal).reduce((sum, line) => sum + line.amount, 0);
}
