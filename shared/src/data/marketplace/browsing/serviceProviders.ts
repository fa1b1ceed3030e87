import type { ProviderCard } from '../../../types';

/** The list shown for a service id the marketplace does not feature (titled "Legal Services"). */
export const GENERAL_SERVICE_ID = 'legal-services';

export type ProviderServiceId = 'rental-agreement' | 'affidavit' | 'company-registration' | typeof GENERAL_SERVICE_ID;

/** Provider cards per featured service (spec §3 "Provider card"), in the Recommended order. */
export const serviceProviders: Record<ProviderServiceId, ProviderCard[]> = {
  'rental-agreement': [
    { id: 'legaldocs-pro', companyName: 'LegalDocs Pro', rating: 4.8, reviews: 1250, price: 799, deliveryTime: '24 hours', badges: ['Verified', 'Top Rated'], specialization: 'Residential rental agreements' },
    { id: 'quickdraft-legal', companyName: 'QuickDraft Legal', rating: 4.6, reviews: 890, price: 599, deliveryTime: '12 hours', badges: ['Fast Delivery'], specialization: 'Quick residential leases' },
    { id: 'premium-legal-associates', companyName: 'Premium Legal Associates', rating: 4.9, reviews: 2100, price: 1299, deliveryTime: '2-3 days', badges: ['Premium', 'Verified'], specialization: 'Commercial and residential leases' },
    { id: 'renteasy-advocates', companyName: 'RentEasy Advocates', rating: 4.7, reviews: 640, price: 699, deliveryTime: '1 day', badges: ['Verified'], specialization: 'Leave and licence agreements' },
    { id: 'sharma-legal', companyName: 'Sharma & Co. Legal', rating: 4.5, reviews: 310, price: 999, deliveryTime: '1 week', badges: ['Registered e-stamp'], specialization: 'Registered rent agreements' },
  ],
  affidavit: [
    { id: 'notary-express', companyName: 'Notary Express', rating: 4.7, reviews: 980, price: 299, deliveryTime: '12 hours', badges: ['Verified', 'Fast Delivery'], specialization: 'Name change and address affidavits' },
    { id: 'affidavit-wala', companyName: 'AffidavitWala', rating: 4.5, reviews: 560, price: 349, deliveryTime: '6 hours', badges: ['Fast Delivery'], specialization: 'Gap year and income affidavits' },
    { id: 'delhi-notary-services', companyName: 'Delhi Notary Services', rating: 4.9, reviews: 1430, price: 499, deliveryTime: '1 day', badges: ['Top Rated'], specialization: 'Court and general affidavits' },
    { id: 'estamp-legal-hub', companyName: 'e-Stamp Legal Hub', rating: 4.6, reviews: 270, price: 399, deliveryTime: '2 days', badges: ['Verified'], specialization: 'Affidavits on e-stamp paper' },
  ],
  'company-registration': [
    { id: 'startup-filings', companyName: 'StartupFilings', rating: 4.6, reviews: 2300, price: 4999, deliveryTime: '7-10 days', badges: ['Verified', 'Popular'], specialization: 'Private limited company registration' },
    { id: 'incorp-india', companyName: 'IncorpIndia Advisors', rating: 4.8, reviews: 1850, price: 6499, deliveryTime: '5-7 days', badges: ['Top Rated'], specialization: 'Pvt Ltd, LLP and OPC registration' },
    { id: 'mehta-associates', companyName: 'CA Mehta & Associates', rating: 4.9, reviews: 760, price: 7999, deliveryTime: '2 weeks', badges: ['Premium', 'Verified'], specialization: 'Incorporation with GST and compliance' },
    { id: 'llp-direct', companyName: 'LLP Direct', rating: 4.4, reviews: 410, price: 5499, deliveryTime: '48 hours', badges: ['Express'], specialization: 'LLP name approval and filing' },
  ],
  [GENERAL_SERVICE_ID]: [
    { id: 'nyaya-legal-partners', companyName: 'Nyaya Legal Partners', rating: 4.7, reviews: 1520, price: 999, deliveryTime: '24-48 hours', badges: ['Verified'], specialization: 'General legal drafting' },
    { id: 'counsel-connect', companyName: 'Counsel Connect', rating: 4.8, reviews: 640, price: 1499, deliveryTime: '2 days', badges: ['Top Rated'], specialization: 'Legal notices and contracts' },
    { id: 'lawassist-online', companyName: 'LawAssist Online', rating: 4.5, reviews: 380, price: 799, deliveryTime: '1 week', badges: ['Budget'], specialization: 'Consultations and documentation' },
  ],
};

/** True for the ids that have their own provider list (the View All route accepts only these). */
export function isProviderServiceId(serviceId: string | null | undefined): serviceId is ProviderServiceId {
  return typeof serviceId === 'string' && Object.hasOwn(serviceProviders, serviceId);
}

export interface ServiceProviderList {
  /** The list actually shown: the id itself when known, else the general "legal-services" list. */
  serviceId: ProviderServiceId;
  providers: ProviderCard[];
}

/** Providers for `/service-providers/{serviceId}`: an unknown id gets the general Legal Services list. */
export async function getServiceProviders(serviceId: string | undefined): Promise<ServiceProviderList> {
  const key = isProviderServiceId(serviceId) ? serviceId : GENERAL_SERVICE_ID;
  return { serviceId: key, providers: serviceProviders[key] };
}

/**
 * One provider of the list `/service-providers/{serviceId}` shows (so an unknown service id looks
 * in the general list, as that screen does), or null: the intake form then shows its generic provider.
 */
export async function getServiceProvider(serviceId: string | undefined, providerId: string | undefined): Promise<ProviderCard | null> {
  const { providers } = await getServiceProviders(serviceId);
  return providers.find((provider) => provider.id === providerId) ?? null;
}
