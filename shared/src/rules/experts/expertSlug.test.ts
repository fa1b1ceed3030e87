import { expertSlug } from './expertSlug';

describe('expertSlug', () => {
  it.each([
    ['Priya Sharma', 'priya-sharma'],
    ['Adv. Rajesh Kumar', 'adv.-rajesh-kumar'],
    ['Dr. S. K. Iyer', 'dr.-s.-k.-iyer'],
    ['  Meera   Nair ', 'meera-nair'],
    ['Anand', 'anand'],
  ])('%s → %s', (name, slug) => {
    expect(expertSlug(name)).toBe(slug);
  });
});
