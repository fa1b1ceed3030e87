import { featuredServices } from '../../../data/marketplace/catalog';
import { offerListings } from '../../../data/marketplace/offers';
import { formatINR } from '../../../format';
import { findLegalService } from '../../../data/marketplace/services';
import { cardPrice } from './cardPrice';
import { DELIVERY_MODES, deliveryModes, priceQuote } from './priceQuote';
import { STAMP_DUTY_STATES } from './stampDuty';

const serviceOf = (serviceId: string) => findLegalService(serviceId)!;

describe('cardPrice', () => {
  it('says what a fee leaves out when no state is chosen', () => {
    const rental = serviceOf('rental-agreement');
    const offer = offerListings.find((item) => item.id === 'rental-agreement-2')!;
    expect(cardPrice(offer, rental)).toEqual({ kind: 'fee', amount: 599, extras: ['gst', 'stamp-duty'] });
    expect(cardPrice(offer, rental, { delivery: 'paper' })).toEqual({ kind: 'fee', amount: 599, extras: ['gst', 'stamp-duty', 'courier'] });
    const trademark = offerListings.find((item) => item.id === 'brandshield')!;
    expect(cardPrice(trademark, serviceOf('trademark-filing'))).toEqual({ kind: 'fee', amount: 6500, extras: ['gst', 'government'] });
    const notary = offerListings.find((item) => item.id === 'notary-express')!;
    expect(cardPrice(notary, serviceOf('affidavit'))).toEqual({ kind: 'fee', amount: 299, extras: ['gst'] });
  });

  it('gives the all-in total of the remembered state', () => {
    const offer = offerListings.find((item) => item.id === 'rental-agreement-2')!;
    expect(cardPrice(offer, serviceOf('rental-agreement'), { state: 'Delhi' })).toEqual({ kind: 'estimate', amount: 806.82, state: 'Delhi', dutyLater: false });
    expect(cardPrice(offer, serviceOf('rental-agreement'), { state: 'Goa' })).toEqual({ kind: 'estimate', amount: 706.82, state: 'Goa', dutyLater: true });
    const notice = offerListings.find((item) => item.id === 'notice-express')!;
    expect(cardPrice(notice, serviceOf('legal-notice'), { state: 'Delhi' })).toEqual({ kind: 'estimate', amount: 1768.82, dutyLater: false });
  });
});

describe('the featured services’ price texts', () => {
  const words = { gst: 'GST', government: 'govt fees', 'stamp-duty': 'stamp duty', courier: 'courier' } as const;
  it.each(featuredServices.map((featured) => [featured.id, featured] as const))('%s: its cheapest offer’s fee and what is added to it', (_id, featured) => {
    const offers = offerListings.filter((offer) => offer.serviceId === featured.id);
    const cheapest = offers.reduce((low, offer) => (offer.price < low.price ? offer : low));
    const price = cardPrice(cheapest, serviceOf(featured.id));
    if (price.kind !== 'fee') throw new Error('a fee without a state');
    expect(featured.priceText).toBe(['From ' + formatINR(price.amount), ...price.extras.map((extra) => words[extra])].join(' + '));
  });
});

/**
 * Every offer × every state of the stamp-duty table (and none, and one the table does not know) ×
 * every delivery: what the card says, what the detail's breakdown totals and what the checkout
 * asks for are the one rule's answer; digital delivery has no courier; included stamp paper adds
 * no duty.
 */
describe('one price for every offer, state and delivery', () => {
  for (const offer of offerListings) {
    const service = serviceOf(offer.serviceId);
    it(`${offer.id}`, () => {
      for (const state of [undefined, ...STAMP_DUTY_STATES, 'Goa']) {
        for (const delivery of DELIVERY_MODES) {
          const choice = { state, delivery };
          const quote = priceQuote(offer, service, choice);
          const card = cardPrice(offer, service, choice);
          const fee = quote.lines.find((line) => line.id === 'fee')!;
          expect(fee.amount).toBe(offer.price);
          if (card.kind === 'estimate') expect(card.amount).toBe(quote.total);
          else {
            expect(state).toBeUndefined();
            expect(card.amount).toBe(fee.amount);
            // Every line the checkout adds to the fee is one the card names.
            const added = quote.lines.filter((line) => line.id !== 'fee' && line.amount > 0).map((line) => (line.id === 'delivery' ? 'courier' : line.id));
            for (const id of added) expect(card.extras).toContain(id);
          }
          const courier = quote.lines.find((line) => line.id === 'delivery')!;
          const paper = delivery === 'paper' && deliveryModes(service).includes('paper');
          expect(courier.amount, `${offer.id} ${delivery}`).toBe(paper || service.paperCopy === 'always' ? service.deliveryFee : 0);
          const duty = quote.lines.find((line) => line.id === 'stamp-duty');
          if (offer.stampPaperIncluded || !service.stampPaper) expect(duty?.amount ?? 0).toBe(0);
          else if (state && state !== 'Goa') expect(duty!.amount).toBeGreaterThan(0);
        }
      }
    });
  }
});
