/**
 * Files the server reads on the request path (manifests, remotes.json, an area's stylesheet),
 * kept in memory and re-read when they change on disk: a deploy is picked up within a second,
 * and a missing, half-written or corrupt file is `null` (the page goes out without what it would
 * have added), never an exception on the request path.
 */
import { readFileSync, statSync } from 'node:fs';

/** How long a file's stat is trusted before it is checked again. */
const RECHECK_MS = 1000;

export interface CachedFile<T> {
  /** the parsed content, or null when the file is missing or does not parse */
  get(): T | null;
  /** changes whenever the content does (its modification time and size) */
  version(): string;
}

export function cachedFile<T>(path: string, parse: (text: string) => T, now: () => number = Date.now): CachedFile<T> {
  let checkedAt = -Infinity;
  let version = 'missing';
  let value: T | null = null;
  function refresh() {
    if (now() - checkedAt < RECHECK_MS) return;
    checkedAt = now();
    try {
      const stat = statSync(path);
      const next = `${stat.mtimeMs.toString(36)}-${stat.size.toString(36)}`;
      if (next === version) return;
      version = next;
      value = parse(readFileSync(path, 'utf8'));
    } catch {
      version = 'missing';
      value = null;
    }
  }
  return {
    get() {
      refresh();
      return value;
    },
    version() {
      refresh();
      return version;
    },
  };
}
