import { Badge } from '@nyaya/shared/ui/Badge';

/** A provider's badges (Verified, Fast delivery…) as a labelled list; nothing when there are none. */
export function BadgeList({ badges }: { badges: string[] }) {
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Badges" className="mt-2 flex flex-wrap gap-1">
      {badges.map((badge) => (
        <li key={badge}>
          <Badge tone="brand">{badge}</Badge>
        </li>
      ))}
    </ul>
  );
}
