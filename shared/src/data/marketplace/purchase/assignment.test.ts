import { autoAssignOffer, expertState, priceQuote } from '../../../rules';
import type { AutoAssignTimeline, OfferListing } from '../../../types';
import { experts } from '../../experts';
import { INDIAN_STATES } from '../intake/indianStates';
import { offerListings, offersOfService } from '../offers';
import { legalServices } from '../services';
import { expertForService } from './order';

const expertOf = (id: string) => experts.find((expert) => expert.id === id)!;
const states = [undefined, ...INDIAN_STATES];

describe('the provider chosen does the work', () => {
  it.each(offerListings.map((offer) => [offer.id, offer] as const))('%s: for every state, an expert of its provider who practises the area', (_id, offer) => {
    const area = legalServices.find((service) => service.id === offer.serviceId)!.practiceArea;
    for (const state of states) {
      const assigned = expertForService(offer.serviceId, { providerId: offer.providerId, state });
      const expert = expertOf(assigned.id);
      expect(expert.firmId, `${offer.id} in ${state}`).toBe(offer.providerId);
      expect(assigned.firm).toBe(offer.providerName);
      expect(expert.practiceAreas, `${offer.id} in ${state}`).toContain(area);
      // Someone of the firm in the document's state is preferred to anyone elsewhere.
      const localInFirm = experts.some(
        (other) => other.firmId === offer.providerId && other.practiceAreas.includes(area) && expertState(other.location) === state,
      );
      if (localInFirm) expect(expertState(expert.location)).toBe(state);
    }
  });

  it('sends a QuickDraft Legal rental to QuickDraft’s Mumbai lawyer, not another firm’s', () => {
    expect(expertForService('rental-agreement', { providerId: 'quickdraft-legal', state: 'Maharashtra' })).toMatchObject({
      id: 'nikita-joshi',
      name: 'Adv. Nikita Joshi',
      firm: 'QuickDraft Legal',
      specialization: 'Property Law',
    });
  });

  it('sends affidavits from AffidavitWala and Notary Express to their own notaries', () => {
    expect(expertForService('affidavit', { providerId: 'affidavit-wala' })).toMatchObject({ id: 'mohan-gupta', firm: 'AffidavitWala' });
    expect(expertForService('affidavit', { providerId: 'notary-express' })).toMatchObject({ id: 'yogesh-pawar', firm: 'Notary Express' });
  });

  it('prefers the firm’s expert in the document’s state', () => {
    const legalDocs = (state?: string) => expertForService('rental-agreement', { providerId: 'legaldocs-pro', state }).id;
    expect(legalDocs('Karnataka')).toBe('sneha-hegde');
    expect(legalDocs('Delhi')).toBe('karan-malhotra');
    expect(legalDocs()).toBe('karan-malhotra'); // no state: the better rated
    expect(legalDocs('Maharashtra')).toBe('karan-malhotra'); // nobody there: the better rated
    const eStamp = (state: string) => expertForService('affidavit', { providerId: 'estamp-legal-hub', state }).id;
    expect(eStamp('Telangana')).toBe('sravani-goud');
    expect(eStamp('West Bengal')).toBe('debashree-sen');
  });

  it('without a provider (the generic Selected Provider) assigns any expert of the area, and names the firm', () => {
    expect(expertForService('rental-agreement')).toMatchObject({ id: 'priya-sharma', firm: 'Sharma & Associates', specialization: 'Property Law' });
    for (const service of legalServices) {
      const expert = expertOf(expertForService(service.id, { providerId: 'no-such-provider' }).id);
      expect(expert.practiceAreas, service.id).toContain(service.practiceArea);
    }
    expect(expertForService('nope').specialization).toBe('General Practice');
  });

  it('Auto Assign chooses a provider within the budget first, then one of its experts', () => {
    const timelines: (AutoAssignTimeline | undefined)[] = [undefined, 'urgent', 'standard', 'flexible'];
    for (const service of legalServices) {
      const offers = offersOfService(service.id);
      // Compared with what is paid for a Delhi document: fee, GST, government fees and stamp duty.
      const totalOf = (offer: OfferListing) => priceQuote(offer, service, { state: 'Delhi' }).total;
      for (const budget of [1000, 1500, 3000, 5000, 10_000]) {
        for (const timeline of timelines) {
          const result = autoAssignOffer(offers, budget, timeline, totalOf);
          if (result.kind === 'over-budget') {
            expect(offers.every((offer) => totalOf(offer) > budget)).toBe(true);
            continue;
          }
          expect(totalOf(result.offer)).toBeLessThanOrEqual(budget);
          const expert = expertOf(expertForService(service.id, { providerId: result.offer.providerId, state: 'Delhi' }).id);
          expect(expert.firmId, `${service.id} ≤ ${budget}`).toBe(result.offer.providerId);
          expect(expert.practiceAreas).toContain(service.practiceArea);
        }
      }
    }
  });
});
