import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { deliveryFor, priceQuote, type PriceQuote } from '@nyaya/shared/rules/marketplace/purchase/priceQuote';
import type { OfferListing } from '@nyaya/shared/types';
import { usePriceChoice } from './usePriceChoice';

/** What a budget pays for besides the fee and its GST, where any of the offers charges it. */
export interface BudgetCovers {
  government: boolean;
  /** The remembered state whose stamp duty is in the totals; none when no offer charges duty for it. */
  stampDutyState?: string;
  courier: boolean;
  /** Some offer's stamp duty waits for a state the user has not chosen yet: the checkout adds it. */
  stampDutyLater: boolean;
}

/**
 * What Auto Assign compares a budget with: each offer's all-in total by the one price rule, for the
 * state and delivery the user chose (remembered across the marketplace), so the offer picked can be
 * paid at the checkout within the budget. Also what those totals are made of, for the dialog to say.
 */
export function useBudgetPricing(offers: readonly OfferListing[]): { totalOf: (offer: OfferListing) => number; covers: BudgetCovers } {
  const { state, delivery } = usePriceChoice();
  const quoteOf = (offer: OfferListing): PriceQuote | undefined => {
    const service = findLegalService(offer.serviceId);
    return service && priceQuote(offer, service, { state: state || undefined, delivery: deliveryFor(service, delivery) });
  };
  const quotes = offers.map((offer) => ({ offer, quote: quoteOf(offer) }));
  const charges = (id: string) => quotes.some(({ quote }) => quote?.lines.some((line) => line.id === id && line.amount > 0));
  const stampDutyLater = quotes.some(({ offer, quote }) => state === '' && quote && !quote.stampDutyIncluded && !offer.stampPaperIncluded);
  return {
    // An offer the rule cannot price (its service unknown) is never assigned.
    totalOf: (offer) => quoteOf(offer)?.total ?? Number.NaN,
    covers: {
      government: charges('government'),
      ...(state && charges('stamp-duty') ? { stampDutyState: state } : {}),
      courier: charges('delivery'),
      stampDutyLater,
    },
  };
}
