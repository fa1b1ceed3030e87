import type { OfferListing, PriceLine, ServiceOffer } from '../../../types';
import { providerLogo } from '../../../rules/marketplace/browsing/providerLogo';
import { findServiceOffer } from '../../../rules/marketplace/purchase/serviceOffer';
import { marketplaceCategories } from '../catalog';
import { offerListings } from '../offers';
import { findLegalService } from '../services';
import { serviceContent } from '../services/content';

/** The five offers the spec names keep the breakdowns they always had (they add up to §9's prices). */
const specBreakdowns: Readonly<Record<string, PriceLine[]>> = {
  'rental-agreement-1': [
    { item: 'Drafting fee', amount: 549 },
    { item: 'Legal review', amount: 150 },
    { item: 'Platform fee', amount: 100 },
  ],
  'rental-agreement-2': [
    { item: 'Drafting fee', amount: 449 },
    { item: 'Legal review', amount: 100 },
    { item: 'Platform fee', amount: 50 },
  ],
  'rental-agreement-3': [
    { item: 'Drafting fee', amount: 899 },
    { item: 'Senior advocate review', amount: 250 },
    { item: 'Registration guidance', amount: 100 },
    { item: 'Platform fee', amount: 50 },
  ],
  'sale-deed-1': [
    { item: 'Drafting fee', amount: 2200 },
    { item: 'Title document review', amount: 600 },
    { item: 'Platform fee', amount: 200 },
  ],
  'verification-1': [
    { item: 'Title search', amount: 1500 },
    { item: 'Encumbrance check', amount: 700 },
    { item: 'Platform fee', amount: 300 },
  ],
};

const categoryIcons = {
  consult: 'message-circle',
  drafting: 'file-text',
  property: 'home',
  corporate: 'building',
  notary: 'stamp',
  personal: 'users',
} as const;

/** The provider's fee and our platform fee (10%, to the nearest ₹10): always adds up to the price. */
function breakdownOf(offer: OfferListing, feeLabel: string): PriceLine[] {
  const specLines = specBreakdowns[offer.id];
  if (specLines) return specLines;
  const platformFee = Math.round(offer.price / 100) * 10;
  return [
    { item: feeLabel, amount: offer.price - platformFee },
    { item: 'Platform fee', amount: platformFee },
  ];
}

/** The detail page's offer: the listing, its service's content, and the offer's revision window. */
function toServiceOffer(offer: OfferListing): ServiceOffer {
  const service = findLegalService(offer.serviceId);
  if (!service) throw new Error(`Offer ${offer.id} sells an unknown service ${offer.serviceId}`);
  const content = serviceContent[offer.serviceId];
  const category = marketplaceCategories.find((item) => item.id === service.categoryId);
  const consultation = service.intakeForm === 'consultation';
  const { features: _features, specialization: _specialization, ...shown } = offer;
  return {
    ...shown,
    logo: providerLogo(offer.providerName),
    icon: categoryIcons[service.categoryId],
    category: category?.title ?? 'Legal Services',
    processSteps: content.processSteps,
    priceBreakdown: breakdownOf(offer, consultation ? 'Consultation fee' : 'Professional fee'),
    whatIncluded: [...content.whatIncluded, `Revisions for ${offer.revisionDays} days`],
    requirements: content.requirements,
    faqs: [
      ...content.faqs,
      {
        question: consultation ? 'Can I ask follow-up questions?' : 'Can I ask for changes?',
        answer: consultation
          ? `Yes. You can send follow-up questions for ${offer.revisionDays} days after the consultation.`
          : `Yes. You can request revisions for ${offer.revisionDays} days after delivery.`,
      },
    ],
  };
}

/** Every provider's offer as its detail page shows it (spec §3 "Service offer"). */
export const serviceOffers: readonly ServiceOffer[] = offerListings.map(toServiceOffer);

/** The offer with this id; an id that exists nowhere gets rental-agreement-1 (spec §8). */
export async function getServiceOffer(id: string | undefined): Promise<ServiceOffer> {
  return findServiceOffer(serviceOffers, id);
}
