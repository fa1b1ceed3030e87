import { featuredServices, marketplaceCategories } from '../catalog';
import { priceRangeStart, serviceTitleFor } from '../../../rules/marketplace/browsing';
import { serviceOffers } from '../purchase';
import { legalServices } from '../services';
import { categoryConfigs, getCategoryConfig } from './categoryConfigs';
import { GENERAL_SERVICE_ID, getServiceProviders, isProviderServiceId, serviceProviders } from './serviceProviders';

describe('service providers data', () => {
  it('has a provider list for every featured service, plus the general one', () => {
    for (const service of featuredServices) {
      expect(isProviderServiceId(service.id)).toBe(true);
      expect(serviceTitleFor(service.id)).not.toBe('Legal Services');
    }
    expect(Object.keys(serviceProviders).sort()).toEqual([...featuredServices.map((s) => s.id), GENERAL_SERVICE_ID].sort());
  });

  it('uses provider ids unique across every list, each card showing its own offer', () => {
    const ids = Object.values(serviceProviders).flatMap((list) => list.map((provider) => provider.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [serviceId, cards] of Object.entries(serviceProviders)) {
      for (const card of cards) {
        const offer = serviceOffers.find((item) => item.id === card.offerId);
        expect(offer, card.offerId).toMatchObject({
          serviceId,
          providerId: card.id,
          providerName: card.companyName,
          price: card.price,
          timeframe: card.deliveryTime,
        });
      }
    }
  });

  it('keeps the spec §9 starting prices: affidavit from ₹299 in 12 hours, incorporation from ₹4,999 in 7-10 days', () => {
    const cheapest = (id: keyof typeof serviceProviders) => [...serviceProviders[id]].sort((a, b) => a.price - b.price)[0];
    expect(cheapest('affidavit')).toMatchObject({ price: 299, deliveryTime: '12 hours' });
    expect(cheapest('company-registration')).toMatchObject({ price: 4999, deliveryTime: '7-10 days' });
    expect(cheapest('rental-agreement')?.price).toBe(599);
  });

  it('falls back to the general list for an unknown service id', async () => {
    expect((await getServiceProviders('no-such-service')).serviceId).toBe(GENERAL_SERVICE_ID);
    expect((await getServiceProviders('__proto__')).providers).toBe(serviceProviders[GENERAL_SERVICE_ID]);
    expect((await getServiceProviders('affidavit')).serviceId).toBe('affidavit');
  });
});

describe('category configs data', () => {
  it('has a config for every category of the catalogue, with the same title', async () => {
    for (const category of marketplaceCategories) {
      expect((await getCategoryConfig(category.id))?.title).toBe(category.title);
    }
    expect(await getCategoryConfig('unknown')).toBeNull();
  });

  it('gives every provider a known subcategory, an id unique in its category, and logo initials', () => {
    for (const config of Object.values(categoryConfigs)) {
      const subcategoryIds = config.subcategories.map((subcategory) => subcategory.id);
      expect(subcategoryIds).not.toContain('all');
      const ids = config.providers.map((provider) => provider.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const provider of config.providers) {
        expect(subcategoryIds).toContain(provider.subcategory);
        expect(provider.logo).toMatch(/^[A-Z]{1,2}$/);
      }
    }
  });

  it('links the offers that have a service detail from the drafting and property categories', () => {
    expect(categoryConfigs.drafting.providers.map((p) => p.id)).toEqual(
      expect.arrayContaining(['rental-agreement-1', 'rental-agreement-2', 'rental-agreement-3']),
    );
    expect(categoryConfigs.property.providers.map((p) => p.id)).toEqual(expect.arrayContaining(['sale-deed-1', 'verification-1']));
  });

  it('links every provider card to an offer of the same provider and service, and lists every offer once', () => {
    const providers = Object.values(categoryConfigs).flatMap((config) => config.providers);
    expect(providers.map((provider) => provider.id).sort()).toEqual(serviceOffers.map((offer) => offer.id).sort());
    for (const provider of providers) {
      const offer = serviceOffers.find((item) => item.id === provider.id);
      expect(offer, provider.id).toMatchObject({
        serviceId: provider.serviceId,
        title: provider.serviceName,
        providerName: provider.name,
        timeframe: provider.deliveryTime,
        rating: provider.rating,
        reviews: provider.reviews,
      });
      expect(priceRangeStart(provider.priceRange)).toBe(offer!.price);
    }
  });

  it('lists each offer on the category page of its service, under that service’s subcategory', () => {
    for (const [categoryId, config] of Object.entries(categoryConfigs)) {
      for (const provider of config.providers) {
        const service = legalServices.find((item) => item.id === provider.serviceId);
        expect(service).toMatchObject({ categoryId, subcategoryId: provider.subcategory });
      }
    }
  });
});
