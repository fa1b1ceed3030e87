import { normalizeSearchText, tokenize } from './normalize';
import { expandSynonyms } from './synonyms';
import { wordMatches } from './typo';

export type SearchKind = 'expert' | 'service' | 'resource' | 'discussion' | 'space' | 'event' | 'action';

/** One thing the home search can find, and the screen that shows it. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  subtitle?: string;
  href: string;
  /** names, categories, specialties: what a thing is called besides its title */
  keywords?: string[];
  description?: string;
  /** rating, downloads or members, already on one scale per kind: higher ranks first on ties */
  popularity: number;
}

export interface SearchHit {
  document: SearchDocument;
  /** 0: every word matched the title; 1: some only in names/categories; 2: some only in descriptions */
  tier: 0 | 1 | 2;
  typos: number;
}

interface IndexedDocument {
  document: SearchDocument;
  fields: [string[], string[], string[]];
}

export interface SearchIndex {
  documents: IndexedDocument[];
}

export function buildSearchIndex(documents: SearchDocument[]): SearchIndex {
  return {
    documents: documents.map((document) => ({
      document,
      fields: [tokenize(document.title), tokenize((document.keywords ?? []).join(' ')), tokenize(document.description ?? '')],
    })),
  };
}

/** The words a query searches for, after normalising and turning Hindi phrases into English. */
export function queryWords(query: string): string[] {
  const expanded = expandSynonyms(normalizeSearchText(query));
  return [...new Set(expanded ? expanded.split(' ') : [])].slice(0, 12);
}

function matchDocument(indexed: IndexedDocument, words: string[]): SearchHit | null {
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

/**
 * Every document whose fields contain every query word (as a word prefix, or within one typo for
 * words of five letters or more), best first: where it matched (title first), then fewer typos,
 * then popularity, then title. The query is plain text; nothing in it is interpreted.
 */
export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const indexed of index.documents) {
    const hit = matchDocument(indexed, words);
    if (hit) hits.push(hit);
  }
  return hits.sort(
    (a, b) => a.tier - b.tier || a.typos - b.typos || b.document.popularity - a.document.popularity || a.document.title.localeCompare(b.document.title),
  );
}

export const searchKindOrder: SearchKind[] = ['expert', 'service', 'resource', 'discussion', 'space', 'event', 'action'];

export const searchKindLabels: Record<SearchKind, string> = {
  expert: 'Experts',
  service: 'Legal services',
  resource: 'Resources',
  discussion: 'Discussions',
  space: 'Spaces',
  event: 'Local events',
  action: 'Action items',
};

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  total: number;
  hits: SearchHit[];
}

/** Hits grouped by kind in a fixed order, each group cut to `limit` (its total kept for "See all N"). */
export function groupHits(hits: SearchHit[], limit = Number.POSITIVE_INFINITY): SearchGroup[] {
  return searchKindOrder
    .map((kind) => {
      const ofKind = hits.filter((hit) => hit.document.kind === kind);
      return { kind, label: searchKindLabels[kind], total: ofKind.length, hits: ofKind.slice(0, limit) };
    })
    .filter((group) => group.total > 0);
}
