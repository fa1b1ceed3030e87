/**
 * Spec §9: a progress bar runs 0 to 100 with a default maximum of 100. Anything else
 * (negative, above the maximum, NaN) is clamped so a bar never overflows its track.
 */
export function clampProgress(value: number, max = 100): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  const percent = (value / max) * 100;
  return Math.min(100, Math.max(0, Math.round(percent * 100) / 100));
}
