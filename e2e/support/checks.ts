/**
 * What the route sweep checks on a screen, as functions that return what is wrong (an empty list
 * when the screen is right), so that one visit can run several of them and report them all.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/** Every axe violation of the WCAG 2.1 A/AA and best-practice rules, as "rule: targets" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeRun(page)).map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

/** Serious and critical axe violations, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeRun(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.targets.map((target) => `${violation.id}: ${target}`));
}

/** axe-core's API as the page has it once its build is evaluated there. */
interface AxeApi {
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
}

/** What the checks keep of a violation: the rule, its impact and where. */
interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/**
 * axe-core's own build, evaluated in the page once per document. @axe-core/playwright's legacy
 * run evaluated these 560 KB twice per analysis (once in `analyze`, once per frame in
 * `runLegacy`), 0.35 s each on an idle 2-core machine: half of the 1.0–1.5 s an analysis took,
 * and the route sweep makes two analyses per route (measured 27 Nov 2026 on /experts and
 * /public/ds-1). Our screens have no iframes, so one frame is all there is to analyse.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function axeRun(page: Page): Promise<Violation[]> {
  // Colours are judged at rest: a toast or a screen still fading in has a contrast for a few
  // frames that no one reads (CI saw `color-contrast: .bg-brand-600` mid-fade once).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Only violations are collected, and only what is read of them, since passes are never read.
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: AxeApi };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
}

/**
 * Sideways overflow: the page wider than the viewport's set width (on a phone, overflowing
 * content widens `window.innerWidth` with it, so both are compared), with the first culprits.
 */
export function horizontalOverflow(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const root = document.documentElement;
    if (root.scrollWidth <= width && window.innerWidth === width && root.clientWidth === width) return [];
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" → ${Math.round(element.getBoundingClientRect().right)}px`,
      );
    return [`${root.scrollWidth}px wide (inner ${window.innerWidth}px) at ${width}px`, ...culprits];
  }, width);
}

/**
 * The breadcrumb's crumbs: one cut short (an ellipsis instead of its name), a crumb drawn over the
 * next on its line, or a crumb's chevron or text out of its own box. Wrapping is allowed.
 */
export function breadcrumbProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The kit's breadcrumb in English or Hindi ("ui.breadcrumb" in shared/src/ui/locales).
    const list = document.querySelector('nav[aria-label="Breadcrumb"] ol, nav[aria-label="आप यहाँ हैं"] ol');
    if (!list) return [];
    const problems: string[] = [];
    // Crumbs wrap rather than being cut (issue 24): a crumb cut to an ellipsis is a problem, and
    // crumbs on the same line must not overlap.
    for (const element of list.querySelectorAll<HTMLElement>('a, span')) {
      if (element.scrollWidth > element.clientWidth + 1) problems.push(`crumb "${element.textContent}" is cut short`);
    }
    const items = [...list.children].map((item) => item.getBoundingClientRect());
    items.forEach((box, index) => {
      const previous = items[index - 1];
      if (previous && Math.abs(box.top - previous.top) < 1 && box.left < previous.right - 0.5) problems.push(`crumb ${index} overlaps crumb ${index + 1}`);
    });
    [...list.children].forEach((item, index) => {
      const box = item.getBoundingClientRect();
      for (const child of item.children) {
        const inner = child.getBoundingClientRect();
        if (inner.left < box.left - 0.5 || inner.right > box.right + 0.5) problems.push(`crumb ${index + 1} spills out of its place`);
      }
    });
    const nav = list.parentElement!.getBoundingClientRect();
    if (items.some((box) => box.right > nav.right + 0.5)) problems.push('crumbs run past the breadcrumb');
    return problems;
  });
}

