/**
 * The Hindi glossary: one term per concept across every Hindi catalogue (the locales' hi.json
 * files and the data's *.hi.json files). Each entry names the term to use and the variants that
 * must not appear; glossary.test.ts scans the catalogues and fails on any variant. Only the test
 * imports this file: no screen downloads it.
 *
 * Spelling follows the Central Hindi Directorate's standard: the nukta stays where English or
 * Urdu needs it for a sound Hindi lacks (ज़, फ़: दस्तावेज़, फ़ीस, ड्राफ़्ट) and is dropped under
 * क, ख and ग (कानूनी, खर्च, तारीख); a nasal vowel with no mark above the line takes the
 * chandrabindu (सेवाएँ, यहाँ), not the anusvara.
 */

export interface GlossaryTerm {
  /** The concept, in English. */
  concept: string;
  preferred: string;
  /** What must not appear. A match directly followed by a nukta is part of another spelling and not counted. */
  variants: readonly (string | RegExp)[];
}

/** Devanagari letters, signs and marks: what a word is made of. */
const LETTER = '\\u0900-\\u097F';
/** The end of a Hindi word: anything but a Devanagari letter or sign (or the string's end). */
const WORD_END = `(?![${LETTER}])`;

export const hindiGlossary: readonly GlossaryTerm[] = [
  // Words of the product.
  { concept: 'services', preferred: 'सेवाएँ', variants: ['सेवाएं'] },
  { concept: 'review (of a provider or lawyer, and of a document)', preferred: 'समीक्षा', variants: ['रिव्यू'] },
  { concept: 'draft, drafting', preferred: 'ड्राफ़्ट', variants: ['ड्राफ्ट'] },
  { concept: 'fee', preferred: 'फ़ीस', variants: ['फीस', 'शुल्क'] },
  { concept: 'stamp (paper, duty)', preferred: 'स्टाम्प', variants: ['स्टांप'] },
  { concept: 'provider', preferred: 'प्रदाता', variants: ['प्रोवाइडर'] },
  { concept: 'payment', preferred: 'भुगतान', variants: ['पेमेंट'] },
  { concept: 'expert', preferred: 'विशेषज्ञ', variants: ['एक्सपर्ट'] },
  { concept: 'lawyer, advocate', preferred: 'वकील', variants: ['अधिवक्ता', 'एडवोकेट'] },
  { concept: 'consultation', preferred: 'परामर्श', variants: ['कंसल्टेशन'] },
  { concept: 'document', preferred: 'दस्तावेज़', variants: ['दस्तावेज', 'डॉक्यूमेंट'] },
  { concept: 'security deposit', preferred: 'सिक्योरिटी डिपॉज़िट', variants: ['जमा राशि'] },
  { concept: 'enter (a value in a form)', preferred: 'डालें', variants: ['दर्ज करें'] },
  // Spelling: one way to write a word.
  { concept: 'no nukta under क, ख, ग (क़ानूनी → कानूनी, ख़र्च → खर्च, काग़ज़ → कागज़)', preferred: 'क ख ग', variants: [/[कखग]\u093c/u] },
  {
    concept: 'word-final -एँ (सेवाएँ, बताएँ, जाएँ) and the future -एँगे',
    preferred: 'एँ',
    variants: [new RegExp(`एं${WORD_END}`, 'u'), /एं(?=गे|गी|गा)/u],
  },
  { concept: 'word-final -ाँ (यहाँ, कहाँ, कंपनियाँ, हाँ)', preferred: 'ाँ', variants: [new RegExp(`ां${WORD_END}`, 'u')] },
  { concept: 'check (जाँच, जाँचें)', preferred: 'जाँच', variants: ['जांच'] },
  { concept: 'sort (छाँटें)', preferred: 'छाँट', variants: ['छांट'] },
];

export interface GlossaryMiss {
  variant: string;
  preferred: string;
  concept: string;
}

/**
 * Every variant the text holds, with the term to use instead. The text is compared as NFC, in
 * which a precomposed क़ (U+0958) is क and a nukta, so both encodings are caught.
 */
export function glossaryMisses(text: string, glossary: readonly GlossaryTerm[] = hindiGlossary): GlossaryMiss[] {
  const normal = text.normalize('NFC');
  const misses: GlossaryMiss[] = [];
  for (const term of glossary) {
    for (const variant of term.variants) {
      const pattern = typeof variant === 'string' ? new RegExp(`${escape(variant.normalize('NFC'))}(?!\\u093c)`, 'gu') : new RegExp(variant.source, 'gu');
      for (const match of normal.matchAll(pattern)) misses.push({ variant: match[0], preferred: term.preferred, concept: term.concept });
    }
  }
  return misses;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
