import { originalBeforeDiscount } from './limitedOffer';
import { savePercent } from './savePercent';

describe('originalBeforeDiscount', () => {
  it('undoes a 20% discount to the rupee', () => {
    expect(originalBeforeDiscount(4999, 20)).toBe(6249);
    expect(originalBeforeDiscount(8000, 20)).toBe(10000);
  });

  it('shows the promised saving for every price from ₹100 to ₹20,000', () => {
    for (let price = 100; price <= 20_000; price += 1) {
      expect(savePercent(price, originalBeforeDiscount(price, 20)!)).toBe(20);
    }
  });

  it.each([
    [0, 20],
    [-5, 20],
    [Number.NaN, 20],
    [999, 0],
    [999, 100],
    [999, Number.NaN],
  ])('has no original for a price of %s at %s%%', (price, percent) => {
    expect(originalBeforeDiscount(price, percent)).toBeUndefined();
  });
});
