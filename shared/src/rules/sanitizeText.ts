/**
 * Characters removed from every text value the user hands us (intake, checkout and booking
 * fields), before it is stored, checked or shown:
 * - bidirectional controls: the marks U+200E, U+200F and U+061C, the embeddings and overrides
 *   U+202A–U+202E and the isolates U+2066–U+2069. One of them can make "Asha" read "ahsA" or
 *   reorder an order summary ("Trojan Source").
 * - zero-width characters: U+200B–U+200D, the word joiner U+2060 (with the invisible operators
 *   U+2061–U+2064 beside it) and the byte-order mark U+FEFF: a name of only those looks filled
 *   and prints as nothing. (U+200C/U+200D also shape some Indic conjuncts; without them the
 *   word still reads, in its default form.)
 * - control characters other than tab, line feed and carriage return: a paste can carry them,
 *   and the database refuses a NUL.
 */
// `[^\P{Cc}\t\n\r]`: a control character (C0, DEL, C1) other than tab, line feed and carriage return.
const INVISIBLE = /[^\P{Cc}\t\n\r]|[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;

/** A letter or a digit in any script: what makes a name or a text "filled". */
const VISIBLE = /[\p{L}\p{N}]/u;

/** The text without bidirectional controls, zero-width characters and control characters. */
export function sanitizeText(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** True when the text has a letter or digit once the invisible characters are gone. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(sanitizeText(text));
}

/** Every string value of a record sanitized; the same object back when nothing changed. */
export function sanitizeTextRecord<T extends Record<string, string | undefined>>(values: T): T {
  let changed: Record<string, string | undefined> | null = null;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string') continue;
    const clean = sanitizeText(value);
    if (clean !== value) (changed ??= { ...values })[key] = clean;
  }
  return (changed as T | null) ?? values;
}
