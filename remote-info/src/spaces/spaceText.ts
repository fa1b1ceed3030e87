import { spaces } from '@nyaya/shared/data/info';
import { translateText } from '../i18n';

const SEEDED = new Set(spaces.map((space) => space.id));

/**
 * A space's name or description in the reader's language. The seed's spaces are our words and
 * have their Hindi; a space a member started keeps its author's words as written, even when they
 * happen to match a phrase we translate ("Finance" stays "Finance").
 */
export function spaceText(spaceId: string, text: string): string {
  return SEEDED.has(spaceId) ? translateText(text) : text;
}
