import { goalProgress } from './goalProgress';

describe('goalProgress', () => {
  it('keeps a progress within range', () => {
    expect(goalProgress({ progress: 64 })).toBe(64);
    expect(goalProgress({ progress: 37.5 })).toBe(37.5);
    expect(goalProgress({ progress: 0 })).toBe(0);
    expect(goalProgress({ progress: 100 })).toBe(100);
  });

  it('clamps out-of-range and broken values', () => {
    expect(goalProgress({ progress: 120 })).toBe(100);
    expect(goalProgress({ progress: -5 })).toBe(0);
    expect(goalProgress({ progress: Number.NaN })).toBe(0);
  });
});
