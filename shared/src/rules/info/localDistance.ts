import { tCommon } from '@nyaya/shared/i18n/common';
import { translateText } from '@nyaya/shared/i18n';
import type { LocalArea } from '../../types';
import { LOCAL_RADIUS_KM } from './filterLocalEvents';

/**
 * "2.4 km": one decimal, as Indian maps and delivery apps show short distances; whole kilometres
 * lose the ".0" ("8 km"); a broken distance shows nothing rather than "NaN km". A no-break space
 * keeps the number and its unit on one line. Hindi writes the unit as hi-IN does ("2.4 कि॰मी॰").
 */
export function distanceLabel(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const tenths = Math.round(km * 10);
  return tCommon('info.distance', { distance: tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1) });
}

/**
 * "Andheri West, Mumbai · 8 km radius" (hi: "अंधेरी वेस्ट, मुंबई · 8 कि॰मी॰ के दायरे में"): where the
 * Local screen's events are around. The place names are data, translated where the data has them.
 */
export function localAreaLabel(area: LocalArea, radiusKm: number = LOCAL_RADIUS_KM): string {
  return tCommon('info.localArea', { locality: translateText(area.locality), city: translateText(area.city), radius: distanceLabel(radiusKm) });
}
