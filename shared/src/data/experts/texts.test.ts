import { expertCategories, experts } from '.';
import { expertProfileDetails } from './profiles';
import profilesJson from './profiles.hi.json';
import listJson from './texts.hi.json';

/** The list's texts (every experts screen) and the profiles' (loaded by the profile pages), together. */
const list: Record<string, string> = listJson;
const translations: Record<string, string> = { ...listJson, ...profilesJson };
type Entry = [field: string, text: string];

/**
 * Every experts text a user reads, field by field. Left out on purpose: names of people and firms
 * (name, organization, a review's name), ids and fixed values the experts screens word from their
 * own catalogue (status, category, practiceAreas), numbers, counts, avatars and dates.
 */
const TRANSLATED_FIELDS = {
  category: ['title', 'description'],
  expert: ['location', 'specialties[]', 'experience', 'languages[]'],
  profile: [
    'bio',
    'education[]',
    'certifications[]',
    'notableCases[]',
    'courts[]',
    'consultationModes[]',
    'reviewsData[].comment',
    'resources[].title',
    'resources[].type',
    'barCouncilEnrolment',
    'professionalRegistration',
  ],
} as const;

/** The texts at `path` ("bio", "languages[]", "reviewsData[].comment") of one record. */
function textsAt(record: object, path: string): string[] {
  const [head = '', ...rest] = path.split('.');
  const key = head.replace(/\[\]$/, '');
  const value: unknown = (record as Record<string, unknown>)[key];
  if (value === undefined) return []; // optional fields (barCouncilEnrolment…) are absent for some
  const values: unknown[] = head.endsWith('[]') ? (value as unknown[]) : [value];
  if (rest.length > 0) return values.flatMap((item) => textsAt(item as object, rest.join('.')));
  return values.map((item) => {
    if (typeof item !== 'string') throw new TypeError(`${path} is not text`);
    return item;
  });
}

const entries = (kind: keyof typeof TRANSLATED_FIELDS, records: readonly object[]): Entry[] =>
  records.flatMap((record) => TRANSLATED_FIELDS[kind].flatMap((field) => textsAt(record, field).map((text): Entry => [`${kind}.${field}`, text])));

const readTexts: Entry[] = [...entries('category', expertCategories), ...entries('expert', experts), ...entries('profile', expertProfileDetails)];

describe('experts sample data in Hindi', () => {
  it('walks every field it names', () => {
    for (const field of [
      'expert.languages[]',
      'profile.courts[]',
      'profile.reviewsData[].comment',
      'profile.barCouncilEnrolment',
      'profile.professionalRegistration',
    ])
      expect(readTexts.some(([name]) => name === field)).toBe(true);
  });

  it.each(readTexts)('%s "%s" has its Hindi', (_field, text) => {
    expect(translations[text]?.trim()).toBeTruthy();
    expect(translations[text]).not.toBe(text);
  });

  it('keeps names of people and firms as they are', () => {
    const names = [
      ...experts.flatMap((expert) => [expert.name, expert.organization]),
      ...expertProfileDetails.flatMap((profile) => profile.reviewsData.map((review) => review.name)),
    ];
    expect(names.filter((name) => name in translations)).toEqual([]);
  });

  it('translates nothing that is not in the data', () => {
    const known = new Set(readTexts.map(([, text]) => text));
    expect(Object.keys(translations).filter((english) => !known.has(english))).toEqual([]);
  });

  it("keeps the list's texts in the list file and each text in one file", () => {
    const listTexts = [...entries('category', expertCategories), ...entries('expert', experts)].map(([, text]) => text);
    expect(listTexts.filter((text) => !(text in list))).toEqual([]);
    expect(Object.keys(profilesJson).filter((text) => text in list)).toEqual([]);
  });

  it('says Hindi as हिन्दी', () => {
    expect(translations.Hindi).toBe('हिन्दी');
  });
});
