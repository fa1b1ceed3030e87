/** Hours per unit of a delivery time. */
const UNIT_HOURS: Readonly<Record<string, number>> = { hour: 1, hr: 1, day: 24, week: 168, month: 720 };

/** "24 hours", "2-3 days", "1 week", "7–10 days": a number (the lower bound of a range) and a unit. */
const DELIVERY = /^(?:within\s+)?(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?)?\s*(hour|hr|day|week|month)s?\b/i;

/**
 * "Fastest means fastest" (refining spec §9's three ranks): a delivery time in hours, so 12 hours
 * comes before 24 hours and 1 day before 2-3 days. A range counts by its lower bound; a time that
 * cannot be read ("Price on request", "") is Infinity and sorts last.
 */
export function deliveryHours(deliveryTime: string): number {
  const match = DELIVERY.exec(deliveryTime.trim());
  if (!match) return Number.POSITIVE_INFINITY;
  const hours = Number(match[1]) * UNIT_HOURS[match[2]!.toLowerCase()]!;
  return Number.isFinite(hours) ? hours : Number.POSITIVE_INFINITY;
}
