import { formatCount, formatINR } from '@nyaya/shared/format';
import { GOAL_LIMITS, maxAmount, type GoalProblem, type OwnGoalUnit } from '@nyaya/shared/rules/life';
import type { t as translate } from '../track/i18n';

type T = typeof translate;

/** The largest amount a unit takes, as the user reads it (₹10,00,00,00,000 or 1,00,00,000). */
const maxText = (unit: OwnGoalUnit) => (unit === 'INR' ? formatINR(maxAmount(unit) / 100) : formatCount(maxAmount(unit)));

/** What is wrong with an amount (a goal's target or a check-in's), in the page's language. */
export function amountMessage(t: T, problem: GoalProblem | undefined, unit: OwnGoalUnit, what: 'target' | 'amount'): string | null {
  if (!problem) return null;
  if (problem === 'required') return what === 'target' ? t('track.problem.targetRequired') : t('track.problem.amountRequired');
  if (problem === 'notPositive') return t('track.problem.notPositive');
  if (problem === 'tooBig') return t('track.problem.tooBig', { max: maxText(unit) });
  return unit === 'INR' ? t('track.problem.rupees') : t('track.problem.count');
}

/** What is wrong with a day (a goal's deadline or a check-in's date). */
export function dayMessage(t: T, problem: GoalProblem | undefined): string | null {
  if (!problem) return null;
  if (problem === 'required') return t('track.problem.dayRequired');
  if (problem === 'future') return t('track.problem.future');
  if (problem === 'outOfRange') return t('track.problem.dayRange');
  return t('track.problem.dayNotReal');
}

export function titleMessage(t: T, problem: GoalProblem | undefined, count: number): string | null {
  if (!problem) return null;
  return problem === 'required' ? t('track.problem.titleRequired') : t('track.problem.titleTooLong', { max: String(GOAL_LIMITS.title), count: String(count) });
}
