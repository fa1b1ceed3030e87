import type { Faq, ProcessStep, ServiceOffer } from '../../../types';
import { findServiceOffer } from '../../../rules/marketplace/purchase/serviceOffer';

const rentalSteps: ProcessStep[] = [
  { step: 1, title: 'Share your details', description: 'Tell us about the landlord, tenant, property and rent.' },
  { step: 2, title: 'Expert drafts', description: 'A verified lawyer drafts the agreement under your state’s rent laws.' },
  { step: 3, title: 'Review and revise', description: 'Check the draft and ask for changes within the revision window.' },
  { step: 4, title: 'Receive your agreement', description: 'Get the final agreement as a PDF, ready to print on stamp paper.' },
];

const rentalRequirements = ['Landlord and tenant ID proof (Aadhaar or PAN)', 'Property address proof', 'Rent, deposit and tenure details'];

const rentalFaqs = (revisionDays: number): Faq[] => [
  { question: 'Is the agreement legally valid?', answer: 'Yes. It is drafted by a verified lawyer and becomes binding once printed on stamp paper and signed by both parties.' },
  { question: 'Can I ask for changes?', answer: `Yes. You can request revisions for ${revisionDays} days after delivery.` },
  { question: 'Do I need to register the agreement?', answer: 'Agreements of 12 months or more must be registered at the sub-registrar’s office; your expert guides you through it.' },
];

