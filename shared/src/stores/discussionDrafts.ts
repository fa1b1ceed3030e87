import { tCommon } from '@nyaya/shared/i18n/common';
import { sanitizeText } from '../rules/sanitizeText';
import { createRecordStore, DAY_MS, versionTwoObjectSchema, type EntrySchema } from './persistentStore';

/**
 * What is typed in a public discussion's forms and not yet posted (issue 26), kept across reloads
 * and across sign-in: a guest who presses Post is sent to sign in and comes back to the same form
 * with these words. Keyed by `new` (Start a discussion), the discussion's id (its reply box) or
 * `space-new` (Start a space: its name kept as the title, Public or Private as the category).
 * Plain shape checks only: this module is in the federated stores singleton.
 */
export interface DiscussionDraft {
  title: string;
  category: string;
  body: string;
}

/** Generous: the rule's limits (140, 5,000) are checked when posting; this only bounds storage. */
const MAX_TEXT = 10_000;
const KEY = /^(new|space-new|ds-[a-z0-9]{1,40})$/;

const isDraft = (value: Record<string, unknown>) =>
  Object.keys(value).every((key) => ['title', 'category', 'body'].includes(key)) &&
  ['title', 'category', 'body'].every((key) => typeof value[key] === 'string' && (value[key] as string).length <= MAX_TEXT);

function clean(draft: DiscussionDraft): DiscussionDraft {
  const next = { title: sanitizeText(draft.title), category: sanitizeText(draft.category), body: sanitizeText(draft.body) };
  return next.title === draft.title && next.category === draft.category && next.body === draft.body ? draft : next;
}

export const discussionDraftSchema: EntrySchema<DiscussionDraft> = versionTwoObjectSchema<DiscussionDraft>(isDraft, clean);

/** Drafts of 20 discussions, two weeks each. */
export const discussionDraftsStore = createRecordStore('discussion:drafts', discussionDraftSchema, {
  label: () => tCommon('store.label.draft'),
  prune: { maxAgeMs: 14 * DAY_MS, maxEntries: 20 },
});

export const emptyDiscussionDraft: DiscussionDraft = { title: '', category: '', body: '' };
export const isDiscussionDraftKey = (key: string) => KEY.test(key);
