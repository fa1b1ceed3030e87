import { tCommon } from '@nyaya/shared/i18n/common';
import { translateText } from '@nyaya/shared/i18n';
import type { AssignedExpert, Expert, PracticeArea } from '../../../types';
import { expertState } from '../../experts/expertState';

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

/** Who an order is for: the service's area, the provider it was bought from, the document's state. */
export interface AssignmentRequest {
  /** The `OfferListing.providerId` chosen; absent (or a provider with no experts) means any expert. */
  firmId?: string | null;
  /** Where the document is used (an INDIAN_STATES name): an expert there is preferred. */
  state?: string | null;
}

/**
 * The expert an order is assigned to. The provider chosen does the work: only its own experts
 * (`Expert.firmId`) are considered when it has any. Among them, one who practises the service's
 * area, else one who takes general matters, else any; an expert in the document's state first,
 * then the best rated (then the most reviewed). The assignment names the expert's firm. Null only
 * for an empty list.
 */
export function assignExpert(experts: readonly Expert[], area: PracticeArea, request: AssignmentRequest = {}): AssignedExpert | null {
  const own = request.firmId ? experts.filter((expert) => expert.firmId === request.firmId) : [];
  const pool = own.length > 0 ? own : experts;
  const inArea = pool.filter((expert) => expert.practiceAreas.includes(area));
  const general = pool.filter((expert) => expert.practiceAreas.includes('general'));
  const candidates = inArea.length > 0 ? inArea : general.length > 0 ? general : pool;
  const local = (expert: Expert) => (request.state && expertState(expert.location) === request.state ? 0 : 1);
  const expert = [...candidates].sort((a, b) => local(a) - local(b) || byStanding(a, b))[0];
  if (!expert) return null;
  return {
    id: expert.id,
    name: expert.name,
    firm: expert.organization,
    specialization: assignedSpecializations[inArea.length > 0 ? area : 'general'],
    experience: expert.experience,
    rating: Number(expert.rating),
    avatar: expert.avatar,
  };
}