const offers: ServiceOffer[] = [
  {
    id: 'rental-agreement-1',
    providerName: 'LegalDocs Pro',
    logo: 'LP',
    title: 'Rental Agreement Drafting',
    description: 'A residential rent agreement drafted by a verified lawyer, checked against your state’s rent laws.',
    price: 799,
    originalPrice: 1299,
    timeframe: '24 hours',
    icon: 'file-text',
    category: 'Document Drafting',
    rating: 4.8,
    reviews: 1250,
    badges: ['Verified', 'Top Rated'],
    processSteps: rentalSteps,
    priceBreakdown: [
      { item: 'Drafting fee', amount: 549 },
      { item: 'Legal review', amount: 150 },
      { item: 'Platform fee', amount: 100 },
    ],
    whatIncluded: ['Customised rent agreement', 'Lawyer review', 'Stamp duty guidance', 'Revisions for 7 days'],
    requirements: rentalRequirements,
    faqs: rentalFaqs(7),
    revisionDays: 7,
  },
  {
    id: 'rental-agreement-2',
    providerName: 'QuickDraft Legal',
    logo: 'QL',
    title: 'Express Rental Agreement',
    description: 'A standard residential lease delivered fast, for simple landlord–tenant arrangements.',
    price: 599,
    originalPrice: 899,
    timeframe: '12 hours',
    icon: 'file-text',
    category: 'Document Drafting',
    rating: 4.6,
    reviews: 890,
    badges: ['Fast Delivery'],
    processSteps: rentalSteps,
    priceBreakdown: [
      { item: 'Drafting fee', amount: 449 },
      { item: 'Legal review', amount: 100 },
      { item: 'Platform fee', amount: 50 },
    ],
    whatIncluded: ['Standard rent agreement', 'Delivery within 12 hours', 'Revisions for 7 days'],
    requirements: rentalRequirements,
    faqs: rentalFaqs(7),
    revisionDays: 7,
  },
  {
    id: 'rental-agreement-3',
    providerName: 'Premium Legal Associates',
    logo: 'PA',
    title: 'Premium Rental Agreement',
    description: 'Residential or commercial lease drafted and reviewed by a senior advocate, with registration support.',
    price: 1299,
    originalPrice: 1999,
    timeframe: '2-3 days',
    icon: 'file-text',
    category: 'Document Drafting',
    rating: 4.9,
    reviews: 2100,
    badges: ['Premium', 'Verified'],
    processSteps: rentalSteps,
    priceBreakdown: [
      { item: 'Drafting fee', amount: 899 },
      { item: 'Senior advocate review', amount: 250 },
      { item: 'Registration guidance', amount: 100 },
      { item: 'Platform fee', amount: 50 },
    ],
    whatIncluded: ['Custom clauses for your property', 'Senior advocate review', 'Registration assistance', 'Revisions for 30 days'],
    requirements: rentalRequirements,
    faqs: rentalFaqs(30),
    revisionDays: 30,
  },
  {
    id: 'sale-deed-1',
    providerName: 'PropLegal Experts',
    logo: 'PE',
    title: 'Sale Deed Drafting',
    description: 'A sale deed for your property purchase, drafted and checked before registration.',
    price: 3000,
    originalPrice: 3000,
    timeframe: '3-5 days',
    icon: 'home',
    category: 'Property Services',
    rating: 4.7,
    reviews: 540,
    badges: ['Verified'],
    processSteps: [
      { step: 1, title: 'Share the deal', description: 'Tell us about the buyer, seller, property and sale price.' },
      { step: 2, title: 'Title check', description: 'Your expert checks the title documents you upload.' },
      { step: 3, title: 'Drafting', description: 'The sale deed is drafted with the agreed terms.' },
      { step: 4, title: 'Registration support', description: 'Guidance on stamp duty and the sub-registrar appointment.' },
    ],
    priceBreakdown: [
      { item: 'Drafting fee', amount: 2200 },
      { item: 'Title document review', amount: 600 },
      { item: 'Platform fee', amount: 200 },
    ],
    whatIncluded: ['Sale deed draft', 'Title document review', 'Stamp duty calculation', 'Revisions for 60 days'],
    requirements: ['Previous title deeds', 'Encumbrance certificate', 'Buyer and seller ID proof', 'Latest property tax receipt'],
    faqs: [
      { question: 'Who pays the stamp duty?', answer: 'Usually the buyer, at the rate your state sets; your expert calculates it for you.' },
      { question: 'Can I ask for changes?', answer: 'Yes. You can request revisions for 60 days after delivery.' },
    ],
    revisionDays: 60,
  },
  {
    id: 'verification-1',
    providerName: 'TitleCheck India',
    logo: 'TI',
    title: 'Property Verification',
    description: 'A lawyer’s check of the title, encumbrances and approvals before you buy or rent.',
    price: 2500,
    originalPrice: 2500,
    timeframe: '5-7 days',
    icon: 'search',
    category: 'Property Services',
    rating: 4.8,
    reviews: 410,
    badges: ['Verified', 'Top Rated'],
    processSteps: [
      { step: 1, title: 'Upload documents', description: 'Share the property papers you have.' },
      { step: 2, title: 'Records search', description: 'Your expert searches the land and court records.' },
      { step: 3, title: 'Verification report', description: 'Receive a written report of what was found.' },
    ],
    priceBreakdown: [
      { item: 'Title search', amount: 1500 },
      { item: 'Encumbrance check', amount: 700 },
      { item: 'Platform fee', amount: 300 },
    ],
    whatIncluded: ['30-year title search', 'Encumbrance check', 'Written verification report', 'Revisions for 30 days'],
    requirements: ['Copies of the title deeds', 'Property tax receipts', 'Approved building plan, if any'],
    faqs: [
      { question: 'What does the report cover?', answer: 'Ownership history, loans or charges on the property, and pending litigation found in the records.' },
      { question: 'Can I ask for changes?', answer: 'Yes. You can ask your expert to clarify or extend the report for 30 days after delivery.' },
    ],
    revisionDays: 30,
  },
];

/** Service offers for `/service-details/{id}` (spec §3 "Service offer", prices of §9). */
export const serviceOffers: readonly ServiceOffer[] = offers;

/** The offer with this id; an unknown or missing id gets rental-agreement-1 (spec §8). */
export async function getServiceOffer(id: string | undefined): Promise<ServiceOffer> {
  return findServiceOffer(offers, id);
}
