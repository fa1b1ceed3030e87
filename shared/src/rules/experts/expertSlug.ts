/**
 * Spec §2: a profile's slug is the expert's name in lower case with spaces replaced by hyphens.
 * Runs of spaces become one hyphen and the ends are trimmed, so "  Adv.  Priya Sharma " and
 * "Adv. Priya Sharma" share one URL; dots and other characters are kept as the spec says.
 */
export function expertSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
