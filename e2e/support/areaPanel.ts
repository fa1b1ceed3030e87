import { expect, type Page } from '@playwright/test';
import type { Area } from './origins';

/** What each area's "unavailable" panel calls the area. */
export const areaTitles: Record<Area, string> = {
  info: 'Information & community',
  life: 'Life planning',
  experts: 'Experts',
  marketplace: 'Marketplace',
};

export const unavailablePanel = (page: Page, area: Area) => page.getByRole('heading', { name: `${areaTitles[area]} is unavailable` });

/**
 * For a page whose clock is faked (`page.clock.install()`) while a remote hangs: moves the clock on
 * a second at a time, up to 10 s, until the area's panel shows. The host gives up on a remote
 * after 8 s of its own time (AREA_LOAD_TIMEOUT_MS), so a test takes about a second, not 8.
 */
export async function hostGivesUp(page: Page, area: Area) {
  const panel = unavailablePanel(page, area);
  for (let second = 0; second < 10 && !(await panel.isVisible()); second += 1) {
    await page.clock.fastForward(1_000);
    await page.waitForTimeout(100); // real time for the page to react
  }
  await expect(panel).toBeVisible();
}
