/**
 * The interface's language at run time: one message store for the whole page, so this module is
 * a federated singleton (`@nyaya/shared/i18n`, like the stores). Every bundle defines its own
 * catalogue here: English, the source language, is bundled with the code that uses it; Hindi is a
 * chunk of its own, fetched with its area only for a Hindi visitor. Messages are ICU (plurals and
 * placeholders), compiled at build time to Lingui's compiled form (@nyaya/delivery's catalogue
 * loader), so no parser ships; they are kept in plain per-language tables and formatted by our own
 * Intl-free formatter, so no Lingui runtime ships either (issue 22: 2.0 KB off every page).
 * Numbers, money and dates are formatted before they reach a message (`@nyaya/shared/format`),
 * which keeps Intl's number and date formatters out of the page.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { useSyncExternalStore } from 'react';
import { formatMessage, type CompiledToken, type MessageValues } from './formatMessage';
import {
  cookieValue,
  DEFAULT_LOCALE,
  HTML_LANG,
  LANGUAGE_COOKIE,
  PAGE_LOCALE_ATTRIBUTE,
  languageCookie,
  localeFromPreferences,
  parseLocale,
  type Locale,
} from '../rules/language';

export { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from '../rules/language';

/** A message's placeholders: text already formatted, or a number for `{count, plural, …}`. */
export type { MessageValues };

/** A catalogue as written: message id → ICU text (compiled to Lingui's form in production). */
export type CatalogSource = Record<string, string>;
type CatalogChunk<M> = Promise<{ default: M }>;
type Loader = () => CatalogChunk<unknown>;

/** Every loaded message, per language, by its prefixed id ("host:home.title"). */
const catalogs: Record<Locale, Record<string, unknown>> = { en: {}, hi: {} };

/**
 * Catalogues are compiled at build time; outside a production bundle (tests, the dev server, the
 * API under tsx) they arrive as ICU text and are compiled on first use. In a production bundle
 * this is null and the compiler is not bundled.
 */
let compile: ((message: string) => unknown) | null = process.env.NODE_ENV !== 'production' ? compileMessage : null;

/**
 * For Node processes that run shared rules outside a bundle under NODE_ENV=production (the API):
 * passing Lingui's compiler makes their ICU text compile on first use.
 */
export function compileMessagesAtRunTime(compiler: (message: string) => unknown) {
  compile = compiler;
}

/**
 * The message `id` in the current language, formatted by our Intl-free formatter
 * (formatMessage.ts). A message whose catalogue has no translation loaded (its Hindi chunk failed
 * to download) shows in English, which every bundle carries, rather than as its id; an id no
 * catalogue knows shows itself.
 */
function translate(id: string, values: MessageValues = {}): string {
  let locale = current;
  let message = catalogs[locale][id];
  if (message === undefined) {
    locale = DEFAULT_LOCALE;
    message = catalogs[locale][id];
  }
  const messages = catalogs[locale];
  if (message === undefined) return id;
  if (typeof message === 'string') {
    message = compile ? compile(message) : [message];
    messages[id] = message; // compiled once
  }
  return formatMessage((Array.isArray(message) ? message : [message]) as CompiledToken[], values, locale);
}

const loaders = new Map<string, Partial<Record<Locale, Loader>>>();
/** Data texts (names of services, FAQs…) by their English text, per locale. */
const texts: Record<Locale, Map<string, string>> = { en: new Map(), hi: new Map() };
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

let current: Locale = DEFAULT_LOCALE;
/** Counts changes (a language switch, a catalogue arriving): what a screen re-renders on. */
let revision = 0;

function loadMessages(locale: Locale, name: string, messages: unknown) {
  const catalog = catalogs[locale];
  for (const [id, message] of Object.entries(messages as Record<string, unknown>)) catalog[`${name}:${id}`] = message;
}

function loadTexts(locale: Locale, entries: unknown) {
  for (const [english, translated] of Object.entries(entries as Record<string, string>)) texts[locale].set(english, translated);
}

const TEXTS_PREFIX = 'texts:';

/**
 * Defines a bundle's catalogue `name` (unique: "host", "common", "marketplace"…) and returns its
 * typed `t` and `useT`. A message id not in the English catalogue is a type error.
 */
export function defineCatalog<M extends CatalogSource>(name: string, english: M, translations: { hi: () => CatalogChunk<M> }) {
  if (!loaders.has(name)) {
    loaders.set(name, translations);
    loadMessages('en', name, english);
    loaded.add(`en/${name}`);
    // Bundles define their catalogues as they load (an area's routes module does it first
    // thing); one defined later while the page is in Hindi still arrives, then re-renders.
    loadForTarget();
  }
  const t = (id: keyof M & string, values?: MessageValues): string => translate(`${name}:${id}`, values);
  /** `t` for a component: it renders again when the language changes. */
  const useT = () => {
    useLocale();
    return t;
  };
  return { t, useT };
}

/** Translations of sample data, keyed by their English text, as `@nyaya/shared/data/<area>/texts` exports them. */
export interface DataTexts {
  /** unique across the app: a page and the search that both define it share one download */
  name: string;
  hi: () => CatalogChunk<Record<string, string>>;
}

