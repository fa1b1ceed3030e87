import { tCommon } from '@nyaya/shared/i18n/common';
import type { Expert } from '../../types';

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
