import { priceBreakdownTotal } from './priceBreakdownTotal';

describe('priceBreakdownTotal', () => {
  it('adds the items', () => {
    expect(
      priceBreakdownTotal([
        { item: 'Drafting', amount: 599 },
        { item: 'Stamp guidance', amount: 100 },
        { item: 'Fee', amount: 100 },
      ]),
    ).toBe(799);
  });

  it('ignores lines already marked as a total', () => {
    expect(
      priceBreakdownTotal([
        { item: 'Drafting', amount: 500 },
        { item: 'Total', amount: 9999, isTotal: true },
      ]),
    ).toBe(500);
  });

  it('is 0 for no items', () => {
    expect(priceBreakdownTotal([])).toBe(0);
  });
});
