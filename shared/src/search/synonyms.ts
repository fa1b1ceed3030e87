import type { PracticeArea } from '../types';
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

/**
 * The problems people type, in English and Hindi, by the practice area of the expert who handles
 * them: an expert is found by the problems of the areas they practise ("tenant deposit" finds a
 * property lawyer, "तलाक" a family lawyer). The area's own name is listed too. A Record, so a new
 * practice area without its words fails to compile.
 */
export const practiceAreaSynonyms: Readonly<Record<PracticeArea, readonly string[]>> = {
  property: [
    'property',
    'property dispute',
    'land dispute',
    'tenant deposit',
    'security deposit',
    'tenant',
    'landlord',
    'rent',
    'eviction',
    'possession',
    'encroachment',
    'संपत्ति',
    'संपत्ति विवाद',
    'प्रॉपर्टी',
    'ज़मीन विवाद',
    'किरायेदार जमा',
    'किरायेदार',
    'मकान मालिक',
    'किराया',
    'सिक्योरिटी डिपॉज़िट',
    'बेदख़ली',
    'कब्ज़ा',
  ],
  family: [
    'family',
    'divorce',
    'custody',
    'alimony',
    'maintenance',
    'marriage',
    'domestic violence',
    'dowry',
    'पारिवारिक',
    'तलाक',
    'बच्चे की कस्टडी',
    'गुज़ारा भत्ता',
    'भरण पोषण',
    'शादी',
    'विवाह',
    'घरेलू हिंसा',
    'दहेज',
  ],
  civil: [
    'civil',
    'cheque bounce',
    'money recovery',
    'recovery',
    'injunction',
    'defamation',
    'consumer complaint',
    'सिविल',
    'चेक बाउंस',
    'पैसे की वसूली',
    'वसूली',
    'मानहानि',
    'उपभोक्ता शिकायत',
  ],
  corporate: ['corporate', 'company', 'startup', 'shareholder', 'partnership', 'कॉर्पोरेट', 'कंपनी', 'स्टार्टअप', 'साझेदारी'],
  tax: ['tax', 'income tax', 'tax notice', 'gst', 'itr', 'टैक्स', 'आयकर', 'टैक्स नोटिस', 'जीएसटी'],
  'intellectual-property': ['intellectual property', 'trademark', 'copyright', 'patent', 'बौद्धिक संपदा', 'ट्रेडमार्क', 'कॉपीराइट', 'पेटेंट'],
  // Not "affidavit": that word asks for the affidavit service, which should stay its first result.
  notary: ['notary', 'attestation', 'power of attorney', 'नोटरी', 'सत्यापन', 'मुख्तारनामा'],
  general: ['legal advice', 'legal notice', 'कानूनी सलाह', 'कानूनी नोटिस'],
};

/** What people call an advocate, so "property lawyer" or "वकील" finds the experts who are one. */
export const lawyerSynonyms: readonly string[] = ['lawyer', 'advocate', 'vakil', 'वकील', 'अधिवक्ता', 'एडवोकेट', 'लॉयर'];

/** The words an expert practising these areas is found by (each area's problems, once). */
export function practiceAreaSearchTerms(areas: readonly PracticeArea[]): string[] {
  return [...new Set(areas.flatMap((area) => practiceAreaSynonyms[area]))];
}
