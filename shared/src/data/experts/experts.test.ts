import { INDIAN_STATES } from '../marketplace/intake/indianStates';
import { expertState, findExpertCategory, expertSlug, practiceAreaIds } from '../../rules';
import { expertCategories, experts, findExpertById, getExperts } from '.';

describe('experts sample data', () => {
  it('has unique ids and unique profile slugs', () => {
    expect(new Set(experts.map((expert) => expert.id)).size).toBe(experts.length);
    expect(new Set(experts.map((expert) => expertSlug(expert.name))).size).toBe(experts.length);
  });

  it('covers all five categories, each a known one', () => {
    const categories = new Set(experts.map((expert) => expert.category));
    expect([...categories].sort()).toEqual(['administration', 'finance', 'legal', 'other', 'peer']);
    for (const category of expertCategories) expect(findExpertCategory(category.id)?.title).toBe(category.title);
  });

  it('keeps fees within the spec range of ₹400 to ₹2,000, both ends used', () => {
    const fees = experts.map((expert) => expert.fee);
    expect(Math.min(...fees)).toBe(400);
    expect(Math.max(...fees)).toBe(2000);
  });

  it('has both statuses and sensible card fields', () => {
    expect(new Set(experts.map((expert) => expert.status))).toEqual(new Set(['available', 'on-demand']));
    for (const expert of experts) {
      expect(Number(expert.rating)).toBeGreaterThanOrEqual(1);
      expect(Number(expert.rating)).toBeLessThanOrEqual(5);
      expect(expert.specialties.length).toBeGreaterThan(0);
      expect(expert.languages.length).toBeGreaterThan(0);
      expect(expert.avatar).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('filters by category', async () => {
    const legal = await getExperts('legal');
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((expert) => expert.category === 'legal')).toBe(true);
    expect(await getExperts()).toHaveLength(experts.length);
  });

  it('has at least one expert for every practice area, and only known areas', () => {
    for (const area of practiceAreaIds) {
      expect(experts.filter((expert) => expert.practiceAreas.includes(area)).length, area).toBeGreaterThan(0);
    }
    for (const expert of experts) {
      for (const area of expert.practiceAreas) expect(practiceAreaIds).toContain(area);
      expect(new Set(expert.practiceAreas).size).toBe(expert.practiceAreas.length);
    }
  });

  it('has a notary in Pune among the legal experts', () => {
    const notary = findExpertById('deepa-kulkarni');
    expect(notary).toMatchObject({ name: 'Adv. Deepa Kulkarni', category: 'legal', status: 'available', location: 'Pune, Maharashtra' });
    expect(notary?.practiceAreas).toEqual(['notary', 'property']);
  });

  it('finds an expert by id, and nothing by an unknown or inherited key', () => {
    for (const expert of experts) expect(findExpertById(expert.id)).toBe(expert);
    for (const id of ['', 'Priya-Sharma', 'adv.-priya-sharma', 'constructor', '__proto__', 'x'.repeat(3000)]) {
      expect(findExpertById(id)).toBeNull();
    }
  });

  it('has experts in the six biggest cities, an advocate in each, and every location in an Indian state', () => {
    for (const city of ['Mumbai', 'New Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata']) {
      const here = experts.filter((expert) => expert.location.split(',')[0] === city);
      expect(here.filter((expert) => expert.enrolment).length, city).toBeGreaterThan(0);
    }
    for (const expert of experts) expect(INDIAN_STATES, expert.location).toContain(expertState(expert.location));
  });

  it('gives every advocate, and only advocates, an enrolment in their State Bar Council’s format', () => {
    /** The prefixes the State Bar Councils number their rolls with. */
    const prefixes: Record<string, string> = {
      Delhi: 'D',
      Maharashtra: 'MAH',
      Karnataka: 'KAR',
      Telangana: 'TS',
      'Tamil Nadu': 'MS',
      'West Bengal': 'WB',
      Rajasthan: 'R',
      'Uttar Pradesh': 'UP',
      Kerala: 'K',
    };
    const advocates = experts.filter((expert) => expert.name.startsWith('Adv. '));
    expect(advocates.length).toBeGreaterThan(30);
    for (const expert of experts) {
      if (!expert.name.startsWith('Adv. ')) {
        expect(expert.enrolment, expert.name).toBeUndefined();
        continue;
      }
      const [prefix, , year] = (expert.enrolment ?? '').split('/');
      expect(expert.enrolment, expert.name).toMatch(/^[A-Z]+\/\d{3,5}\/(19|20)\d\d$/);
      expect(prefix, expert.name).toBe(prefixes[expertState(expert.location)]);
      // Enrolled when they started practising: the years of experience count from then (give or take two).
      const since = 2026 - Number(year);
      expect(since, expert.name).toBeGreaterThanOrEqual(Number.parseInt(expert.experience, 10));
      expect(since, expert.name).toBeLessThanOrEqual(Number.parseInt(expert.experience, 10) + 2);
    }
    expect(new Set(advocates.map((expert) => expert.enrolment)).size).toBe(advocates.length);
  });
});
