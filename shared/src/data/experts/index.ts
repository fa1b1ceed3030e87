import type { Expert, ExpertCategory, ExpertCategoryId, ExpertProfile } from '../../types';
import { experts } from './experts';
import { profileExpert } from './profileExpert';

export { experts, profileExpert };

/** Spec §9: peer 150+, administration 80+, legal 200+, finance 120+ (in this order, §2). */
export const expertCategories: ExpertCategory[] = [
  { id: 'peer', title: 'Peer', description: 'People who have been through it: tenants, founders, parents.', count: '150+' },
  { id: 'administration', title: 'Administration', description: 'Government paperwork, registrations and certificates.', count: '80+' },
  { id: 'legal', title: 'Legal', description: 'Advocates for property, family, corporate and consumer law.', count: '200+' },
  { id: 'finance', title: 'Finance', description: 'Tax, investments, loans and financial planning.', count: '120+' },
];

export async function getExpertCategories(): Promise<ExpertCategory[]> {
  return expertCategories;
}

/** All experts, or only those of one category. */
export async function getExperts(category?: ExpertCategoryId): Promise<Expert[]> {
  return category ? experts.filter((expert) => expert.category === category) : experts;
}

/** Spec §2: the profile page shows the same sample expert whatever the id in the URL. */
export async function getExpertProfile(_lawyerId?: string): Promise<ExpertProfile> {
  return profileExpert;
}
