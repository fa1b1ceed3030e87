import { cacheControlFor, contentSecurityPolicy, corsHeaders, securityHeaders } from '../src/server/headers';

describe('production headers', () => {
  it('caches hashed chunks for a year and revalidates everything else', () => {
    expect(cacheControlFor('route-experts.0a1b2c3d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('app.bd9bc220.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('app.bd9bc220.css.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('remoteEntry.js.gz')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('index.html')).toBe('no-cache');
  });

  it('allows scripts from the app and its remotes only, never inline', () => {
    const csp = contentSecurityPolicy(['http://localhost:3001', 'http://localhost:3001']);
    expect(csp).toContain("script-src 'self' http://localhost:3001;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS over HTTPS only', () => {
    expect(securityHeaders({ remoteOrigins: [], https: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ remoteOrigins: [], https: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ remoteOrigins: [], https: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it("answers CORS to the host's origins only", () => {
    const hosts = new Set(['http://localhost:3000']);
    expect(corsHeaders('http://localhost:3000', hosts)).toEqual({ Vary: 'Origin', 'Access-Control-Allow-Origin': 'http://localhost:3000' });
    expect(corsHeaders('https://evil.example', hosts)).toEqual({ Vary: 'Origin' });
    expect(corsHeaders(undefined, hosts)).toEqual({ Vary: 'Origin' });
  });
});
