/**
 * The signed-in user's calls (issue 23's contract, shared/src/api/account.ts), each returning what
 * `callApi` does: data, the API's problem, or unreachable. Only the account screens' chunks
 * import this (and with it zod); home never does.
 */
import {
  accountPaths,
  AccountSchema,
  callApi,
  EndSessionsResponseSchema,
  newIdempotencyKey,
  SessionListSchema,
  SignInResponseSchema,
  SyncedEntrySchema,
  type Account,
  type ApiResult,
  type UpdateProfileRequest,
} from '@nyaya/shared/api';

/** `PATCH /api/v1/me` answers with the account, bare or as `{ account }`: either is read. */
const UpdatedAccountSchema = SignInResponseSchema.transform((body) => body.account).or(AccountSchema);

/** Any answer, for calls whose body does not matter (204, `{ ok: true }`): the contract's own unknown (zod is not the host's dependency). */
const AnyBody = SyncedEntrySchema.shape.value;

export function updateProfile(change: UpdateProfileRequest): Promise<ApiResult<Account>> {
  return callApi({ path: accountPaths.me, method: 'PATCH', body: change, schema: UpdatedAccountSchema, idempotencyKey: newIdempotencyKey() });
}

export function listSessions(signal?: AbortSignal) {
  return callApi({ path: accountPaths.sessions, schema: SessionListSchema, signal });
}

export function endOtherSessions() {
  return callApi({ path: accountPaths.endOtherSessions, method: 'POST', body: {}, schema: EndSessionsResponseSchema, idempotencyKey: newIdempotencyKey() });
}

export function signOut() {
  return callApi({ path: accountPaths.signOut, method: 'POST', body: {}, schema: AnyBody, idempotencyKey: newIdempotencyKey() });
}

export function deleteAccount() {
  // The confirmation rides in the query: the host's proxy refuses a DELETE with a body (request smuggling).
  return callApi({ path: accountPaths.deleteAccount, method: 'DELETE', schema: AnyBody, idempotencyKey: newIdempotencyKey() });
}
