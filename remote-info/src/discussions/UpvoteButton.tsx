import { ThumbsUp } from 'lucide-react';
import { formatCount } from '@nyaya/shared/format';
import { cn } from '@nyaya/shared/ui/cn';
import { useT } from './i18n';

/** An upvote toggle: 44 px, `aria-pressed` while this account's upvote counts, the count in it. */
export function UpvoteButton({
  label,
  upvotes,
  upvoted,
  busy,
  onToggle,
}: {
  label: string;
  upvotes: number;
  upvoted: boolean;
  busy?: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const count = t('vote.count', { count: upvotes, amount: formatCount(upvotes) });
  return (
    <button
      type="button"
      aria-pressed={upvoted}
      // The name holds the visible count too (WCAG 2.5.3: what is seen is part of what is spoken).
      aria-label={`${label}, ${count}`}
      disabled={busy}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl border px-3 text-sm font-medium',
        upvoted ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line bg-white text-ink hover:bg-gray-50',
      )}
    >
      <ThumbsUp aria-hidden="true" className="size-4" />
      <span>{count}</span>
    </button>
  );
}
