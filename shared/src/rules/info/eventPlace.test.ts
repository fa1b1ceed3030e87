import { describe, expect, it } from 'vitest';
import { INDIAN_CITIES } from '../../data/info/cities';
import { distanceKm, nextOccurrence } from './eventPlace';

const andheriWest = INDIAN_CITIES[0]!;

describe('distanceKm', () => {
  it('measures short hops in a city and long ones across India', () => {
    // Versova Beach from Andheri West: under 2 km; Mumbai to New Delhi: about 1,150 km as the crow flies.
    expect(distanceKm(andheriWest, { latitude: 19.134, longitude: 72.811 })).toBeCloseTo(1.96, 1);
    expect(distanceKm(andheriWest, INDIAN_CITIES[1]!)).toBeGreaterThan(1100);
    expect(distanceKm(andheriWest, INDIAN_CITIES[1]!)).toBeLessThan(1200);
  });

  it('is zero for one place and the same both ways', () => {
    expect(distanceKm(andheriWest, andheriWest)).toBe(0);
    const there = { latitude: 19.1176, longitude: 72.9106 };
    expect(distanceKm(andheriWest, there)).toBeCloseTo(distanceKm(there, andheriWest), 10);
  });
});

describe('nextOccurrence', () => {
  const first = Date.parse('2026-01-03T10:00:00+05:30');
  const week = 7 * 86_400_000;

  it('is the start itself until it has begun', () => {
    expect(nextOccurrence(first, 7, first - 1)).toBe(first);
    expect(nextOccurrence(first, null, first)).toBe(first);
  });

  it('moves a weekly event to its next week once a week has begun', () => {
    expect(nextOccurrence(first, 7, first + 1)).toBe(first + week);
    expect(nextOccurrence(first, 7, first + week)).toBe(first + week);
    expect(nextOccurrence(first, 7, Date.parse('2026-11-27T12:00:00+05:30'))).toBe(Date.parse('2026-11-28T10:00:00+05:30'));
  });

  it('has none once a one-off event has started', () => {
    expect(nextOccurrence(first, null, first + 1)).toBeNull();
    expect(nextOccurrence(first, 0, first + 1)).toBeNull();
  });
});
