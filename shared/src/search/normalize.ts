/**
 * Text normalisation for search: lower case, Latin accents removed ("Café" → "cafe"), punctuation
 * and runs of whitespace folded to one space. Devanagari is left intact (its vowel signs are
 * combining marks too, and stripping them would merge unrelated words).
 */
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[\s\p{P}\p{S}]+/gu;
export const MAX_SEARCH_QUERY = 200;

export function normalizeSearchText(text: string): string {
  return text
    .slice(0, MAX_SEARCH_QUERY * 4)
    .normalize('NFKD')
    .replace(LATIN_COMBINING_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(SEPARATORS, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized ? normalized.split(' ') : [];
}
