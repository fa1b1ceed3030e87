import { describe, expect, it } from 'vitest';
import { cookieValue, LANGUAGE_COOKIE, languageCookie, languagesFromHeader, localeFromPreferences, localeOfRequest, parseLocale } from './language';

describe('language choice', () => {
  it('knows its two locales and nothing else', () => {
    expect(parseLocale('hi')).toBe('hi');
    expect(parseLocale(' EN ')).toBe('en');
    expect(parseLocale('fr')).toBeNull();
    expect(parseLocale('hi-IN')).toBeNull();
    expect(parseLocale(undefined)).toBeNull();
    expect(parseLocale(7)).toBeNull();
  });

  it('takes the first preferred language it has, by its primary subtag', () => {
    expect(localeFromPreferences(['hi-IN', 'en-US'])).toBe('hi');
    expect(localeFromPreferences(['fr-FR', 'hi'])).toBe('hi');
    expect(localeFromPreferences(['en-IN', 'hi'])).toBe('en');
    expect(localeFromPreferences(['ta-IN', 'fr'])).toBe('en');
    expect(localeFromPreferences([])).toBe('en');
  });

  it('orders Accept-Language by q-value, dropping q=0 and junk', () => {
    expect(languagesFromHeader('en;q=0.5,hi-IN,hi;q=0.9')).toEqual(['hi-IN', 'hi', 'en']);
    expect(languagesFromHeader('hi;q=0, en')).toEqual(['en']);
    expect(languagesFromHeader('<script>, hi')).toEqual(['hi']);
    expect(languagesFromHeader('*')).toEqual([]);
    expect(languagesFromHeader(undefined)).toEqual([]);
    expect(languagesFromHeader(`${'x,'.repeat(100_000)}hi`)).toEqual(Array(32).fill('x'));
  });

  it('reads a cookie by exact name', () => {
    expect(cookieValue('a=1; nyaya-lang=hi; b=2', LANGUAGE_COOKIE)).toBe('hi');
    expect(cookieValue('xnyaya-lang=hi', LANGUAGE_COOKIE)).toBeNull();
    expect(cookieValue('', LANGUAGE_COOKIE)).toBeNull();
    expect(cookieValue(undefined, LANGUAGE_COOKIE)).toBeNull();
  });

  it('lets the remembered choice win over the browser, and ignores a bad cookie', () => {
    expect(localeOfRequest('nyaya-lang=en', 'hi-IN,hi')).toBe('en');
    expect(localeOfRequest('nyaya-lang=hi', 'en-US')).toBe('hi');
    expect(localeOfRequest('nyaya-lang=<b>', 'hi-IN')).toBe('hi');
    expect(localeOfRequest(undefined, undefined)).toBe('en');
  });

  it('remembers the choice for a year, on every path', () => {
    expect(languageCookie('hi')).toBe('nyaya-lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
