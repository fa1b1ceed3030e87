import type { Expert, ExpertCategory, ExpertCategoryId } from '../../types';
import { experts } from './experts';

export { experts };

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

/**
 * The expert with this id (the id the stores keep, e.g. saved experts), or null when none has it.
 * Synchronous, for screens that already hold the ids.
 */
export function findExpertById(id: string): Expert | null {
  return experts.find((expert) => expert.id === id) ?? null;
}

// Profiles (getExpertProfile) are in '@nyaya/shared/data/experts/profiles', apart from the list:
// the list's screens and the home search would otherwise download every profile's text.
export { expertsTexts, expertProfileTexts } from './texts';
