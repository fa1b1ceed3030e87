import { savePercent } from './savePercent';

describe('savePercent', () => {
  it('rounds the saving of the sample rental agreements', () => {
    expect(savePercent(799, 1299)).toBe(38);
    expect(savePercent(599, 899)).toBe(33);
    expect(savePercent(1299, 1999)).toBe(35);
  });

  it('rounds halves up', () => {
    expect(savePercent(75, 200)).toBe(63); // 62.5
  });

  it('is 0 when there is no real saving or no usable original', () => {
    expect(savePercent(3000, 3000)).toBe(0);
    expect(savePercent(3500, 3000)).toBe(0);
    expect(savePercent(100, 0)).toBe(0);
    expect(savePercent(Number.NaN, 100)).toBe(0);
  });

  it('is 100 for a free offer', () => {
    expect(savePercent(0, 999)).toBe(100);
  });
});
