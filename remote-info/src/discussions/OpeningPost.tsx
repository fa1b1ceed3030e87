import { useState } from 'react';
import type { DiscussionView } from '@nyaya/shared/api';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button } from '@nyaya/shared/ui/Button';
import { translateText } from '../i18n';
import { Byline } from './Byline';
import { ConfirmDelete } from './ConfirmDelete';
import { EditPost } from './EditPost';
import { HiddenNote } from './HiddenNote';
import { useT } from './i18n';
import { PostText } from './PostText';
import { ReportButton } from '../moderation/ReportButton';
import { UpvoteButton } from './UpvoteButton';
import type { DiscussionActions } from './useDiscussion';

/** The discussion itself: category, author, text, its upvote, and for its author Edit and Delete. */
export function OpeningPost({
  view,
  actions,
  onVote,
  onDeleted,
}: {
  view: DiscussionView;
  actions: DiscussionActions;
  onVote: (on: boolean) => void;
  onDeleted: (failure: string | null) => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4" aria-label={translateText(view.title)}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{translateText(view.category)}</Badge>
      </div>
      <Byline name={view.author.name} authorId={view.author.id} mine={view.mine} createdAt={view.createdAt} editedAt={view.editedAt} />
      {view.hidden && <HiddenNote text={t('discussion.hiddenMine')} />}
      {editing ? (
        <EditPost
          id="discussion-edit"
          withTitle
          initial={{ title: view.title, category: view.category, body: view.body }}
          onSave={actions.edit}
          onDone={() => setEditing(false)}
        />
      ) : (
        <PostText text={view.body} className="text-sm text-ink" />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <UpvoteButton label={t('vote.discussion')} upvotes={view.upvotes} upvoted={view.upvoted} onToggle={() => onVote(!view.upvoted)} />
        {!view.mine && <ReportButton kind="discussion" targetId={view.id} label={t('report.discussion')} />}
        {view.mine && !editing && (
          <>
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              {t('own.edit')}
            </Button>
            <ConfirmDelete
              title={t('delete.discussionTitle')}
              text={t('delete.discussionText')}
              onDelete={async () => {
                const outcome = await actions.remove();
                onDeleted(outcome.kind === 'failed' ? outcome.message : null);
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
