import { parseRupeeAmount } from './rupeeAmount';

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
