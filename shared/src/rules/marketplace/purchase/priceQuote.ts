import { tCommon } from '@nyaya/shared/i18n/common';
import { translateText } from '@nyaya/shared/i18n';
import type { LegalService, OfferListing } from '../../../types';
import { SELECTED_PROVIDER } from './intakeProvider';
import { stampDutyFor } from './stampDuty';

/** GST on legal and professional services (SAC 9982): 18%. */
export const GST_RATE = 0.18;

export type QuoteLineId = 'fee' | 'gst' | 'government' | 'stamp-duty' | 'delivery';

export interface QuoteLine {
  id: QuoteLineId;
  /** English, as the order keeps it (the server prices orders too); screens show `quoteLineLabel(line)`. */
  label: string;
  /** Rupees, to the paisa. */
  amount: number;
}

export interface PriceQuote {
  lines: QuoteLine[];
  total: number;
  /**
   * False when the document needs stamp paper but the state is not in the table (or not chosen):
   * the duty is then confirmed by the expert and not charged now.
   */
  stampDutyIncluded: boolean;
}

const COURIER = 'Courier';
/** The English label of the ₹0 stamp-duty line of an offer whose fee covers the stamp paper (translated as data). */
export const STAMP_PAPER_INCLUDED = 'Stamp paper (included in the fee)';
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;

/** How the finished work reaches the user: a digital copy, or a paper copy by courier. */
export const DELIVERY_MODES = ['digital', 'paper'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** What the user chose that changes the price: the state the document is used in, and how it is delivered. */
export interface PriceChoice {
  state?: string;
  delivery?: DeliveryMode;
}

export type QuotedService = Pick<LegalService, 'id' | 'stampPaper' | 'governmentFee' | 'deliveryFee' | 'paperCopy'>;
/** An offer as the price needs it; none for the intake form's generic Selected Provider (spec §8). */
export type QuotedOffer = Pick<OfferListing, 'price' | 'stampPaperIncluded'>;

/** The ways a service can be delivered, the default first (digital wherever the work allows it). */
export function deliveryModes(service: Pick<LegalService, 'paperCopy'>): readonly DeliveryMode[] {
  if (service.paperCopy === 'always') return ['paper'];
  return service.paperCopy === 'optional' ? DELIVERY_MODES : ['digital'];
}

/** The delivery an order gets: the one asked for when the service offers it, else its default. */
export function deliveryFor(service: Pick<LegalService, 'paperCopy'>, requested?: DeliveryMode): DeliveryMode {
  const modes = deliveryModes(service);
  return requested !== undefined && modes.includes(requested) ? requested : modes[0]!;
}

/**
 * The itemised price of an offer: the one rule the cards, the service detail, the checkout and the
 * server (which never takes a price from the browser) all price by. The provider's professional
 * fee, GST at 18% on it, the government fees, the stamp duty of the chosen state where the service
 * is on stamp paper (a ₹0 "included" line where the offer's fee covers the paper), and the
 * delivery: free when digital, the courier only for a paper copy. Sums are made in whole paise, so
 * the total is exactly the sum of its lines.
 */
export function priceQuote(offer: QuotedOffer | undefined, service: QuotedService, choice: PriceChoice = {}): PriceQuote {
  const { state } = choice;
  const feePaise = paise(offer?.price ?? SELECTED_PROVIDER.price);
  const lines: QuoteLine[] = [
    { id: 'fee', label: 'Professional fee', amount: feePaise },
    { id: 'gst', label: 'GST (18%) on the fee', amount: Math.round(feePaise * GST_RATE) },
  ];
  if (service.governmentFee > 0) lines.push({ id: 'government', label: 'Government fees', amount: paise(service.governmentFee) });
  let stampDutyIncluded = true;
  if (service.stampPaper && offer?.stampPaperIncluded) lines.push({ id: 'stamp-duty', label: STAMP_PAPER_INCLUDED, amount: 0 });
  else if (service.stampPaper) {
    const duty = stampDutyFor(service.id, state);
    if (duty === null) stampDutyIncluded = false;
    else lines.push({ id: 'stamp-duty', label: `Stamp duty (${state})`, amount: paise(duty) });
  }
  const paper = deliveryFor(service, choice.delivery) === 'paper';
  lines.push({ id: 'delivery', label: paper ? COURIER : 'Digital delivery', amount: paper ? paise(service.deliveryFee) : 0 });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines: lines.map((line) => ({ ...line, amount: rupees(line.amount) })), total: rupees(total), stampDutyIncluded };
}

/**
 * A line's words in the page's language ("Stamp duty (Delhi)" / "स्टाम्प ड्यूटी (दिल्ली)"), from
 * its id, so an order priced by the server (in English) reads in Hindi too. The state comes from
 * the English label and is translated as data.
 */
export function quoteLineLabel(line: Pick<QuoteLine, 'id' | 'label'>): string {
  switch (line.id) {
    case 'fee':
      return tCommon('quote.fee');
    case 'gst':
      return tCommon('quote.gst');
    case 'government':
      return tCommon('quote.government');
    case 'stamp-duty': {
      const state = /^Stamp duty \((.*)\)$/.exec(line.label)?.[1];
      return state === undefined ? translateText(line.label) : tCommon('quote.stampDuty', { state: translateText(state) });
    }
    case 'delivery':
      return line.label === COURIER ? tCommon('quote.courier') : tCommon('quote.digitalDelivery');
    default:
      return translateText(line.label);
  }
}
