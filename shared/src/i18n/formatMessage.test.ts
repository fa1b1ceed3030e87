import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatMessage, type CompiledToken } from './formatMessage';

const compiled = (message: string) => {
  const tokens = compileMessage(message);
  return (Array.isArray(tokens) ? tokens : [tokens]) as CompiledToken[];
};

describe('formatMessage (Intl-free)', () => {
  const items = compiled('{count, plural, =0 {no items} one {# item} other {# items}}');

  it('fills placeholders and leaves missing ones empty', () => {
    expect(formatMessage(compiled('Hello, {name}!'), { name: 'Asha' }, 'en')).toBe('Hello, Asha!');
    expect(formatMessage(compiled('Hello, {name}!'), {}, 'en')).toBe('Hello, !');
  });

  it('picks English plural forms: one is exactly 1; exact matches first', () => {
    expect(formatMessage(items, { count: 0 }, 'en')).toBe('no items');
    expect(formatMessage(items, { count: 1 }, 'en')).toBe('1 item');
    expect(formatMessage(items, { count: 2 }, 'en')).toBe('2 items');
    expect(formatMessage(items, { count: 1.5 }, 'en')).toBe('1.5 items');
  });

  it('picks Hindi plural forms as CLDR does: one for 0 to 1', () => {
    const hindi = compiled('{count, plural, one {# दिन (one)} other {# दिन}}');
    expect(formatMessage(hindi, { count: 0 }, 'hi')).toBe('0 दिन (one)');
    expect(formatMessage(hindi, { count: 0.5 }, 'hi')).toBe('0.5 दिन (one)');
    expect(formatMessage(hindi, { count: 1 }, 'hi')).toBe('1 दिन (one)');
    expect(formatMessage(hindi, { count: 2 }, 'hi')).toBe('2 दिन');
  });

  it('agrees with Intl.PluralRules for every count from 0 to 200 and some fractions', () => {
    for (const locale of ['en', 'hi'] as const) {
      const rules = new Intl.PluralRules(locale);
      const message = compiled('{n, plural, one {one} other {other}}');
      for (const n of [...Array.from({ length: 201 }, (_, i) => i), 0.5, 1.5, 2.25])
        expect(formatMessage(message, { n }, locale), `${locale} ${n}`).toBe(rules.select(n));
    }
  });

  it('prints # with Indian grouping, less the offset', () => {
    expect(formatMessage(items, { count: 125000 }, 'en')).toBe('1,25,000 items');
    const others = compiled('{count, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}');
    expect(formatMessage(others, { count: 1 }, 'en')).toBe('you');
    expect(formatMessage(others, { count: 2 }, 'en')).toBe('you and 1 other');
    expect(formatMessage(others, { count: 5 }, 'en')).toBe('you and 4 others');
  });

  it('selects by value, else other, and nests', () => {
    const mode = compiled('{mode, select, call {Call {name}} chat {Chat} other {Meet}}');
    expect(formatMessage(mode, { mode: 'call', name: 'Asha' }, 'en')).toBe('Call Asha');
    expect(formatMessage(mode, { mode: 'video' }, 'en')).toBe('Meet');
  });
});
