import { priceRangeStart } from './priceRangeStart';

describe('priceRangeStart', () => {
  it.each([
    ['₹599 - ₹1,299', 599],
    ['₹1,299 - ₹2,499', 1299],
    ['₹1,29,999 onwards', 129999],
    ['From ₹4,999', 4999],
    ['₹2,500', 2500],
    ['₹499.50 - ₹999', 499.5],
    ['799-1299', 799],
  ])('%s → %d', (range, start) => {
    expect(priceRangeStart(range)).toBe(start);
  });

  it.each(['', 'Price on request', '₹', ' - '])('%j has no number, so it sorts last', (range) => {
    expect(priceRangeStart(range)).toBe(Number.POSITIVE_INFINITY);
  });
});
