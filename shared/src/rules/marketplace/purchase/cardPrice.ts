import { deliveryFor, priceQuote, type PriceChoice, type QuotedOffer, type QuotedService } from './priceQuote';

/** What is added to a card's fee at checkout, in the order the breakdown lists it. */
export type FeeExtra = 'gst' | 'government' | 'stamp-duty' | 'courier';

/**
 * The price a card shows, from the same rule as the breakdown:
 * - no state remembered: the professional fee and what is added to it ("₹599 + GST + stamp duty");
 * - a state remembered: the total the checkout will ask for that state and delivery ("₹806.82 all-in
 *   for Delhi"), with `state` only where the stamp duty depends on it; where the duty of that state is
 *   not in the table, `dutyLater` says it is still to be added, as the checkout says.
 */
export type CardPrice = { kind: 'fee'; amount: number; extras: FeeExtra[] } | { kind: 'estimate'; amount: number; state?: string; dutyLater: boolean };

export function cardPrice(offer: QuotedOffer | undefined, service: QuotedService, choice: PriceChoice = {}): CardPrice {
  const quote = priceQuote(offer, service, choice);
  const dutyDependsOnState = service.stampPaper && !offer?.stampPaperIncluded;
  if (choice.state) {
    return {
      kind: 'estimate',
      amount: quote.total,
      ...(dutyDependsOnState ? { state: choice.state } : {}),
      dutyLater: !quote.stampDutyIncluded,
    };
  }
  const extras: FeeExtra[] = ['gst'];
  if (service.governmentFee > 0) extras.push('government');
  if (dutyDependsOnState) extras.push('stamp-duty');
  if (deliveryFor(service, choice.delivery) === 'paper') extras.push('courier');
  return { kind: 'fee', amount: quote.lines.find((line) => line.id === 'fee')!.amount, extras };
}
