/**
 * The Hindi of each service's own details (its how-it-works, what is included, FAQs, its offers'
 * price lines), one file per group of services (the groups of `services/content`), so a service's
 * page downloads its group's and not every service's (texts.ts, `marketplaceServiceTexts`).
 * Texts services share stay in `../details.hi.json`. Per group rather than per service: 18 small
 * files lost too much to compression and to the remote's chunk maps.
 */
import type { ServiceId } from '../../../types';

type TextsChunk = Promise<{ default: Record<string, string> }>;
export type DetailGroup = 'consult' | 'drafting' | 'property' | 'corporate' | 'notary' | 'personal';

export const detailGroupTexts: Readonly<Record<DetailGroup, () => TextsChunk>> = {
  consult: () => import('./consult.hi.json'),
  drafting: () => import('./drafting.hi.json'),
  property: () => import('./property.hi.json'),
  corporate: () => import('./corporate.hi.json'),
  notary: () => import('./notary.hi.json'),
  personal: () => import('./personal.hi.json'),
};

/** Each service's group (a full record: a new service must say where its texts are). */
export const detailGroupOf: Readonly<Record<ServiceId, DetailGroup>> = {
  'chat-consultation': 'consult',
  'call-consultation': 'consult',
  'hourly-engagement': 'consult',
  'divorce-consultation': 'consult',
  'legal-services': 'consult',
  'rental-agreement': 'drafting',
  'legal-notice': 'drafting',
  'employment-contract': 'drafting',
  'sale-deed': 'property',
  'property-verification': 'property',
  'registration-assistance': 'property',
  'company-registration': 'corporate',
  'gst-registration': 'corporate',
  'trademark-filing': 'corporate',
  affidavit: 'notary',
  'document-attestation': 'notary',
  'will-drafting': 'personal',
  'marriage-registration': 'personal',
};
