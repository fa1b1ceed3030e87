/**
 * The production headers, in one place so that this server and the README's nginx example say
 * the same thing (e2e/tests/production-headers.spec.ts checks them on the wire, on every kind of
 * response: pages, assets, JSON, 404 and 405).
 */

/** Hashed chunks never change; entries, manifests, config and HTML must always be revalidated. */
export function cacheControlFor(relativePath: string): string {
  // A precompressed copy (`.br`, `.gz`) is sent for its file: same name, same rule.
  if (/\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(relativePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The Content-Security-Policy of the app's pages: scripts and styles from itself and its remotes. */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const origins = [...new Set(remoteOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}`,
    // React and Radix set element styles through CSSOM, which CSP allows; 'unsafe-inline' for
    // styles covers the few <style> tags Radix's scroll lock writes and an area's stylesheet,
    // inlined into a deep link's page so that a hanging remote cannot block its paint.
    // Scripts never get it.
    `style-src 'self' ${origins} 'unsafe-inline'`,
    `connect-src 'self' ${origins}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .join('; ');
}

/** Features the app never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Headers every response carries, whatever it is (a page, a chunk, JSON, an error). HSTS only
 * over HTTPS: a browser ignores it over HTTP, and on localhost it would pin the port to HTTPS.
 */
export function securityHeaders({ remoteOrigins, https }: { remoteOrigins: readonly string[]; https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(remoteOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A remote's CORS answer: only the host's origins may read its files (the federation runtime
 * fetches its manifest in CORS mode); anyone else gets no Allow-Origin.
 */
export function corsHeaders(origin: string | undefined, hostOrigins: ReadonlySet<string>): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && hostOrigins.has(origin)) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}
