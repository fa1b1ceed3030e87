import { hasVisibleText, sanitizeText, sanitizeTextRecord } from './sanitizeText';

describe('sanitizeText', () => {
  it.each([
    ['a right-to-left override', 'A\u202Esha', 'Asha'],
    ['every embedding and override', '\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee', 'abcde'],
    ['the isolates', '\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['the marks', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['zero-width space, non-joiner and joiner', 'a\u200Bb\u200Cc\u200Dd', 'abcd'],
    ['the word joiner and the byte-order mark', '\uFEFFa\u2060b', 'ab'],
    ['a NUL and other control characters', 'a\u0000b\u0007c\u001Bd\u007F', 'abcd'],
  ])('removes %s', (_, typed, clean) => {
    expect(sanitizeText(typed)).toBe(clean);
  });

  it('keeps ordinary text, scripts, emoji, tabs and line breaks as typed', () => {
    for (const text of ['Anita Rao', 'अनीता राव', 'أنيتا', '₹25,000', '<b>Rao</b>', '😀 👍', 'line one\nline two\tthree\r\n']) {
      expect(sanitizeText(text)).toBe(text);
    }
  });

  it('turns a value of only invisible characters into an empty one', () => {
    expect(sanitizeText('\u200B\u202E\u2066\uFEFF')).toBe('');
  });
});

describe('hasVisibleText', () => {
  it.each([
    ['Asha', true],
    ['7', true],
    ['राव', true],
    ['', false],
    ['   \t\n', false],
    ['\u200B', false],
    ['\u200B \u202E\u2060', false],
    ['...', false],
    ['😀', false],
  ])('%j → %s', (text, expected) => {
    expect(hasVisibleText(text)).toBe(expected);
  });
});

describe('sanitizeTextRecord', () => {
  it('cleans every value and returns the same object when there was nothing to clean', () => {
    const clean = { name: 'Asha', city: 'Pune' };
    expect(sanitizeTextRecord(clean)).toBe(clean);
    expect(sanitizeTextRecord({ name: 'A\u202Esha', city: 'Pune' })).toEqual({ name: 'Asha', city: 'Pune' });
  });
});
