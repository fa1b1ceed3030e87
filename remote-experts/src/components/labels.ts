import { bookingModeLabel } from '@nyaya/shared/api';
import type { ConsultationMode, ExpertResource } from '@nyaya/shared/types';
import { t } from '../i18n';

/*
 * The words for the experts area's own fixed values (consultation modes on a profile, resource
 * types) in the current language. Categories, statuses, actions, practice areas and booking modes
 * are the shared rules' (common catalogue), so every area names them alike. Called while
 * rendering, in a component that calls useT() (so it renders again when the language changes).
 */

const consultationModeIds = { Chat: 'chat', 'Voice Call': 'call', 'Video Call': 'video', 'In-Person': 'inPerson' } as const satisfies Record<
  ConsultationMode,
  string
>;

/** The id of a profile's consultation mode ("Voice Call" → "call"). */
export const consultationModeId = (mode: ConsultationMode) => consultationModeIds[mode];

/** A profile's consultation mode ("Voice Call", "In-Person") in the current language. */
export function consultationModeLabel(mode: ConsultationMode): string {
  const id = consultationModeIds[mode];
  return id === 'inPerson' ? t('mode.inPerson') : bookingModeLabel(id);
}

const resourceTypeIds = { Article: 'article', Guide: 'guide', FAQ: 'faq' } as const satisfies Record<ExpertResource['type'], string>;

/** "Article", "Guide" or "FAQ". */
export const resourceTypeLabel = (type: ExpertResource['type']) => t(`resourceType.${resourceTypeIds[type]}`);

/** The tab's title: "{page} | Nyaya". */
export const documentTitle = (page: string) => t('documentTitle', { page });
