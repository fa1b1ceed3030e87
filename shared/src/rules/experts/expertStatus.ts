import { tCommon } from '@nyaya/shared/i18n/common';
import type { Expert } from '../../types';
import { expertAvailability } from './consultationSlots';

/** What the card's action button does: call now, or schedule for later. */
export type ExpertAction = 'Call' | 'Schedule';

export interface ExpertStatusDisplay {
  /** "Available Now" or "On-Demand Only", in the page's language */
  label: string;
  /** the dot's colour; the label always says the same in words */
  dot: 'green' | 'grey';
  /** the card's action button (what it does; its words are `expertActionLabel(action)`) */
  action: ExpertAction;
}

/**
 * Spec §4: available shows "Available Now" with a green dot and a Call button; on-demand shows
 * "On-Demand Only" with a grey dot and a Schedule button.
 */
export function expertStatusDisplay(status: Expert['status']): ExpertStatusDisplay {
  return status === 'available'
    ? { label: tCommon('experts.status.available'), dot: 'green', action: 'Call' }
    : { label: tCommon('experts.status.onDemand'), dot: 'grey', action: 'Schedule' };
}

/** The action button's words in the page's language: "Call" / "कॉल करें", "Schedule" / "शेड्यूल करें". */
export function expertActionLabel(action: ExpertAction): string {
  return action === 'Call' ? tCommon('experts.action.call') : tCommon('experts.action.schedule');
}

export interface ExpertAvailabilityDisplay {
  /**
   * Spec §4's words where they are true now: "Available Now" for an available expert with a slot
   * starting within the hour, "On-Demand Only" for an on-demand expert; null for an available
   * expert whose next slot is further off (the screen says when it is instead).
   */
  label: string | null;
  dot: 'green' | 'grey';
  action: ExpertAction;
  /** the expert's next slot: what Call and Schedule book, and what is said unless Available Now */
  nextSlot: Date;
  availableNow: boolean;
}

/**
 * What a card or profile shows of an expert at `now`: "Available Now" only when a slot starts within
 * the hour (issue 24: it led to a form whose earliest slot was hours away), otherwise when the next
 * slot is. The button follows the expert's status, as spec §4 has it: Call, or Schedule.
 */
export function expertAvailabilityDisplay(expert: Pick<Expert, 'status'>, now: number): ExpertAvailabilityDisplay {
  const { availableNow, nextSlot } = expertAvailability(expert, now);
  const { label, action } = expertStatusDisplay(expert.status);
  return { label: expert.status === 'available' && !availableNow ? null : label, dot: availableNow ? 'green' : 'grey', action, nextSlot, availableNow };
}
