import { GST_RATE, type QuoteLine } from '../marketplace/purchase/priceQuote';

export interface ConsultationQuote {
  /** The expert's fee and the GST on it, in rupees to the paisa (screens show `quoteLineLabel(line)`). */
  lines: QuoteLine[];
  /** Rupees: exactly the sum of the lines. */
  total: number;
  /** What the server charges and the booking screen agrees to, in whole paise. */
  totalPaise: number;
}

/**
 * What a consultation costs: the expert's fee and GST at the rate orders use (legal services, SAC
 * 9982), summed in whole paise. The booking screen shows it and the server charges it; a booking
 * that agreed to anything else is refused.
 */
export function consultationQuote(fee: number): ConsultationQuote {
  const feePaise = Math.round(fee * 100);
  const gstPaise = Math.round(feePaise * GST_RATE);
  const totalPaise = feePaise + gstPaise;
  return {
    lines: [
      { id: 'fee', label: 'Professional fee', amount: feePaise / 100 },
      { id: 'gst', label: 'GST (18%) on the fee', amount: gstPaise / 100 },
    ],
    total: totalPaise / 100,
    totalPaise,
  };
}
