import { useState } from 'react';
import { SpaceDetailSchema, spacePaths, type SpaceDetail } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { Link, useParams } from '@nyaya/shared/router';
import { Button } from '@nyaya/shared/ui/Button';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { useT as useInfoT } from '../i18n';
import { spaceText } from '../spaces/spaceText';
import { useT } from '../spaces/i18n';
import { JoinRequests } from '../spaces/JoinRequests';
import { SpaceCard } from '../spaces/SpaceCard';
import { SpaceDiscussions } from '../spaces/SpaceDiscussions';
import { SPACE_ID } from '../spaces/spaceApi';
import { useMembership } from '../spaces/useMembership';

/**
 * A space at its own address (`/spaces/{id}`, issue 26): its description, member count (real, for
 * everyone), Join / Leave or Ask to join, its discussions (a private space's for members only),
 * and for its admin the requests waiting. Fetched in the browser: it carries the visitor's own place.
 */
export function SpacePage() {
  const t = useT();
  const tInfo = useInfoT();
  const { id = '' } = useParams();
  const read = useApiRead(SPACE_ID.test(id) ? spacePaths.one(id) : null, SpaceDetailSchema);
  const [answered, setAnswered] = useState<SpaceDetail | null>(null);
  const membership = useMembership();
  // A write's answer is the space as the server now has it; it stands until another space is opened.
  const space = answered?.id === id ? answered : read.data;
  const name = space ? spaceText(space.id, space.name) : tInfo('spaces.title');
  const missing = read.status === 'idle' || (read.status === 'problem' && read.httpStatus === 404);

  const change = async (on: boolean) => {
    if (!space) return;
    const answer = await membership.change(space, on);
    if (answer) setAnswered(answer);
  };

  return (
    <Screen>
      <PageHeader title={name} crumbs={[{ label: tInfo('spaces.title'), to: '/spaces' }, { label: name }]} backTo="/spaces" />
      {space ? (
        <>
          <SpaceCard space={space} variant="page" busy={membership.busy === space.id} onChange={change} />
          {space.admin && space.type === 'Private' && <JoinRequests space={space} onAnswer={setAnswered} />}
          <SpaceDiscussions space={space} />
        </>
      ) : missing ? (
        <div className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
          <p>{t('space.notFound')}</p>
          <Link to="/spaces" className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {t('space.all')}
          </Link>
        </div>
      ) : read.status === 'unreachable' || read.status === 'problem' ? (
        <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
          <p className="break-words">{read.status === 'problem' ? read.problem.title : t('space.unreachable')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={read.retry}>
            {t('space.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted">
          {t('space.loading')}
        </p>
      )}
    </Screen>
  );
}

export const Component = SpacePage;
