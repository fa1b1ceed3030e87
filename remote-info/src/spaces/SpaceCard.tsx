import { Clock, Globe, Lock, Users } from 'lucide-react';
import type { Membership } from '@nyaya/shared/api';
import { formatCount } from '@nyaya/shared/format';
import { Link } from '@nyaya/shared/router';
import { activityLabel } from '@nyaya/shared/rules/info';
import type { Space } from '@nyaya/shared/types';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { translateText, useT } from '../i18n';
import { spaceText } from './spaceText';
import { spaceAccent } from './accent';
import { MembershipControl } from './MembershipControl';

/** A figure the API has not given: `loading` until it answers, `failed` if it cannot. */
type Unknown = 'loading' | 'failed';

/**
 * A space as a card shows it. `members` and `activity`: the API's count and last activity, or
 * Unknown (never the sample's figures, which nobody counted or saw happen).
 */
export type CardSpace = Omit<Space, 'members' | 'activity'> & { members: number | Unknown; activity: string | Unknown; mine: Membership | null };

const unknown = (value: unknown): value is Unknown => value === 'loading' || value === 'failed';

/**
 * What stands in for a figure not yet known: a neutral bar while loading, hidden from screen
 * readers (the list's status line says the counts are loading), or a dash if it failed (the list's
 * alert says why), each as wide and as tall as a line of the figure (the bar's box is 1lh), so
 * nothing moves when the figure comes.
 */
function Placeholder({ state, testId }: { state: Unknown; testId: string }) {
  return state === 'loading' ? (
    <span data-testid={testId} aria-hidden="true" className="inline-flex h-lh w-20 items-center">
      <span className="h-[1em] w-full rounded bg-gray-200 motion-safe:animate-pulse" />
    </span>
  ) : (
    <span aria-hidden="true" className="inline-block w-20">
      —
    </span>
  );
}

/**
 * One space's card (issue 26), on the list (`list`: its name a heading linking to its page) and at
 * the top of its own page (`page`: the page's heading already names it): accent, type, Join /
 * Leave, description, activity and members. Until the API answers, bars stand in for the activity
 * and the members.
 */
export function SpaceCard({ space, variant, busy, onChange }: { space: CardSpace; variant: 'list' | 'page'; busy: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  const name = spaceText(space.id, space.name);
  const page = variant === 'page';
  const TypeIcon = space.type === 'Public' ? Globe : Lock;
  const icon = page ? 'size-4' : 'size-3.5';
  return (
    <Card className={`flex flex-col ${page ? 'gap-3' : 'gap-2'}`}>
      <div className={`flex items-start gap-3 ${page ? 'flex-wrap' : ''}`}>
        <span
          aria-hidden="true"
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-lg font-bold ${spaceAccent[space.colour] ?? spaceAccent.brand}`}
        >
          {Array.from(name)[0]}
        </span>
        <div className={page ? 'mt-2' : 'min-w-0 flex-1'}>
          {!page && (
            <h2 className="font-semibold break-words text-ink">
              <Link to={`/spaces/${space.id}`} className="inline-flex min-h-11 items-center underline-offset-2 hover:underline">
                {name}
              </Link>
            </h2>
          )}
          <Badge tone={space.type === 'Public' ? 'green' : 'purple'} className="gap-1">
            <TypeIcon aria-hidden="true" className="size-3" />
            {translateText(space.type)}
          </Badge>
        </div>
        <div className={page ? 'ml-auto' : 'shrink-0'}>
          <MembershipControl space={space} name={name} busy={busy} onChange={onChange} />
        </div>
      </div>
      <p className={`text-sm ${page ? 'text-ink' : 'text-muted'}`}>{spaceText(space.id, space.description)}</p>
      <p className={`flex flex-wrap gap-x-4 gap-y-1 text-muted ${page ? 'text-sm' : 'text-xs'}`}>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className={icon} />
          {unknown(space.activity) ? (
            <Placeholder state={space.activity} testId="activity-loading" />
          ) : (
            <time dateTime={space.activity}>{t('spaces.active', { time: activityLabel(space.activity) })}</time>
          )}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className={icon} />
          {unknown(space.members) ? (
            <Placeholder state={space.members} testId="members-loading" />
          ) : (
            t('spaces.members', { count: space.members, amount: formatCount(space.members) })
          )}
        </span>
      </p>
    </Card>
  );
}
