/**
 * Which language a visitor sees. English is the source language; Hindi is the second. The choice
 * a visitor made is remembered in a cookie, which the server reads too, so its first paint is
 * already in that language; without one, the browser's preferred languages decide.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers the choice (read by the delivery server for its first paint). */
export const LANGUAGE_COOKIE = 'nyaya-lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The attribute of `<html>` in which the server writes the language it chose for the page; the
 * app starts in it (@nyaya/shared/i18n), so the two never disagree.
 */
export const PAGE_LOCALE_ATTRIBUTE = 'data-locale';

/** `<html lang>` for each locale: English as written in India, Hindi. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };

/** The names shown in the switch, each in its own language and script. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** `value` when it is a locale this app has ("hi", "HI", " hi "), else null. */
export function parseLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  return (LOCALES as readonly string[]).includes(code) ? (code as Locale) : null;
}

/** The first of a visitor's preferred languages that we have ("hi-IN" is Hindi), else English. */
export function localeFromPreferences(languages: readonly string[]): Locale {
  for (const language of languages) {
    const locale = parseLocale(language.split('-')[0]);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * An Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8") in order of preference: q-values sort
 * it (stable for ties), q=0 and malformed entries drop out. Long headers are cut, not parsed.
 */
export function languagesFromHeader(header: string | undefined): string[] {
  if (!header) return [];
  const ranked = header
    .slice(0, 512)
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0);
  return ranked.sort((a, b) => b.q - a.q || a.index - b.index).map(({ tag }) => tag);
}

/** The value of `name` in a Cookie header (or `document.cookie`), or null. */
export function cookieValue(cookies: string | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/** The language of a request: the remembered choice, else the browser's preference. */
export function localeOfRequest(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  return parseLocale(cookieValue(cookieHeader, LANGUAGE_COOKIE)) ?? localeFromPreferences(languagesFromHeader(acceptLanguage));
}

/** The Set-Cookie / document.cookie text that remembers `locale` for a year, on every path. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
