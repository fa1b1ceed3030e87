import { legalServices } from '../../../data/marketplace/services';
import { priceQuote } from './priceQuote';
import { STAMP_DUTY_STATES, stampDutyFor } from './stampDuty';

const service = (id: string) => legalServices.find((item) => item.id === id)!;

describe('priceQuote', () => {
  it('itemises a rental agreement in Maharashtra: fee, 18% GST, stamp duty, courier', () => {
    expect(priceQuote(799, service('rental-agreement'), 'Maharashtra')).toEqual({
      lines: [
        { id: 'fee', label: 'Professional fee', amount: 799 },
        { id: 'gst', label: 'GST (18%) on the fee', amount: 143.82 },
        { id: 'stamp-duty', label: 'Stamp duty (Maharashtra)', amount: 500 },
        { id: 'delivery', label: 'Courier', amount: 100 },
      ],
      total: 1542.82,
      stampDutyIncluded: true,
    });
  });

  it('adds government fees where the service has them, and no stamp duty where it has none', () => {
    const quote = priceQuote(6500, service('trademark-filing'));
    expect(quote.lines.map((line) => [line.id, line.amount])).toEqual([
      ['fee', 6500],
      ['gst', 1170],
      ['government', 4500],
      ['delivery', 0],
    ]);
    expect(quote.total).toBe(12170);
    expect(quote.stampDutyIncluded).toBe(true);
  });

  it('says when the stamp duty of a state is not known, and charges none', () => {
    const quote = priceQuote(299, service('affidavit'), 'Goa');
    expect(quote.stampDutyIncluded).toBe(false);
    expect(quote.lines.some((line) => line.id === 'stamp-duty')).toBe(false);
    expect(priceQuote(299, service('affidavit')).stampDutyIncluded).toBe(false);
  });

  it('totals exactly the sum of its lines, to the paisa, for every service and state', () => {
    for (const item of legalServices) {
      for (const state of [...STAMP_DUTY_STATES, undefined]) {
        for (const fee of [199, 299.5, 799, 4999, 12345.67]) {
          const quote = priceQuote(fee, item, state);
          const sum = quote.lines.reduce((total, line) => total + Math.round(line.amount * 100), 0);
          expect(Math.round(quote.total * 100)).toBe(sum);
        }
      }
    }
  });

  it('knows the six states for every stamp-paper service, and nothing for the others', () => {
    for (const item of legalServices) {
      for (const state of STAMP_DUTY_STATES) {
        if (item.stampPaper) expect(stampDutyFor(item.id, state), `${item.id} ${state}`).toBeGreaterThan(0);
        else expect(stampDutyFor(item.id, state)).toBeNull();
      }
    }
    expect(stampDutyFor('rental-agreement', '__proto__')).toBeNull();
  });
});
