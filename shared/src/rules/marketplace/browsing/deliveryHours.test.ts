import { deliveryHours } from './deliveryHours';

describe('deliveryHours', () => {
  it.each([
    ['6 hours', 6],
    ['12 hours', 12],
    ['1 hour', 1],
    ['24 hours', 24],
    ['24-48 hours', 24],
    ['1 day', 24],
    ['1-2 days', 24],
    ['48 hours', 48],
    ['2 days', 48],
    ['2-3 days', 48],
    ['3-5 days', 72],
    ['7–10 days', 168],
    ['1 week', 168],
    ['2 weeks', 336],
    ['Within 24 hours', 24],
    ['12 HRS', 12],
  ])('%s is %d hours', (text, hours) => {
    expect(deliveryHours(text)).toBe(hours);
  });

  it.each(['Price on request', '', 'soon', 'hours', '-3 days', '1e400 days'])('cannot read %j: Infinity', (text) => {
    expect(deliveryHours(text)).toBe(Number.POSITIVE_INFINITY);
  });
});
