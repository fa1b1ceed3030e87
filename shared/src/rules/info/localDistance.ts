import type { LocalArea } from '../../types';
import { LOCAL_RADIUS_KM } from './filterLocalEvents';

/**
 * "2.4 km": one decimal, as Indian maps and delivery apps show short distances; whole kilometres
 * lose the ".0" ("8 km"); a broken distance shows nothing rather than "NaN km". A no-break space
 * keeps the number and its unit on one line.
 */
export function distanceLabel(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const tenths = Math.round(km * 10);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}\u00a0km`;
}

/** "Andheri West, Mumbai · 8 km radius": where the Local screen's events are around. */
export function localAreaLabel(area: LocalArea, radiusKm: number = LOCAL_RADIUS_KM): string {
  return `${area.locality}, ${area.city} · ${distanceLabel(radiusKm)} radius`;
}
