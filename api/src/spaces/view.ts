/** A space's answer shapes (the contract's), from the store's rows. */
import { SpaceViewSchema, type JoinRequest, type SpaceView } from '@nyaya/shared/api';
import type { SpaceRow } from './store';

export function spaceView(row: SpaceRow): SpaceView {
  return SpaceViewSchema.parse({
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    colour: row.colour,
    members: Number(row.members),
    activity: new Date(Number(row.activity_ms)).toISOString(),
    mine: row.mine ?? null,
    admin: Boolean(row.admin),
  });
}

export function joinRequestView(row: { id: number; name: string | null; mobile: string; askedAt: Date }): JoinRequest {
  return { id: Number(row.id), name: row.name, mobileEnding: row.mobile.slice(-4), askedAt: row.askedAt.toISOString() };
}
