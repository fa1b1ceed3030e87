import { lazy, Suspense, useState } from 'react';
import type { ExpertSelection } from './ExpertDetailDialog';

// The dialog's code (Radix Dialog: focus trap, scroll lock, layers) is about a third of the
// experts list's JavaScript, and nobody needs it before choosing an expert: it is fetched when the
// list is first pointed at or focused, or at the latest when an expert is chosen.
const loadDialog = () => import('./ExpertDetailDialog');
const ExpertDetailDialog = lazy(() => loadDialog().then((module) => ({ default: module.ExpertDetailDialog })));

let prefetched = false;

/**
 * Starts fetching the dialog's code, once. The fetch starts in a task of its own: begun inside the
 * tap's first event (`pointerover`), it held that event 30–130 ms on a 4x-slowed phone before the
 * tap could paint (issue 22, INP). A failed prefetch is not retried here: choosing an expert
 * imports the code again.
 */
export function prefetchExpertDetailDialog() {
  if (prefetched) return;
  prefetched = true;
  setTimeout(() => void loadDialog().catch(() => undefined), 0);
}

/** ExpertDetailDialog, mounted from the first selection on (so closing still hands focus back). */
export function LazyExpertDetailDialog({ selection, onClose }: { selection: ExpertSelection | null; onClose: () => void }) {
  const [mounted, setMounted] = useState(false);
  if (selection && !mounted) setMounted(true);
  if (!mounted && !selection) return null;
  return (
    <Suspense fallback={null}>
      <ExpertDetailDialog selection={selection} onClose={onClose} />
    </Suspense>
  );
}
