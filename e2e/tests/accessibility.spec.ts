/**
 * Accessibility beyond what the route sweep (route-sweep.spec.ts) checks on every screen: the
 * dialogs, which only a click opens, and keyboard use.
 */
import { expect, test } from '../support/test';
import { waitForScreen } from '../support/routes';
import { seriousViolations } from '../support/checks';

test.describe('dialogs: no serious or critical axe violations', () => {
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
