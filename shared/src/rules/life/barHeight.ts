/**
 * Spec §9: the weekly bar chart draws a value of 100 at 48 px. A value v is drawn v × 0.48 px
 * tall after clamping it to 0–100, so a bad value can neither overflow the chart nor go negative.
 */
export const CHART_MAX_VALUE = 100;
export const CHART_HEIGHT_PX = 48;

export function barHeight(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(CHART_MAX_VALUE, Math.max(0, value));
  // Rounded to hundredths so 65 gives 31.2, not 31.200000000000003.
  return Math.round(clamped * (CHART_HEIGHT_PX / CHART_MAX_VALUE) * 100) / 100;
}
