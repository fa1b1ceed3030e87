import { expect, test } from '../support/test';
import { areas, firstScreens, hostOrigin, remoteOrigin } from '../support/origins';
import { hostGivesUp, unavailablePanel } from '../support/areaPanel';

for (const area of areas) {
  test(`${area} down: its panel offers Retry, the rest works, Retry recovers`, async ({ page }) => {
    const pattern = `${remoteOrigin(area)}/**`;
    await page.route(pattern, (route) => route.abort());
    await page.goto(firstScreens[area].path);
    await expect(unavailablePanel(page, area)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Retry while still down keeps the panel.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(unavailablePanel(page, area)).toBeVisible();

    // Home and another area still work.
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/`);
    await expect(page.getByRole('heading', { name: 'What matters for you today.' })).toBeVisible();
    const other = areas[(areas.indexOf(area) + 1) % areas.length]!;
    await page.goto(firstScreens[other].path);
    await expect(page.getByRole('heading', { level: 1, name: firstScreens[other].heading })).toBeVisible();

    // Back to the broken area, the remote comes back, Retry loads it in place.
    await page.goto(firstScreens[area].path);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible();
    await expect(page).toHaveURL(`${hostOrigin}${firstScreens[area].path}`);
  });
}

test('a missing remote config still renders home and profile; areas show their panel', async ({ page }) => {
  await page.route(`${hostOrigin}/remotes.json`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What matters for you today.' })).toBeVisible();
  await page.getByRole('link', { name: /Guest/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace is unavailable' })).toBeVisible();
});

test('a malformed remote config is treated the same way', async ({ page }) => {
  await page.route(`${hostOrigin}/remotes.json`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"info": "javascript:alert(1)", "life": 5' }),
  );
  await page.goto('/trending');
  await expect(page.getByRole('heading', { name: 'Information & community is unavailable' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('corrupt localStorage is ignored', async ({ page }) => {
  await page.addInitScript(() => {
    for (const key of ['nyaya:v1:marketplace:favourites', 'nyaya:v1:marketplace:intake-drafts', 'nyaya:v1:anything']) {
      localStorage.setItem(key, '{corrupt');
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: firstScreens.marketplace.heading })).toBeVisible();
  expect(errors).toEqual([]);
});

type Failure = { name: string; matches: (url: URL) => boolean; fail: 'abort' | '500' | 'slow' };

// Each way a remote can fail: its manifest, its entry, or one of its chunks; aborted, erroring or slow.
const failures: Failure[] = [
  { name: 'manifest answers 500', matches: (url) => url.pathname === '/mf-manifest.json', fail: '500' },
  { name: 'entry is aborted', matches: (url) => url.pathname === '/remoteEntry.js', fail: 'abort' },
  { name: 'a page chunk is aborted', matches: (url) => /^\/(\d+|route-[a-z-]+)\.[0-9a-f]{8}\.js$/.test(url.pathname), fail: 'abort' },
  { name: 'entry takes 10 s', matches: (url) => url.pathname === '/remoteEntry.js', fail: 'slow' },
];

for (const area of areas) {
  for (const failure of failures) {
    test(`${area}: ${failure.name} → panel, Retry recovers`, async ({ page }) => {
      let broken = true;
      let slowRequestSeen: () => void = () => undefined;
      const slowRequest = new Promise<void>((resolve) => (slowRequestSeen = resolve));
      let remoteBack: () => void = () => undefined;
      const remoteIsBack = new Promise<void>((resolve) => (remoteBack = resolve));
      // The slow case fakes the page's clock: the entry request hangs (longer than the 8 s the
      // host waits) until the remote is back, and the host's 8 s are fast-forwarded, so the test
      // takes a second or two instead of 12 s.
      if (failure.fail === 'slow') await page.clock.install();
      await page.route(
        (url) => url.origin === remoteOrigin(area) && failure.matches(url),
        async (route) => {
          if (!broken) return route.continue();
          if (failure.fail === 'abort') return route.abort();
          if (failure.fail === '500') return route.fulfill({ status: 500, body: 'server error' });
          slowRequestSeen();
          await remoteIsBack;
          return route.continue().catch(() => undefined);
        },
      );
      // Not waiting for the app: in the slow case it takes over only once the clock has moved on.
      await page.goto(firstScreens[area].path, { waitUntil: 'commit' });
      if (failure.fail === 'slow') {
        await slowRequest;
        await hostGivesUp(page, area);
      }
      await expect(unavailablePanel(page, area)).toBeVisible({ timeout: 15_000 });
      broken = false;
      remoteBack();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible({ timeout: 15_000 });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
}
