import { tCommon } from '@nyaya/shared/i18n/common';
import { translateText } from '@nyaya/shared/i18n';
import type { AssignedExpert, Expert, PracticeArea } from '../../../types';

/**
 * How an order's confirmation names the field its expert was assigned for ("Property Law"): English,
 * as the order keeps it; screens show `assignedSpecializationLabel(expert.specialization)`.
 */
export const assignedSpecializations: Readonly<Record<PracticeArea, string>> = {
  property: 'Property Law',
  notary: 'Notary & Attestation',
  corporate: 'Corporate Law',
  tax: 'Tax & GST',
  'intellectual-property': 'Intellectual Property',
  family: 'Family Law',
  civil: 'Civil & Consumer Law',
  general: 'General Practice',
};

const specializationIds: Readonly<Record<PracticeArea, () => string>> = {
  property: () => tCommon('specialization.property'),
  notary: () => tCommon('specialization.notary'),
  corporate: () => tCommon('specialization.corporate'),
  tax: () => tCommon('specialization.tax'),
  'intellectual-property': () => tCommon('specialization.intellectualProperty'),
  family: () => tCommon('specialization.family'),
  civil: () => tCommon('specialization.civil'),
  general: () => tCommon('specialization.general'),
};

/**
 * An assigned expert's field in the page's language ("Property Law" / "संपत्ति कानून"), from the
 * English an order keeps; any other text is translated as data (itself when unknown).
 */
export function assignedSpecializationLabel(specialization: string): string {
  const area = (Object.keys(assignedSpecializations) as PracticeArea[]).find((id) => assignedSpecializations[id] === specialization);
  return area ? specializationIds[area]() : translateText(specialization);
}

function byStanding(a: Expert, b: Expert): number {
  return Number(b.rating) - Number(a.rating) || b.reviewCount - a.reviewCount || a.name.localeCompare(b.name);
}

/**
 * The expert an order is assigned to: the best-rated expert (then the most reviewed) who practises
 * the service's area; when nobody does, the best who takes general matters. Null only for an empty list.
 */
export function assignExpert(experts: readonly Expert[], area: PracticeArea): AssignedExpert | null {
  const inArea = experts.filter((expert) => expert.practiceAreas.includes(area)).sort(byStanding);
  const general = experts.filter((expert) => expert.practiceAreas.includes('general')).sort(byStanding);
  const expert = inArea[0] ?? general[0] ?? [...experts].sort(byStanding)[0];
  if (!expert) return null;
  return {
    id: expert.id,
    name: expert.name,
    specialization: assignedSpecializations[inArea[0] ? area : 'general'],
    experience: expert.experience,
    rating: Number(expert.rating),
    avatar: expert.avatar,
  };
}