/**
 * Everything a finger presses smaller than 44 × 44 px: controls of the main content and the
 * navigation. A tick box counts with the label that wraps it (its hit area), a stretched button
 * with its card; links inside running
 * text are left out (WCAG 2.5.8 exempts inline targets), and so are visually hidden controls whose
 * visible label is the target.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, [role="tab"], [role="switch"], input:not([type="hidden"]), select, textarea';
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const candidates = [...main.querySelectorAll<HTMLElement>(selector), ...document.querySelectorAll<HTMLElement>('nav a[href]')];
    return [...new Set(candidates)].flatMap((element) => {
      if (element.getClientRects().length === 0 || element.closest('.sr-only')) return [];
      // A card whose button stretches over it (an absolute ::after) is pressed anywhere on the card.
      const stretched = getComputedStyle(element, '::after').position === 'absolute' ? element.offsetParent : null;
      // A tick box or a radio button is pressed anywhere on its label (the delivery choice's rows are 44 px).
      const boxed = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
      const target = boxed ? (element.closest('label') ?? element) : (stretched ?? element);
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') return [];
      if (element.matches('a') && style.display === 'inline' && element.closest('p')) return [];
      if (box.width >= 43.5 && box.height >= 43.5) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  });
}

/** The info and life areas' bottom tabs, by their names in English and Hindi (the remotes' catalogues). */
const AREA_TABS = ['Information area', 'Life-planning area', 'जानकारी सेक्शन', 'जीवन योजना सेक्शन'];

/**
 * An area's bottom tabs: all four in view, none cut by the screen's edge. `required` for the
 * screens that must have them (the info and life areas' four tab screens); elsewhere they are
 * checked where present.
 */
export function bottomTabsProblems(page: Page, viewport: { width: number; height: number }, required: boolean): Promise<string[]> {
  return page.evaluate(
    ({ viewport, names, required }) => {
      const nav = [...document.querySelectorAll('nav')].find((element) => names.includes(element.getAttribute('aria-label') ?? ''));
      if (!nav) return required ? ['no bottom tabs'] : [];
      const links = [...nav.querySelectorAll('a')];
      const problems = links.length === 4 ? [] : [`${links.length} bottom tabs, not 4`];
      for (const link of links) {
        const box = link.getBoundingClientRect();
        if (box.left < 0 || box.right > viewport.width || box.bottom > viewport.height) problems.push(`bottom tab "${link.textContent?.trim()}" out of view`);
      }
      return problems;
    },
    { viewport, names: AREA_TABS, required },
  );
}

// The 404 page logs the unknown path on purpose (spec §2 "404").
const expectedLog = (text: string) => text.startsWith('404 Error: User attempted to access non-existent route');

/**
 * What a script must never do while a page is open: throw uncaught, or open a dialog (which is
 * dismissed). Call the returned function at the end for the list.
 */
export function watchScripts(page: Page): () => string[] {
  const incidents: string[] = [];
  page.on('pageerror', (error) => incidents.push(`uncaught: ${error.message}`));
  page.on('dialog', async (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return () => incidents;
}

/**
 * What must never happen while a page is open: console errors, and what watchScripts watches
 * for. Call the returned function at the end for the list.
 */
export function watchIncidents(page: Page): () => string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedLog(message.text())) logged.push(`console: ${message.text()}`);
  });
  const scripts = watchScripts(page);
  return () => [...logged, ...scripts()];
}

/** Hostile values typed into fields and put in route parameters. */
export const hostileValues = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'x'.repeat(10_000), '😀🇮🇳👩‍⚖️', '%00', '../../etc/passwd'];

/**
 * Types every hostile value into every editable text field on the screen, then clears it; returns
 * what went wrong (injected markup). Script dialogs and exceptions are caught by watchIncidents.
 */
export async function typeHostileText(page: Page): Promise<string[]> {
  const fields = page.locator('input[type="search"], input[type="text"], input:not([type]), input[type="email"], textarea').filter({ visible: true });
  const count = await fields.count();
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    if (!(await field.isEditable())) continue;
    for (const value of hostileValues) await field.fill(value);
    await field.fill('');
  }
  return (await page.locator('img[src="x"]').count()) > 0 ? ['injected <img> in the page'] : [];
}
