import type { SpaceColour } from '@nyaya/shared/types';

/** A space's accent (its initial's tile), by its colour. */
export const spaceAccent: Record<SpaceColour, string> = {
  brand: 'bg-brand-100 text-brand-800',
  green: 'bg-green-100 text-green-800',
  orange: 'bg-orange-100 text-orange-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  red: 'bg-red-100 text-red-800',
};
