import type { Expert } from '../../types';

export interface ExpertStatusDisplay {
  label: 'Available Now' | 'On-Demand Only';
  /** the dot's colour; the label always says the same in words */
  dot: 'green' | 'grey';
  /** the card's action button */
  action: 'Call' | 'Schedule';
}

/**
 * Spec §4: available shows "Available Now" with a green dot and a Call button; on-demand shows
 * "On-Demand Only" with a grey dot and a Schedule button.
 */
export function expertStatusDisplay(status: Expert['status']): ExpertStatusDisplay {
  return status === 'available' ? { label: 'Available Now', dot: 'green', action: 'Call' } : { label: 'On-Demand Only', dot: 'grey', action: 'Schedule' };
}
