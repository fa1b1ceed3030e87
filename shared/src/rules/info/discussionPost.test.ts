import {
  checkDiscussion,
  checkReply,
  cleanPostText,
  DISCUSSION_BODY_MAX,
  DISCUSSION_CATEGORIES,
  DISCUSSION_TITLE_MAX,
  isTrending,
  linkParts,
  REPLY_BODY_MAX,
  sortReplies,
} from './discussionPost';
import { DISCUSSION_FILTERS } from './filterDiscussions';

describe('discussion posts', () => {
  it('takes the categories from the area’s chips', () => {
    expect(['All', ...DISCUSSION_CATEGORIES]).toEqual([...DISCUSSION_FILTERS]);
  });

  it('keeps text as typed, without invisible characters, a title on one line', () => {
    expect(cleanPostText(' a\r\nb\u202E\u200B ')).toBe('a\nb');
    expect(cleanPostText('  Two\n lines ', { multiline: false })).toBe('Two lines');
    expect(cleanPostText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('names every field at fault', () => {
    expect(checkDiscussion({ title: 'Short', category: 'All', body: '\u200B' })).toEqual({
      ok: false,
      problems: [
        { field: 'title', reason: 'too-short', limit: 8, length: 5 },
        { field: 'category', reason: 'unknown' },
        { field: 'body', reason: 'empty' },
      ],
    });
    const long = checkDiscussion({ title: 'x'.repeat(DISCUSSION_TITLE_MAX + 1), category: 'Health', body: 'y'.repeat(DISCUSSION_BODY_MAX + 1) });
    expect(long.ok ? [] : long.problems.map((problem) => problem.reason)).toEqual(['too-long', 'too-long']);
    expect(checkDiscussion({ title: ' Tenant rights ', category: 'Finance', body: 'Help?' })).toEqual({
      ok: true,
      value: { title: 'Tenant rights', category: 'Finance', body: 'Help?' },
    });
    expect(checkReply('z'.repeat(REPLY_BODY_MAX + 1)).ok).toBe(false);
    expect(checkReply('  ok ')).toEqual({ ok: true, body: 'ok' });
  });

  it('sorts replies oldest first, or by upvotes with ties oldest first', () => {
    const replies = [
      { id: 3, upvotes: 1, createdAt: '2026-01-01T10:02:00Z' },
      { id: 1, upvotes: 0, createdAt: '2026-01-01T10:00:00Z' },
      { id: 2, upvotes: 1, createdAt: '2026-01-01T10:01:00Z' },
      { id: 4, upvotes: 5, createdAt: '2026-01-01T10:03:00Z' },
    ];
    expect(sortReplies(replies, 'oldest').map((reply) => reply.id)).toEqual([1, 2, 3, 4]);
    expect(sortReplies(replies, 'top').map((reply) => reply.id)).toEqual([4, 2, 3, 1]);
    expect(replies[0]!.id).toBe(3);
  });

  it('calls a discussion trending with 3 or more events today and more than yesterday', () => {
    expect(isTrending({ last24h: 3, previous24h: 0 })).toBe(true);
    expect(isTrending({ last24h: 2, previous24h: 0 })).toBe(false);
    expect(isTrending({ last24h: 5, previous24h: 5 })).toBe(false);
  });

  it('finds http(s) links in plain text, never other schemes', () => {
    expect(linkParts('See https://indiacode.nic.in/act. Or javascript:alert(1)')).toEqual([
      { text: 'See ' },
      { text: 'https://indiacode.nic.in/act', href: 'https://indiacode.nic.in/act' },
      { text: '. Or javascript:alert(1)' },
    ]);
    expect(linkParts('no links')).toEqual([{ text: 'no links' }]);
  });
});
