import { formatIndiaDateTime } from '@nyaya/shared/format';
import { activityLabel } from '@nyaya/shared/rules/info';
import { useT as useModerationT } from '../moderation/i18n';
import { ReportButton } from '../moderation/ReportButton';
import { useT } from './i18n';
import { MessageAuthor } from './MessageAuthor';

/**
 * Who wrote it and when ("Asha · 5 min ago · edited"); a member without a name is "Nyaya member".
 * Message opens a direct conversation with the author and Report reports the member (issue 26;
 * not on your own posts, nor the seed's).
 */
export function Byline({
  name,
  createdAt,
  editedAt,
  authorId,
  mine = false,
}: {
  name: string;
  createdAt: string;
  editedAt: string | null;
  authorId?: string | null;
  mine?: boolean;
}) {
  const t = useT();
  const tr = useModerationT();
  const shown = name.trim() || t('author.member');
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
      <span className="font-medium break-words text-ink">{shown}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt} title={formatIndiaDateTime(createdAt)}>
        {activityLabel(createdAt)}
      </time>
      {editedAt && (
        <>
          <span aria-hidden="true">·</span>
          <span>{t('discussion.edited')}</span>
        </>
      )}
      {authorId && !mine && (
        <>
          <MessageAuthor authorId={authorId} name={shown} />
          <ReportButton kind="member" targetId={authorId} label={tr('report.member', { name: shown })} />
        </>
      )}
    </p>
  );
}
