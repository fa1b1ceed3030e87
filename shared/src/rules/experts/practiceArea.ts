import { commonLabels } from '@nyaya/shared/i18n/common';
import type { PracticeArea } from '../../types';

/**
 * Every practice area with the words a profile shows for it, in the page's language when read
 * ("Property" / "संपत्ति"). A Record, so adding an area to the type without a label (or a listing
 * here) fails to compile.
 */
export const practiceAreaLabels: Readonly<Record<PracticeArea, string>> = commonLabels({
  property: 'experts.practiceArea.property',
  notary: 'experts.practiceArea.notary',
  corporate: 'experts.practiceArea.corporate',
  tax: 'experts.practiceArea.tax',
  'intellectual-property': 'experts.practiceArea.intellectualProperty',
  family: 'experts.practiceArea.family',
  civil: 'experts.practiceArea.civil',
  general: 'experts.practiceArea.general',
});

/** All practice areas, in the order profiles list them. */
export const practiceAreaIds = Object.keys(practiceAreaLabels) as PracticeArea[];
