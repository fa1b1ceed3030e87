import { findExpertCategory, expertSlug, practiceAreaIds } from '../../rules';
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
});
