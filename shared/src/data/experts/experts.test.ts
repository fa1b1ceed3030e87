import { findExpertCategory, expertSlug } from '../../rules';
import { expertCategories, experts, getExpertProfile, getExperts, profileExpert } from '.';

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

  it('shows the same profile expert whatever the id: available, ₹500, every mode', async () => {
    expect(await getExpertProfile('anything')).toBe(profileExpert);
    expect(profileExpert.status).toBe('available');
    expect(profileExpert.fee).toBe(500);
    expect(profileExpert.consultationModes).toEqual(['Chat', 'Voice Call', 'Video Call', 'In-Person']);
    expect(profileExpert.reviewsData.every((review) => review.rating >= 1 && review.rating <= 5)).toBe(true);
    expect(new Set(profileExpert.resources.map((resource) => resource.type))).toEqual(new Set(['Article', 'Guide', 'FAQ']));
  });
});
