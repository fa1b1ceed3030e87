import { serviceTitleFor } from './serviceTitle';

describe('serviceTitleFor', () => {
  it.each([
    ['rental-agreement', 'Rental Agreement Drafting'],
    ['affidavit', 'Affidavit Preparation'],
    ['company-registration', 'Company Incorporation'],
  ])('%s → %s', (id, title) => {
    expect(serviceTitleFor(id)).toBe(title);
  });

  it.each([undefined, '', 'legal-services', 'Affidavit', 'constructor', '__proto__', '<script>'])('%j → Legal Services', (id) => {
    expect(serviceTitleFor(id)).toBe('Legal Services');
  });
});
