/**
 * The categories a discussion may have: the area's chips (DISCUSSION_FILTERS is "All" and these).
 * A module of its own so the Trending screen can check a category without the post checkers.
 */
export const DISCUSSION_CATEGORIES = ['Technology', 'Environment', 'Finance', 'Health', 'Politics'] as const;
export type DiscussionCategory = (typeof DISCUSSION_CATEGORIES)[number];

export const isDiscussionCategory = (value: unknown): value is DiscussionCategory =>
  typeof value === 'string' && (DISCUSSION_CATEGORIES as readonly string[]).includes(value);
