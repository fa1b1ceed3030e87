import { expect, test } from '../support/test';
import { areas, firstScreens, remoteOrigin, type Area } from '../support/origins';

/**
 * A remote that accepts connections and never answers must not blank its area: no file of a
 * remote may block the first paint or the app's start (the area's stylesheet is inlined into a
 * deep link's page, its other files are preloaded after the paint), and after the area timeout
 * (8 s) the page shows the area's panel with Retry, which loads the area once it answers again.
 */
const titles: Record<Area, string> = {
  info: 'Information & community',
  life: 'Life planning',
  experts: 'Experts',
  marketplace: 'Marketplace',
};

test.describe.configure({ timeout: 45_000 });

for (const area of areas) {
  const hang = `${remoteOrigin(area)}/**`;

  test(`${area} hanging: a deep link paints, shows its panel within 10 s, and Retry recovers`, async ({ page }) => {
    await page.route(hang, () => undefined); // accepted, never answered
    const started = Date.now();
    // The page's load event never comes (its preloads hang), so nothing waits for it.
    await page.goto(firstScreens[area].path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: `${titles[area]} is unavailable` })).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    await page.unroute(hang);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible({ timeout: 15_000 });
  });

  test(`${area} hanging: opening it from home shows its panel within 10 s, and Retry recovers`, async ({ page }) => {
    await page.goto('/');
    await page.route(hang, () => undefined);
    const started = Date.now();
    await page.locator(`a[href="${firstScreens[area].path}"]`).first().click();
    await expect(page.getByRole('heading', { name: `${titles[area]} is unavailable` })).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    await page.unroute(hang);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible({ timeout: 15_000 });
  });
}
