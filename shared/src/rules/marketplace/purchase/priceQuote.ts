import type { LegalService } from '../../../types';
import { stampDutyFor } from './stampDuty';

/** GST on legal and professional services (SAC 9982): 18%. */
export const GST_RATE = 0.18;

export type QuoteLineId = 'fee' | 'gst' | 'government' | 'stamp-duty' | 'delivery';

export interface QuoteLine {
  id: QuoteLineId;
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
  lines.push({ id: 'delivery', label: service.deliveryFee > 0 ? 'Courier' : 'Digital delivery', amount: paise(service.deliveryFee) });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines: lines.map((line) => ({ ...line, amount: rupees(line.amount) })), total: rupees(total), stampDutyIncluded };
}
