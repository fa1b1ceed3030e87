/** A discussion's and a reply's answer shapes (the contract's), from the store's rows. */
import type { DiscussionSummary, DiscussionView, ReplyCreated, ReplyView } from '@nyaya/shared/api';
import { isTrending, sortReplies, type DiscussionCategory, type ReplySort } from '@nyaya/shared/rules/info/discussionPost';
import type { ReplyRow, ThreadCounts } from './replyRows';
import type { SummaryRow } from './summaries';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export function summaryView(row: SummaryRow): DiscussionSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category as DiscussionCategory,
    author: { name: row.author_name, id: row.author_account_id },
    participants: Number(row.participants),
    messages: Number(row.messages),
    upvotes: Number(row.upvotes),
    trending: isTrending({ last24h: Number(row.last24h), previous24h: Number(row.previous24h) }),
    activity: { last24h: Number(row.last24h), previous24h: Number(row.previous24h) },
    createdAt: iso(row.created_ms),
    lastActiveAt: iso(row.last_active_ms),
    ...(row.hidden ? { hidden: true } : {}),
  };
}

export function replyView(row: ReplyRow, viewer: string | null): ReplyView {
  const mine = viewer !== null && row.author_account_id === viewer;
  return {
    id: row.id,
    author: { name: row.author_name, id: row.author_account_id },
    // Hidden while reviewed: only its author still reads it (with the flag saying so).
    body: row.hidden && !mine ? '' : row.body,
    upvotes: Number(row.upvotes),
    createdAt: iso(row.created_ms),
    editedAt: row.edited_ms === null ? null : iso(row.edited_ms),
    mine,
    upvoted: Boolean(row.upvoted),
    ...(row.hidden ? { hidden: true } : {}),
  };
}

export function discussionView(row: SummaryRow, replies: ReplyRow[], viewer: string | null, sort: ReplySort): DiscussionView {
  return {
    ...summaryView(row),
    body: row.body,
    editedAt: row.edited_ms === null ? null : iso(row.edited_ms),
    mine: viewer !== null && row.author_account_id === viewer,
    upvoted: Boolean(row.upvoted),
    sort,
    replies: sortReplies(
      replies.map((reply) => replyView(reply, viewer)),
      sort,
    ),
  };
}

/** A reply write's answer: the reply as its author sees it and the discussion's counts after it. */
export function replyCreatedView(row: ReplyRow & ThreadCounts, viewer: string): ReplyCreated {
  return { reply: replyView(row, viewer), participants: row.participants, messages: row.messages, lastActiveAt: iso(row.last_active_ms) };
}
