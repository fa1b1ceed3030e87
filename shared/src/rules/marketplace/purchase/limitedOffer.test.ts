import { offerDaysLeft, originalBeforeDiscount } from './limitedOffer';
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

describe('offerDaysLeft', () => {
  it("counts whole days to the last day, in India's calendar", () => {
    expect(offerDaysLeft('2026-12-31', new Date('2026-12-01T06:30:00Z'))).toBe(30);
    expect(offerDaysLeft('2026-12-31', new Date('2026-12-30T12:00:00Z'))).toBe(1);
    // 18:29 UTC on the 30th is 23:59 on the 30th in India; a minute later it is the 31st there.
    expect(offerDaysLeft('2026-12-31', new Date('2026-12-30T18:29:00Z'))).toBe(1);
    expect(offerDaysLeft('2026-12-31', new Date('2026-12-30T18:30:00Z'))).toBe(0);
  });

  it('is over once the last day has passed in India', () => {
    expect(offerDaysLeft('2026-12-31', new Date('2026-12-31T18:29:59Z'))).toBe(0);
    expect(offerDaysLeft('2026-12-31', new Date('2026-12-31T18:30:00Z'))).toBeNull();
    expect(offerDaysLeft('2026-12-31', new Date('2027-03-01T00:00:00Z'))).toBeNull();
  });

  it.each(['', '31-12-2026', '2026-02-30', '2026-13-01', 'soon'])('knows no end date in %j', (endsOn) => {
    expect(offerDaysLeft(endsOn, new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('knows no day for an invalid now', () => {
    expect(offerDaysLeft('2026-12-31', new Date(Number.NaN))).toBeNull();
  });
});
