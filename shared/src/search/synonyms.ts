import { normalizeSearchText } from './normalize';

/**
 * Hindi (and Hinglish) words people type for the legal services, mapped to the catalogue's
 * English words. Longer phrases come first so "कंपनी पंजीकरण" wins over "कंपनी". The data's own
 * Hindi (texts.hi.json) is indexed with each document; these are the other words people use.
 */
const HINDI_SYNONYMS: [string, string][] = [
  ['रेंट एग्रीमेंट', 'rental agreement'],
  ['किराया समझौता', 'rental agreement'],
  ['किरायानामा', 'rental agreement'],
  ['किराएदार', 'rental agreement'],
  ['किरायेदार', 'rental agreement'],
  ['किराये', 'rental agreement'],
  ['किराया', 'rental agreement'],
  ['kiraya', 'rental agreement'],
  ['शपथ पत्र', 'affidavit'],
  ['शपथपत्र', 'affidavit'],
  ['हलफनामा', 'affidavit'],
  ['एफिडेविट', 'affidavit'],
  ['कंपनी पंजीकरण', 'company incorporation'],
  ['कंपनी', 'company'],
  ['वकील', 'lawyer'],
  ['vakil', 'lawyer'],
  ['अधिवक्ता', 'lawyer'],
  ['एडवोकेट', 'lawyer'],
  ['लॉयर', 'lawyer'],
  ['संपत्ति', 'property'],
  ['बैनामा', 'sale deed'],
  ['वसीयत', 'will'],
  ['नोटरी', 'notary'],
];

const normalizedSynonyms = HINDI_SYNONYMS.map(([from, to]) => [` ${normalizeSearchText(from)} `, ` ${to} `] as const);

/** The (normalised) query with every known Hindi phrase replaced by its English words. */
export function expandSynonyms(normalizedQuery: string): string {
  let padded = ` ${normalizedQuery} `;
  for (const [from, to] of normalizedSynonyms) {
    while (padded.includes(from)) padded = padded.replace(from, to);
  }
  return padded.trim();
}
