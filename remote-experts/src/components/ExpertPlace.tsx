import { Building2, MapPin } from 'lucide-react';
import type { Expert } from '@nyaya/shared/types';
import { translateText, useLocale } from '../i18n';

/** Organisation and city, as every expert card, the dialog and the profile show them. */
export function ExpertPlace({ expert }: { expert: Pick<Expert, 'organization' | 'location'> }) {
  useLocale();
  return (
    <>
      <p className="flex items-center gap-1 text-sm break-words text-ink">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
        {translateText(expert.organization)}
      </p>
      <p className="flex items-center gap-1 text-sm text-muted">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {translateText(expert.location)}
      </p>
    </>
  );
}
