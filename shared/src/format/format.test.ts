import { formatCount, formatINR } from './index';

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

describe('formatCount', () => {
  it('groups the Indian way', () => {
    expect(formatCount(125000)).toBe('1,25,000');
  });
});

// The formatters avoid Intl on the page (see digits.ts); Intl stays the reference they must match.
describe('byte for byte what Intl prints', () => {
  const samples = [
    0,
    -0,
    1,
    7,
    42,
    999,
    1000,
    1299,
    9999,
    12345,
    99999,
    100000,
    129999,
    1234567,
    10000000,
    123456789,
    2 ** 53,
    1e21,
    1e22,
    0.5,
    0.004,
    0.005,
    1.005,
    799.5,
    1234.567,
    99999.999,
    100000.125,
    -1,
    -1299,
    -129999.5,
    -0.001,
  ];
  const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const inrPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat('en-IN');

  it.each(samples)('%d', (value) => {
    expect(formatINR(value)).toBe((Number.isInteger(value) ? inrWhole : inrPaise).format(value));
    expect(formatCount(value)).toBe(count.format(value));
  });

  it('agrees on a sweep of random amounts', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i += 1) {
      const whole = Math.floor(next() * 10 ** Math.floor(next() * 12));
      const value = i % 2 ? whole : whole + Math.round(next() * 1000) / 1000;
      expect(formatINR(value)).toBe((Number.isInteger(value) ? inrWhole : inrPaise).format(value));
      expect(formatCount(value)).toBe(count.format(value));
    }
  });
});
