import type { ReactNode } from 'react';
import { Button } from './Button';

/** What a list shows when a search or chip matches nothing, with a way out. */
export function EmptyState({ title, children, actionLabel, onAction }: { title: string; children?: ReactNode; actionLabel?: string; onAction?: () => void }) {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-line bg-white p-6 text-center">
      <p className="font-medium break-words text-ink">{title}</p>
      {children && <div className="mt-1 text-sm text-muted">{children}</div>}
      {actionLabel && onAction && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}
