import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { priceQuote } from '@nyaya/shared/rules/marketplace/purchase/priceQuote';
import { useT } from '../i18n';
import { usePriceChoice } from '../pricing/usePriceChoice';
import { CheckoutStateField } from './CheckoutStateField';
import { DeliveryChoice } from './DeliveryChoice';
import { QuoteBreakdown } from './QuoteBreakdown';

/**
 * The service detail's Price Breakdown: the checkout's lines and total, by the same rule, for the
 * state and delivery chosen here (remembered, so the checkout opens with them). The state is asked
 * only where the stamp duty depends on it.
 */
export function OfferQuote({ offerId, serviceId }: { offerId: string; serviceId: string }) {
  const t = useT();
  const choice = usePriceChoice();
  const service = findLegalService(serviceId);
  if (!service) return null;
  const offer = findOfferListing(offerId);
  const state = service.stampPaper ? choice.state : '';
  const quote = priceQuote(offer, service, { state: state || undefined, delivery: choice.delivery });
  const askState = service.stampPaper && !offer?.stampPaperIncluded;
  return (
    <>
      <p className="text-sm text-muted">{t('detail.price.intro')}</p>
      {askState && (
        <CheckoutStateField
          id="detail-state"
          value={state}
          required={false}
          dutyUnknown={state !== '' && !quote.stampDutyIncluded}
          onChange={choice.setState}
        />
      )}
      <DeliveryChoice name="detail-delivery" service={service} value={choice.delivery} onChange={choice.setDelivery} />
      <div className="mt-4">
        <QuoteBreakdown lines={quote.lines} total={quote.total} />
      </div>
      {askState && state === '' && <p className="mt-2 text-sm text-muted">{t('checkout.stampDutyLater')}</p>}
    </>
  );
}
