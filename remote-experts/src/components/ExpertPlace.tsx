import { Building2, MapPin } from 'lucide-react';
import type { Expert } from '@nyaya/shared/types';

/** Organisation and city, as every expert card, the dialog and the profile show them. */
export function ExpertPlace({ expert }: { expert: Pick<Expert, 'organization' | 'location'> }) {
  return (
    <>
      <p className="flex items-center gap-1 text-sm break-words text-ink">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
        {expert.organization}
      </p>
      <p className="flex items-center gap-1 text-sm text-muted">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {expert.location}
      </p>
    </>
  );
}