/**
 * Registers translations of sample data (service names, FAQs, bios…), keyed by their English text,
 * so data modules stay as they are and `translateText` finds the Hindi for any of them.
 */
export function defineTexts(translations: DataTexts) {
  const key = TEXTS_PREFIX + translations.name;
  if (loaders.has(key)) return;
  loaders.set(key, translations);
  loadForTarget();
}

/**
 * A catalogue defined while the page is (or is about to be) in Hindi: fetched now, and the page
 * renders again when it arrives. Covers a bundle that loads before start-up has chosen the
 * language (a deep link starts its area's remote first) and one that loads later.
 */
function loadForTarget() {
  const locale = targetLocale();
  if (locale !== DEFAULT_LOCALE) void ensureCatalogs(locale).then(notify, () => undefined);
}

/** A data text in the current language (itself when untranslated: names of people and firms). */
export function translateText(text: string): string {
  return texts[current].get(text) ?? text;
}

/** Every translation of `text` we have loaded (for search in both languages). */
export function textsOf(text: string): string[] {
  const all = [text];
  for (const map of Object.values(texts)) {
    const translated = map.get(text);
    if (translated && translated !== text) all.push(translated);
  }
  return all;
}

/** Fetches whatever defined catalogue is not yet loaded for `locale` (each once). */
export function ensureCatalogs(locale: Locale): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const [name, translations] of loaders) {
    const key = `${locale}/${name}`;
    if (loaded.has(key)) continue;
    const load = translations[locale];
    if (!load) continue;
    let promise = loading.get(key);
    if (!promise) {
      promise = load().then(
        (chunk) => {
          if (name.startsWith(TEXTS_PREFIX)) loadTexts(locale, chunk.default);
          else loadMessages(locale, name, chunk.default);
          loaded.add(key);
          loading.delete(key);
        },
        (error: unknown) => {
          loading.delete(key); // a later call retries
          throw error;
        },
      );
      loading.set(key, promise);
    }
    pending.push(promise);
  }
  return Promise.all(pending).then(() => undefined);
}

/** The language in use now. */
export function currentLocale(): Locale {
  return current;
}

/** The language asked for last (by start-up or the switch): what screens about to show wait for. */
let requested: Locale | null = null;

/**
 * The language the page is in or is switching to: the one to fetch catalogues for. Before start-up
 * has run, the one it will choose (a deep link loads its area's remote before that).
 */
export function targetLocale(): Locale {
  requested ??= startingLocale();
  return requested;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const currentRevision = () => revision;

/**
 * The language in use, for a component that renders again when it changes, and when a catalogue
 * it may show arrives (one defined after start-up, in Hindi). The snapshot is the revision, not
 * the locale: a catalogue's arrival leaves the locale as it was, and React skips a render whose
 * snapshot is unchanged.
 */
export function useLocale(): Locale {
  useSyncExternalStore(subscribe, currentRevision, currentRevision);
  return current;
}

/**
 * Switches to `locale` at once, without remembering it: for the server's renders, which await
 * `ensureCatalogs(locale)` and then call this right before their synchronous render.
 */
export function activateLocale(locale: Locale) {
  if (current === locale) return;
  current = locale;
  notify();
}

function notify() {
  revision += 1;
  for (const listener of listeners) listener();
}

/**
 * Switches the page to `locale` and remembers it: a cookie (the server's first paint) and
 * `<html lang>` (screen readers, hyphenation, the font stack's `:lang(hi)`).
 */
export async function changeLocale(locale: Locale): Promise<void> {
  requested = locale;
  try {
    await ensureCatalogs(locale);
  } catch (error) {
    if (requested === locale) requested = current; // stays as it is; the next switch retries
    throw error;
  }
  // A later choice made while this one's catalogues downloaded wins, whichever arrives last.
  if (requested !== locale) return;
  if (typeof document !== 'undefined') {
    document.cookie = languageCookie(locale);
    document.documentElement.lang = HTML_LANG[locale];
  }
  activateLocale(locale);
}

/**
 * The language a page starts in: the remembered choice, else the one the server chose for the
 * page it sent (`<html data-locale>`, from the cookie or Accept-Language), so the app never
 * replaces the server's markup with another language; on the dev server's page, the browser's.
 */
export function startingLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return (
    parseLocale(cookieValue(document.cookie, LANGUAGE_COOKIE)) ??
    parseLocale(document.documentElement.getAttribute(PAGE_LOCALE_ATTRIBUTE)) ??
    localeFromPreferences(navigator.languages ?? [navigator.language])
  );
}

/**
 * Loads and switches to the starting language (a bundle's start-up awaits this before its first
 * render). Never fails: when a catalogue cannot be fetched the page starts in English, which every
 * bundle carries, rather than not at all (or showing message ids).
 */
export function startLocale(): Promise<void> {
  const locale = startingLocale();
  requested = locale;
  return ensureCatalogs(locale).then(
    () => {
      if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
      activateLocale(locale);
    },
    () => {
      requested = DEFAULT_LOCALE;
      if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[DEFAULT_LOCALE];
    },
  );
}
