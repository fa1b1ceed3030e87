import { clampProgress } from './progress';

describe('clampProgress', () => {
  it.each([
    [0, 0],
    [45, 45],
    [100, 100],
    [150, 100],
    [-10, 0],
    [Number.NaN, 0],
  ])('%d → %d', (value, percent) => {
    expect(clampProgress(value)).toBe(percent);
  });

  it('scales by a custom maximum', () => {
    expect(clampProgress(3, 4)).toBe(75);
    expect(clampProgress(5, 0)).toBe(0);
  });
});
