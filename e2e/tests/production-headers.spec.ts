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

  test('entries and manifests revalidate, hashed chunks are immutable, remotes allow CORS', async ({ request, page }) => {
    for (const area of areas) {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const response = await request.get(`${remoteOrigin(area)}/${file}`);
        expect(response.headers()['cache-control'], `${area} ${file}`).toBe('no-cache');
        expect(response.headers()['access-control-allow-origin']).toBe('*');
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
    await page.getByRole('button', { name: 'Help & Support' }).click();
    await expect(page.getByText('Help & support is coming soon', { exact: true })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
