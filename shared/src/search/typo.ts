/** Words this long or longer tolerate one wrong, missing, extra or swapped letter. */
export const TYPO_MIN_LENGTH = 5;

/**
 * True when `a` and `b` differ by at most one edit (substitution, insertion, deletion or the swap
 * of two neighbours). Linear time: it walks both words once instead of filling a matrix.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = Math.abs(a.length - b.length);
  if (lengthGap > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i); // insertion or deletion
}

/** Does the query word match this indexed word: as a prefix, or as a one-letter typo of the whole word? */
export function wordMatches(queryWord: string, word: string): 'exact' | 'typo' | null {
  if (word.startsWith(queryWord)) return 'exact';
  // Only whole words forgive a typo: forgiving prefixes too made "priya" match "priva(cy)".
  if (queryWord.length >= TYPO_MIN_LENGTH && withinOneEdit(queryWord, word)) return 'typo';
  return null;
}
