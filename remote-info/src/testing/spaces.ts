import type { SpaceDetail, SpaceView } from '@nyaya/shared/api';
import { sampleSpaces } from '@nyaya/shared/data/info';

/**
 * The seeded spaces as the API sends them: each with its admin as its one member, none joined. Their
 * activity is counted from this call, not from when the module loaded: with one module graph per
 * worker, a test could run minutes later and read "16 min ago" for the sample's 15 (CI saw it).
 */
export const spaceViews = (): SpaceView[] =>
  sampleSpaces(Date.now()).map((sample) => ({
    id: sample.id,
    name: sample.name,
    type: sample.type,
    description: sample.description,
    colour: sample.colour,
    members: 1,
    activity: sample.activity,
    mine: null,
    admin: false,
  }));

/** One space's page as the API sends it. */
export function spaceDetail(id: string, overrides: Partial<SpaceDetail> = {}): SpaceDetail {
  const space = spaceViews().find((each) => each.id === id)!;
  return { ...space, discussions: space.type === 'Public' ? [] : null, requests: [], ...overrides };
}
