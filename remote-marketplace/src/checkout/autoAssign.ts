import { MAX_AUTO_ASSIGN_BUDGET, MIN_AUTO_ASSIGN_BUDGET } from '@nyaya/shared/rules/marketplace/purchase';
import type { CheckoutPurchase } from '@nyaya/shared/stores';

/** The budget and timeline Auto Assign chose a provider by, as a purchase carries them. */
export type AutoAssignChoice = NonNullable<CheckoutPurchase['autoAssign']>;

const TIMELINES: readonly unknown[] = ['urgent', 'standard', 'flexible'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A budget the dialog can hand on: a number of rupees from ₹1,000 to its ₹10 crore ceiling. */
export function isAutoAssignBudget(budget: unknown): budget is number {
  return typeof budget === 'number' && Number.isFinite(budget) && budget >= MIN_AUTO_ASSIGN_BUDGET && budget <= MAX_AUTO_ASSIGN_BUDGET;
}

/**
 * The Auto Assign choice the dialog hands the intake form in the router's state
 * (`{ autoAssign: { budget, timeline? } }`), or undefined for anything else: no state, an old
 * history entry, a forged one (another key, a budget out of bounds, an unknown timeline). The form
 * then orders as a provider chosen by hand.
 */
export function carriedAutoAssign(state: unknown): AutoAssignChoice | undefined {
  if (!isRecord(state) || !isRecord(state.autoAssign)) return undefined;
  const { budget, timeline, ...rest } = state.autoAssign;
  if (Object.keys(rest).length > 0 || !isAutoAssignBudget(budget)) return undefined;
  if (timeline !== undefined && !TIMELINES.includes(timeline)) return undefined;
  return timeline === undefined ? { budget } : { budget, timeline: timeline as AutoAssignChoice['timeline'] };
}
