import { orderSummary } from './orderSummary';

describe('orderSummary', () => {
  it('fills in ₹1,999 and 24-48 hours when the flow carried neither', () => {
    expect(orderSummary({ serviceName: 'Affidavit', autoAssigned: true, budget: 1500 })).toEqual({
      serviceName: 'Affidavit',
      price: 1999,
      estimatedDelivery: '24-48 hours',
    });
  });

  it('keeps what was carried, including a price of 0', () => {
    expect(orderSummary({ serviceName: 'Sale Deed', providerName: 'PropLegal', price: 0, timeframe: '5-7 days', autoAssigned: false })).toEqual({
      serviceName: 'Sale Deed',
      providerName: 'PropLegal',
      price: 0,
      estimatedDelivery: '5-7 days',
    });
  });
});
