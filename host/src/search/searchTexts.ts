import { areasTexts } from '@nyaya/shared/data/areas/texts';
import { expertProfileTexts, expertsTexts } from '@nyaya/shared/data/experts/texts';
import { infoTexts } from '@nyaya/shared/data/info/texts';
import { lifeActionTexts, lifeTexts } from '@nyaya/shared/data/life/texts';
import { marketplaceBrowseTexts, marketplaceTexts } from '@nyaya/shared/data/marketplace/texts';
import { marketplaceDetailTexts } from '@nyaya/shared/data/marketplace/detailTexts';
import type { DataTexts } from '@nyaya/shared/i18n';
import type { SearchTranslations } from '@nyaya/shared/search';

/** Every area's translations of its sample data (the same registrations the areas' pages make). */
export const searchTextAreas: DataTexts[] = [
  marketplaceTexts,
  marketplaceBrowseTexts,
  marketplaceDetailTexts,
  expertsTexts,
  expertProfileTexts,
  infoTexts,
  lifeTexts,
  lifeActionTexts,
  areasTexts,
];

/**
 * The Hindi of every area's data texts, keyed by their English, for the index: search answers in
 * both languages whatever the interface's language, so this does not wait for a Hindi page. An
 * area whose file fails to download is left out (its documents are still found in English) and
 * `complete` says so, so the next search can try again.
 */
export async function loadSearchTexts(): Promise<{ translations: SearchTranslations; complete: boolean }> {
  const chunks = await Promise.allSettled(searchTextAreas.map((texts) => texts.hi()));
  const translations = new Map<string, string>();
  for (const chunk of chunks) {
    if (chunk.status !== 'fulfilled') continue;
    for (const [english, hindi] of Object.entries(chunk.value.default)) if (typeof hindi === 'string' && hindi) translations.set(english, hindi);
  }
  return { translations, complete: chunks.every((chunk) => chunk.status === 'fulfilled') };
}
