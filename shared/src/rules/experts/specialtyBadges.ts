/** Spec §9: an expert card shows at most 2 specialty badges plus a "+N" overflow count. */
export const MAX_SPECIALTY_BADGES = 2;

export interface SpecialtyBadges {
  shown: string[];
  /** how many are left out; 0 when all are shown */
  overflow: number;
  /** "+N", or null when nothing is left out */
  overflowLabel: string | null;
}

export function specialtyBadges(specialties: readonly string[], max: number = MAX_SPECIALTY_BADGES): SpecialtyBadges {
  const limit = Math.max(0, Math.floor(max));
  const shown = specialties.slice(0, limit);
  const overflow = specialties.length - shown.length;
  return { shown, overflow, overflowLabel: overflow > 0 ? `+${overflow}` : null };
}
