import type { LegalService, ServiceId } from '../../../types';

/**
 * Every service the marketplace sells: the category page that lists it, the practice area of the
 * expert an order is assigned to, the intake form it asks for, and whether it is executed on stamp
 * paper. The three featured ids keep the spec's titles (§2 "Providers for a service").
 */
export const legalServices: readonly LegalService[] = [
  { id: 'chat-consultation', title: 'Chat Consultation', categoryId: 'consult', subcategoryId: 'chat', practiceArea: 'general', intakeForm: 'consultation', stampPaper: false },
  { id: 'call-consultation', title: 'Call Consultation', categoryId: 'consult', subcategoryId: 'call', practiceArea: 'general', intakeForm: 'consultation', stampPaper: false },
  { id: 'hourly-engagement', title: 'Hourly Engagement', categoryId: 'consult', subcategoryId: 'hourly', practiceArea: 'general', intakeForm: 'consultation', stampPaper: false },
  { id: 'legal-services', title: 'Legal Services', categoryId: 'consult', subcategoryId: 'general', practiceArea: 'general', intakeForm: 'consultation', stampPaper: false },
  { id: 'rental-agreement', title: 'Rental Agreement Drafting', categoryId: 'drafting', subcategoryId: 'rental', practiceArea: 'property', intakeForm: 'rental', stampPaper: true },
  { id: 'legal-notice', title: 'Legal Notice', categoryId: 'drafting', subcategoryId: 'notice', practiceArea: 'civil', intakeForm: 'legal-notice', stampPaper: false },
  { id: 'employment-contract', title: 'Employment Contract', categoryId: 'drafting', subcategoryId: 'contract', practiceArea: 'corporate', intakeForm: 'employment-contract', stampPaper: true },
  { id: 'sale-deed', title: 'Sale Deed Drafting', categoryId: 'property', subcategoryId: 'sale-deed', practiceArea: 'property', intakeForm: 'sale-deed', stampPaper: true },
  { id: 'property-verification', title: 'Property Verification', categoryId: 'property', subcategoryId: 'verification', practiceArea: 'property', intakeForm: 'verification', stampPaper: false },
  { id: 'registration-assistance', title: 'Registration Assistance', categoryId: 'property', subcategoryId: 'registration', practiceArea: 'property', intakeForm: 'registration', stampPaper: false },
  { id: 'company-registration', title: 'Company Incorporation', categoryId: 'corporate', subcategoryId: 'incorporation', practiceArea: 'corporate', intakeForm: 'incorporation', stampPaper: true },
  { id: 'gst-registration', title: 'GST Registration', categoryId: 'corporate', subcategoryId: 'gst', practiceArea: 'tax', intakeForm: 'gst', stampPaper: false },
  { id: 'trademark-filing', title: 'Trademark Filing', categoryId: 'corporate', subcategoryId: 'trademark', practiceArea: 'intellectual-property', intakeForm: 'trademark', stampPaper: false },
  { id: 'affidavit', title: 'Affidavit Preparation', categoryId: 'notary', subcategoryId: 'affidavit', practiceArea: 'notary', intakeForm: 'affidavit', stampPaper: true },
  { id: 'document-attestation', title: 'Document Attestation', categoryId: 'notary', subcategoryId: 'attestation', practiceArea: 'notary', intakeForm: 'attestation', stampPaper: false },
  { id: 'will-drafting', title: 'Will Drafting', categoryId: 'personal', subcategoryId: 'will', practiceArea: 'family', intakeForm: 'will', stampPaper: false },
  { id: 'marriage-registration', title: 'Marriage Registration', categoryId: 'personal', subcategoryId: 'marriage', practiceArea: 'family', intakeForm: 'marriage', stampPaper: false },
  { id: 'divorce-consultation', title: 'Divorce Consultation', categoryId: 'personal', subcategoryId: 'divorce', practiceArea: 'family', intakeForm: 'consultation', stampPaper: false },
];

/** The service with this id (own entries only, so "__proto__" from a URL is unknown), or undefined. */
export function findLegalService(id: string | null | undefined): LegalService | undefined {
  return typeof id === 'string' ? legalServices.find((service) => service.id === id) : undefined;
}

export function isServiceId(id: unknown): id is ServiceId {
  return typeof id === 'string' && legalServices.some((service) => service.id === id);
}
