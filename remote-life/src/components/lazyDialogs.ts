/**
 * The life screens' dialogs, fetched on first need (`lazyOnIntent`): each screen's first load
 * carries neither their forms nor Radix Dialog (11.5 KB gzip of /track's and /act's JavaScript).
 * A screen calls the prefetch when the pointer or the focus comes to what opens them.
 */
import { lazyOnIntent } from '@nyaya/shared/ui/lazyOnIntent';

const goalForm = lazyOnIntent(() => import('./GoalForm').then((module) => module.GoalForm));
const checkInForm = lazyOnIntent(() => import('./CheckInForm').then((module) => module.CheckInForm));
const actionItemForm = lazyOnIntent(() => import('./ActionItemForm').then((module) => module.ActionItemForm));
const confirmDeleteDialog = lazyOnIntent(() => import('./ConfirmDeleteDialog').then((module) => module.ConfirmDeleteDialog));

export const LazyGoalForm = goalForm.Component;
export const LazyCheckInForm = checkInForm.Component;
export const LazyActionItemForm = actionItemForm.Component;
export const LazyConfirmDeleteDialog = confirmDeleteDialog.Component;

/** /track's dialogs: a goal's form, a check-in's, and the delete confirmation. */
export function prefetchTrackDialogs() {
  goalForm.prefetch();
  checkInForm.prefetch();
  confirmDeleteDialog.prefetch();
}

/** /act's dialogs: an action item's form and the delete confirmation. */
export function prefetchActDialogs() {
  actionItemForm.prefetch();
  confirmDeleteDialog.prefetch();
}
