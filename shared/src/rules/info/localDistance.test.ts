import { distanceLabel, localAreaLabel } from './localDistance';

describe('distanceLabel', () => {
  it.each([
    [2.4, '2.4 km'],
    [0.8, '0.8 km'],
    [8, '8 km'],
    [6.96, '7 km'],
    [16.44, '16.4 km'],
    [0, '0 km'],
  ])('%s → %s', (km, text) => {
    // With a no-break space, so "km" never wraps away from its number.
    expect(distanceLabel(km)).toBe(text.replace(' ', '\u00a0'));
  });

  it('shows nothing for a broken distance', () => {
    expect(distanceLabel(Number.NaN)).toBe('');
    expect(distanceLabel(-1)).toBe('');
    expect(distanceLabel(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('localAreaLabel', () => {
  it('names the locality, the city and the 8 km radius', () => {
    expect(localAreaLabel({ locality: 'Koramangala', city: 'Bengaluru' })).toBe('Koramangala, Bengaluru · 8\u00a0km radius');
    expect(localAreaLabel({ locality: 'Andheri West', city: 'Mumbai' }, 5)).toBe('Andheri West, Mumbai · 5\u00a0km radius');
  });
});
