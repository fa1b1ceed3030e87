import { useState } from 'react';
import type { ReplyView } from '@nyaya/shared/api';
import { Button } from '@nyaya/shared/ui/Button';
import { toast } from '@nyaya/shared/ui/toast';
import { Byline } from './Byline';
import { ConfirmDelete } from './ConfirmDelete';
import { EditPost } from './EditPost';
import { HiddenNote } from './HiddenNote';
import { useT } from './i18n';
import { PostText } from './PostText';
import { ReportButton } from '../moderation/ReportButton';
import { UpvoteButton } from './UpvoteButton';
import type { DiscussionActions } from './useDiscussion';

/** One reply: its author and time, the text, an upvote, and for its author Edit and Delete. */
export function ReplyItem({ reply, actions, onVote }: { reply: ReplyView; actions: DiscussionActions; onVote: (replyId: number, on: boolean) => void }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const name = reply.author.name.trim() || t('author.member');
  if (reply.hidden && !reply.mine) {
    return (
      <article className="rounded-2xl border border-dashed border-line bg-gray-50 p-4 text-sm text-muted" aria-label={t('reply.hidden')}>
        <p>{t('reply.hidden')}</p>
      </article>
    );
  }
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4" aria-label={name}>
      <Byline name={reply.author.name} authorId={reply.author.id} mine={reply.mine} createdAt={reply.createdAt} editedAt={reply.editedAt} />
      {reply.hidden && <HiddenNote text={t('reply.hiddenMine')} />}
      {editing ? (
        <EditPost
          id={`reply-${reply.id}`}
          initial={{ body: reply.body }}
          onSave={({ body }) => actions.editReply(reply.id, body)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <PostText text={reply.body} className="text-sm text-ink" />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <UpvoteButton label={t('vote.reply', { name })} upvotes={reply.upvotes} upvoted={reply.upvoted} onToggle={() => onVote(reply.id, !reply.upvoted)} />
        {!reply.mine && <ReportButton kind="reply" targetId={String(reply.id)} label={t('report.reply', { name })} />}
        {reply.mine && !editing && (
          <>
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              {t('own.edit')}
            </Button>
            <ConfirmDelete
              title={t('delete.replyTitle')}
              text={t('delete.replyText')}
              onDelete={async () => {
                const outcome = await actions.removeReply(reply.id);
                if (outcome.kind === 'failed') toast(outcome.message);
              }}
            />
          </>
        )}
      </div>
    </article>
  );
}
