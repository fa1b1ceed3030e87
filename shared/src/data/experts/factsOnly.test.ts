import { experts } from '.';
import { expertProfileDetails } from './profiles';
import profilesHi from './profiles.hi.json';
import listHi from './texts.hi.json';

/**
 * Profiles inform, they do not advertise (Bar Council of India Rule 36; P. N. Vignesh v. Bar
 * Council of India, Madras High Court 2024): no sample profile, card or review claims an outcome or
 * a sum of money, in English or in Hindi. The words below are how such claims are made.
 */
const CLAIMS: readonly RegExp[] = [
  /₹/,
  /\b(rs\.?|inr)\s*\d/i,
  /\brupees?\b/i,
  /\blakhs?\b/i,
  /\bcrores?\b/i,
  /\bwon\b/i,
  /\bwins?\b/i,
  /\bwinning\b/i,
  /\brecovered\b/i,
  /\bsecured\b/i,
  /\bobtained\b/i,
  /\bacquit/i,
  /\bsuccess(ful|fully)?\b/i,
  /\brefund/i,
  /\bcompensation\b/i,
  /\bguarantee/i,
  /जीत/,
  /जिता/,
  /वसूल(े|ा|ी गई|कर|कि)/,
  /लाख/,
  /करोड़/,
  /रुपय|रुपए|रुपये/,
  /बरी/,
  /दिलाय|दिलाई|दिलाए|दिलवा/,
  /मुआवज़ा|मुआवजा/,
  /सफलता|कामयाबी/,
  /गारंटी/,
];

/** Every text in a record, however deep (names and ids included: none of them may claim either). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

const sampleTexts = [
  ...texts(experts),
  ...texts(expertProfileDetails),
  ...Object.entries({ ...listHi, ...profilesHi }).flatMap(([english, hindi]) => [english, hindi]),
];

describe('sample experts state facts only', () => {
  it('scans the cards, the profiles and their Hindi', () => {
    expect(sampleTexts).toContain('Bar Council of Delhi, D/1187/2012');
    expect(sampleTexts).toContain('बार काउंसिल ऑफ़ दिल्ली, D/1187/2012');
    expect(sampleTexts.length).toBeGreaterThan(1000);
  });

  it.each([
    'Recovered ₹38 lakh for 42 home buyers',
    'Won a ₹4.5 lakh refund and compensation',
    'Secured joint custody for a working mother',
    'Raised Rs 1.2 crore in angel funding',
    'Obtained anticipatory bail',
    'a 98% success rate',
    '42 घर ख़रीदारों के लिए ₹38 लाख वसूल किए',
    'मुकदमा जीता',
    'ज़मानत दिलाई',
  ])('would catch the claim %j', (claim) => {
    expect(CLAIMS.some((pattern) => pattern.test(claim))).toBe(true);
  });

  it('has no outcome or money claim anywhere', () => {
    const claims = sampleTexts.filter((text) => CLAIMS.some((pattern) => pattern.test(text)));
    expect(claims).toEqual([]);
  });
});
