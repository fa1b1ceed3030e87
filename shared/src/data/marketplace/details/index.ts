/**
 * The Hindi of each service's own details (its how-it-works, what is included, FAQs, its offers'
 * price lines), one file per service, so a service's page downloads its own and not every
 * service's (texts.ts, `marketplaceServiceTexts`). Texts two services share stay in
 * `../details.hi.json`. A full record: a service without its file does not compile.
 */
import type { ServiceId } from '../../../types';

type TextsChunk = Promise<{ default: Record<string, string> }>;

export const serviceDetailTexts: Readonly<Record<ServiceId, () => TextsChunk>> = {
  'chat-consultation': () => import(/* webpackChunkName: "texts-details-chat-consultation-hi" */ './chat-consultation.hi.json'),
  'call-consultation': () => import(/* webpackChunkName: "texts-details-call-consultation-hi" */ './call-consultation.hi.json'),
  'hourly-engagement': () => import(/* webpackChunkName: "texts-details-hourly-engagement-hi" */ './hourly-engagement.hi.json'),
  'divorce-consultation': () => import(/* webpackChunkName: "texts-details-divorce-consultation-hi" */ './divorce-consultation.hi.json'),
  'legal-services': () => import(/* webpackChunkName: "texts-details-legal-services-hi" */ './legal-services.hi.json'),
  'rental-agreement': () => import(/* webpackChunkName: "texts-details-rental-agreement-hi" */ './rental-agreement.hi.json'),
  'legal-notice': () => import(/* webpackChunkName: "texts-details-legal-notice-hi" */ './legal-notice.hi.json'),
  'employment-contract': () => import(/* webpackChunkName: "texts-details-employment-contract-hi" */ './employment-contract.hi.json'),
  'sale-deed': () => import(/* webpackChunkName: "texts-details-sale-deed-hi" */ './sale-deed.hi.json'),
  'property-verification': () => import(/* webpackChunkName: "texts-details-property-verification-hi" */ './property-verification.hi.json'),
  'registration-assistance': () => import(/* webpackChunkName: "texts-details-registration-assistance-hi" */ './registration-assistance.hi.json'),
  'company-registration': () => import(/* webpackChunkName: "texts-details-company-registration-hi" */ './company-registration.hi.json'),
  'gst-registration': () => import(/* webpackChunkName: "texts-details-gst-registration-hi" */ './gst-registration.hi.json'),
  'trademark-filing': () => import(/* webpackChunkName: "texts-details-trademark-filing-hi" */ './trademark-filing.hi.json'),
  affidavit: () => import(/* webpackChunkName: "texts-details-affidavit-hi" */ './affidavit.hi.json'),
  'document-attestation': () => import(/* webpackChunkName: "texts-details-document-attestation-hi" */ './document-attestation.hi.json'),
  'will-drafting': () => import(/* webpackChunkName: "texts-details-will-drafting-hi" */ './will-drafting.hi.json'),
  'marriage-registration': () => import(/* webpackChunkName: "texts-details-marriage-registration-hi" */ './marriage-registration.hi.json'),
};
