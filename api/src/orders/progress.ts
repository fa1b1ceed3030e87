/**
 * An order's progress, from its status history: a step is completed when the history has a
 * `completed` row for it, and the current step is the first one that has none. A `reopened` row
 * (the client asked for a revision) undoes the completions of its step and the later ones written
 * before it, so the history must be read in the order it was written (by id). The same reading
 * serves the client's tracking and the expert's console.
 */
import { trackingTimeline } from '@nyaya/shared/data/marketplace/purchase';
import type { orderStatusHistory } from '../db/schema';

export type HistoryRow = Pick<typeof orderStatusHistory.$inferSelect, 'step' | 'status' | 'at'> &
  Partial<Pick<typeof orderStatusHistory.$inferSelect, 'completedBy' | 'idempotencyKey' | 'round'>>;

/** Steps Nyaya completes when the order is placed (spec §4: placed and paid, an expert assigned). */
export const STEPS_COMPLETED_AT_PLACING = [0, 1] as const;
/** The last step: completed only once a draft has been delivered (`hasDeliveredDraft`). */
export const DELIVERY_STEP = trackingTimeline.length - 1;
/** The step a revision reopens: the draft is written again. */
export const DRAFTING_STEP = trackingTimeline.findIndex((step) => step.title === 'Document Drafting');

export interface StepProgress {
  index: number;
  title: string;
  description: string;
  status: 'completed' | 'active' | 'pending';
  /** Completed: when; active: since when it is current; pending: null. */
  at: Date | null;
  /** The account that completed it; null for the steps completed at placing (and for pending ones). */
  completedBy: string | null;
}

export interface Progress {
  steps: StepProgress[];
  /** The first step not completed; null once all are. */
  current: number | null;
}

/** The round a new completion belongs to: the number of revisions asked so far. */
export function roundOf(history: readonly HistoryRow[]): number {
  return history.reduce((round, row) => Math.max(round, row.round ?? 0), 0);
}

export function progressOf(history: readonly HistoryRow[]): Progress {
  const completed = new Map<number, HistoryRow>();
  /** The latest reopening: the step it reopened is current since then. */
  let reopened: HistoryRow | null = null;
  for (const row of history) {
    if (row.status === 'completed' && !completed.has(row.step)) completed.set(row.step, row);
    if (row.status === 'reopened') {
      for (const step of [...completed.keys()]) if (step >= row.step) completed.delete(step);
      reopened = row;
    }
  }
  const index = trackingTimeline.findIndex((_, step) => !completed.has(step));
  const current = index < 0 ? null : index;
  let activeSince: Date | null = null;
  if (current !== null) {
    // Orders placed before issue 25 kept an `active` row for their current step; else it is current since the step before it was completed.
    const legacy = history.find((row) => row.status === 'active' && row.step === current);
    const since = [legacy?.at, completed.get(current - 1)?.at, reopened?.step === current ? reopened.at : undefined];
    activeSince = since.reduce<Date | null>((latest, at) => (at && (!latest || at > latest) ? at : latest), null);
  }
  const steps = trackingTimeline.map((step, stepIndex): StepProgress => {
    const done = completed.get(stepIndex);
    const status = done ? 'completed' : stepIndex === current ? 'active' : 'pending';
    return {
      index: stepIndex,
      title: step.title,
      description: step.description,
      status,
      at: done ? done.at : status === 'active' ? activeSince : null,
      completedBy: done?.completedBy ?? null,
    };
  });
  return { steps, current };
}
