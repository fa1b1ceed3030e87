import { providerLogo } from './providerLogo';

describe('providerLogo', () => {
  it.each([
    ['Premium Legal Associates', 'PL'],
    ['LegalDocs Pro', 'LP'],
    ['Sharma & Co. Legal', 'SC'],
    ['e-Stamp Legal Hub', 'EL'],
    ['StartupFilings', 'S'],
    ['  ', ''],
  ])('%s → %s', (name, logo) => {
    expect(providerLogo(name)).toBe(logo);
  });
});
