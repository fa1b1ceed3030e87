import type { ExpertProfile } from '../../types';
import { expertSlug } from '../../rules';
import { experts } from '.';
import { expertProfileDetails, getExpertProfile } from './profiles';

const profileOf = async (name: string) => (await getExpertProfile(expertSlug(name)))!;
const isAdvocate = (profile: ExpertProfile) => profile.name.startsWith('Adv. ');
const today = new Date().toISOString().slice(0, 10);

describe('expert profiles', () => {
  it('has exactly one profile for each expert in the list, and none for anyone else', () => {
    expect(expertProfileDetails.map((details) => details.id).sort()).toEqual(experts.map((expert) => expert.id).sort());
  });

  it.each(experts.map((expert) => [expertSlug(expert.name), expert] as const))('%s opens that expert’s own profile', async (slug, expert) => {
    const profile = await getExpertProfile(slug);
    // The card fields are the list's own, so the list, the dialog and the profile never disagree.
    expect(profile).toMatchObject(expert);
    expect(profile?.id).toBe(expert.id);
  });

  it.each([
    undefined,
    '',
    'anyone',
    'priya-sharma',
    'Adv.-Priya-Sharma',
    ' adv.-priya-sharma',
    'adv. priya sharma',
    'constructor',
    '__proto__',
    '<img src=x>',
    '%00',
    '\u0000',
    'adv.-priya-sharma/../adv.-rajesh-iyer',
    'x'.repeat(3000),
    'वकील-🙂',
  ])('finds no profile for %j', async (slug) => {
    expect(await getExpertProfile(slug)).toBeNull();
  });

  it('keeps the spec’s sample expert as she was: Adv. Priya Sharma, Available Now, ₹500', async () => {
    const priya = await profileOf('Adv. Priya Sharma');
    expect(priya).toMatchObject({ id: 'priya-sharma', organization: 'Sharma & Associates', status: 'available', fee: 500, reviewCount: 312 });
    expect(priya.bio).toMatch(/^Advocate enrolled with the Bar Council of Delhi/);
    expect(priya.reviewsData.map((review) => review.name)).toEqual(['Rahul Verma', 'Neha Gupta', 'Sandeep Chauhan', 'Fatima Sheikh']);
    expect(priya.resources.map((resource) => resource.type)).toEqual(['Article', 'Guide', 'FAQ']);
    expect(priya.consultationModes).toEqual(['Chat', 'Voice Call', 'Video Call', 'In-Person']);
    expect(priya.barCouncilEnrolment).toBe('Bar Council of Delhi, D/1187/2012');
  });

  it('gives every advocate a Bar Council enrolment, the one on their card, and courts; no one else', async () => {
    const profiles = await Promise.all(experts.map((expert) => profileOf(expert.name)));
    expect(profiles.filter(isAdvocate).length).toBeGreaterThan(1);
    for (const profile of profiles) {
      if (isAdvocate(profile)) {
        expect(profile.barCouncilEnrolment, profile.name).toMatch(/^(Bar Council of [A-Z][\w &]+|Karnataka State Bar Council), [A-Z]+\/\d+\/(19|20)\d\d$/);
        expect(profile.barCouncilEnrolment?.endsWith(`, ${profile.enrolment}`), profile.name).toBe(true);
        expect(profile.courts?.length, profile.name).toBeGreaterThan(0);
      } else {
        expect(profile.barCouncilEnrolment, profile.name).toBeUndefined();
        expect(profile.courts, profile.name).toBeUndefined();
      }
    }
    expect((await profileOf('CA Rohan Mehta')).professionalRegistration).toMatch(/^Member, Institute of Chartered Accountants of India/);
    for (const name of ['CS Ritika Jain', 'CS Pranav Desai']) {
      expect((await profileOf(name)).professionalRegistration).toMatch(/^Associate Member, Institute of Company Secretaries of India/);
    }
  });

  it.each(experts.map((expert) => [expert.name]))('%s has a full profile', async (name) => {
    const profile = await profileOf(name);
    expect(profile.bio.length).toBeGreaterThan(100);
    for (const list of [profile.education, profile.certifications, profile.notableCases, ...(profile.courts ? [profile.courts] : [])]) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item.trim().length).toBeGreaterThan(10);
    }
    expect(profile.consultationModes.length).toBeGreaterThan(0);
    expect(new Set(profile.consultationModes).size).toBe(profile.consultationModes.length);
    expect(profile.specialties.length).toBeGreaterThan(0);
    expect(profile.languages.length).toBeGreaterThan(0);
    expect(profile.fee).toBeGreaterThanOrEqual(400);
    expect(profile.fee).toBeLessThanOrEqual(2000);

    // A few recent reviews: the firms' experts show two, the independent experts three or four.
    expect(profile.reviewsData.length).toBeGreaterThanOrEqual(2);
    expect(profile.reviewsData.length).toBeLessThanOrEqual(4);
    for (const review of profile.reviewsData) {
      expect(review.name).toMatch(/^\S+ \S+/);
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(review.comment.length).toBeGreaterThan(20);
      // A real calendar day in 2026, and not one still to come (reviews say how long ago).
      expect(new Date(`${review.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(review.date);
      expect(review.date.startsWith('2026-')).toBe(true);
      expect(review.date <= today).toBe(true);
    }
    // Newest first, as the Reviews tab lists them; name and date together key each review.
    const dates = profile.reviewsData.map((review) => review.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(profile.reviewsData.map((review) => `${review.name}-${review.date}`)).size).toBe(profile.reviewsData.length);

    expect(profile.resources.length).toBeGreaterThan(0);
    expect(new Set(profile.resources.map((resource) => resource.title)).size).toBe(profile.resources.length);
    for (const resource of profile.resources) {
      expect(['Article', 'Guide', 'FAQ']).toContain(resource.type);
      expect(new Date(`${resource.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(resource.date);
      expect(resource.date.startsWith('2026-')).toBe(true);
    }
  });
});
