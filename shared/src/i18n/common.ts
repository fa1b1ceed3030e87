/**
 * The common catalogue: the UI kit's texts (Back, Close, Search…) and the messages the shared
 * rules return (validation, statuses). Bundled into each bundle that uses them, like the kit;
 * its Hindi half is fetched only for a Hindi visitor.
 */
import { defineCatalog } from '@nyaya/shared/i18n';
import english from './locales/en.json';

export const { t: tCommon, useT: useCommonT } = defineCatalog('common', english, {
  hi: () => import(/* webpackChunkName: "catalog-common-hi" */ './locales/hi.json'),
});

/** An id of the common catalogue. */
export type CommonMessageId = keyof typeof english & string;

/**
 * A table of labels read in the page's language at each access (one getter per key), for rules
 * whose callers index labels by id: `practiceAreaLabels.property` is "Property" or "संपत्ति".
 */
export function commonLabels<K extends string>(ids: Readonly<Record<K, CommonMessageId>>): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(ids) as K[]) Object.defineProperty(labels, key, { enumerable: true, get: () => tCommon(ids[key]) });
  return labels;
}
