import { discountRuns, offerDaysLeft, originalBeforeDiscount, shownDiscount } from './limitedOffer';
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

describe('discountRuns and shownDiscount', () => {
  // The limited offer on an incorporation: ₹4,999, cut 20% from ₹6,249, to the end of 31 Dec 2026 in India.
  const incorporation = { price: 4999, originalPrice: 6249, discountEndsOn: '2026-12-31' };
  const lastMinute = new Date('2026-12-31T18:29:59Z'); // 23:59:59 on 31 Dec in India
  const nextDay = new Date('2026-12-31T18:30:00Z'); // 00:00 on 1 Jan 2027 in India

  it('shows the original and the saving up to the last day, as the banner does', () => {
    for (const today of [new Date('2026-11-27T04:00:00Z'), new Date('2026-12-31T00:00:00Z'), lastMinute]) {
      expect(offerDaysLeft('2026-12-31', today)).not.toBeNull();
      expect(discountRuns('2026-12-31', today)).toBe(true);
      expect(shownDiscount(incorporation, today)).toEqual({ originalPrice: 6249, savePercent: 20 });
    }
  });

  it('shows just the price from the day after, when the banner is gone too', () => {
    for (const today of [nextDay, new Date('2027-06-01T12:00:00Z')]) {
      expect(offerDaysLeft('2026-12-31', today)).toBeNull();
      expect(discountRuns('2026-12-31', today)).toBe(false);
      expect(shownDiscount(incorporation, today)).toBeNull();
    }
  });

  it('keeps a discount without an end date, and never shows one without a real saving', () => {
    expect(discountRuns(undefined, nextDay)).toBe(true);
    expect(shownDiscount({ price: 799, originalPrice: 1299 }, new Date('2030-01-01T00:00:00Z'))).toEqual({ originalPrice: 1299, savePercent: 38 });
    expect(shownDiscount({ price: 799 }, lastMinute)).toBeNull();
    expect(shownDiscount({ price: 799, originalPrice: 799, discountEndsOn: '2026-12-31' }, lastMinute)).toBeNull();
    // An end date that is not one ends nothing it can count: no saving is claimed.
    expect(shownDiscount({ ...incorporation, discountEndsOn: 'soon' }, lastMinute)).toBeNull();
  });
});
