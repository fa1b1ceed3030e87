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

/** The server's words for a refusal, or null when it could not be reached. */
export const problemOf = (result: ApiResult<unknown>) => (result.kind === 'problem' ? (result.problem.detail ?? result.problem.title) : null);
