import { commonLabels, tCommon } from '@nyaya/shared/i18n/common';
import type { ExpertCategoryId, ExpertCategoryRef } from '../../types';

/**
 * Spec §2: the category query parameter takes these five ids; each has the word used in titles,
 * in the page's language when it is read ("Legal" / "कानूनी").
 */
export const expertCategoryTitles: Readonly<Record<ExpertCategoryId, string>> = commonLabels({
  legal: 'experts.category.legal',
  peer: 'experts.category.peer',
  finance: 'experts.category.finance',
  administration: 'experts.category.administration',
  other: 'experts.category.other',
});

const ids = Object.keys(expertCategoryTitles) as ExpertCategoryId[];

/**
 * The category a `?category=` value names, or null when it names none. The value comes from the
 * URL, so anything may arrive: case and surrounding spaces are forgiven, and only the five own ids
 * match (a lookup by key would also "find" `constructor` or `__proto__`).
 */
export function findExpertCategory(value: string | null | undefined): ExpertCategoryRef | null {
  if (typeof value !== 'string') return null;
  const id = ids.find((candidate) => candidate === value.trim().toLowerCase());
  return id ? { id, title: expertCategoryTitles[id] } : null;
}

/** Spec §2: the list's title when a category is given, "{Category} Experts" (hi: "कानूनी विशेषज्ञ"). */
export function expertListTitle(category: ExpertCategoryRef): string {
  return tCommon('experts.listTitle', { category: expertCategoryTitles[category.id] });
}

/**
 * Spec §2: the banner "Showing N experts in {Category} category", N being the real count. Without
 * a category (the spec defines no banner then) the list still says how many it shows.
 */
export function expertCountBanner(count: number, category: ExpertCategoryRef | null): string {
  return category
    ? tCommon('experts.countBanner.category', { count, category: expertCategoryTitles[category.id] })
    : tCommon('experts.countBanner.all', { count });
}
