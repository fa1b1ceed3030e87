/** Private messages' calls (issue 26), through callApi (session cookie, timeout, answers checked against the contract). */
import {
  BlockListSchema,
  MemberLookupSchema,
  NoContentSchema,
  OpenedConversationSchema,
  PrivateConversationListSchema,
  apiPaths,
  callApi,
  type ApiResult,
} from '@nyaya/shared/api';
import { t } from './i18n';

export const privateApi = {
  list: (signal?: AbortSignal) => callApi({ path: apiPaths.privateConversations, schema: PrivateConversationListSchema, signal }),
  openDirect: (memberId: string) => callApi({ path: apiPaths.privateDirect, method: 'POST', body: { memberId }, schema: OpenedConversationSchema }),
  createGroup: (title: string, memberIds: string[]) =>
    callApi({ path: apiPaths.privateGroups, method: 'POST', body: { title, memberIds }, schema: OpenedConversationSchema }),
  addMembers: (reference: string, memberIds: string[]) =>
    callApi({ path: apiPaths.privateGroupMembers(reference), method: 'POST', body: { memberIds }, schema: OpenedConversationSchema }),
  lookup: (name: string, signal?: AbortSignal) => callApi({ path: apiPaths.privateMembers(name), schema: MemberLookupSchema, signal }),
  blocks: () => callApi({ path: apiPaths.privateBlocks, schema: BlockListSchema }),
  leave: (reference: string) => callApi({ path: apiPaths.privateLeaveGroup(reference), method: 'DELETE', schema: NoContentSchema }),
  block: (memberId: string, on: boolean) => callApi({ path: apiPaths.privateBlock(memberId), method: on ? 'PUT' : 'DELETE', schema: NoContentSchema }),
};

/**
 * The server's words for a refusal, or null when it could not be reached. A limit reached (429)
 * is worded here, in the page's language, from how long to wait: the server's words are English.
 */
export function problemOf(result: ApiResult<unknown>): string | null {
  if (result.kind !== 'problem') return null;
  const wait = result.problem.retryAfterSeconds;
  if (result.status === 429 && wait !== undefined) {
    return wait < 120 ? t('limit.seconds', { count: wait }) : t('limit.minutes', { count: Math.ceil(wait / 60) });
  }
  return result.problem.detail ?? result.problem.title;
}
