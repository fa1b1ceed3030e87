import type { AutoAssignTimeline, IntakeForm, IntakeValues, OrderDraft, ServiceId } from '../../../types';
import { MAX_AUTO_ASSIGN_BUDGET, MIN_AUTO_ASSIGN_BUDGET } from './autoAssignBudget';
import { completeIntake } from './intakeValidation';
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

/** Catalogue ids (services, offers) are lower-case slugs; anything else did not come from our links. */
const CATALOGUE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
const MAX_INTAKE_FIELDS = 30;
const MAX_INTAKE_TEXT = 2000;

/** An intake as the form handed it on: field names to text, checked again by the service's form. */
function parseIntake(value: unknown, form: IntakeForm | undefined): IntakeValues | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > MAX_INTAKE_FIELDS) return null;
  if (!entries.every(([key, text]) => FIELD_NAME.test(key) && typeof text === 'string' && text.length <= MAX_INTAKE_TEXT)) return null;
  const intake = Object.fromEntries(entries) as IntakeValues;
  return form ? completeIntake(form, intake) : intake;
}

/**
 * Spec §5/§7: the order pages read navigation state, which anything could have put there (another
 * tab, an old history entry, a hand-crafted `history.pushState`). This returns a clean OrderDraft
 * holding only known fields, or null when the state is missing or any present field is malformed,
 * so the page can redirect as the spec says. `formFor` gives the form of the draft's service, by
 * which a carried intake is checked again.
 */
export function parseOrderDraft(value: unknown, formFor?: (serviceId: ServiceId | undefined) => IntakeForm): OrderDraft | null {
  if (!isRecord(value)) return null;
  // Own properties only: a prototype must not be able to supply a field.
  const own = (key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);
  const [serviceName, autoAssigned, serviceId, offerId, providerName, price, timeframe, intake, budget, timeline, orderNumber] = [
    'serviceName', 'autoAssigned', 'serviceId', 'offerId', 'providerName', 'price', 'timeframe', 'intake', 'budget', 'timeline', 'orderNumber',
  ].map(own);
  if (!isText(serviceName) || typeof autoAssigned !== 'boolean') return null;
  const draft: OrderDraft = { serviceName: serviceName.trim(), autoAssigned };
  if (serviceId !== undefined) {
    if (typeof serviceId !== 'string' || !CATALOGUE_ID.test(serviceId)) return null;
    draft.serviceId = serviceId as ServiceId;
  }
  if (offerId !== undefined) {
    if (typeof offerId !== 'string' || !CATALOGUE_ID.test(offerId)) return null;
    draft.offerId = offerId;
  }

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
    const parsed = parseIntake(intake, formFor?.(draft.serviceId));
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
