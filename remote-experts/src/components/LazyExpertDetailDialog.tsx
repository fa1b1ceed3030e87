import { lazy, Suspense, useState } from 'react';
import type { ExpertSelection } from './ExpertDetailDialog';

// The dialog's code (Radix Dialog: focus trap, scroll lock, layers) is about a third of the
// experts list's JavaScript, and nobody needs it before choosing an expert: it is fetched when the
// list is first pointed at or focused, or at the latest when an expert is chosen.
const loadDialog = () => import('./ExpertDetailDialog');
const ExpertDetailDialog = lazy(() => loadDialog().then((module) => ({ default: module.ExpertDetailDialog })));

/** Starts fetching the dialog's code (safe to call often: the import is fetched once). */
export function prefetchExpertDetailDialog() {
  void loadDialog();
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
