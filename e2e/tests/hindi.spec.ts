/**
 * Nyaya in Hindi (issue 18): the switch on home changes every area and is remembered across a
 * reload; the server's first paint is already Hindi for a Hindi visitor (cookie, or the browser's
 * language on a first visit); and every route in Hindi fits 360 px, leaves no English UI string on
 * screen and has no serious or critical axe violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { areas, firstScreens, hostOrigin } from '../support/origins';
import { openOrderPages, routeTable, waitForScreen } from '../support/routes';
import { englishLeftOnPage, englishUiStrings } from '../support/catalogues';

const english = englishUiStrings();
const DEVANAGARI = /[\u0900-\u097F]/;

async function useHindi(context: BrowserContext) {
  await context.addCookies([{ name: 'nyaya-lang', value: 'hi', url: hostOrigin }]);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Everything wrong with the screen in Hindi at 360 px: sideways overflow, English left, axe. */
async function hindiProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  if ((await page.locator('html').getAttribute('lang')) !== 'hi') problems.push('html lang is not hi');
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 3)
      .map((element) => `overflows: ${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
  problems.push(...overflow);
  problems.push(...(await englishLeftOnPage(page, english)).map((text) => `English left: ${text}`));
  problems.push(...(await seriousViolations(page)));
  return problems;
}

test.describe('Hindi', () => {
  test('the switch on home turns every area Hindi, and a reload keeps it', async ({ page }) => {
    await page.goto('/');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('h1')).toHaveText(DEVANAGARI);
    expect(await englishLeftOnPage(page, english)).toEqual([]);
    for (const area of areas) {
      await page.goto(firstScreens[area].path);
      await waitForScreen(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.locator('h1').first()).toHaveText(DEVANAGARI);
      expect(await englishLeftOnPage(page, english), area).toEqual([]);
      await page.reload();
      await waitForScreen(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await englishLeftOnPage(page, english), `${area} after a reload`).toEqual([]);
    }
    // And back: English everywhere again, from the profile's switch.
    await page.goto('/profile');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: firstScreens.marketplace.heading })).toBeVisible();
  });

  test("the server's first paint is Hindi for a Hindi visitor, before any script runs", async ({ request }) => {
    for (const path of ['/', ...areas.map((area) => firstScreens[area].path), '/service-details/rental-agreement-1', '/lawyer-profile/adv.-priya-sharma']) {
      const html = await (await request.get(path, { headers: { cookie: 'nyaya-lang=hi' } })).text();
      expect(html, path).toMatch(/^<!doctype html><html lang="hi" data-locale="hi">/);
      const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
      expect(heading, `${path}'s h1`).toMatch(DEVANAGARI);
    }
  });

  test("a first visit follows the browser's language; a remembered choice wins over it", async ({ request }) => {
    const hindiBrowser = await request.get('/trending', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(await hindiBrowser.text()).toMatch(/^<!doctype html><html lang="hi" data-locale="hi">/);
    expect(hindiBrowser.headers()['content-language']).toBe('hi');
    expect(hindiBrowser.headers().vary).toContain('Cookie');
    const chosenEnglish = await request.get('/trending', { headers: { 'accept-language': 'hi-IN,hi', cookie: 'nyaya-lang=en' } });
    expect(await chosenEnglish.text()).toMatch(/^<!doctype html><html lang="en-IN" data-locale="en">/);
    const home = await request.get('/', { headers: { 'accept-language': 'hi' } });
    expect(await home.text()).toMatch(/^<!doctype html><html lang="hi" data-locale="hi">/);
  });

  test.describe('at 360 px: fits, no English left, no serious axe violations', () => {
    test.use({ viewport: { width: 360, height: 640 } });
    for (const path of routeTable) {
      test(path, async ({ page, context }) => {
        await useHindi(context);
        await page.goto(path);
        await waitForScreen(page);
        expect(await hindiProblems(page)).toEqual([]);
      });
    }

    test('the order pages', async ({ page, context }) => {
      // The purchase is made in English (its steps are found by their English names), and each
      // order page is then reloaded in Hindi and checked.
      await openOrderPages(page, async () => {
        await useHindi(context);
        await page.reload();
        await waitForScreen(page);
        expect(await hindiProblems(page)).toEqual([]);
        await context.addCookies([{ name: 'nyaya-lang', value: 'en', url: hostOrigin }]);
        await page.reload();
        await waitForScreen(page);
      });
    });
  });
});
