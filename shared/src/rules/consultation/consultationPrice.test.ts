import { experts } from '@nyaya/shared/data/experts';
import { GST_RATE, priceQuote } from '../marketplace/purchase/priceQuote';
import { consultationQuote } from './consultationPrice';

describe('consultation price', () => {
  it('is the fee plus 18% GST, in whole paise', () => {
    expect(consultationQuote(500)).toEqual({
      lines: [
        { id: 'fee', label: 'Professional fee', amount: 500 },
        { id: 'gst', label: 'GST (18%) on the fee', amount: 90 },
      ],
      total: 590,
      totalPaise: 59_000,
    });
    expect(consultationQuote(1499).totalPaise).toBe(176_882);
  });

  it('rounds the GST to the paisa, so the total is exactly the sum of its lines', () => {
    // 18% of ₹333.33 is ₹59.9994: ₹60.00.
    const quote = consultationQuote(333.33);
    expect(quote.lines.map((line) => line.amount)).toEqual([333.33, 60]);
    expect(quote.totalPaise).toBe(39_333);
  });

  it('charges the GST of orders for every expert, on the same fee', () => {
    const service = { id: 'chat-consultation' as const, stampPaper: false, governmentFee: 0, deliveryFee: 0, paperCopy: 'none' as const };
    for (const expert of experts) {
      const gst = priceQuote({ price: expert.fee }, service).lines.find((line) => line.id === 'gst')!.amount;
      expect(consultationQuote(expert.fee).lines[1]!.amount).toBe(gst);
      expect(consultationQuote(expert.fee).totalPaise).toBe(Math.round(expert.fee * 100 * (1 + GST_RATE)));
    }
  });
});
