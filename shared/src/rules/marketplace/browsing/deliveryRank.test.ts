import { deliveryRank } from './deliveryRank';

describe('deliveryRank', () => {
  it.each(['24-48 hours', '12 hours', '1 hour', 'Within 6 Hours', '48 hrs'])('%s is hour-based → 1', (time) => {
    expect(deliveryRank(time)).toBe(1);
  });

  it.each(['2-3 days', '7-10 days', '1 day', 'Same Day'])('%s is day-based → 24', (time) => {
    expect(deliveryRank(time)).toBe(24);
  });

  it.each(['1 week', '2-3 weeks', 'On request', '', 'Thursday'])('%j is neither → 168', (time) => {
    expect(deliveryRank(time)).toBe(168);
  });
});
