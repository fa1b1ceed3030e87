import type { ServiceId } from '../../../types';

/** Who is booked, and how, when a consultation is bought from the marketplace. */
export interface ConsultationBooking {
  /** The expert's profile slug (`/lawyer-profile/{slug}`). */
  expertSlug: string;
  mode: 'chat' | 'call';
}

/**
 * The marketplace's chat and call consultations are consultations with one of the provider's
 * experts, booked (and paid, and refunded) like any other booking: one flow and one price per
 * expert. Each offer names an expert of its firm (`firmId`); the offer's price is that expert's fee
 * (a unit test keeps them equal), and the mode is the service's.
 */
const BY_OFFER: Readonly<Record<string, ConsultationBooking>> = {
  'lexconnect-chat': { expertSlug: 'adv.-nandini-rao', mode: 'chat' },
  'nyay-mitra': { expertSlug: 'adv.-arnab-chatterjee', mode: 'chat' },
  callcounsel: { expertSlug: 'adv.-alok-tripathi', mode: 'call' },
};

/** The services sold only as a booking; a service's own page (no offer) books its first offer's expert. */
const BY_SERVICE: Readonly<Partial<Record<ServiceId, string>>> = {
  'chat-consultation': 'lexconnect-chat',
  'call-consultation': 'callcounsel',
};

/** The booking an offer (or, without one, a consultation service) stands for; undefined for anything else. */
export function consultationBookingOf(offerId: string | null | undefined, serviceId?: string): ConsultationBooking | undefined {
  if (offerId && Object.hasOwn(BY_OFFER, offerId)) return BY_OFFER[offerId];
  const first = serviceId && Object.hasOwn(BY_SERVICE, serviceId) ? BY_SERVICE[serviceId as ServiceId] : undefined;
  return first ? BY_OFFER[first] : undefined;
}

/** Whether a service is sold only as a booking (the order API refuses it). */
export function isBookedService(serviceId: string): boolean {
  return Object.hasOwn(BY_SERVICE, serviceId);
}

/** The booking screen of a consultation: the expert, with the mode chosen. */
export function consultationBookingPath({ expertSlug, mode }: ConsultationBooking): string {
  return `/lawyer-profile/${encodeURIComponent(expertSlug)}/book?mode=${mode}`;
}

/** Every offer booked as a consultation (for the tests that keep prices and experts in step). */
export const consultationBookings: Readonly<Record<string, ConsultationBooking>> = BY_OFFER;
