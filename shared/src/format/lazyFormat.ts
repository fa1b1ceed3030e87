/**
 * Builds an Intl formatter on its first use, not at import. The first formatter of a kind loads
 * its locale data, which takes tens of milliseconds on a phone; done at import, every page that
 * imports this module paid for all five formatters in one long task (Lighthouse TBT, issue #7).
 */
export function lazyFormat<T>(create: () => T): () => T {
  let formatter: T | undefined;
  return () => (formatter ??= create());
}
