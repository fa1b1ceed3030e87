import type { ServiceId } from '../../../types';

/** The states whose stamp duty the checkout knows; a document used elsewhere is confirmed by the expert. */
export const STAMP_DUTY_STATES = ['Delhi', 'Maharashtra', 'Karnataka', 'Tamil Nadu', 'Uttar Pradesh', 'West Bengal'] as const;
export type StampDutyState = (typeof STAMP_DUTY_STATES)[number];

type Duties = Readonly<Record<StampDutyState, number>>;

/**
 * Stamp duty, in rupees, on the documents a provider buys stamp paper for, in the typical case
 * each service covers: an 11-month residential leave and licence agreement, a general affidavit,
 * an employment agreement, and the MOA and AOA of a company with ₹1 lakh authorised capital.
 *
 * Source: the Indian Stamp Act, 1899 (Schedule I) as amended and applied in each state: Delhi
 * (Indian Stamp (Delhi Amendment) Act, 2001), the Maharashtra Stamp Act, 1958, the Karnataka Stamp
 * Act, 1957, the Indian Stamp (Tamil Nadu Amendment) Acts, the Indian Stamp (Uttar Pradesh
 * Amendment) Acts and the Indian Stamp (West Bengal Amendment) Acts, with the rates published by
 * each state's registration department as of 2026. Indicative: a lease's duty grows with rent and
 * deposit, and the expert confirms the exact duty before buying the paper; any difference is refunded
 * or asked for before drafting.
 */
const stampDuty: Partial<Readonly<Record<ServiceId, Duties>>> = {
  'rental-agreement': { Delhi: 100, Maharashtra: 500, Karnataka: 200, 'Tamil Nadu': 100, 'Uttar Pradesh': 100, 'West Bengal': 100 },
  affidavit: { Delhi: 10, Maharashtra: 100, Karnataka: 20, 'Tamil Nadu': 20, 'Uttar Pradesh': 10, 'West Bengal': 10 },
  'employment-contract': { Delhi: 50, Maharashtra: 100, Karnataka: 200, 'Tamil Nadu': 20, 'Uttar Pradesh': 100, 'West Bengal': 10 },
  'company-registration': { Delhi: 1200, Maharashtra: 1200, Karnataka: 1500, 'Tamil Nadu': 500, 'Uttar Pradesh': 1000, 'West Bengal': 360 },
};

export function isStampDutyState(state: unknown): state is StampDutyState {
  return typeof state === 'string' && (STAMP_DUTY_STATES as readonly string[]).includes(state);
}

/** The stamp duty of a service's document in a state, or null when the table does not know it. */
export function stampDutyFor(serviceId: ServiceId, state: string | undefined): number | null {
  const duties = stampDuty[serviceId];
  if (!duties || !isStampDutyState(state)) return null;
  return duties[state];
}
