const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ORDER_NUMBER = /^ORD[A-Z0-9]{9}$/;

/**
 * Spec §3: "ORD" plus 9 random uppercase alphanumerics, generated on the client. `random` returns
 * numbers in [0, 1) like Math.random; it is a parameter so tests can pin the result.
 */
export function generateOrderNumber(random: () => number = Math.random): string {
  let suffix = '';
  for (let index = 0; index < 9; index += 1) {
    // Clamp so a source that returns exactly 1 (or junk) still picks a valid character.
    const draw = Math.min(Math.max(random(), 0), 0.999999999);
    suffix += ALPHABET[Math.floor((Number.isFinite(draw) ? draw : 0) * ALPHABET.length)];
  }
  return `ORD${suffix}`;
}

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER.test(value);
}
