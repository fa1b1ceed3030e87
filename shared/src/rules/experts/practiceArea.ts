import type { PracticeArea } from '../../types';

/**
 * Every practice area with the words a profile shows for it. A Record, so adding an area to the
 * type without a label (or a listing here) fails to compile.
 */
export const practiceAreaLabels: Readonly<Record<PracticeArea, string>> = {
  property: 'Property',
  notary: 'Notary services',
  corporate: 'Corporate',
  tax: 'Tax',
  'intellectual-property': 'Intellectual property',
  family: 'Family',
  civil: 'Civil',
  general: 'General legal advice',
};

/** All practice areas, in the order profiles list them. */
export const practiceAreaIds = Object.keys(practiceAreaLabels) as PracticeArea[];
