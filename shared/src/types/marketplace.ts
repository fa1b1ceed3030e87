/** Experts & legal-services marketplace entities (spec §3). */

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

export interface ServiceOffer {
  id: string;
  providerName: string;
  logo: string;
  title: string;
  description: string;
  price: number;
  originalPrice: number;
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
  id: string;
  companyName: string;
  rating: number;
  reviews: number;
  price: number;
  deliveryTime: string;
  badges: string[];
  specialization: string;
}

export interface CategoryProvider {
  id: string;
  name: string;
  logo: string;
  serviceName: string;
  description: string;
  priceRange: string;
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
  name: string;
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

/**
 * What navigation state carries between the purchase-flow pages (spec §7). Every field is
 * optional on the wire: the receiving page checks it with `parseOrderDraft`.
 */
export interface OrderDraft {
  serviceName: string;
  providerName?: string;
  price?: number;
  timeframe?: string;
  intake?: RentalIntake;
  autoAssigned: boolean;
  budget?: number;
  timeline?: AutoAssignTimeline;
  orderNumber?: string;
}

export type TrackingStatus = 'completed' | 'active' | 'pending';

export interface TrackingStep {
  title: string;
  description: string;
  status: TrackingStatus;
}
