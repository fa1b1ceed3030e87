import { expect, test } from '../support/test';
import { areas, firstScreens, hostOrigin, remoteOrigin } from '../support/origins';
import { watchScripts } from '../support/checks';

test.describe('host shell', () => {
  for (const area of areas) {
    test(`${area}: first screen renders from its own origin`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      await page.goto(firstScreens[area].path);
      await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible();
      expect(scripts.some((url) => url.startsWith(`${remoteOrigin(area)}/remoteEntry.js`))).toBe(true);
      expect(scripts.some((url) => url.startsWith(remoteOrigin(area)) && /\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
    });
  }

  test('home downloads no remote code until an area is visited', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(hostOrigin)) remoteRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What matters for you today.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
    await page.getByRole('link', { name: /^Life Event/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Life Events' })).toBeVisible();
    expect(remoteRequests.every((url) => url.startsWith(remoteOrigin('life')))).toBe(true);
  });

  test('the back button goes one step back, or home when there is no history', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Marketplace/ }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/`);

    await page.goto('/life-event');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/`);
    await expect(page.getByRole('heading', { name: 'What matters for you today.' })).toBeVisible();
  });

  test('the Home breadcrumb leads home', async ({ page }) => {
    await page.goto('/expert-categories');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/`);
  });

  test('/alternative redirects home and replaces the history entry', async ({ page }) => {
    await page.goto('/profile');
    await page.goto('/alternative');
    await expect(page).toHaveURL(`${hostOrigin}/`);
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    // Logged from an effect, which may run just after the heading paints.
    await expect.poll(() => logged.some((text) => text.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/`);
    await page.goBack();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/`);
  });

  test('a hostile or unowned path gets the 404 page', async ({ page }) => {
    const incidents = watchScripts(page);
    for (const hostile of ['/<script>alert(1)</script>', `/${'x'.repeat(10_000)}`, '/😀/%F0%9F%98%80', '/lawyer-profile']) {
      await test.step(hostile.slice(0, 30), async () => {
        await page.goto(hostile);
        await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
        expect(await page.locator('script:not([src])').count()).toBe(0);
      });
    }
    expect(incidents()).toEqual([]);
  });

  test('one React: after visiting all four areas, React came only from the host', async ({ page }) => {
    const bodies: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await page.goto('/');
    for (const area of areas) {
      await page.goto('/');
      await page.evaluate(() => undefined);
      await page.goto(firstScreens[area].path);
      await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible();
    }
    // Client-side visits of all four in one page as well.
    await page.goto('/');
    await page.getByRole('link', { name: /^Trending/ }).click();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: /^Track/ }).click();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: /^Experts/ }).click();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: /^Marketplace/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstScreens.marketplace.heading })).toBeVisible();

    // Both react and react-dom carry this internals key; no other library defines it.
    const marker = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
    const withReact = bodies.filter(({ body }) => body.includes(marker));
    expect(withReact.length).toBeGreaterThan(0);
    expect(withReact.map(({ url }) => new URL(url).origin)).toEqual(withReact.map(() => hostOrigin));
    const remoteScripts = bodies.filter(({ url }) => !url.startsWith(hostOrigin));
    expect(new Set(remoteScripts.map(({ url }) => new URL(url).origin)).size).toBe(4);
  });
});
