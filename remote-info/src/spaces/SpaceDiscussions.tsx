import { Lock, Plus } from 'lucide-react';
import type { SpaceDetail } from '@nyaya/shared/api';
import { Link } from '@nyaya/shared/router';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { DiscussionCard } from '../discussions/DiscussionCard';
import { useT } from './i18n';

/**
 * A space's own discussions, with a way to start one for its members; a private space shows
 * non-members why they see none (the API sends them none).
 */
export function SpaceDiscussions({ space }: { space: SpaceDetail }) {
  const t = useT();
  return (
    <section aria-labelledby="space-discussions" className="mt-6">
      <h2 id="space-discussions" className="mb-2 text-lg font-semibold text-ink">
        {t('space.discussions')}
      </h2>
      {space.discussions === null ? (
        <p className="flex items-start gap-2 rounded-2xl bg-brand-50 p-3 text-sm text-ink">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {space.mine === 'pending' ? t('space.pendingNotice') : t('space.privateNotice')}
        </p>
      ) : (
        <>
          {space.mine === 'member' ? (
            <Link to={`/public/new?space=${encodeURIComponent(space.id)}`} className={buttonClasses('primary', 'md', 'mb-3')}>
              <Plus aria-hidden="true" className="size-4" />
              {t('space.start')}
            </Link>
          ) : (
            <p className="mb-3 text-sm text-muted">{t('space.signInToStart')}</p>
          )}
          {space.discussions.length === 0 ? (
            <p className="text-sm text-muted">{t('space.noDiscussions')}</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-labelledby="space-discussions">
              {space.discussions.map((discussion) => (
                <li key={discussion.id}>
                  <DiscussionCard discussion={discussion} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
