import { tCommon } from '@nyaya/shared/i18n/common';
// From the federated singleton (not ./persistentStore): one copy of the store machinery on the page.
import { createPersistentStore, type EntrySchema } from '@nyaya/shared/stores';

/**
 * What the user chose that changes a price, kept across reloads (`nyaya:v1:marketplace:price-choice`)
 * and shared by the cards, the service detail and the checkout, so the state picked on a detail is
 * the checkout's, and a card can show the all-in price for it. Not in the stores' index (which
 * every page loads): only the marketplace's pages import it, from `@nyaya/shared/stores/priceChoice`.
 * Plain shape checks only (no catalogue, no zod): the checkout checks the state against its list,
 * and the server checks both again.
 */
export interface PriceChoiceEntry {
  /** Where the document will be used ("" until chosen). */
  state: string;
  /** How it is delivered where the service offers a choice; digital unless a paper copy is asked for. */
  delivery: 'digital' | 'paper';
}

export const noPriceChoice: PriceChoiceEntry = { state: '', delivery: 'digital' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The choice as stored: `{ v: 1, state, delivery }`. Anything else (junk, a field this version
 * does not know, a later version) is not understood: the pages start from no choice, and the
 * stored value is backed up before it is replaced (`createPersistentStore`).
 */
export const priceChoiceSchema: EntrySchema<PriceChoiceEntry> = {
  version: 1,
  read(stored) {
    if (!isRecord(stored) || stored.v !== 1 || !Object.keys(stored).every((key) => ['v', 'state', 'delivery'].includes(key))) return undefined;
    const { state, delivery } = stored;
    if (typeof state !== 'string' || state.length > 60 || (delivery !== 'digital' && delivery !== 'paper')) return undefined;
    return { entry: { state, delivery } };
  },
  write: (entry) => ({ v: 1, state: entry.state, delivery: entry.delivery }),
};

export const priceChoiceStore = createPersistentStore<PriceChoiceEntry>('marketplace:price-choice', noPriceChoice, priceChoiceSchema, {
  label: () => tCommon('store.label.checkout'),
});
