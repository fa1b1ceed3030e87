import { expect, test } from '../support/test';
import { areas, firstScreens, hostOrigin, remoteOrigin } from '../support/origins';

test.describe('production serving', () => {
  test('HTML carries the CSP and security headers; scripts only from our origins, never unsafe-inline or eval', async ({ request }) => {
    for (const path of ['/', '/marketplace', '/no-such-page']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cache-control']).toBe('no-cache');
      const csp = Object.fromEntries(
        headers['content-security-policy']!.split(';').map((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/);
          return [name, values];
        }),
      );
      const allowed = ["'self'", ...areas.map(remoteOrigin)];
      expect(csp['script-src']!.sort()).toEqual([...allowed].sort());
      expect(csp['style-src']).toEqual(expect.arrayContaining(allowed));
      expect(csp['style-src']!.filter((source: string) => !allowed.includes(source))).toEqual(["'unsafe-inline'"]);
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(csp['object-src']).toEqual(["'none'"]);
    }
  });

  test('every kind of response carries the security headers: pages, assets, JSON, 400, 404, 405', async ({ request }) => {
    const host = (path: string) => `${hostOrigin}${path}`;
    const remote = (path: string) => `${remoteOrigin('experts')}${path}`;
    const answers = [
      { url: host('/'), status: 200 },
      { url: host('/experts?x=1'), status: 200 },
      { url: host('/remotes.json'), status: 200 },
      { url: host('/favicon.svg'), status: 200 },
      { url: host('/no-such-file.js'), status: 404 },
      { url: host('/mf-stats.json'), status: 404 },
      { url: host('/%E0%A4%A'), status: 400 },
      { url: host('/experts'), status: 405, method: 'POST' },
      { url: remote('/remoteEntry.js'), status: 200 },
      { url: remote('/mf-manifest.json'), status: 200 },
      { url: remote('/mf-stats.json'), status: 404 },
      { url: remote('/delivery.json'), status: 404 },
      { url: remote('/<script>alert(1)</script>'), status: 404 },
      { url: remote('/x'), status: 405, method: 'PUT' },
    ];
    for (const { url, status, method } of answers) {
      const response = await request.fetch(url, { method: method ?? 'GET', maxRedirects: 0 });
      expect(response.status(), url).toBe(status);
      const headers = response.headers();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      // Over plain HTTP a browser ignores HSTS; it is sent over HTTPS only.
      expect(headers['strict-transport-security'], url).toBeUndefined();
      // An error names nothing it was asked for.
      if (status >= 400) expect(await response.text(), url).not.toMatch(/script|%E0|stats|delivery/i);
    }
  });

  test('compression follows Accept-Encoding and its q-values; conditional requests get 304', async ({ request }) => {
    for (const path of ['/', '/experts']) {
      const br = await request.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers()['content-encoding'], path).toBe('br');
      const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      const none = await request.get(path, { headers: { 'accept-encoding': 'gzip;q=0' } });
      expect(none.headers()['content-encoding'], path).toBeUndefined();
      const etag = br.headers()['etag']!;
      const weak = etag.startsWith('W/') ? etag : `W/${etag}`;
      const again = await request.get(path, { headers: { 'if-none-match': weak } });
      expect(again.status(), path).toBe(304);
    }
    const entry = await request.get(`${remoteOrigin('experts')}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
    expect(entry.headers()['content-encoding']).toBe('br');
  });

  test('entries and manifests revalidate, hashed chunks are immutable, remotes allow CORS to the host only', async ({ request, page }) => {
    for (const area of areas) {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const response = await request.get(`${remoteOrigin(area)}/${file}`, { headers: { origin: hostOrigin } });
        expect(response.headers()['cache-control'], `${area} ${file}`).toBe('no-cache');
        expect(response.headers()['access-control-allow-origin']).toBe(hostOrigin);
        const elsewhere = await request.get(`${remoteOrigin(area)}/${file}`, { headers: { origin: 'https://evil.example' } });
        expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
      }
    }
    const config = await request.get(`${hostOrigin}/remotes.json`);
    expect(config.headers()['cache-control']).toBe('no-cache');

    const chunks: { url: string; cacheControl: string | undefined }[] = [];
    page.on('response', (response) => {
      if (/\.[0-9a-f]{8}\.(js|css)$/.test(new URL(response.url()).pathname)) {
        chunks.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
      }
    });
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.cacheControl, chunk.url).toBe('public, max-age=31536000, immutable');
  });

  test('the app works under its CSP: no violations while visiting every area', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    for (const area of areas) {
      await page.goto(firstScreens[area].path);
      await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible();
    }
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Help & Support' }).click();
    await page.getByRole('button', { name: 'How do refunds work?' }).click();
    await expect(page.getByText(/Cancel before your expert starts work for a full refund/)).toBeVisible();
    // The sign-in screen under the CSP too, its error path included (the API refused).
    await page.route('**/api/v1/auth/code', (route) => route.abort());
    await page.goto('/sign-in');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We couldn’t reach Nyaya’s servers. Check your connection and try again.')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
