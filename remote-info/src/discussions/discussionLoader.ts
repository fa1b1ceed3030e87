/**
 * The discussion page's loader (issue 26). On the server (the screen worker, no cookie) it reads
 * the guest's view so the page's first paint needs no JavaScript; a failure there sends the
 * loading skeleton instead (the browser then reads it). In the browser it reads this account's
 * own view before the screen shows, so the server's markup stays until the same screen replaces
 * it; a failure there leaves the read to the page, which says what went wrong.
 */
import { callApi, discussionPaths, DiscussionViewSchema, type DiscussionView } from '@nyaya/shared/api';
import { serverApiUrl, SCREEN_RENDER_HEADER } from '@nyaya/shared/api/request';
import type { LoaderFunctionArgs } from '@nyaya/shared/router';

/** A server render has 300 ms in all; a browser would rather show the page's own loading line. */
const SERVER_TIMEOUT_MS = 200;
const BROWSER_TIMEOUT_MS = 3000;

const screenRenderFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), [SCREEN_RENDER_HEADER]: '1' } });

export async function discussionLoader({ params }: LoaderFunctionArgs): Promise<DiscussionView | null> {
  const server = serverApiUrl(discussionPaths.one(params.id ?? ''));
  const result = await callApi({
    path: server ?? discussionPaths.one(params.id ?? ''),
    schema: DiscussionViewSchema,
    timeoutMs: server ? SERVER_TIMEOUT_MS : BROWSER_TIMEOUT_MS,
    ...(server ? { fetchImpl: screenRenderFetch } : {}),
  });
  if (result.kind === 'ok') return result.data;
  // Nothing worth rendering ahead: the server sends the skeleton and the browser reads it itself.
  if (server) throw new Response(null, { status: result.kind === 'problem' ? result.status : 503 });
  return null;
}
