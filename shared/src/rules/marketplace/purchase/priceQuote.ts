import { tCommon } from '@nyaya/shared/i18n/common';
import { translateText } from '@nyaya/shared/i18n';
import type { LegalService } from '../../../types';
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
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;

/**
 * The itemised price of an order, computed the same way by the checkout and by the server (which
 * never takes a price from the browser): the provider's professional fee, GST at 18% on it, the
 * government fees, the stamp duty of the chosen state where the service is on stamp paper, and
 * the courier. Sums are made in whole paise, so the total is exactly the sum of its lines.
 */
export function priceQuote(fee: number, service: Pick<LegalService, 'id' | 'stampPaper' | 'governmentFee' | 'deliveryFee'>, state?: string): PriceQuote {
  const feePaise = paise(fee);
  const lines: QuoteLine[] = [
    { id: 'fee', label: 'Professional fee', amount: feePaise },
    { id: 'gst', label: 'GST (18%) on the fee', amount: Math.round(feePaise * GST_RATE) },
  ];
  if (service.governmentFee > 0) lines.push({ id: 'government', label: 'Government fees', amount: paise(service.governmentFee) });
  let stampDutyIncluded = true;
  if (service.stampPaper) {
    const duty = stampDutyFor(service.id, state);
    if (duty === null) stampDutyIncluded = false;
    else lines.push({ id: 'stamp-duty', label: `Stamp duty (${state})`, amount: paise(duty) });
  }
  lines.push({ id: 'delivery', label: service.deliveryFee > 0 ? COURIER : 'Digital delivery', amount: paise(service.deliveryFee) });
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
