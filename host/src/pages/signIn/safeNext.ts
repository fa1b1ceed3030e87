/** Where sign-in goes when `next` is missing or refused. */
export const AFTER_SIGN_IN = '/profile';

/**
 * The page to open after sign-in, from `?next=`: only a path on this origin. Anything that could
 * leave the site is refused (an open redirect would let a phishing link borrow our sign-in):
 * absolute URLs, protocol-relative `//host`, backslashes (browsers read `/\host` as `//host`),
 * `javascript:` and other schemes, control characters, and the sign-in page itself (a loop).
 */
export function safeNext(next: string | null | undefined, fallback = AFTER_SIGN_IN): string {
  if (!next || next.length > 2048 || !next.startsWith('/') || next.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, 'https://nyaya.invalid');
  } catch {
    return fallback;
  }
  // Whatever the parser made of it must still be on our (placeholder) origin.
  // `/../..//host` resolves to the path `//host`, which a browser would read as another host.
  if (url.origin !== 'https://nyaya.invalid' || url.pathname.startsWith('//') || url.pathname === '/sign-in') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
