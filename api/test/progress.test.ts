/** How an order's status history reads as progress (orders/progress.ts): tracking and the console share it. */
import { describe, expect, it } from 'vitest';
import { DELIVERY_STEP, DRAFTING_STEP, progressOf, roundOf, type HistoryRow } from '../src/orders/progress';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 15, 7, minute));
const done = (step: number, minute: number, completedBy: string | null = null): HistoryRow => ({ step, status: 'completed', at: at(minute), completedBy });

describe('order progress', () => {
  it('makes the first step not completed the current one, current since the step before it was completed', () => {
    const { steps, current } = progressOf([done(0, 0), done(1, 0), done(2, 30, 'expert-1')]);
    expect(current).toBe(3);
    expect(steps.map((step) => step.status)).toEqual(['completed', 'completed', 'completed', 'active', 'pending', 'pending', 'pending']);
    expect(steps[2]).toMatchObject({ title: 'Document Collection', at: at(30), completedBy: 'expert-1' });
    expect(steps[3]).toMatchObject({ title: 'Expert Review', at: at(30), completedBy: null });
    expect(steps[4]!.at).toBeNull();
  });

  it('reads an order placed before the console: its `active` row says since when the step is current', () => {
    const { steps, current } = progressOf([done(0, 0), done(1, 0), { step: 2, status: 'active', at: at(1) }]);
    expect(current).toBe(2);
    expect(steps[2]).toMatchObject({ status: 'active', at: at(1) });
  });

  it('has no current step once Delivery, the last, is completed; the first completion of a step counts', () => {
    const all = Array.from({ length: DELIVERY_STEP + 1 }, (_, step) => done(step, step));
    const { steps, current } = progressOf([...all, done(3, 59)]);
    expect(current).toBeNull();
    expect(steps.every((step) => step.status === 'completed')).toBe(true);
    expect(steps[3]!.at).toEqual(at(3));
    expect(steps.at(-1)!.title).toBe('Delivery');
  });

  it('reopens Document Drafting on a revision: later steps are to be done again, in a new round, the history kept', () => {
    const all = Array.from({ length: DELIVERY_STEP + 1 }, (_, step) => done(step, step));
    const reopened: HistoryRow = { step: DRAFTING_STEP, status: 'reopened', at: at(40), round: 1 };
    const { steps, current } = progressOf([...all, reopened]);
    expect(steps[DRAFTING_STEP]!.title).toBe('Document Drafting');
    expect(current).toBe(DRAFTING_STEP);
    expect(steps.map((step) => step.status)).toEqual(['completed', 'completed', 'completed', 'completed', 'active', 'pending', 'pending']);
    // Current since the client asked, not since Expert Review was completed long before.
    expect(steps[DRAFTING_STEP]!.at).toEqual(at(40));
    expect(roundOf([...all, reopened])).toBe(1);
    const again = [...all, reopened, { ...done(DRAFTING_STEP, 50), round: 1 }];
    expect(progressOf(again).current).toBe(DRAFTING_STEP + 1);
    expect(progressOf(again).steps[DRAFTING_STEP]!.at).toEqual(at(50));
  });
});
