import type { LegalService, ServiceId } from '../../../types';

/**
 * Every service the marketplace sells: the category page that lists it, the practice area of the
 * expert an order is assigned to, the intake form it asks for, whether it is executed on stamp
 * paper, and what the provider pays on the user's behalf. The three featured ids keep the spec's
 * titles (§2 "Providers for a service").
 *
 * Government fees (indicative, 2026): company incorporation ₹131 (PAN ₹66 and TAN ₹65 through
 * SPICe+; the MCA waives the ROC fee up to ₹15 lakh of capital); trademark ₹4,500 (form TM-A,
 * e-filed by an individual, startup or MSME, Trade Marks Rules 2017 First Schedule); marriage
 * registration ₹100 (Delhi's fee under the Hindu Marriage Registration Rules). Courier ₹100 for
 * stamp-paper documents and ₹150 for the attestation pickup and return.
 */
export const legalServices: readonly LegalService[] = [
  { id: 'chat-consultation', title: 'Chat Consultation', categoryId: 'consult', subcategoryId: 'chat', practiceArea: 'general', intakeForm: 'consultation', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'call-consultation', title: 'Call Consultation', categoryId: 'consult', subcategoryId: 'call', practiceArea: 'general', intakeForm: 'consultation', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'hourly-engagement', title: 'Hourly Engagement', categoryId: 'consult', subcategoryId: 'hourly', practiceArea: 'general', intakeForm: 'consultation', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'legal-services', title: 'Legal Services', categoryId: 'consult', subcategoryId: 'general', practiceArea: 'general', intakeForm: 'consultation', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'rental-agreement', title: 'Rental Agreement Drafting', categoryId: 'drafting', subcategoryId: 'rental', practiceArea: 'property', intakeForm: 'rental', stampPaper: true, governmentFee: 0, deliveryFee: 100 },
  { id: 'legal-notice', title: 'Legal Notice', categoryId: 'drafting', subcategoryId: 'notice', practiceArea: 'civil', intakeForm: 'legal-notice', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'employment-contract', title: 'Employment Contract', categoryId: 'drafting', subcategoryId: 'contract', practiceArea: 'corporate', intakeForm: 'employment-contract', stampPaper: true, governmentFee: 0, deliveryFee: 100 },
  { id: 'sale-deed', title: 'Sale Deed Drafting', categoryId: 'property', subcategoryId: 'sale-deed', practiceArea: 'property', intakeForm: 'sale-deed', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'property-verification', title: 'Property Verification', categoryId: 'property', subcategoryId: 'verification', practiceArea: 'property', intakeForm: 'verification', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'registration-assistance', title: 'Registration Assistance', categoryId: 'property', subcategoryId: 'registration', practiceArea: 'property', intakeForm: 'registration', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'company-registration', title: 'Company Incorporation', categoryId: 'corporate', subcategoryId: 'incorporation', practiceArea: 'corporate', intakeForm: 'incorporation', stampPaper: true, governmentFee: 131, deliveryFee: 0 },
  { id: 'gst-registration', title: 'GST Registration', categoryId: 'corporate', subcategoryId: 'gst', practiceArea: 'tax', intakeForm: 'gst', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'trademark-filing', title: 'Trademark Filing', categoryId: 'corporate', subcategoryId: 'trademark', practiceArea: 'intellectual-property', intakeForm: 'trademark', stampPaper: false, governmentFee: 4500, deliveryFee: 0 },
  { id: 'affidavit', title: 'Affidavit Preparation', categoryId: 'notary', subcategoryId: 'affidavit', practiceArea: 'notary', intakeForm: 'affidavit', stampPaper: true, governmentFee: 0, deliveryFee: 100 },
  { id: 'document-attestation', title: 'Document Attestation', categoryId: 'notary', subcategoryId: 'attestation', practiceArea: 'notary', intakeForm: 'attestation', stampPaper: false, governmentFee: 0, deliveryFee: 150 },
  { id: 'will-drafting', title: 'Will Drafting', categoryId: 'personal', subcategoryId: 'will', practiceArea: 'family', intakeForm: 'will', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
  { id: 'marriage-registration', title: 'Marriage Registration', categoryId: 'personal', subcategoryId: 'marriage', practiceArea: 'family', intakeForm: 'marriage', stampPaper: false, governmentFee: 100, deliveryFee: 0 },
  { id: 'divorce-consultation', title: 'Divorce Consultation', categoryId: 'personal', subcategoryId: 'divorce', practiceArea: 'family', intakeForm: 'consultation', stampPaper: false, governmentFee: 0, deliveryFee: 0 },
];

/** The service with this id (own entries only, so "__proto__" from a URL is unknown), or undefined. */
export function findLegalService(id: string | null | undefined): LegalService | undefined {
  return typeof id === 'string' ? legalServices.find((service) => service.id === id) : undefined;
}

export function isServiceId(id: unknown): id is ServiceId {
  return typeof id === 'string' && legalServices.some((service) => service.id === id);
}
