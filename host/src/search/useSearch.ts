import { startTransition, useEffect, useState } from 'react';
import type { SearchGroup } from '@nyaya/shared/search';
import type { HostSearchDocument } from './searchDocuments';

type Runtime = typeof import('./searchRuntime');
let runtime: Promise<Runtime> | null = null;

/** Starts downloading the search index (data of every area) without waiting for it. */
export function prefetchSearch(): Promise<Runtime> {
  runtime ??= import('./searchRuntime');
  return runtime;
}

/**
 * prefetchSearch for a hover, where nobody waits for the answer: a failed download is forgotten
 * (the box retries when it is used) instead of being left as an unhandled rejection.
 */
export function warmSearch() {
  const pending = prefetchSearch();
  pending.catch(() => {
    if (runtime === pending) runtime = null;
  });
}

export interface SearchState {
  query: string;
  groups: SearchGroup<HostSearchDocument>[];
  ready: boolean;
}

/**
 * Results for `query`, debounced so a fast typist does one search per pause, not per key. The
 * search module is only imported once `enabled` (focus or a query) says it is wanted.
 */
export function useSearch(query: string, enabled: boolean, perGroup?: number, delayMs = 90): SearchState {
  const [state, setState] = useState<SearchState>({ query: '', groups: [], ready: false });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const replaced = new AbortController();
    const timer = window.setTimeout(
      async () => {
        try {
          const module = await prefetchSearch();
          const groups = await module.runSearch(query, perGroup, replaced.signal);
          // A transition: rendering the results yields to the next keystroke (issue 22, INP).
          if (!cancelled && groups) startTransition(() => setState({ query, groups, ready: true }));
        } catch {
          runtime = null; // a failed download is retried on the next keystroke
          if (!cancelled) setState({ query, groups: [], ready: false });
        }
      },
      query.trim() ? delayMs : 0,
    );
    return () => {
      cancelled = true;
      replaced.abort(); // a search still matching stops at its next slice
      window.clearTimeout(timer);
    };
  }, [query, enabled, perGroup, delayMs]);
  return state;
}
