import type { CategoryConfig, CategoryProvider, MarketplaceCategory, OfferListing } from '../../../types';
import { lookupCategory } from '../../../rules/marketplace/browsing/categoryLookup';
import { providerLogo } from '../../../rules/marketplace/browsing/providerLogo';
import { formatINR } from '../../../format';
import { offerListings } from '../offers';
import { legalServices } from '../services';

type CategoryId = MarketplaceCategory['id'];

/** Titles, descriptions and subcategories of the six category pages; their providers come from the offers. */
const pages: Record<CategoryId, Omit<CategoryConfig, 'providers'>> = {
  consult: {
    title: 'Hire a Lawyer',
    description: 'Talk to a verified lawyer by chat, call or by the hour.',
    subcategories: [
      { id: 'chat', name: 'Chat Consultation' },
      { id: 'call', name: 'Call Consultation' },
      { id: 'hourly', name: 'Hourly Engagement' },
      { id: 'general', name: 'General Legal Help' },
    ],
  },
  drafting: {
    title: 'Document Drafting',
    description: 'Agreements, notices and contracts drafted by verified lawyers.',
    subcategories: [
      { id: 'rental', name: 'Rental Agreement' },
      { id: 'notice', name: 'Legal Notice' },
      { id: 'contract', name: 'Employment Contract' },
    ],
  },
  property: {
    title: 'Property Services',
    description: 'Sale deeds, title verification and registration help.',
    subcategories: [
      { id: 'sale-deed', name: 'Sale Deed' },
      { id: 'verification', name: 'Property Verification' },
      { id: 'registration', name: 'Registration Assistance' },
    ],
  },
  corporate: {
    title: 'Corporate & Startup',
    description: 'Incorporation, GST, trademarks and yearly compliance.',
    subcategories: [
      { id: 'incorporation', name: 'Company Incorporation' },
      { id: 'gst', name: 'GST Registration' },
      { id: 'trademark', name: 'Trademark Filing' },
    ],
  },
  notary: {
    title: 'Notary & Attestation',
    description: 'Affidavits, attestation and stamp paper delivered to you.',
    subcategories: [
      { id: 'affidavit', name: 'Affidavit' },
      { id: 'attestation', name: 'Document Attestation' },
    ],
  },
  personal: {
    title: 'Personal Law',
    description: 'Wills, marriage registration, divorce and succession.',
    subcategories: [
      { id: 'will', name: 'Will Drafting' },
      { id: 'marriage', name: 'Marriage Registration' },
      { id: 'divorce', name: 'Divorce Consultation' },
    ],
  },
};

/** A category page's card for an offer: its buttons open that very offer (spec §2). */
function toCategoryProvider(offer: OfferListing, subcategory: string): CategoryProvider {
  return {
    id: offer.id,
    serviceId: offer.serviceId,
    name: offer.providerName,
    logo: providerLogo(offer.providerName),
    serviceName: offer.title,
    description: offer.description,
    // One price per offer: what the detail page charges (Cheapest reads its first number, §9).
    priceRange: formatINR(offer.price),
    ...(offer.originalPrice === undefined ? {} : { originalPrice: offer.originalPrice }),
    ...(offer.discountEndsOn === undefined ? {} : { discountEndsOn: offer.discountEndsOn }),
    deliveryTime: offer.timeframe,
    rating: offer.rating,
    reviews: offer.reviews,
    badges: offer.badges,
    features: offer.features,
    subcategory,
  };
}

function providersOf(categoryId: CategoryId): CategoryProvider[] {
  return legalServices
    .filter((service) => service.categoryId === categoryId)
    .flatMap((service) => offerListings.filter((offer) => offer.serviceId === service.id).map((offer) => toCategoryProvider(offer, service.subcategoryId)));
}

/** Category pages (spec §3 "Category config"), providers in the Recommended order. */
export const categoryConfigs: Record<CategoryId, CategoryConfig> = Object.fromEntries(
  (Object.keys(pages) as CategoryId[]).map((id) => [id, { ...pages[id], providers: providersOf(id) }]),
) as Record<CategoryId, CategoryConfig>;

/** The category page's config, or null for an unknown id (spec §8: "Category not found"). */
export async function getCategoryConfig(categoryId: string | undefined): Promise<CategoryConfig | null> {
  return lookupCategory(categoryConfigs, categoryId);
}
