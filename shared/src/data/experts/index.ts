import type { Expert, ExpertCategoryId } from '../../types';
import { experts } from './experts';

export { experts };

export { expertCategories, getExpertCategories } from './categories';

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

export { expertTestAccounts, expertTestMobile, expertTestMobileOf } from './testMobiles';
