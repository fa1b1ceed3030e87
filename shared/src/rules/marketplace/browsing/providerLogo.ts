/** Logo initials of a provider: the first letters of its first two words ("Premium Legal Associates" → "PL"). */
export function providerLogo(providerName: string): string {
  return providerName
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
