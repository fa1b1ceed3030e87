import { normalizeSearchText, tokenize } from './normalize';
import { runInSlices, type SliceOptions } from './slices';
import { expandSynonyms } from './synonyms';
import { wordMatches } from './typo';

export type SearchKind = 'expert' | 'service' | 'resource' | 'discussion' | 'space' | 'event' | 'action';

/** One thing the home search can find, and the screen that shows it. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  /** data texts in English, as the data modules have them; their translations are indexed too */
  title: string;
  href: string;
  /** names, categories, specialties: what a thing is called besides its title */
  keywords?: string[];
  description?: string;
  /** rating, downloads or members, already on one scale per kind: higher ranks first on ties */
  popularity: number;
}

export interface SearchHit<D extends SearchDocument = SearchDocument> {
  document: D;
  /** 0: every word matched the title; 1: some only in names/categories; 2: some only in descriptions */
  tier: 0 | 1 | 2;
  typos: number;
}

/**
 * Translations of the documents' texts, keyed by the exact English text (the data's
 * texts.<locale>.json). A document is found by its English words and by its translations' words,
 * whatever the language of the interface.
 */
export type SearchTranslations = ReadonlyMap<string, string>;

interface IndexedDocument<D extends SearchDocument> {
  document: D;
  fields: [string[], string[], string[]];
}

export interface SearchIndex<D extends SearchDocument = SearchDocument> {
  documents: IndexedDocument<D>[];
}

const noTranslations: SearchTranslations = new Map();

/** The distinct words of some texts and of their translations. */
function words(texts: readonly string[], translations: SearchTranslations): string[] {
  const all = new Set<string>();
  for (const text of texts) {
    for (const word of tokenize(text)) all.add(word);
    const translated = translations.get(text);
    if (translated) for (const word of tokenize(translated)) all.add(word);
  }
  return [...all];
}

function indexDocument<D extends SearchDocument>(document: D, translations: SearchTranslations): IndexedDocument<D> {
  return {
    document,
    fields: [
      words([document.title], translations),
      words(document.keywords ?? [], translations),
      words(document.description ? [document.description] : [], translations),
    ],
  };
}

export function buildSearchIndex<D extends SearchDocument>(documents: D[], translations: SearchTranslations = noTranslations): SearchIndex<D> {
  return { documents: documents.map((document) => indexDocument(document, translations)) };
}

/** The same index as `buildSearchIndex`, built in slices that yield to the page (see runInSlices). */
export async function buildSearchIndexInSlices<D extends SearchDocument>(
  documents: D[],
  translations: SearchTranslations = noTranslations,
  options?: SliceOptions,
): Promise<SearchIndex<D> | null> {
  const indexed: IndexedDocument<D>[] = [];
  function* steps() {
    for (const document of documents) {
      indexed.push(indexDocument(document, translations));
      yield;
    }
  }
  return (await runInSlices(steps(), options)) ? { documents: indexed } : null;
}

const MAX_QUERY_WORDS = 12;

function distinctWords(normalized: string): string[] {
  return [...new Set(normalized ? normalized.split(' ') : [])].slice(0, MAX_QUERY_WORDS);
}

/** The words a query searches for, after normalising and turning Hindi phrases into English. */
export function queryWords(query: string): string[] {
  return distinctWords(expandSynonyms(normalizeSearchText(query)));
}

/**
 * The ways a query can match: its own words (Hindi ones meet the indexed translations, and a
 * query may mix both languages), and, when it has some, the same words with the Hindi phrases
 * people type turned into the catalogue's English ("वकील" → "lawyer"). The best of them counts.
 */
export function queryAlternatives(query: string): string[][] {
  const normalized = normalizeSearchText(query);
  const own = distinctWords(normalized);
  const expanded = distinctWords(expandSynonyms(normalized));
  return expanded.join(' ') === own.join(' ') ? [own] : [own, expanded];
}

