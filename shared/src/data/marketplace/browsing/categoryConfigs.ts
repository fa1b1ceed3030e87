import type { CategoryConfig, CategoryProvider, MarketplaceCategory } from '../../../types';
import { lookupCategory } from '../../../rules/marketplace/browsing/categoryLookup';

type Provider = Omit<CategoryProvider, 'logo'>;

/** Logo initials of a provider: the first letters of its first two words ("Premium Legal Associates" → "PL"). */
function withLogo(provider: Provider): CategoryProvider {
  const logo = provider.name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return { ...provider, logo };
}

/**
 * Category pages (spec §3 "Category config"). Providers are listed in the Recommended order; ids
 * that have a service detail (rental-agreement-1..3, sale-deed-1, verification-1) use it, the others
 * open the detail page's fallback offer (spec §8).
 */
const configs: Record<MarketplaceCategory['id'], { title: string; description: string; subcategories: CategoryConfig['subcategories']; providers: Provider[] }> = {
  consult: {
    title: 'Hire a Lawyer',
    description: 'Talk to a verified lawyer by chat, call or by the hour.',
    subcategories: [
      { id: 'chat', name: 'Chat Consultation' },
      { id: 'call', name: 'Call Consultation' },
      { id: 'hourly', name: 'Hourly Engagement' },
    ],
    providers: [
      { id: 'lexconnect-chat', name: 'LexConnect Chambers', serviceName: 'Chat Consultation', description: 'Chat with a verified lawyer about tenancy, consumer or family matters.', priceRange: '₹499 - ₹999', deliveryTime: '1 hour', rating: 4.7, reviews: 820, badges: ['Verified'], features: ['Unlimited messages for 24 hours', 'Written summary'], subcategory: 'chat' },
      { id: 'callcounsel', name: 'CallCounsel India', serviceName: 'Call Consultation', description: 'A 30-minute phone call with a senior advocate, booked within the day.', priceRange: '₹799 - ₹1,499', deliveryTime: '4 hours', rating: 4.8, reviews: 1140, badges: ['Top Rated'], features: ['30-minute call', 'Follow-up notes'], subcategory: 'call' },
      { id: 'advocate-hours', name: 'Advocate Hours', serviceName: 'Hourly Engagement', description: 'Retain a lawyer by the hour for negotiations, reviews or drafting.', priceRange: '₹1,500 - ₹2,000', deliveryTime: '1-2 days', rating: 4.9, reviews: 390, badges: ['Premium'], features: ['Billed per hour', 'Dedicated advocate'], subcategory: 'hourly' },
      { id: 'nyay-mitra', name: 'Nyay Mitra Legal Aid', serviceName: 'Chat Consultation', description: 'Affordable first advice for everyday legal questions.', priceRange: '₹400 - ₹700', deliveryTime: '2 days', rating: 4.4, reviews: 260, badges: ['Budget'], features: ['Plain-language answers'], subcategory: 'chat' },
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
    providers: [
      { id: 'rental-agreement-1', name: 'LegalDocs Pro', serviceName: 'Rental Agreement Drafting', description: 'Residential rental agreements with e-stamp and doorstep delivery.', priceRange: '₹799 - ₹1,299', deliveryTime: '24 hours', rating: 4.8, reviews: 1250, badges: ['Verified', 'Top Rated'], features: ['E-stamp paper', 'Unlimited revisions for 7 days'], subcategory: 'rental' },
      { id: 'rental-agreement-2', name: 'QuickDraft Legal', serviceName: 'Rental Agreement Drafting', description: 'Fast, affordable 11-month leave and licence agreements.', priceRange: '₹599 - ₹899', deliveryTime: '12 hours', rating: 4.6, reviews: 890, badges: ['Fast Delivery'], features: ['Digital delivery', 'Standard drafting'], subcategory: 'rental' },
      { id: 'rental-agreement-3', name: 'Premium Legal Associates', serviceName: 'Rental Agreement Drafting', description: 'Registered commercial and residential leases with a lawyer review.', priceRange: '₹1,299 - ₹1,999', deliveryTime: '2-3 days', rating: 4.9, reviews: 2100, badges: ['Premium', 'Verified'], features: ['Registration assistance', 'Lawyer review call'], subcategory: 'rental' },
      { id: 'notice-express', name: 'Notice Express', serviceName: 'Legal Notice', description: 'Legal notices for unpaid dues, deposits and consumer complaints.', priceRange: '₹1,499 - ₹2,499', deliveryTime: '1 day', rating: 4.5, reviews: 430, badges: ['Verified'], features: ['Sent by registered post'], subcategory: 'notice' },
      { id: 'hr-contracts', name: 'HR Contracts Co.', serviceName: 'Employment Contract', description: 'Offer letters, employment contracts and NDAs for small teams.', priceRange: 'Price on request', deliveryTime: '1 week', rating: 4.7, reviews: 150, badges: ['Custom'], features: ['Clause library', 'Two revisions'], subcategory: 'contract' },
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
    providers: [
      { id: 'sale-deed-1', name: 'PropLegal Experts', serviceName: 'Sale Deed Drafting', description: 'Sale deeds drafted and checked against the title chain.', priceRange: '₹3,000 - ₹5,000', deliveryTime: '3-5 days', rating: 4.7, reviews: 540, badges: ['Verified'], features: ['Title check', 'Stamp duty estimate'], subcategory: 'sale-deed' },
      { id: 'verification-1', name: 'TitleCheck India', serviceName: 'Property Verification', description: 'Encumbrance, title and approval checks before you buy.', priceRange: '₹2,500 - ₹4,000', deliveryTime: '5-7 days', rating: 4.8, reviews: 410, badges: ['Top Rated'], features: ['30-year title search', 'Written report'], subcategory: 'verification' },
      { id: 'regassist', name: 'RegAssist Services', serviceName: 'Registration Assistance', description: 'Appointment booking and accompaniment at the sub-registrar office.', priceRange: '₹1,999 - ₹2,999', deliveryTime: '48 hours', rating: 4.5, reviews: 210, badges: ['Fast Delivery'], features: ['Slot booking', 'Document checklist'], subcategory: 'registration' },
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
    providers: [
      { id: 'startup-filings-co', name: 'StartupFilings', serviceName: 'Company Incorporation', description: 'Private limited registration with PAN, TAN and bank account help.', priceRange: '₹4,999 - ₹7,999', deliveryTime: '7-10 days', rating: 4.6, reviews: 2300, badges: ['Popular', 'Verified'], features: ['DIN and DSC included', 'MOA and AOA drafting'], subcategory: 'incorporation' },
      { id: 'gst-now', name: 'GST Now', serviceName: 'GST Registration', description: 'GST registration for traders, freelancers and startups.', priceRange: '₹999 - ₹1,999', deliveryTime: '3 days', rating: 4.5, reviews: 940, badges: ['Budget'], features: ['ARN tracking'], subcategory: 'gst' },
      { id: 'brandshield', name: 'BrandShield IP', serviceName: 'Trademark Filing', description: 'Trademark search, filing and objection replies.', priceRange: '₹6,500 - ₹9,999', deliveryTime: '2 weeks', rating: 4.9, reviews: 310, badges: ['Premium'], features: ['Search report', 'Class advice'], subcategory: 'trademark' },
      { id: 'incorp-express', name: 'Incorp Express', serviceName: 'Company Incorporation', description: 'OPC and LLP registration with name approval in a day.', priceRange: '₹5,499 - ₹6,999', deliveryTime: '48 hours', rating: 4.7, reviews: 610, badges: ['Fast Delivery'], features: ['Name approval', 'Compliance calendar'], subcategory: 'incorporation' },
    ],
  },
  notary: {
    title: 'Notary & Attestation',
    description: 'Affidavits, attestation and stamp paper delivered to you.',
    subcategories: [
      { id: 'affidavit', name: 'Affidavit' },
      { id: 'attestation', name: 'Document Attestation' },
    ],
    providers: [
      { id: 'notary-express-co', name: 'Notary Express', serviceName: 'Affidavit Preparation', description: 'Name change, address and gap-year affidavits on stamp paper.', priceRange: '₹299 - ₹599', deliveryTime: '12 hours', rating: 4.7, reviews: 980, badges: ['Verified', 'Fast Delivery'], features: ['Stamp paper included'], subcategory: 'affidavit' },
      { id: 'attest-hub', name: 'Attest Hub', serviceName: 'Document Attestation', description: 'Notarised copies and attestation of certificates.', priceRange: '₹199 - ₹499', deliveryTime: '1 day', rating: 4.6, reviews: 450, badges: ['Budget'], features: ['Doorstep pickup'], subcategory: 'attestation' },
      { id: 'delhi-notary', name: 'Delhi Notary Services', serviceName: 'Affidavit Preparation', description: 'Court affidavits prepared and notarised by a senior notary.', priceRange: '₹499 - ₹999', deliveryTime: '2 days', rating: 4.9, reviews: 1430, badges: ['Top Rated'], features: ['Court-ready format'], subcategory: 'affidavit' },
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
    providers: [
      { id: 'legacy-wills', name: 'Legacy Wills', serviceName: 'Will Drafting', description: 'Wills drafted with a lawyer and registered on request.', priceRange: '₹2,999 - ₹4,999', deliveryTime: '3 days', rating: 4.8, reviews: 370, badges: ['Verified'], features: ['Registration help', 'Executor guidance'], subcategory: 'will' },
      { id: 'shaadi-legal', name: 'Shaadi Legal', serviceName: 'Marriage Registration', description: 'Marriage registration under the Hindu or Special Marriage Act.', priceRange: '₹1,999 - ₹3,499', deliveryTime: '2 weeks', rating: 4.6, reviews: 520, badges: ['Popular'], features: ['Appointment booking', 'Certificate delivery'], subcategory: 'marriage' },
      { id: 'family-counsel', name: 'Family Counsel Partners', serviceName: 'Divorce Consultation', description: 'Confidential consultation on mutual consent and contested divorce.', priceRange: '₹1,000 - ₹2,000', deliveryTime: '24 hours', rating: 4.7, reviews: 290, badges: ['Confidential'], features: ['Private video call'], subcategory: 'divorce' },
    ],
  },
};

export const categoryConfigs: Record<MarketplaceCategory['id'], CategoryConfig> = Object.fromEntries(
  Object.entries(configs).map(([id, config]) => [id, { ...config, providers: config.providers.map(withLogo) }]),
) as Record<MarketplaceCategory['id'], CategoryConfig>;

/** The category page's config, or null for an unknown id (spec §8: "Category not found"). */
export async function getCategoryConfig(categoryId: string | undefined): Promise<CategoryConfig | null> {
  return lookupCategory(categoryConfigs, categoryId);
}
