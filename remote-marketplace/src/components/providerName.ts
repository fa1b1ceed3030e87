import { SELECTED_PROVIDER } from '@nyaya/shared/rules/marketplace/purchase';
import { t } from '../i18n';

/**
 * A provider's name as shown: firms keep their names; the generic Selected Provider of spec §8 is
 * not a name but words, so it reads in the page's language. Call it while rendering.
 */
export function providerName(name: string): string {
  return name === SELECTED_PROVIDER.name ? t('provider.selected') : name;
}
