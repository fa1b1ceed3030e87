import type { BookingMode } from '@nyaya/shared/api';
import type { ConsultationMode, Expert, ExpertCategoryId, ExpertResource, PracticeArea } from '@nyaya/shared/types';
import { t } from '../i18n';

/*
 * The words for the experts area's fixed values (categories, statuses, consultation modes, practice
 * areas, resource types) in the current language. Called while rendering, in a component that
 * calls useT() (so it renders again when the language changes).
 */

/** "Legal", the category's word in chips, crumbs and the count banner. */
export const categoryTitle = (id: ExpertCategoryId) => t(`category.${id}`);

/** "Legal Experts", the list's title for a category (spec §2). */
export const categoryListTitle = (id: ExpertCategoryId) => t(`listTitle.${id}`);

/** "Available Now" or "On-Demand Only" (spec §4). */
export const statusLabel = (status: Expert['status']) => t(status === 'available' ? 'status.available' : 'status.onDemand');

/** "Chat", "Voice Call", "Video Call": a mode the booking API takes. */
export const bookingModeLabel = (mode: BookingMode) => t(`mode.${mode}`);

const consultationModeIds = { Chat: 'chat', 'Voice Call': 'call', 'Video Call': 'video', 'In-Person': 'inPerson' } as const satisfies Record<
  ConsultationMode,
  BookingMode | 'inPerson'
>;

/** The id of a profile's consultation mode ("Voice Call" → "call"). */
export const consultationModeId = (mode: ConsultationMode) => consultationModeIds[mode];

/** A profile's consultation mode ("Voice Call", "In-Person") in the current language. */
export const consultationModeLabel = (mode: ConsultationMode) => t(`mode.${consultationModeIds[mode]}`);

const practiceAreaIds = {
  property: 'property',
  notary: 'notary',
  corporate: 'corporate',
  tax: 'tax',
  'intellectual-property': 'intellectualProperty',
  family: 'family',
  civil: 'civil',
  general: 'general',
} as const satisfies Record<PracticeArea, string>;

/** "Notary services", a practice area as the profile shows it. */
export const practiceAreaLabel = (area: PracticeArea) => t(`practiceArea.${practiceAreaIds[area]}`);

const resourceTypeIds = { Article: 'article', Guide: 'guide', FAQ: 'faq' } as const satisfies Record<ExpertResource['type'], string>;

/** "Article", "Guide" or "FAQ". */
export const resourceTypeLabel = (type: ExpertResource['type']) => t(`resourceType.${resourceTypeIds[type]}`);

/** The tab's title: "{page} | Nyaya". */
export const documentTitle = (page: string) => t('documentTitle', { page });
