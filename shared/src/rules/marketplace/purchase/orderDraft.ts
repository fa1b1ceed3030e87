import type { AutoAssignTimeline, OrderDraft, RentalIntake } from '../../../types';
import { MAX_AUTO_ASSIGN_BUDGET, MIN_AUTO_ASSIGN_BUDGET } from './autoAssignBudget';
import { completeIntake, INTAKE_FIELDS } from './intakeValidation';
import { isOrderNumber } from './orderNumber';

/** Longest text a draft may carry; anything longer did not come from our own forms. */
const MAX_TEXT = 500;
const MAX_PRICE = 100_000_000;
const TIMELINES: readonly AutoAssignTimeline[] = ['urgent', 'standard', 'flexible'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown, allowEmpty = false): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT && (allowEmpty || value.trim() !== '');
}

function isAmount(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function parseIntake(value: unknown): RentalIntake | null {
  if (!isRecord(value)) return null;
  if (!INTAKE_FIELDS.every((field) => Object.hasOwn(value, field) && isText(value[field]))) return null;
  return completeIntake(value as Partial<RentalIntake>);
}

/**
 * Spec §5/§7: the order pages read navigation state, which anything could have put there (another
 * tab, an old history entry, a hand-crafted `history.pushState`). This returns a clean OrderDraft
 * holding only known fields, or null when the state is missing or any present field is malformed,
 * so the page can redirect as the spec says.
 */
export function parseOrderDraft(value: unknown): OrderDraft | null {
  if (!isRecord(value)) return null;
  // Own properties only: a prototype must not be able to supply a field.
  const own = (key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);
  const [serviceName, autoAssigned, providerName, price, timeframe, intake, budget, timeline, orderNumber] = [
    'serviceName', 'autoAssigned', 'providerName', 'price', 'timeframe', 'intake', 'budget', 'timeline', 'orderNumber',
  ].map(own);
  if (!isText(serviceName) || typeof autoAssigned !== 'boolean') return null;
  const draft: OrderDraft = { serviceName: serviceName.trim(), autoAssigned };

  if (providerName !== undefined) {
    if (!isText(providerName)) return null;
    draft.providerName = providerName.trim();
  }
  if (price !== undefined) {
    if (!isAmount(price, 0, MAX_PRICE)) return null;
    draft.price = price;
  }
  if (timeframe !== undefined) {
    if (!isText(timeframe)) return null;
    draft.timeframe = timeframe.trim();
  }
  if (intake !== undefined) {
    const parsed = parseIntake(intake);
    if (!parsed) return null;
    draft.intake = parsed;
  }
  if (budget !== undefined) {
    if (!isAmount(budget, MIN_AUTO_ASSIGN_BUDGET, MAX_AUTO_ASSIGN_BUDGET)) return null;
    draft.budget = budget;
  }
  if (timeline !== undefined) {
    if (typeof timeline !== 'string' || !TIMELINES.includes(timeline as AutoAssignTimeline)) return null;
    draft.timeline = timeline as AutoAssignTimeline;
  }
  if (orderNumber !== undefined) {
    if (!isOrderNumber(orderNumber)) return null;
    draft.orderNumber = orderNumber;
  }
  return draft;
}
