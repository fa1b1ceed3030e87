/**
 * Text normalisation for search (for matching only: results always show the text as written).
 * Latin: lower case, accents removed ("Café" → "cafe"). Devanagari: its vowel signs stay (they are
 * combining marks too, and stripping them would merge unrelated words), but the spellings people
 * mix up are folded: the nukta is dropped (ज़ → ज, फ़ → फ, also as one code point), chandrabindu
 * becomes anusvara (ँ → ं), zero-width joiners and non-joiners go, Devanagari digits become 0-9.
 * Punctuation (the danda too) and runs of whitespace fold to one space.
 */
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;
const NUKTA = /\u093c/g;
const CHANDRABINDU = /\u0901/g;
const ANUSVARA = '\u0902';
/** soft hyphen, zero-width space, ZWNJ, ZWJ, word joiner, BOM: invisible, so never part of a word */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;
const SEPARATORS = /[\s\p{P}\p{S}]+/gu;
export const MAX_SEARCH_QUERY = 200;

export function normalizeSearchText(text: string): string {
  return (
    text
      .slice(0, MAX_SEARCH_QUERY * 4)
      // NFKD splits the precomposed nukta letters (क़ U+0958 → क + ़), so one pattern drops every nukta.
      .normalize('NFKD')
      .replace(LATIN_COMBINING_MARKS, '')
      .replace(NUKTA, '')
      .replace(CHANDRABINDU, ANUSVARA)
      .replace(INVISIBLE, '')
      .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x966))
      .normalize('NFC')
      .toLowerCase()
      .replace(SEPARATORS, ' ')
      .trim()
  );
}

export function tokenize(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized ? normalized.split(' ') : [];
}
