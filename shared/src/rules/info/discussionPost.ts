/**
 * What a public discussion and its replies may say (issue 26), one rule for the form and the
 * server: plain text as typed, cleaned as chat messages are (bidirectional, zero-width and control
 * characters removed; line feeds kept), trimmed, within length limits. Nothing is ever read as HTML
 * or markdown: screens render it as text nodes, and links as plain `rel="nofollow ugc noopener"` anchors.
 */
import { hasVisibleText, sanitizeText } from '../sanitizeText';
import { isDiscussionCategory, type DiscussionCategory } from './discussionCategory';

export const DISCUSSION_TITLE_MIN = 8;
export const DISCUSSION_TITLE_MAX = 140;
export const DISCUSSION_BODY_MAX = 5000;
export const REPLY_BODY_MAX = 2000;

export { DISCUSSION_CATEGORIES, isDiscussionCategory, type DiscussionCategory } from './discussionCategory';

/** What is kept of typed text: a title on one line, a body with its line breaks. */
export function cleanPostText(text: string, { multiline = true } = {}): string {
  const unified = text.replace(/\r\n?/g, '\n');
  return sanitizeText(multiline ? unified : unified.replace(/\s+/g, ' ')).trim();
}

export type PostProblem = { field: 'title' | 'category' | 'body'; reason: 'empty' | 'too-short' | 'too-long' | 'unknown'; limit?: number; length?: number };

export interface DiscussionDraft {
  title: string;
  category: string;
  body: string;
}

/** The cleaned discussion, or each field's problem (in form order). */
export function checkDiscussion(
  draft: DiscussionDraft,
): { ok: true; value: { title: string; category: DiscussionCategory; body: string } } | { ok: false; problems: PostProblem[] } {
  const title = cleanPostText(draft.title, { multiline: false });
  const body = cleanPostText(draft.body);
  const problems: PostProblem[] = [];
  if (!hasVisibleText(title)) problems.push({ field: 'title', reason: 'empty' });
  else if (title.length < DISCUSSION_TITLE_MIN) problems.push({ field: 'title', reason: 'too-short', limit: DISCUSSION_TITLE_MIN, length: title.length });
  else if (title.length > DISCUSSION_TITLE_MAX) problems.push({ field: 'title', reason: 'too-long', limit: DISCUSSION_TITLE_MAX, length: title.length });
  if (!isDiscussionCategory(draft.category)) problems.push({ field: 'category', reason: 'unknown' });
  problems.push(...bodyProblems(body, DISCUSSION_BODY_MAX));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { title, category: draft.category as DiscussionCategory, body } };
}

/** The cleaned reply, or its problem. */
export function checkReply(text: string): { ok: true; body: string } | { ok: false; problems: PostProblem[] } {
  const body = cleanPostText(text);
  const problems = bodyProblems(body, REPLY_BODY_MAX);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, body };
}

function bodyProblems(body: string, max: number): PostProblem[] {
  if (!hasVisibleText(body)) return [{ field: 'body', reason: 'empty' }];
  if (body.length > max) return [{ field: 'body', reason: 'too-long', limit: max, length: body.length }];
  return [];
}

export const REPLY_SORTS = ['oldest', 'top'] as const;
export type ReplySort = (typeof REPLY_SORTS)[number];

interface Sortable {
  id: number;
  upvotes: number;
  createdAt: string;
}

/** Oldest first (by time, then id); Top: most upvoted first, ties oldest first. A new array. */
export function sortReplies<T extends Sortable>(replies: readonly T[], sort: ReplySort): T[] {
  const oldest = (a: T, b: T) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
  return [...replies].sort(sort === 'top' ? (a, b) => b.upvotes - a.upvotes || oldest(a, b) : oldest);
}

/**
 * Trending: at least 3 replies, upvotes or readers in the last 24 hours, and more than in the 24
 * before.
 * A discussion that was busy yesterday and quiet today is not trending.
 */
export const TRENDING_MIN_ACTIVITY = 3;
export function isTrending({ last24h, previous24h }: { last24h: number; previous24h: number }): boolean {
  return last24h >= TRENDING_MIN_ACTIVITY && last24h > previous24h;
}

/** Splits plain text into text and http(s) links, so a screen can show links without reading HTML. */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  const pattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: match[0], href: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
