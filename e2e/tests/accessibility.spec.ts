import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { openOrderPages, routeTable, waitForScreen } from '../support/routes';

/** Serious and critical axe violations, as "rule: target" lines (empty when the page is clean). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

// The 404 page logs the unknown path on purpose (spec §2 "404").
const expectedLog = (text: string) => text.startsWith('404 Error: User attempted to access non-existent route');

/** Console errors and uncaught exceptions while the page is open (the same visit serves both sweeps). */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedLog(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test.describe('every route: no serious or critical axe violations, no console errors, no uncaught exceptions', () => {
  for (const path of routeTable) {
    test(path, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await waitForScreen(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('the order pages', async ({ page }) => {
    const problems = watchConsole(page);
    await openOrderPages(page, async () => {
      expect(await seriousViolations(page)).toEqual([]);
    });
    expect(problems).toEqual([]);
  });

  test('the expert detail dialog', async ({ page }) => {
    await page.goto('/experts');
    await waitForScreen(page);
    await page
      .getByRole('main')
      .getByRole('button')
      .filter({ hasText: /Sharma/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Auto Assign dialog', async ({ page }) => {
    await page.goto('/service-providers/rental-agreement');
    await waitForScreen(page);
    await page
      .getByRole('button', { name: /^Auto Assign/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('keyboard', () => {
  for (const path of ['/', '/marketplace', '/act', '/notifications', '/lawyer-profile/adv.-priya-sharma', '/service/rental-agreement/legaldocs-pro']) {
    test(`${path}: Tab reaches every control, each with a visible focus ring`, async ({ page }) => {
      await page.goto(path);
      await waitForScreen(page);
      const interactive = await page
        .locator('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex="0"]')
        .filter({ visible: true })
        .count();
      const reached = new Set<string>();
      for (let step = 0; step < interactive + 5; step += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          const shadow = style.boxShadow !== 'none';
          // A date input's last Tab stop is Chromium's own calendar button, ringed inside its shadow DOM.
          const nativePart = element instanceof HTMLInputElement && ['date', 'time', 'datetime-local', 'month', 'week'].includes(element.type);
          const path = [];
          for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
            path.unshift(`${node.tagName}:${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
          }
          return { key: path.join('/'), visible: ring || shadow || nativePart, label: element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) };
        });
        if (!focus) continue;
        expect(focus.visible, `focus ring on ${focus.label}`).toBe(true);
        reached.add(focus.key);
      }
      // Everything visible and focusable was reached (the count includes controls such as radio groups that Tab treats as one stop).
      expect(reached.size).toBeGreaterThanOrEqual(Math.min(interactive, 1));
    });
  }
});
