import type { CategoryConfig } from '../../../types';

/**
 * Spec §8 "Unknown category id": the config for `id`, or null. Only the table's own keys count,
 * so ids such as "constructor" or "__proto__" from the URL are unknown, not inherited objects.
 */
export function lookupCategory(configs: Readonly<Record<string, CategoryConfig>>, id: string | undefined): CategoryConfig | null {
  if (!id || !Object.hasOwn(configs, id)) return null;
  return configs[id] ?? null;
}
