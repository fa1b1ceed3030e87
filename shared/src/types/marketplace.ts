/** Experts & legal-services marketplace entities (spec §3). */
import type { PracticeArea } from './experts';

export interface MarketplaceCategory {
  id: 'consult' | 'drafting' | 'property' | 'corporate' | 'notary' | 'personal';
  title: string;
  description: string;
  image: string;
  gradient: string;
  services: string[];
  stats: string;
}

export interface FeaturedService {
  id: 'rental-agreement' | 'affidavit' | 'company-registration';
  title: string;
  description: string;
  priceText: string;
  timeframe: string;
  icon: string;
  popular: boolean;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface PriceLine {
  item: string;
  amount: number;
  isTotal?: boolean;
}

export interface Faq {
  question: string;
  answer: string;
}

/**
 * The services the marketplace sells. The spec's three featured ids name their services; the
 * others are what the category pages list. `legal-services` is the general list's service.
 */
export type ServiceId =
  | 'rental-agreement'
  | 'affidavit'
  | 'company-registration'
  | 'legal-notice'
  | 'employment-contract'
  | 'sale-deed'
  | 'property-verification'
  | 'registration-assistance'
  | 'gst-registration'
  | 'trademark-filing'
  | 'document-attestation'
  | 'will-drafting'
  | 'marriage-registration'
  | 'divorce-consultation'
  | 'chat-consultation'
  | 'call-consultation'
  | 'hourly-engagement'
  | 'legal-services';

/** Which intake form a service asks the user to fill in (`shared/src/data/marketplace/intake`). */
export type IntakeFormId =
  | 'rental'
  | 'affidavit'
  | 'incorporation'
  | 'sale-deed'
  | 'verification'
  | 'registration'
  | 'will'
  | 'marriage'
  | 'consultation'
  | 'legal-notice'
  | 'employment-contract'
  | 'gst'
  | 'trademark'
  | 'attestation';

/** A service of the catalogue: where it is listed, who may be assigned to it, what it asks. */
export interface LegalService {
  id: ServiceId;
  title: string;
  categoryId: MarketplaceCategory['id'];
  /** The category page's subcategory it is listed under. */
  subcategoryId: string;
  practiceArea: PracticeArea;
  intakeForm: IntakeFormId;
  /**
   * True when the provider buys the stamp paper the document is executed on: its stamp duty
   * depends on the state and is charged at checkout (`stampDutyFor`). A sale deed's duty is paid
   * by the buyer at registration, so it is false there.
   */
  stampPaper: boolean;
  /** Government fees the provider pays on the user's behalf (e.g. the TM-A filing fee), in rupees. */
  governmentFee: number;
  /**
   * Whether the finished work can reach the user on paper: 'none' (digital only), 'optional' (a
   * digital copy, or a paper copy by courier if the user asks for one) or 'always' (attested
   * originals go back by courier).
   */
  paperCopy: 'none' | 'optional' | 'always';
  /** Courier of a paper copy, in rupees: charged only when the work is delivered on paper. */
  deliveryFee: number;
}

/** What every offer of one service shares: how it works, what to bring, what people ask. */
export interface ServiceContent {
  processSteps: ProcessStep[];
  whatIncluded: string[];
  requirements: string[];
  faqs: Faq[];
}

/**
 * One provider's offer of one service, as the lists show it. The full detail page
 * (`ServiceOffer`) adds the service's content and the price breakdown.
 */
export interface OfferListing {
  id: string;
  serviceId: ServiceId;
  /** The offer's name: the service's title unless the provider names its package. */
  title: string;
  providerId: string;
  providerName: string;
  description: string;
  /** What the provider is known for, shown under its name on the provider cards. */
  specialization: string;
  price: number;
  /** Only where there is a real discount (the limited offer, or the provider's own). */
  originalPrice?: number;
  /** The last day (yyyy-mm-dd, India's calendar) `originalPrice` is shown: the limited offer's end; none for a provider's own discount. */
  discountEndsOn?: string;
  timeframe: string;
  rating: number;
  reviews: number;
  badges: string[];
  features: string[];
  /** revision window in days: 7, 30 or 60 */
  revisionDays: number;
  /** The provider buys the stamp paper within its fee: no stamp duty is charged on top, in any state. */
  stampPaperIncluded?: true;
}

export interface ServiceOffer {
  id: string;
  serviceId: ServiceId;
  providerId: string;
  providerName: string;
  logo: string;
  title: string;
  description: string;
  price: number;
  /** Only where there is a real discount. */
  originalPrice?: number;
  /** The last day (yyyy-mm-dd, India's calendar) `originalPrice` is shown: the limited offer's end; none for a provider's own discount. */
  discountEndsOn?: string;
  timeframe: string;
  icon: string;
  category: string;
  rating: number;
  reviews: number;
  badges: string[];
  processSteps: ProcessStep[];
  priceBreakdown: PriceLine[];
  whatIncluded: string[];
  requirements: string[];
  faqs: Faq[];
  /** revision window in days: 7, 30 or 60 */
  revisionDays: number;
}

export interface ProviderCard {
  /** The provider's id (the intake form's `/service/{serviceId}/{providerId}`). */
  id: string;
  /** The offer this card shows (`/service-details/{offerId}`). */
  offerId: string;
  companyName: string;
  rating: number;
  reviews: number;
  price: number;
  originalPrice?: number;
  /** The last day (yyyy-mm-dd, India's calendar) `originalPrice` is shown: the limited offer's end; none for a provider's own discount. */
  discountEndsOn?: string;
  deliveryTime: string;
  badges: string[];
  specialization: string;
}

export interface CategoryProvider {
  /** The offer's id: both buttons open `/service-details/{id}` (spec §2). */
  id: string;
  serviceId: ServiceId;
  name: string;
  logo: string;
  serviceName: string;
  description: string;
  priceRange: string;
  originalPrice?: number;
  /** The last day (yyyy-mm-dd, India's calendar) `originalPrice` is shown: the limited offer's end; none for a provider's own discount. */
  discountEndsOn?: string;
  deliveryTime: string;
  rating: number;
  reviews: number;
  badges: string[];
  features: string[];
  subcategory: string;
}

export interface Subcategory {
  id: string;
  name: string;
}

export interface CategoryConfig {
  title: string;
  description: string;
  subcategories: Subcategory[];
  providers: CategoryProvider[];
}

/** What the user typed into a service's intake form, by field name (all text, as inputs give it). */
export type IntakeValues = Record<string, string>;

export type IntakeFieldType = 'text' | 'textarea' | 'amount' | 'count' | 'date' | 'select';

/** One field of an intake form, declared as data and checked by one rule (`intakeFieldMessage`). */
export interface IntakeField {
  name: string;
  label: string;
  type: IntakeFieldType;
  /** Said when a required field is left empty ("Enter the landlord's name."). */
  missing: string;
  optional?: boolean;
  /** Characters, for text and textarea. */
  maxLength?: number;
  /** Bounds for amount (rupees) and count fields. */
  min?: number;
  max?: number;
  /** The choices of a select. */
  options?: readonly string[];
  /** A format the text must match (upper-cased first), with what to say when it does not. */
  pattern?: { regex: string; message: string };
  hint?: string;
  autoComplete?: string;
  /** What the form starts with (the rental agreement's usual 11 months); the user may change it. */
  defaultValue?: string;
  /**
   * A count that may not exceed another count field of the same form (a lock-in no longer than
   * the tenure), with what to say when it does. Checked by the same rule, so the server too.
   */
  atMost?: { field: string; message: string };
}

export interface IntakeForm {
  id: IntakeFormId;
  /** The form's h2 ("Rental details"). */
  heading: string;
  /** Under the page title ("Tell us about the rental so your provider can start drafting."). */
  intro: string;
  fields: IntakeField[];
  /** A filled-in example that must pass the form's own checks (a unit test holds it to that). */
  sample: IntakeValues;
}

export interface RentalIntake {
  landlordName: string;
  tenantName: string;
  propertyAddress: string;
  monthlyRent: string;
  startDate: string;
}

export type AutoAssignTimeline = 'urgent' | 'standard' | 'flexible';

export interface AutoAssignRequest {
  serviceName: string;
  budget: number;
  timeline?: AutoAssignTimeline;
}

export type NextStepStatus = 'pending' | 'upcoming' | 'completed';

export interface AssignedExpert {
  /** The expert's id in the experts list. */
  id: string;
  name: string;
  /**
   * The firm the expert works for: the provider the order was bought from (`Expert.organization`).
   * Orders stored before experts belonged to firms have none.
   */
  firm?: string;
  specialization: string;
  experience: string;
  rating: number;
  avatar: string;
}

export interface Order {
  orderNumber: string;
  serviceName: string;
  price: number;
  estimatedDelivery: string;
  assignedExpert: AssignedExpert;
  nextSteps: { title: string; description: string; status: NextStepStatus }[];
}

export type TrackingStatus = 'completed' | 'active' | 'pending';

export interface TrackingStep {
  title: string;
  description: string;
  status: TrackingStatus;
}
