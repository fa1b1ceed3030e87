import { tCommon } from '@nyaya/shared/i18n/common';
import { MAX_RUPEE_DECIMALS, parseRupeeAmount, rupeeDecimalPlaces } from './rupeeAmount';

/** Spec §5/§9: the Auto Assign maximum budget is required and at least ₹1,000. */
export const MIN_AUTO_ASSIGN_BUDGET = 1000;

/**
 * A sanity ceiling (₹10 crore): far above any legal-service fee, it keeps absurd values such as
 * `1e300` out of the order summary instead of printing a 300-digit price.
 */
export const MAX_AUTO_ASSIGN_BUDGET = 100_000_000;

/** The budget in rupees (`1e3` is 1000, as the number input reads it), or null when not a number. */
export function parseBudget(text: string): number | null {
  return parseRupeeAmount(text);
}

/** Why the budget cannot be submitted (in the page's language), or null when it is acceptable. */
export function autoAssignBudgetMessage(text: string): string | null {
  if (text.trim() === '') return tCommon('autoAssign.budget.missing');
  const value = parseBudget(text);
  if (value === null) return tCommon('autoAssign.budget.notNumber');
  if (value < 0) return tCommon('autoAssign.budget.negative');
  if (value < MIN_AUTO_ASSIGN_BUDGET) return tCommon('autoAssign.budget.min');
  if (value > MAX_AUTO_ASSIGN_BUDGET) return tCommon('autoAssign.budget.max');
  if (rupeeDecimalPlaces(text)! > MAX_RUPEE_DECIMALS) return tCommon('autoAssign.budget.decimals');
  return null;
}
