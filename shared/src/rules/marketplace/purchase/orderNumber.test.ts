import { generateOrderNumber, isOrderNumber } from './orderNumber';

describe('order number', () => {
  it('is ORD plus 9 uppercase alphanumerics', () => {
    for (let run = 0; run < 200; run += 1) expect(generateOrderNumber()).toMatch(/^ORD[A-Z0-9]{9}$/);
  });

  it('maps the random source onto A–Z then 0–9', () => {
    expect(generateOrderNumber(() => 0)).toBe('ORDAAAAAAAAA');
    expect(generateOrderNumber(() => 0.9999)).toBe('ORD999999999');
    const draws = [0, 25, 26, 35, 18, 7, 11, 14, 21].map((slot) => (slot + 0.5) / 36);
    let index = 0;
    expect(generateOrderNumber(() => draws[index++]!)).toBe('ORDAZ09SHLOV');
  });

  it('stays valid when the source misbehaves', () => {
    expect(generateOrderNumber(() => 1)).toBe('ORD999999999');
    expect(generateOrderNumber(() => -3)).toBe('ORDAAAAAAAAA');
    expect(generateOrderNumber(() => Number.NaN)).toBe('ORDAAAAAAAAA');
  });

  it('differs between orders', () => {
    const numbers = new Set(Array.from({ length: 500 }, () => generateOrderNumber()));
    expect(numbers.size).toBe(500);
  });

  it('recognises only well-formed numbers', () => {
    expect(isOrderNumber('ORDAB12CD34E')).toBe(true);
    expect(isOrderNumber('ORDab12cd34e')).toBe(false);
    expect(isOrderNumber('ORD12345678')).toBe(false);
    expect(isOrderNumber('ORD1234567890')).toBe(false);
    expect(isOrderNumber('XORDAB12CD34E')).toBe(false);
    expect(isOrderNumber(42)).toBe(false);
  });
});
