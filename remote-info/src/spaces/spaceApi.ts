/**
 * The spaces' calls (issue 26) through callApi (session cookie, 8 s timeout, the answer checked
 * against the contract). Joining and leaving are PUT and DELETE, and a new space carries its client
 * id, so a retry is harmless.
 */
import { callApi, SpaceDetailSchema, spacePaths, type JoinDecision, type NewSpaceRequest } from '@nyaya/shared/api';

export const SPACE_ID = /^sp-[a-z0-9-]{1,40}$/;

export const spaceApi = {
  /** Starts a space; the client id makes a retry the same space. */
  create: (body: NewSpaceRequest) => callApi({ path: spacePaths.list, method: 'POST', body, schema: SpaceDetailSchema }),
  membership: (spaceId: string, on: boolean) => callApi({ path: spacePaths.membership(spaceId), method: on ? 'PUT' : 'DELETE', schema: SpaceDetailSchema }),
  decide: (spaceId: string, requestId: number, decision: JoinDecision) =>
    callApi({ path: spacePaths.decide(spaceId, requestId, decision), method: 'POST', schema: SpaceDetailSchema }),
};
