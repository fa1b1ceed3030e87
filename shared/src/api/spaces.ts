/**
 * Spaces (issue 26): anyone reads the list and a space's page, with member counts computed from
 * the membership rows. A signed-in account joins a public space at once; in a private one it asks,
 * and the space's admin approves or declines. A private space's discussions are shown to members
 * only. `mine` and `admin` are the asking account's own view: fetched in the browser, never cached.
 */
import { z } from 'zod';
import { MESSAGE_CLIENT_ID } from '../rules/conversation';
import { SPACE_DESCRIPTION_MAX, SPACE_NAME_MAX } from '../rules/info/spacePost';
import { DiscussionSummarySchema } from './discussions';

export const SPACE_TYPES = ['Public', 'Private'] as const;
export const SPACE_COLOURS = ['brand', 'green', 'orange', 'blue', 'purple', 'red'] as const;

/** The asking account's place in the space: a member, a request waiting for the admin, or none. */
export const MembershipSchema = z.enum(['member', 'pending']);
export type Membership = z.infer<typeof MembershipSchema>;

export const SpaceViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SPACE_TYPES),
  description: z.string(),
  colour: z.enum(SPACE_COLOURS),
  /** Members (approved), counted from the rows. */
  members: z.number().int().nonnegative(),
  /** The latest of its creation, a member joining and a discussion started in it (ISO 8601). */
  activity: z.string(),
  mine: MembershipSchema.nullable(),
  /** The asking account is the space's admin (sees and decides join requests). */
  admin: z.boolean(),
});
export type SpaceView = z.infer<typeof SpaceViewSchema>;

export const SpaceListSchema = z.object({ spaces: z.array(SpaceViewSchema) });
export type SpaceList = z.infer<typeof SpaceListSchema>;

/** A request to join a private space, as its admin sees it: the asker's name, or (none given) their number's last digits. */
export const JoinRequestSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().nullable(),
  mobileEnding: z.string(),
  askedAt: z.string(),
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

/**
 * `GET /api/v1/spaces/{id}`: the space, its discussions (null when it is private and the asker is
 * not a member) and, for its admin only, the requests waiting (otherwise an empty list).
 */
export const SpaceDetailSchema = SpaceViewSchema.extend({
  discussions: z.array(DiscussionSummarySchema).nullable(),
  requests: z.array(JoinRequestSchema),
});
export type SpaceDetail = z.infer<typeof SpaceDetailSchema>;

/**
 * `POST /api/v1/spaces`: start a space; its author is its admin and first member. The client id
 * makes a retry the same space. Generous caps here: the shared rule's limits are checked after
 * cleaning, with a message per field.
 */
export const NewSpaceRequestSchema = z
  .object({
    clientId: z.string().regex(MESSAGE_CLIENT_ID, 'Send a client id of 16 to 64 letters, digits, - or _.'),
    name: z.string().max(SPACE_NAME_MAX * 2, `At most ${SPACE_NAME_MAX} characters.`),
    type: z.string().max(20),
    description: z.string().max(SPACE_DESCRIPTION_MAX * 2, `At most ${SPACE_DESCRIPTION_MAX} characters.`),
  })
  .strict();
export type NewSpaceRequest = z.infer<typeof NewSpaceRequestSchema>;

export const JoinDecisionSchema = z.enum(['approve', 'decline']);
export type JoinDecision = z.infer<typeof JoinDecisionSchema>;

const id = (value: string) => encodeURIComponent(value);
export const spacePaths = {
  list: '/api/v1/spaces',
  one: (spaceId: string) => `/api/v1/spaces/${id(spaceId)}`,
  membership: (spaceId: string) => `/api/v1/spaces/${id(spaceId)}/membership`,
  decide: (spaceId: string, requestId: number, decision: JoinDecision) => `/api/v1/spaces/${id(spaceId)}/requests/${requestId}/${decision}`,
} as const;

export const spaceRoutes = {
  list: '/api/v1/spaces',
  one: '/api/v1/spaces/:spaceId',
  membership: '/api/v1/spaces/:spaceId/membership',
  decide: '/api/v1/spaces/:spaceId/requests/:requestId/:decision',
} as const;
