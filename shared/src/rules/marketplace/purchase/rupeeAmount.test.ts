import { parseRupeeAmount, rupeeDecimalPlaces } from './rupeeAmount';

describe('parseRupeeAmount', () => {
  it.each([
    ['1500', 1500],
    [' 999.99 ', 999.99],
    ['1e3', 1000],
    ['1E3', 1000],
    ['.5', 0.5],
    ['-5', -5],
    ['+7', 7],
  ])('reads %s as %d', (text, value) => {
    expect(parseRupeeAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '1,000', '₹1000', '0x10', 'Infinity', '1e400', '1 000', '5-', '١٢٣'])('refuses %s', (text) => {
    expect(parseRupeeAmount(text)).toBeNull();
  });

  it('handles a 10,000-character string without trouble', () => {
    expect(parseRupeeAmount('9'.repeat(10_000))).toBeNull();
    expect(parseRupeeAmount('a'.repeat(10_000))).toBeNull();
  });
});

describe('rupeeDecimalPlaces', () => {
  it.each([
    ['25000', 0],
    ['25000.5', 1],
    ['25000.50', 1],
    ['999.99', 2],
    ['0.001', 3],
    ['1e-3', 3],
    ['1.5e1', 0],
    ['1.25e1', 1],
    ['100e-2', 0],
    ['10000e-4', 0],
    ['1.005', 3],
    ['0', 0],
    ['0.000', 0],
    ['.5', 1],
    ['1e308', 0],
  ])('%s has %d', (text, places) => {
    expect(rupeeDecimalPlaces(text)).toBe(places);
  });

  it('is null for what is not a number', () => {
    expect(rupeeDecimalPlaces('abc')).toBeNull();
    expect(rupeeDecimalPlaces('1,000.50')).toBeNull();
  });
});
