import { INDIAN_STATES } from '@nyaya/shared/data/marketplace/intake/indianStates';
import type { DeliveryMode } from '@nyaya/shared/rules/marketplace/purchase/priceQuote';
import { priceChoiceStore } from '@nyaya/shared/stores/priceChoice';
import { usePersistentStore } from '@nyaya/shared/stores';

/**
 * The state and delivery the user chose, remembered in the browser and shared by the cards, the
 * service detail and the checkout: a state picked on one is the others'. A stored state that is not
 * one of India's (an old or forged value) reads as not chosen.
 */
export function usePriceChoice() {
  const [stored, setStored] = usePersistentStore(priceChoiceStore);
  const state = (INDIAN_STATES as readonly string[]).includes(stored.state) ? stored.state : '';
  return {
    state,
    delivery: stored.delivery,
    setState: (next: string) => setStored((previous) => ({ ...previous, state: next })),
    setDelivery: (next: DeliveryMode) => setStored((previous) => ({ ...previous, delivery: next })),
  };
}