function matchDocument<D extends SearchDocument>(indexed: IndexedDocument<D>, words: string[]): SearchHit<D> | null {
  let tier: 0 | 1 | 2 = 0;
  let typos = 0;
  for (const word of words) {
    let found: { tier: 0 | 1 | 2; typo: boolean } | null = null;
    for (const fieldTier of [0, 1, 2] as const) {
      for (const indexedWord of indexed.fields[fieldTier]) {
        const match = wordMatches(word, indexedWord);
        if (match === 'exact') {
          found = { tier: fieldTier, typo: false };
          break;
        }
        if (match === 'typo' && !found) found = { tier: fieldTier, typo: true };
      }
      if (found && !found.typo) break;
      if (found) break;
    }
    if (!found) return null;
    tier = Math.max(tier, found.tier) as 0 | 1 | 2;
    if (found.typo) typos += 1;
  }
  return { document: indexed.document, tier, typos };
}

const better = <D extends SearchDocument>(a: SearchHit<D>, b: SearchHit<D>) => a.tier - b.tier || a.typos - b.typos;

const byRank = <D extends SearchDocument>(a: SearchHit<D>, b: SearchHit<D>) =>
  a.tier - b.tier || a.typos - b.typos || b.document.popularity - a.document.popularity || a.document.title.localeCompare(b.document.title);

/** Matches the documents one at a time into `hits`, pausing (yielding) after each. */
function* matchAll<D extends SearchDocument>(index: SearchIndex<D>, alternatives: string[][], hits: SearchHit<D>[]): Generator<void, void, void> {
  for (const indexed of index.documents) {
    let best: SearchHit<D> | null = null;
    for (const words of alternatives) {
      const hit = matchDocument(indexed, words);
      if (hit && (!best || better(hit, best) < 0)) best = hit;
    }
    if (best) hits.push(best);
    yield;
  }
}

const alternativesOf = (query: string) => queryAlternatives(query).filter((words) => words.length > 0);

/**
 * Every document whose fields (in English or translated) contain every query word (as a word
 * prefix, or within one typo for words of five letters or more), best first: where it matched (title first), then fewer typos,
 * then popularity, then title. The query is plain text; nothing in it is interpreted.
 */
export function searchIndex<D extends SearchDocument>(index: SearchIndex<D>, query: string): SearchHit<D>[] {
  const hits: SearchHit<D>[] = [];
  const matching = matchAll(index, alternativesOf(query), hits);
  while (!matching.next().done) continue;
  return hits.sort(byRank);
}

/**
 * The same hits as `searchIndex`, matched in slices that yield to the page (see runInSlices);
 * null once `signal` is aborted (a newer query replaced this one).
 */
export async function searchIndexInSlices<D extends SearchDocument>(
  index: SearchIndex<D>,
  query: string,
  options?: SliceOptions,
): Promise<SearchHit<D>[] | null> {
  const hits: SearchHit<D>[] = [];
  return (await runInSlices(matchAll(index, alternativesOf(query), hits), options)) ? hits.sort(byRank) : null;
}

export const searchKindOrder: SearchKind[] = ['expert', 'service', 'resource', 'discussion', 'space', 'event', 'action'];

/** The kinds' names in English (the host's screens show them from its message catalogue). */
export const searchKindLabels: Record<SearchKind, string> = {
  expert: 'Experts',
  service: 'Legal services',
  resource: 'Resources',
  discussion: 'Discussions',
  space: 'Spaces',
  event: 'Local events',
  action: 'Action items',
};

export interface SearchGroup<D extends SearchDocument = SearchDocument> {
  kind: SearchKind;
  /** in English: a screen words it in the interface's language */
  label: string;
  total: number;
  hits: SearchHit<D>[];
}

/** Hits grouped by kind in a fixed order, each group cut to `limit` (its total kept for "See all N"). */
export function groupHits<D extends SearchDocument>(hits: SearchHit<D>[], limit = Number.POSITIVE_INFINITY): SearchGroup<D>[] {
  return searchKindOrder
    .map((kind) => {
      const ofKind = hits.filter((hit) => hit.document.kind === kind);
      return { kind, label: searchKindLabels[kind], total: ofKind.length, hits: ofKind.slice(0, limit) };
    })
    .filter((group) => group.total > 0);
}
