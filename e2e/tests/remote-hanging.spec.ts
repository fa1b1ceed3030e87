import { expect, test } from '../support/test';
import { areas, firstScreens, remoteOrigin } from '../support/origins';
import { hostGivesUp } from '../support/areaPanel';

/**
 * A remote that accepts connections and never answers must not blank its area: no file of a
 * remote may block the first paint or the app's start (the area's stylesheet is inlined into a
 * deep link's page, its other files are preloaded after the paint), and after the area timeout
 * (8 s) the page shows the area's panel with Retry, which loads the area once it answers again.
 * The page's clock is faked and moved on by those 8 s once the app has asked for the remote's
 * entry, so each test takes a second or two instead of the 8 s the host waits.
 */
for (const area of areas) {
  const hang = `${remoteOrigin(area)}/**`;

  test(`${area} hanging: a deep link paints, shows its panel within 10 s, and Retry recovers`, async ({ page }) => {
    await page.clock.install();
    await page.route(hang, () => undefined); // accepted, never answered
    // The page's load event never comes (its preloads hang), so nothing waits for it.
    await page.goto(firstScreens[area].path, { waitUntil: 'commit' });
    // The deep link painted: its prerendered screen is on show while the remote hangs.
    await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible();
    await hostGivesUp(page, area);
    await page.unroute(hang);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible({ timeout: 15_000 });
  });

  test(`${area} hanging: opening it from home shows its panel within 10 s, and Retry recovers`, async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.route(hang, () => undefined);
    await page.locator(`a[href="${firstScreens[area].path}"]`).first().click();
    await hostGivesUp(page, area);
    await page.unroute(hang);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstScreens[area].heading })).toBeVisible({ timeout: 15_000 });
  });
}
