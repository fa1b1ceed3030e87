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

/** Why the budget cannot be submitted, or null when it is acceptable. */
export function autoAssignBudgetMessage(text: string): string | null {
  if (text.trim() === '') return 'Enter your maximum budget.';
  const value = parseBudget(text);
  if (value === null) return 'Enter the budget as a number of rupees, for example 1500.';
  if (value < 0) return 'The budget cannot be negative.';
  if (value < MIN_AUTO_ASSIGN_BUDGET) return 'The budget must be at least ₹1,000.';
  if (value > MAX_AUTO_ASSIGN_BUDGET) return 'The budget must be at most ₹10,00,00,000.';
  if (rupeeDecimalPlaces(text)! > MAX_RUPEE_DECIMALS) return 'The budget can have at most 2 decimal places (paise).';
  return null;
}
