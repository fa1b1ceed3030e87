import { currentLocale, defineTexts, ensureCatalogs, translateText } from '@nyaya/shared/i18n';
import { findLifeEventTemplate, lifePlanTexts } from '@nyaya/shared/data/life/eventTemplates';
import { MAX_PLANS, actionItemsFit, countLifePlans, indiaDay, newActionItemId, startLifePlan } from '@nyaya/shared/rules/life';
import { actionItemsStore, lifePlansStore } from '@nyaya/shared/stores';

defineTexts(lifePlanTexts);

/** Why a plan could not be started: too many plans, or its action items would not fit. */
export type StartProblem = 'tooManyPlans' | 'noRoom';

/**
 * Starts the life event `id` today (India time): its steps are written into the user's own action
 * items (so they show on /act) and the plan into `life:plans`. The texts are the page's language:
 * its Hindi is awaited first, since from now on they are the user's own words.
 */
export async function startPlan(id: string): Promise<{ count: number } | { problem: StartProblem }> {
  const template = findLifeEventTemplate(id);
  if (!template) throw new RangeError(`No life event ${id}`);
  await ensureCatalogs(currentLocale());
  const plans = lifePlansStore.get();
  if (countLifePlans(plans) >= MAX_PLANS) return { problem: 'tooManyPlans' };
  const started = startLifePlan(template, indiaDay(Date.now()), translateText, newActionItemId);
  const items = { ...actionItemsStore.get(), ...started.items };
  if (!actionItemsFit(items)) return { problem: 'noRoom' };
  actionItemsStore.set(items);
  lifePlansStore.set({ ...plans, [newActionItemId().replace(/^own-/, 'plan-')]: started.plan });
  return { count: template.steps.length };
}
