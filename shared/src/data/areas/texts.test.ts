/**
 * Every text of the home and profile sample data a user reads has its Hindi in texts.hi.json
 * (the host registers it as the "areas" texts). Names, e-mail addresses, initials and dates are
 * not translated and so are not listed.
 */
import { sampleProfile } from '../profile';
import { areaTaglines, HOME_GREETING } from './index';
import hindi from './texts.hi.json';

const translatable: string[] = [HOME_GREETING, ...Object.values(areaTaglines)];

/** The profile's fields, each either translated or a deliberate exception. */
const profileFields: Record<keyof typeof sampleProfile, 'name' | 'not text'> = {
  name: 'name',
  email: 'not text',
  memberSince: 'not text',
  avatar: 'not text',
  stats: 'not text',
};

describe('the areas and profile texts in Hindi', () => {
  it.each(translatable)('%s', (english) => {
    const translated = (hindi as Record<string, string>)[english];
    expect(typeof translated).toBe('string');
    expect(translated?.trim()).not.toBe('');
    expect(translated).toMatch(/[\u0900-\u097F]/);
  });

  it('knows every profile field, so a new text field is not left out unnoticed', () => {
    expect(Object.keys(sampleProfile).sort()).toEqual(Object.keys(profileFields).sort());
  });

  it('lists nothing that is not a data text (no stale or misspelt keys)', () => {
    expect(Object.keys(hindi).sort()).toEqual([...translatable].sort());
  });
});
