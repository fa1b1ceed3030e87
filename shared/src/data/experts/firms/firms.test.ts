import { listings } from '../../marketplace/offers/listings';
import { findLegalService } from '../../marketplace/services';
import { experts } from '..';
import { firmExperts } from '.';

describe('each marketplace provider is a firm with its own experts', () => {
  const providers = [...new Map(listings.map((listing) => [listing.providerId, listing])).values()];

  it.each(providers.map((listing) => [listing.providerName, listing] as const))('%s has an expert in the area of every service it sells', (_name, provider) => {
    const own = experts.filter((expert) => expert.firmId === provider.providerId);
    expect(own.length).toBeGreaterThan(0);
    for (const expert of own) expect(expert.organization).toBe(provider.providerName);
    for (const listing of listings.filter((item) => item.providerId === provider.providerId)) {
      const area = findLegalService(listing.serviceId)!.practiceArea;
      expect(own.filter((expert) => expert.practiceAreas.includes(area)).length, listing.id).toBeGreaterThan(0);
    }
  });

  it('names only providers that sell something, and keeps the firms’ experts after the independent ones', () => {
    const providerIds = new Set(providers.map((provider) => provider.providerId));
    for (const expert of experts) if (expert.firmId !== undefined) expect(providerIds, expert.id).toContain(expert.firmId);
    expect(experts.slice(-firmExperts.length)).toEqual(firmExperts);
    expect(experts.slice(0, 16).every((expert) => expert.firmId === undefined)).toBe(true);
  });

  it('has firms with experts in more than one state, so an order can prefer a local one', () => {
    const states = (firmId: string) => new Set(experts.filter((expert) => expert.firmId === firmId).map((expert) => expert.location.split(', ')[1]));
    expect(states('legaldocs-pro')).toEqual(new Set(['Delhi', 'Karnataka']));
    expect(states('estamp-legal-hub')).toEqual(new Set(['West Bengal', 'Telangana']));
  });
});
