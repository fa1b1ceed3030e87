/**
 * Every route, in one visit each, against everything a screen must be (issue 22: one visit that
 * checks several things instead of a visit per check):
 * - at 360 × 640 and at 390 × 844: no wider than the screen, no breadcrumb crumb cut short, an
 *   area's bottom tabs all in view;
 * - every control of the main content and the navigation at least 44 × 44 px, in both languages;
 * - no serious or critical axe violation, in English and in Hindi;
 * - in Hindi: `<html lang="hi">`, no English UI string left, still no wider than 360 px;
 * - hostile text typed into every search box and form field injects nothing;
 * - no console error, no uncaught exception, no script-opened dialog throughout.
 * Problems are collected and compared at the end, so one run reports all of a screen's problems.
 */
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { hostOrigin } from '../support/origins';
import { openOrderPages, routeTable, waitForScreen } from '../support/routes';
import { englishLeftOnPage, englishUiStrings } from '../support/catalogues';
import {
  bottomTabsProblems,
  breadcrumbProblems,
  horizontalOverflow,
  seriousViolations,
  smallTargets,
  typeHostileText,
  watchIncidents,
} from '../support/checks';

const small = { width: 360, height: 640 };
const large = { width: 390, height: 844 };
const english = englishUiStrings();

test.use({ viewport: small });

/** The screens with an area's bottom tabs (Information area, Life-planning area). */
const withBottomTabs = new Set(['/trending', '/public', '/private', '/local', '/life-event', '/resource', '/resource/res-8', '/track', '/act']);

/** The spec's headings of the info and life screens (the other areas' are checked by their own tests). */
const headings: Record<string, string> = {
  '/spaces': 'Spaces',
  '/wallet': 'Wallet',
  '/schedule': 'Schedule',
  '/notifications': 'Notifications',
  '/share': 'Share',
  '/trending': 'Trending',
  '/public': 'Public Discussions',
  '/private': 'Private Messages',
  '/local': 'Local Events',
  '/life-event': 'Life Events',
  '/resource': 'Resource Library',
  '/track': 'Progress Tracker',
  '/act': 'Action Items',
};

const setLanguage = (context: BrowserContext, lang: 'en' | 'hi') => context.addCookies([{ name: 'nyaya-lang', value: lang, url: hostOrigin }]);

/** The layout at each phone width: the page is left at the small one. */
async function layoutProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [large, small]) {
    await page.setViewportSize(viewport);
    const path = new URL(page.url()).pathname;
    const found = [
      ...(await horizontalOverflow(page, viewport.width)),
      ...(await breadcrumbProblems(page)),
      ...(await bottomTabsProblems(page, viewport, withBottomTabs.has(path))),
    ];
    problems.push(...found.map((problem) => `${label} at ${viewport.width}: ${problem}`));
  }
  return problems;
}

async function englishProblems(page: Page): Promise<string[]> {
  return [
    ...(await layoutProblems(page, 'en')),
    ...(await smallTargets(page)).map((target) => `small target: ${target}`),
    ...(await seriousViolations(page)).map((violation) => `en axe: ${violation}`),
  ];
}

async function hindiProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  if ((await page.locator('html').getAttribute('lang')) !== 'hi') problems.push('hi: html lang is not hi');
  problems.push(...(await layoutProblems(page, 'hi')));
  problems.push(...(await englishLeftOnPage(page, english)).map((text) => `hi: English left: ${text}`));
  // Hindi words are often shorter than English ones ("होम"): targets are measured in both.
  problems.push(...(await smallTargets(page)).map((target) => `hi small target: ${target}`));
  problems.push(...(await seriousViolations(page)).map((violation) => `hi axe: ${violation}`));
  return problems;
}

for (const path of routeTable) {
  test(path, async ({ page, context }) => {
    const incidents = watchIncidents(page);
    await page.goto(path);
    await waitForScreen(page);
    if (headings[path]) await expect(page.getByRole('heading', { level: 1, name: headings[path] })).toBeVisible();
    const problems = await englishProblems(page);

    await setLanguage(context, 'hi');
    await page.reload();
    await waitForScreen(page);
    problems.push(...(await hindiProblems(page)));

    problems.push(...(await typeHostileText(page)));
    await waitForScreen(page);
    await page.waitForLoadState('networkidle');
    expect([...problems, ...incidents()]).toEqual([]);
  });
}

test('the order pages', async ({ page, context }) => {
  // Four screens (checkout, confirmation, tracking, the order's chat), each in both languages.
  test.setTimeout(90_000);
  const incidents = watchIncidents(page);
  const problems: string[] = [];
  // The purchase is made in English (its steps are found by their English names); each order
  // page is checked, then reloaded in Hindi and checked again, then back to English.
  await openOrderPages(page, async (path) => {
    problems.push(...(await englishProblems(page)).map((problem) => `${path} ${problem}`));
    await setLanguage(context, 'hi');
    await page.reload();
    await waitForScreen(page);
    problems.push(...(await hindiProblems(page)).map((problem) => `${path} ${problem}`));
    await setLanguage(context, 'en');
    await page.reload();
    await waitForScreen(page);
  });
  expect([...problems, ...incidents()]).toEqual([]);
});

test('a search box’s clear button, once there is text, is a touch target too', async ({ page }) => {
  await page.goto('/service-providers/rental-agreement');
  await waitForScreen(page);
  await page.getByRole('searchbox').first().fill('legal');
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});
