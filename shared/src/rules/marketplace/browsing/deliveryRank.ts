/** Spec §9 "Fastest": hour-based delivery ranks 1, day-based 24, anything else (weeks, "On request") 168. */
export const DELIVERY_RANK = { hours: 1, days: 24, other: 168 } as const;

export function deliveryRank(deliveryTime: string): number {
  const text = deliveryTime.toLowerCase();
  if (/\b(hours?|hrs?)\b/.test(text)) return DELIVERY_RANK.hours;
  if (/\bdays?\b/.test(text)) return DELIVERY_RANK.days;
  return DELIVERY_RANK.other;
}
