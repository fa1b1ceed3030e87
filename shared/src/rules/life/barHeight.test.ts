import { barHeight, CHART_HEIGHT_PX } from './barHeight';

describe('barHeight', () => {
  it('draws v at v × 0.48 px', () => {
    expect(barHeight(100)).toBe(48);
    expect(barHeight(50)).toBe(24);
    expect(barHeight(65)).toBe(31.2);
    expect(barHeight(1)).toBe(0.48);
    expect(barHeight(0)).toBe(0);
  });

  it('clamps to the 0–48 px chart', () => {
    expect(barHeight(150)).toBe(CHART_HEIGHT_PX);
    expect(barHeight(-20)).toBe(0);
    expect(barHeight(Number.POSITIVE_INFINITY)).toBe(0);
    expect(barHeight(Number.NaN)).toBe(0);
  });
});
