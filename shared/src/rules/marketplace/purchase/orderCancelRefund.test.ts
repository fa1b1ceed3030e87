import { trackingTimeline } from '../../../data/marketplace/purchase';
import { EXPERT_REVIEW_STEP, orderCancelRefund, type PaidLine } from './orderCancelRefund';

/** A rental agreement from LegalDocs Pro in Delhi: fee, GST, stamp duty and a paper copy. */
const PAID: PaidLine[] = [
  { id: 'fee', amountPaise: 79_900 },
  { id: 'gst', amountPaise: 14_382 },
  { id: 'stamp-duty', amountPaise: 10_000 },
  { id: 'delivery', amountPaise: 15_000 },
];
const open = (currentStep: number | null) => ({ currentStep, draftDelivered: false, cancelled: false });

describe('order cancel refund', () => {
  it('names Expert Review as the step whose start ends the full refund', () => {
    expect(trackingTimeline[EXPERT_REVIEW_STEP]!.title).toBe('Expert Review');
  });

  it('refunds everything paid before Expert Review starts', () => {
    for (const step of [0, 1, 2]) {
      const refund = orderCancelRefund(PAID, open(step));
      expect(refund).toMatchObject({ cancellable: true, share: 'full', paidPaise: 119_282, refundPaise: 119_282 });
    }
  });

  it('once work has started refunds half the fee and its GST, rounded down, and the unspent rest in full', () => {
    for (const step of [3, 4, 5, 6]) {
      const refund = orderCancelRefund(PAID, open(step));
      expect(refund).toEqual({
        cancellable: true,
        share: 'partial',
        paidPaise: 119_282,
        refundPaise: 39_950 + 7_191 + 10_000 + 15_000,
        lines: [
          { id: 'fee', paidPaise: 79_900, refundPaise: 39_950 },
          { id: 'gst', paidPaise: 14_382, refundPaise: 7_191 },
          { id: 'stamp-duty', paidPaise: 10_000, refundPaise: 10_000 },
          { id: 'delivery', paidPaise: 15_000, refundPaise: 15_000 },
        ],
      });
    }
    // An odd paisa stays with the expert, never a fraction refunded.
    expect(orderCancelRefund([{ id: 'fee', amountPaise: 59_901 }], open(4))).toMatchObject({ refundPaise: 29_950 });
    expect(orderCancelRefund([{ id: 'government', amountPaise: 50_000 }], open(5))).toMatchObject({ refundPaise: 50_000 });
  });

  it('is refused once a draft is delivered or every step is done, and for an order already cancelled', () => {
    expect(orderCancelRefund(PAID, { currentStep: 4, draftDelivered: true, cancelled: false })).toEqual({ cancellable: false, reason: 'delivered' });
    expect(orderCancelRefund(PAID, open(null))).toEqual({ cancellable: false, reason: 'delivered' });
    expect(orderCancelRefund(PAID, { currentStep: 2, draftDelivered: false, cancelled: true })).toEqual({ cancellable: false, reason: 'cancelled' });
  });

  it('never refunds a negative or fractional amount from a broken line', () => {
    const refund = orderCancelRefund(
      [
        { id: 'fee', amountPaise: -500 },
        { id: 'gst', amountPaise: 10.7 },
      ],
      open(2),
    );
    expect(refund).toMatchObject({ paidPaise: 10, refundPaise: 10 });
  });
});
