/**
 * The production headers, in one place so that the Node server and the README's nginx example
 * say the same thing (and the e2e test checks this module's output on the wire).
 */

/** Hashed chunks never change; entries, manifests, config and HTML must always be revalidated. */
export function cacheControlFor(relativePath) {
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(relativePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function buildSecurityHeaders(remoteOrigins) {
  const origins = [...new Set(remoteOrigins)].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${origins}`,
    // React and Radix set element styles through CSSOM, which CSP allows; 'unsafe-inline' for
    // styles covers the few <style> tags Radix's scroll lock writes. Scripts never get it.
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
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
