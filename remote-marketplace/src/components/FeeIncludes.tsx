import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { formatINR } from '@nyaya/shared/format';
import { cardPrice, type FeeExtra } from '@nyaya/shared/rules/marketplace/purchase/cardPrice';
import { translateText, useT } from '../i18n';
import { usePriceChoice } from '../pricing/usePriceChoice';

const extraIds: Readonly<Record<FeeExtra, 'price.extra.gst' | 'price.extra.government' | 'price.extra.stampDuty' | 'price.extra.courier'>> = {
  gst: 'price.extra.gst',
  government: 'price.extra.government',
  'stamp-duty': 'price.extra.stampDuty',
  courier: 'price.extra.courier',
};

/**
 * Under a card's fee, by the one price rule: what the checkout adds to it ("+ GST + stamp duty"), or,
 * once a state is chosen (on a detail or at checkout), the all-in total the checkout will ask for
 * ("₹806.82 all-in for Delhi"). Without an offer, the generic Selected Provider's price (spec §8).
 */
export function FeeIncludes({ serviceId, offerId, className }: { serviceId: string; offerId?: string; className?: string }) {
  const t = useT();
  const { state, delivery } = usePriceChoice();
  const service = findLegalService(serviceId);
  const offer = findOfferListing(offerId);
  if (!service) return null;
  const price = cardPrice(offer, service, { state: state || undefined, delivery });
  let text: string;
  if (price.kind === 'fee') text = price.extras.map((extra) => `+ ${t(extraIds[extra])}`).join(' ');
  else if (price.state === undefined) text = t('price.allIn', { amount: formatINR(price.amount) });
  else if (price.dutyLater) text = t('price.allInDutyLater', { amount: formatINR(price.amount), state: translateText(price.state) });
  else text = t('price.allInState', { amount: formatINR(price.amount), state: translateText(price.state) });
  return <p className={className ?? 'text-xs text-muted'}>{text}</p>;
}
