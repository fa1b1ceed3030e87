import { Badge } from '@nyaya/shared/ui/Badge';
import { translateText, useT } from '../i18n';

/** A provider's badges (Verified, Fast delivery…) as a labelled list; nothing when there are none. */
export function BadgeList({ badges }: { badges: string[] }) {
  const t = useT();
  if (badges.length === 0) return null;
  return (
    <ul aria-label={t('badges.label')} className="mt-2 flex flex-wrap gap-1">
      {badges.map((badge) => (
        <li key={badge}>
          <Badge tone="brand">{translateText(badge)}</Badge>
        </li>
      ))}
    </ul>
  );
}
