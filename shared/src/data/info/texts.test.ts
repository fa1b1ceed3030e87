import hindi from './texts.hi.json';
import * as data from '.';

const translations: Record<string, string> = hindi;

/**
 * What the info screens show as it is: people and firms by name, and clock times ("10:42 AM"),
 * which read the same in Hindi. A new name goes here; any other new text needs its Hindi.
 */
const NAMES = new Set(['Adv. Priya Sharma', 'Priya Sharma', 'Rohan Gupta', 'CA Meera Iyer']);
const CLOCK_TIME = /^\d{1,2}:\d{2} (AM|PM)$/;

/** Fields that are not text a user reads: ids, codes, icons, colours, dates, links. */
const NOT_TEXT = new Set(['id', 'icon', 'colour', 'activity', 'date', 'profileLink']);
/** A machine code ("income", "direct", "message"), never shown as it is. */
const CODE = /^[a-z][a-z-]*$/;

/**
 * Every string of the info sample data, with where it is ("spaces[0].description"), walking each
 * export of the data module: so a new list, item or field is checked without editing this test.
 */
function readTexts(value: unknown, where: string, found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') {
    if (!CODE.test(value) && !NAMES.has(value) && !CLOCK_TIME.test(value)) found.push([where, value]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => readTexts(item, `${where}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) if (!NOT_TEXT.has(key)) readTexts(field, `${where}.${key}`, found);
  }
  return found;
}

const { infoTexts: _loader, ...lists } = data;
const texts = Object.entries(lists).flatMap(([name, value]) => (typeof value === 'function' ? [] : readTexts(value, name)));

describe('info sample data in Hindi', () => {
  it('finds the texts the screens show', () => {
    const all = texts.map(([, text]) => text);
    for (const text of ['Tenant Rights Circle', 'Technology', 'Yesterday', 'Versova Beach', 'Push', 'Salary credit', 'Video Call']) expect(all).toContain(text);
    for (const text of ['Adv. Priya Sharma', 'sp-tenants', 'income', '10:42 AM']) expect(all).not.toContain(text);
  });

  it.each(texts)('%s "%s" has its Hindi', (_where, text) => {
    expect(translations[text]?.trim()).toBeTruthy();
    expect(translations[text]).toMatch(/[\u0900-\u097f]/);
  });

  it('translates nothing that is not in the data', () => {
    const known = new Set(texts.map(([, text]) => text));
    expect(Object.keys(translations).filter((english) => !known.has(english))).toEqual([]);
  });
});
