import type { AutoAssignTimeline } from '../../../types';

export interface AutoAssignTimelineOption {
  id: AutoAssignTimeline;
  label: string;
  detail: string;
}

/** Spec §9: the three timeline preferences of the Auto Assign dialog. */
export const autoAssignTimelines: AutoAssignTimelineOption[] = [
  { id: 'urgent', label: 'Urgent', detail: 'Within 24 hours' },
  { id: 'standard', label: 'Standard', detail: '2-3 days' },
  { id: 'flexible', label: 'Flexible', detail: 'Within a week' },
];

/** Spec §9: how soon Auto Assign claims to find an expert. */
export const AUTO_ASSIGN_WITHIN = '30 minutes';
