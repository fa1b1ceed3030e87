import { formatCount, formatINR, formatUSD } from './index';

describe('formatINR', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1299, '₹1,299'],
    [129999, '₹1,29,999'],
    [10000000, '₹1,00,00,000'],
    [799.5, '₹799.50'],
  ])('%d → %s', (amount, text) => {
    expect(formatINR(amount)).toBe(text);
  });

  it('never prints NaN', () => {
    expect(formatINR(Number.NaN)).toBe('₹0');
    expect(formatINR(Number.POSITIVE_INFINITY)).toBe('₹0');
  });
});

describe('formatUSD', () => {
  it('uses dollars with western grouping', () => {
    expect(formatUSD(12450.75)).toBe('$12,450.75');
    expect(formatUSD(-20)).toBe('-$20.00');
  });
});

describe('formatCount', () => {
  it('groups the Indian way', () => {
    expect(formatCount(125000)).toBe('1,25,000');
  });
});
