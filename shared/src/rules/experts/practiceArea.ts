import { tCommon } from '@nyaya/shared/i18n/common';
import type { PracticeArea } from '../../types';

/**
 * Every practice area with the words a profile shows for it, in the page's language when read
 * ("Property" / "संपत्ति"). A Record, so adding an area to the type without a label (or a listing
 * here) fails to compile.
 */
export const practiceAreaLabels: Readonly<Record<PracticeArea, string>> = {
  get property() {
    return tCommon('experts.practiceArea.property');
  },
  get notary() {
    return tCommon('experts.practiceArea.notary');
  },
  get corporate() {
    return tCommon('experts.practiceArea.corporate');
  },
  get tax() {
    return tCommon('experts.practiceArea.tax');
  },
  get 'intellectual-property'() {
    return tCommon('experts.practiceArea.intellectualProperty');
  },
  get family() {
    return tCommon('experts.practiceArea.family');
  },
  get civil() {
    return tCommon('experts.practiceArea.civil');
  },
  get general() {
    return tCommon('experts.practiceArea.general');
  },
};

/** All practice areas, in the order profiles list them. */
export const practiceAreaIds = Object.keys(practiceAreaLabels) as PracticeArea[];
