import { specialtyBadges } from '@nyaya/shared/rules/experts';
import { Badge } from '@nyaya/shared/ui/Badge';

/** Spec §9: at most two specialty badges on a card, the rest counted as "+N". */
export function SpecialtyBadges({ specialties }: { specialties: string[] }) {
  const { shown, overflow, overflowLabel } = specialtyBadges(specialties);
  return (
    <ul aria-label="Specialties" className="flex flex-wrap gap-1.5">
      {shown.map((specialty) => (
        <li key={specialty}>
          <Badge tone="brand">{specialty}</Badge>
        </li>
      ))}
      {overflowLabel && (
        <li>
          <Badge title={specialties.slice(-overflow).join(', ')}>
            <span aria-hidden="true">{overflowLabel}</span>
            <span className="sr-only">and {overflow} more</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
