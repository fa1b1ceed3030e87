import { consultationRefund, refundShare } from './consultationRefund';

const SLOT = Date.parse('2030-01-16T11:00:00+05:30');
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('consultation refund', () => {
  it('refunds everything paid when cancelled 24 hours or more before the slot', () => {
    expect(consultationRefund(59_000, SLOT, SLOT - 30 * 24 * HOUR)).toEqual({ share: 'full', amountPaise: 59_000 });
    expect(consultationRefund(59_000, SLOT, SLOT - 24 * HOUR)).toEqual({ share: 'full', amountPaise: 59_000 });
  });

  it('refunds half, rounded down to the paisa, from 24 hours to 2 hours before', () => {
    expect(consultationRefund(59_000, SLOT, SLOT - 24 * HOUR + 1)).toEqual({ share: 'half', amountPaise: 29_500 });
    expect(consultationRefund(59_001, SLOT, SLOT - 5 * HOUR)).toEqual({ share: 'half', amountPaise: 29_500 });
    expect(consultationRefund(59_000, SLOT, SLOT - 2 * HOUR)).toEqual({ share: 'half', amountPaise: 29_500 });
  });

  it('refunds nothing less than 2 hours before, at the start or after it', () => {
    expect(consultationRefund(59_000, SLOT, SLOT - 2 * HOUR + 1)).toEqual({ share: 'none', amountPaise: 0 });
    expect(consultationRefund(59_000, SLOT, SLOT - 10 * MINUTE)).toEqual({ share: 'none', amountPaise: 0 });
    expect(refundShare(SLOT, SLOT)).toBe('none');
    expect(refundShare(SLOT, SLOT + HOUR)).toBe('none');
  });

  it('refunds nothing for a time that is not a time', () => {
    expect(refundShare(Number.NaN, SLOT)).toBe('none');
    expect(refundShare(SLOT, Number.NaN)).toBe('none');
  });
});
