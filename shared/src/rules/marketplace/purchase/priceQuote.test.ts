import { findOfferListing } from '../../../data/marketplace/offers';
import { legalServices } from '../../../data/marketplace/services';
import { deliveryFor, deliveryModes, priceQuote, STAMP_PAPER_INCLUDED } from './priceQuote';
import { STAMP_DUTY_STATES, stampDutyFor } from './stampDuty';

const service = (id: string) => legalServices.find((item) => item.id === id)!;
const offer = (id: string) => findOfferListing(id)!;

describe('priceQuote', () => {
  it('itemises a rental agreement on paper in Maharashtra: fee, 18% GST, stamp duty, courier', () => {
    expect(priceQuote(offer('rental-agreement-1'), service('rental-agreement'), { state: 'Maharashtra', delivery: 'paper' })).toEqual({
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

  it('charges no courier for digital delivery, the default', () => {
    const rental = service('rental-agreement');
    const digital = priceQuote(offer('rental-agreement-2'), rental, { state: 'Maharashtra' });
    expect(digital.lines.at(-1)).toEqual({ id: 'delivery', label: 'Digital delivery', amount: 0 });
    expect(digital.total).toBe(1206.82);
    expect(priceQuote(offer('rental-agreement-2'), rental, { state: 'Maharashtra', delivery: 'digital' })).toEqual(digital);
  });

  it('puts the stamp duty inside the fee of an offer whose stamp paper is included, in every state', () => {
    const affidavit = service('affidavit');
    for (const state of [...STAMP_DUTY_STATES, 'Goa', undefined]) {
      const quote = priceQuote(offer('notary-express'), affidavit, { state });
      expect(quote.lines.find((line) => line.id === 'stamp-duty')).toEqual({ id: 'stamp-duty', label: STAMP_PAPER_INCLUDED, amount: 0 });
      expect(quote.total).toBe(352.82);
      expect(quote.stampDutyIncluded).toBe(true);
    }
    // Another provider's affidavit adds the state's duty.
    expect(priceQuote(offer('affidavit-wala'), affidavit, { state: 'Maharashtra' }).total).toBe(511.82);
  });

  it('offers paper only where the work can be couriered, and always for attestation', () => {
    expect(deliveryModes(service('rental-agreement'))).toEqual(['digital', 'paper']);
    expect(deliveryModes(service('legal-notice'))).toEqual(['digital']);
    expect(deliveryModes(service('document-attestation'))).toEqual(['paper']);
    expect(deliveryFor(service('legal-notice'), 'paper')).toBe('digital');
    expect(deliveryFor(service('document-attestation'))).toBe('paper');
    expect(priceQuote(offer('attest-hub'), service('document-attestation')).lines.at(-1)).toEqual({ id: 'delivery', label: 'Courier', amount: 150 });
  });

  it('prices the generic Selected Provider at its ₹999', () => {
    expect(priceQuote(undefined, service('legal-notice')).total).toBe(1178.82);
  });

  it('adds government fees where the service has them, and no stamp duty where it has none', () => {
    const quote = priceQuote(offer('brandshield'), service('trademark-filing'));
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
    const quote = priceQuote(offer('affidavit-wala'), service('affidavit'), { state: 'Goa' });
    expect(quote.stampDutyIncluded).toBe(false);
    expect(quote.lines.some((line) => line.id === 'stamp-duty')).toBe(false);
    expect(priceQuote(offer('affidavit-wala'), service('affidavit')).stampDutyIncluded).toBe(false);
  });

  it('totals exactly the sum of its lines, to the paisa, for every service and state', () => {
    for (const item of legalServices) {
      for (const state of [...STAMP_DUTY_STATES, undefined]) {
        for (const price of [199, 299.5, 799, 4999, 12345.67]) {
          const quote = priceQuote({ price }, item, { state, delivery: 'paper' });
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
