/**
 * A discussion page's own title and description (issue 26), for the server-rendered page and its
 * Open Graph tags: a link shared on WhatsApp shows the discussion's title and the start of its
 * post. Read from the route's loader data as it comes (unknown), with no contract code: this
 * module is part of the area's route table, which every first screen loads.
 */
import type { ScreenMeta } from '@nyaya/shared/router';

/** About what a link preview shows of a description before cutting it. */
export const DESCRIPTION_MAX = 160;

export function discussionMeta(data: unknown): ScreenMeta | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body } = data as { title?: unknown; body?: unknown };
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  const text = body.replace(/\s+/g, ' ').trim();
  const description = text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
  return { title, description };
}
