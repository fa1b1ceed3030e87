import { specialtyBadges } from '@nyaya/shared/rules/experts';
import { Badge } from '@nyaya/shared/ui/Badge';
import { translateText, useT } from '../i18n';

/** Spec §9: at most two specialty badges on a card, the rest counted as "+N". */
export function SpecialtyBadges({ specialties }: { specialties: string[] }) {
  const t = useT();
  const { shown, overflow, overflowLabel } = specialtyBadges(specialties);
  return (
    <ul aria-label={t('specialties.label')} className="flex flex-wrap gap-1.5">
      {shown.map((specialty) => (
        <li key={specialty}>
          <Badge tone="brand">{translateText(specialty)}</Badge>
        </li>
      ))}
      {overflowLabel && (
        <li>
          <Badge title={specialties.slice(-overflow).map(translateText).join(', ')}>
            <span aria-hidden="true">{overflowLabel}</span>
            <span className="sr-only">{t('specialties.more', { count: String(overflow) })}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
