import type { FeaturedService, MarketplaceCategory, ServiceId } from '../../../types';

/**
 * Spec §2/§9: the marketplace's limited offer. The discount is real: every offer of the service is
 * priced after it, with the original struck through (`../offers`), so the banner never promises
 * a saving no price shows.
 */
export const LIMITED_OFFER = {
  serviceId: 'company-registration' satisfies ServiceId,
  serviceTitle: 'company incorporation',
  percentOff: 20,
  companiesRegistered: '2000+',
  /** The offer's last day (India's calendar): the banner counts the days to it and is gone after it. */
  endsOn: '2026-12-31',
} as const;

/**
 * The featured services; each price text is its cheapest offer's fee and what the checkout adds to
 * it, by the one price rule (`cardPrice`, held to it by a unit test).
 */
export const featuredServices: FeaturedService[] = [
  {
    id: 'rental-agreement',
    title: 'Rental Agreement',
    description: 'Registered or notarised rent agreements drafted by verified lawyers.',
    priceText: 'From ₹599 + GST + stamp duty',
    timeframe: '24-48 hours',
    icon: 'home',
    popular: true,
  },
  {
    id: 'affidavit',
    title: 'Affidavit',
    description: 'Name change, address proof, gap year and other affidavits on stamp paper.',
    priceText: 'From ₹299 + GST',
    timeframe: '12 hours',
    icon: 'file-signature',
    popular: false,
  },
  {
    id: 'company-registration',
    title: 'Company Incorporation',
    description: 'Private limited, LLP or OPC registration with PAN, TAN and GST.',
    priceText: 'From ₹4,999 + GST + govt fees + stamp duty',
    timeframe: '7-10 days',
    icon: 'building',
    popular: true,
  },
];

export const marketplaceCategories: MarketplaceCategory[] = [
  {
    id: 'consult',
    title: 'Hire a Lawyer',
    description: 'Consult by chat, call or by the hour.',
    image: 'scale',
    gradient: 'from-indigo-500 to-blue-600',
    services: ['Chat consultation', 'Call consultation', 'Hourly engagement'],
    stats: '500+ experts',
  },
  {
    id: 'drafting',
    title: 'Document Drafting',
    description: 'Agreements, notices and contracts.',
    image: 'file-text',
    gradient: 'from-emerald-500 to-teal-600',
    services: ['Rental agreement', 'Legal notice', 'Employment contract', 'NDA'],
    stats: '24-hour delivery',
  },
  {
    id: 'property',
    title: 'Property Services',
    description: 'Sale deeds, verification and registration.',
    image: 'home',
    gradient: 'from-amber-500 to-orange-600',
    services: ['Sale deed', 'Property verification', 'Registration assistance'],
    stats: '7-day completion',
  },
  {
    id: 'corporate',
    title: 'Corporate & Startup',
    description: 'Incorporation, compliance and trademarks.',
    image: 'building',
    gradient: 'from-sky-500 to-cyan-600',
    services: ['Company incorporation', 'GST registration', 'Trademark filing', 'Annual compliance'],
    stats: '2000+ companies',
  },
  {
    id: 'notary',
    title: 'Notary & Attestation',
    description: 'Affidavits, attestation and stamp paper.',
    image: 'stamp',
    gradient: 'from-fuchsia-500 to-purple-600',
    services: ['Affidavit', 'Document attestation'],
    stats: '12-hour delivery',
  },
  {
    id: 'personal',
    title: 'Personal Law',
    description: 'Family, marriage, wills and succession.',
    image: 'users',
    gradient: 'from-rose-500 to-pink-600',
    services: ['Will drafting', 'Marriage registration', 'Divorce consultation'],
    stats: '300+ families helped',
  },
];

export async function getFeaturedServices(): Promise<FeaturedService[]> {
  return featuredServices;
}

export async function getMarketplaceCategories(): Promise<MarketplaceCategory[]> {
  return marketplaceCategories;
}
