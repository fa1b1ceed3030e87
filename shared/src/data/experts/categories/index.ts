import type { ExpertCategory } from '../../../types';

/*
 * Apart from the experts list (a subpath of its own, `@nyaya/shared/data/experts/categories`): the
 * categories screen, the experts area's first screen, shows only these and so does not download
 * every expert.
 */

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
