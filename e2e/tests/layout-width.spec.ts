/**
 * The narrow phones the design must fit (DESIGN.md: "works from 360 px up"): no screen is wider
 * than the viewport (nothing to scroll sideways), the breadcrumb stays on one line, and the
 * controls of representative screens are touch targets of at least 44 × 44 px.
 */
import { expect, test, type Page } from '../support/test';
import { openOrderPages, routeTable, waitForScreen } from '../support/routes';

const viewports = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

/**
 * What overflows: the page's scroll width and the first elements sticking out. Compared with the
 * viewport's set width: on a phone, overflowing content widens `window.innerWidth` with it.
 */
async function horizontalOverflow(page: Page, width: number) {
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} → ${Math.round(element.getBoundingClientRect().right)}px`,
      );
    return { scrollWidth, culprits };
  }, width);
}

/**
 * What is wrong with the breadcrumb's one line: wrapping (taller than one 44 px line), a crumb
 * drawn over the next, or a crumb's chevron or text out of its own box (cut crumbs overlapping).
 */
async function breadcrumbProblems(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('nav[aria-label="Breadcrumb"] ol');
    if (!list) return [];
    const problems: string[] = [];
    const height = list.getBoundingClientRect().height;
    if (height > 48) problems.push(`wraps: ${Math.round(height)}px tall`);
    const items = [...list.children].map((item) => item.getBoundingClientRect());
    items.forEach((box, index) => {
      const previous = items[index - 1];
      if (previous && box.left < previous.right - 0.5) problems.push(`crumb ${index} overlaps crumb ${index + 1}`);
    });
    [...list.children].forEach((item, index) => {
      const box = item.getBoundingClientRect();
      for (const child of item.children) {
        const inner = child.getBoundingClientRect();
        if (inner.left < box.left - 0.5 || inner.right > box.right + 0.5) problems.push(`crumb ${index + 1} spills out of its place`);
      }
    });
    const nav = list.parentElement!.getBoundingClientRect();
    const last = items.at(-1);
    if (last && last.right > nav.right + 0.5) problems.push('runs past the breadcrumb');
    return problems;
  });
}

async function checkLayout(page: Page, width: number) {
  expect(await horizontalOverflow(page, width)).toBeNull();
  expect(await breadcrumbProblems(page)).toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const path of routeTable) {
      test(`${path}: no wider than the screen, breadcrumb on one line`, async ({ page }) => {
        await page.goto(path);
        await waitForScreen(page);
        await checkLayout(page, viewport.width);
      });
    }

    test('the order pages: no wider than the screen, breadcrumb on one line', async ({ page }) => {
      await openOrderPages(page, () => checkLayout(page, viewport.width));
    });
  });
}

/**
 * Interactive elements in the screen's main content smaller than 44 × 44 px. Links inside running
 * text are left out (WCAG 2.5.8 exempts inline targets), and so are visually hidden controls
 * (whose visible label is the target).
 */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector = 'a[href], button, [role="tab"], [role="switch"], input:not([type="hidden"]), select, textarea';
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    return [...main.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') return [];
      if (element.matches('a') && style.display === 'inline' && element.closest('p')) return [];
      if (box.width >= 43.5 && box.height >= 43.5) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  });
}

test.describe('touch targets at 360 px', () => {
  test.use({ viewport: viewports[0] });

  for (const path of [
    '/',
    '/profile',
    '/spaces',
    '/notifications',
    '/resource',
    '/lawyer-profile/adv.-priya-sharma',
    '/marketplace',
    '/service-providers/rental-agreement',
    '/providers/drafting',
  ]) {
    test(`${path}: every control is at least 44 × 44 px`, async ({ page }) => {
      await page.goto(path);
      await waitForScreen(page);
      expect(await smallTargets(page)).toEqual([]);
    });
  }

  test('the search box’s clear button, once there is text', async ({ page }) => {
    await page.goto('/service-providers/rental-agreement');
    await waitForScreen(page);
    await page.getByRole('searchbox').first().fill('legal');
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
});
