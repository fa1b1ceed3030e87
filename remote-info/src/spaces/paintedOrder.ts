/**
 * The API's spaces in the order the page was first painted in (the sample's, which the server
 * renders), so the list does not reorder under the reader's eyes when the API answers (it sorts
 * by id). Spaces the sample does not have follow, in the API's order.
 */
export function inPaintedOrder<T extends { id: string }>(live: readonly T[], painted: readonly { id: string }[]): T[] {
  const place = new Map(painted.map((space, index) => [space.id, index]));
  const rank = (space: T) => place.get(space.id) ?? painted.length;
  // Array.prototype.sort is stable: the unknown ones keep the API's order among themselves.
  return [...live].sort((a, b) => rank(a) - rank(b));
}
