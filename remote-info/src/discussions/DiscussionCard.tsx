import { Clock, EyeOff, Flame, MessageCircle, Users } from 'lucide-react';
import type { DiscussionSummary } from '@nyaya/shared/api';
import { formatCount } from '@nyaya/shared/format';
import { activityLabel } from '@nyaya/shared/rules/info';
import { Link } from '@nyaya/shared/router';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { translateText, useT as useInfoT } from '../i18n';

/** One discussion in the list: the whole card's title links to its page (`/public/{id}`). */
export function DiscussionCard({ discussion }: { discussion: DiscussionSummary }) {
  const t = useInfoT();
  return (
    <Card className="relative flex flex-col gap-2 focus-within:ring-2 focus-within:ring-brand-600">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{translateText(discussion.category)}</Badge>
        {discussion.trending && (
          <Badge tone="orange" className="gap-1">
            <Flame aria-hidden="true" className="size-3" />
            {t('public.trending')}
          </Badge>
        )}
        {/* Only its author is shown a hidden discussion in the list: say why others are not. */}
        {discussion.hidden && (
          <Badge tone="orange" className="gap-1">
            <EyeOff aria-hidden="true" className="size-3" />
            {t('public.hidden')}
          </Badge>
        )}
      </div>
      <h2 className="font-semibold break-words text-ink">
        {/* The link covers the card (a 44 px target and more); focus shows on the card. */}
        <Link to={`/public/${discussion.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
          {translateText(discussion.title)}
        </Link>
      </h2>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-3.5" />
          {t('public.participants', { count: discussion.participants, amount: formatCount(discussion.participants) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden="true" className="size-3.5" />
          {t('public.messages', { count: discussion.messages, amount: formatCount(discussion.messages) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('public.active', { time: activityLabel(discussion.lastActiveAt) })}
        </span>
      </p>
    </Card>
  );
}
