import { formatIndiaDateTime } from '@nyaya/shared/format';
import { activityLabel } from '@nyaya/shared/rules/info';
import { useT } from './i18n';

/** Who wrote it and when ("Asha · 5 min ago · edited"); a member without a name is "Nyaya member". */
export function Byline({ name, createdAt, editedAt }: { name: string; createdAt: string; editedAt: string | null }) {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
      <span className="font-medium break-words text-ink">{name.trim() || t('author.member')}</span>
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
    </p>
  );
}
