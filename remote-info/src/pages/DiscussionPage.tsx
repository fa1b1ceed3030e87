import { useState } from 'react';
import { sortReplies, type ReplySort } from '@nyaya/shared/rules/info/discussionPost';
import { Link, useLoaderData, useNavigate, useParams } from '@nyaya/shared/router';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { cn } from '@nyaya/shared/ui/cn';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { toast } from '@nyaya/shared/ui/toast';
import { useT as useDiscussionT } from '../discussions/i18n';
import { OpeningPost } from '../discussions/OpeningPost';
import { ReplyBox } from '../discussions/ReplyBox';
import { ReplyItem } from '../discussions/ReplyItem';
import { discussionLoader } from '../discussions/discussionLoader';
import { useDiscussion, type WriteOutcome } from '../discussions/useDiscussion';
import { useWriteGate } from '../discussions/useWriteGate';
import { translateText, useT } from '../i18n';

/**
 * A public discussion at its own address (`/public/{id}`, issue 26): the opening post, its replies
 * (oldest first, or Top), upvotes, the reply box, and the author's edit and delete. Anyone reads;
 * writing sends a guest to sign in and back here, with what they typed kept.
 */
export function DiscussionPage() {
  const t = useT();
  const td = useDiscussionT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const gate = useWriteGate();
  const actions = useDiscussion(id, useLoaderData<typeof discussionLoader>() ?? null);
  const [sort, setSort] = useState<ReplySort>('oldest');
  const { view, loaded } = actions;
  const title = view ? translateText(view.title) : t('public.title');

  const report = (outcome: WriteOutcome) => {
    if (outcome.kind === 'sign-in') gate.toSignIn();
    else if (outcome.kind === 'failed') toast(outcome.message);
  };
  const vote = async (replyId: number | null, on: boolean) => {
    if (gate.needsSignIn()) return gate.toSignIn();
    report(await actions.vote(replyId, on));
  };

  return (
    <Screen>
      <PageHeader title={title} crumbs={[{ label: t('info.area') }, { label: t('info.tabs.public'), to: '/public' }, { label: title }]} backTo="/public" />
      {loaded.status === 'loading' && (
        <p role="status" className="text-sm text-muted">
          {td('list.loading')}
        </p>
      )}
      {loaded.status === 'missing' && (
        <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
          <p>{td('discussion.notFound')}</p>
          <Link to="/public" className={buttonClasses('secondary', 'sm', 'mt-3')}>
            {td('discussion.back')}
          </Link>
        </div>
      )}
      {loaded.status === 'hidden' && (
        <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
          <p>{td('discussion.hidden')}</p>
          <Link to="/public" className={buttonClasses('secondary', 'sm', 'mt-3')}>
            {td('discussion.back')}
          </Link>
        </div>
      )}
      {loaded.status === 'failed' && (
        <div role="alert" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
          <p className="break-words">{loaded.unreachable ? td('list.unreachable') : td('list.problem', { problem: loaded.problem ?? '' })}</p>
          <button type="button" className={buttonClasses('secondary', 'sm', 'mt-3')} onClick={actions.retry}>
            {td('list.retry')}
          </button>
        </div>
      )}
      {view && (
        <div className="flex flex-col gap-4">
          <OpeningPost
            view={view}
            actions={actions}
            onVote={(on) => void vote(null, on)}
            onDeleted={(failure) => {
              if (failure) return toast(failure);
              toast(td('delete.done'));
              navigate('/public');
            }}
          />
          <section aria-labelledby="replies-heading" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="replies-heading" className="font-semibold text-ink">
                {td('discussion.replies')} ({view.replies.length})
              </h2>
              <div role="group" aria-label={td('discussion.sort')} className="flex gap-1">
                {(['oldest', 'top'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={sort === option}
                    onClick={() => setSort(option)}
                    className={cn(buttonClasses(sort === option ? 'secondary' : 'ghost', 'sm'), sort === option && 'ring-1 ring-brand-600')}
                  >
                    {td(`discussion.sort.${option}`)}
                  </button>
                ))}
              </div>
            </div>
            {view.replies.length === 0 ? (
              <p className="text-sm text-muted">{td('discussion.noReplies')}</p>
            ) : (
              <ol className="flex flex-col gap-3" aria-labelledby="replies-heading">
                {sortReplies(view.replies, sort).map((reply) => (
                  <li key={reply.id}>
                    <ReplyItem reply={reply} actions={actions} onVote={(replyId, on) => void vote(replyId, on)} />
                  </li>
                ))}
              </ol>
            )}
            <ReplyBox discussionId={view.id} onReply={actions.reply} />
          </section>
        </div>
      )}
    </Screen>
  );
}

export const Component = DiscussionPage;
export const loader = discussionLoader;
