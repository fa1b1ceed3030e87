/**
 * The user's own life plans (issue 27), as the `life:plans` store keeps them: id → the plan, or a
 * tombstone once deleted (kept so that the account sync lets a delete win on every device, as
 * for action items). A plan is started from a template (data/life/eventTemplates.ts): its steps
 * become the user's own action items, with due dates counted from the day it starts in India.
 */
import type { LifeEvent } from '../../types';
import type { LifeEventTemplateId } from '../../data/life/eventChoices';
import type { LifeEventTemplate, PlanLink } from '../../data/life/eventTemplates';
import { addDays, isIsoDay, type IsoDay } from './calendarDay';
import { TOMBSTONE_DAYS, isTombstone, type ActionItemTombstone, type OwnActionItem } from './ownActionItems';

/** A plan moves forward Planning → Active → Done, one step at a time, and the user may step it back. */
export const PLAN_STATUSES = ['Planning', 'Active', 'Done'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/**
 * The templates' ids, for checking a stored plan without pulling the templates' texts into every
 * chunk that reads the store (the account sync's); lifePlans.test.ts holds it to the templates.
 */
export const LIFE_EVENT_TEMPLATE_IDS: readonly LifeEventTemplateId[] = [
  'renting-a-home',
  'buying-a-home',
  'getting-married',
  'starting-a-business',
  'having-a-child',
  'writing-a-will',
  'moving-city',
];

/** At most this many plans are kept (the account keeps a store's value up to 64 KB). */
export const MAX_PLANS = 50;

export interface LifePlan {
  template: LifeEventTemplateId;
  status: PlanStatus;
  /** ISO day it was started (India time) */
  startedOn: IsoDay;
  /** ISO day its last step is due: the life event's date */
  date: IsoDay;
  /** the action items it created, in the user's `life:action-items` store */
  actionItemIds: string[];
}

export type LifePlanEntry = LifePlan | ActionItemTombstone;
export type LifePlanEntries = Record<string, LifePlanEntry>;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const only = (value: Record<string, unknown>, fields: readonly string[]) => Object.keys(value).every((field) => fields.includes(field));

export function isPlanTombstone(entry: LifePlanEntry): entry is ActionItemTombstone {
  return isTombstone(entry as never);
}

/** An entry as this version writes it; anything else is kept by the store untouched and not shown. */
export function isLifePlanEntry(value: unknown): value is LifePlanEntry {
  if (!isRecord(value)) return false;
  if ('deleted' in value) {
    return (
      only(value, ['deleted', 'deletedAt']) && value.deleted === true && typeof value.deletedAt === 'string' && Number.isFinite(Date.parse(value.deletedAt))
    );
  }
  const { template, status, startedOn, date, actionItemIds } = value;
  return (
    only(value, ['template', 'status', 'startedOn', 'date', 'actionItemIds']) &&
    typeof template === 'string' &&
    (LIFE_EVENT_TEMPLATE_IDS as readonly string[]).includes(template) &&
    typeof status === 'string' &&
    (PLAN_STATUSES as readonly string[]).includes(status) &&
    typeof startedOn === 'string' &&
    isIsoDay(startedOn) &&
    typeof date === 'string' &&
    isIsoDay(date) &&
    Array.isArray(actionItemIds) &&
    actionItemIds.length <= 20 &&
    actionItemIds.every((id) => typeof id === 'string' && ID.test(id))
  );
}

export interface PlanView extends LifePlan {
  id: string;
}

/** The live plans, soonest first; tombstones and odd ids left out. */
export function ownLifePlans(entries: LifePlanEntries): PlanView[] {
  const plans: PlanView[] = [];
  for (const [id, entry] of Object.entries(entries)) {
    if (ID.test(id) && !isPlanTombstone(entry)) plans.push({ id, ...entry });
  }
  return plans.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id.localeCompare(b.id)));
}

/** What /life-event lists: the user's plans once there is one; before that, the samples as examples. */
export function lifePlansToShow(samples: LifeEvent[], entries: LifePlanEntries): { plans: PlanView[]; samples: LifeEvent[] } {
  const plans = ownLifePlans(entries);
  return plans.length > 0 ? { plans, samples: [] } : { plans, samples };
}

/** The status after `status` going forward (null at Done) and going back (null at Planning). */
export function nextPlanStatus(status: PlanStatus): PlanStatus | null {
  return PLAN_STATUSES[PLAN_STATUSES.indexOf(status) + 1] ?? null;
}
export function previousPlanStatus(status: PlanStatus): PlanStatus | null {
  const index = PLAN_STATUSES.indexOf(status);
  return index > 0 ? PLAN_STATUSES[index - 1]! : null;
}

/** The entries with a plan moved to `status`, only by one step; the same entries otherwise. */
export function setPlanStatus(entries: LifePlanEntries, id: string, status: PlanStatus): LifePlanEntries {
  const entry = Object.hasOwn(entries, id) ? entries[id] : undefined;
  if (!entry || isPlanTombstone(entry)) return entries;
  if (nextPlanStatus(entry.status) !== status && previousPlanStatus(entry.status) !== status) return entries;
  return { ...entries, [id]: { ...entry, status } };
}

/** The entries with a plan deleted: a tombstone in its place, old tombstones dropped. Its action items stay. */
export function deleteLifePlan(entries: LifePlanEntries, id: string, now: number): LifePlanEntries {
  const oldest = now - TOMBSTONE_DAYS * 86_400_000;
  const kept: LifePlanEntries = {};
  for (const [key, entry] of Object.entries(entries)) {
    if (key === '__proto__') continue;
    if (isPlanTombstone(entry) && Date.parse(entry.deletedAt) < oldest) continue;
    kept[key] = entry;
  }
  kept[id] = { deleted: true, deletedAt: new Date(now).toISOString() };
  return kept;
}

export interface StartedPlan {
  plan: LifePlan;
  /** id → the action item, to put in the `life:action-items` store */
  items: Record<string, OwnActionItem>;
}

/**
 * A plan started from a template on `today` (India's day): one action item per step, due
 * `dueInDays` later, its texts in the page's language (`text` translates the template's English;
 * once created they are the user's own items, as if typed). `newId` gives each item's id.
 */
export function startLifePlan(template: LifeEventTemplate, today: IsoDay, text: (english: string) => string, newId: () => string): StartedPlan {
  const items: Record<string, OwnActionItem> = {};
  for (const step of template.steps) {
    items[newId()] = {
      title: text(step.title),
      description: text(step.description),
      category: step.category,
      priority: step.priority,
      dueDate: addDays(today, step.dueInDays),
      completed: false,
    };
  }
  const lastDay = Math.max(...template.steps.map((step) => step.dueInDays));
  return { plan: { template: template.id, status: 'Planning', startedOn: today, date: addDays(today, lastDay), actionItemIds: Object.keys(items) }, items };
}

/** The address a plan's link opens (the marketplace's and experts' own routes). */
export function planLinkPath(link: PlanLink): string {
  switch (link.kind) {
    case 'service-providers':
      return `/service-providers/${link.serviceId}`;
    case 'category':
      return `/providers/${link.categoryId}`;
    case 'experts':
      return `/experts?category=${link.category}`;
  }
}

/** How many live plans there are (MAX_PLANS caps them). */
export function countLifePlans(entries: LifePlanEntries): number {
  return ownLifePlans(entries).length;
}
