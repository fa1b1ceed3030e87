import { expect, test, type Page } from '../support/test';

const screens = [
  { path: '/life-event', tab: 'Life Event', heading: 'Life Events' },
  { path: '/resource', tab: 'Resource', heading: 'Resource Library' },
  { path: '/track', tab: 'Track', heading: 'Progress Tracker' },
  { path: '/act', tab: 'Act', heading: 'Action Items' },
] as const;

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Life-planning area' });

test.describe('life-planning area', () => {
  // Every screen in one browser, each opened by its address (the deep link, prerendered and then the app).
  test('each tab screen, opened by its address: title, tagline, breadcrumb and bottom tabs', async ({ page }) => {
    for (const screen of screens) {
      await test.step(screen.path, async () => {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByText('Govern your assets and risks.')).toBeVisible();
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Life planning', screen.tab]);
        await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
        await expect(tabs(page).getByRole('link')).toHaveText(['Life Event', 'Resource', 'Track', 'Act']);
        await expect(tabs(page).getByRole('link', { name: screen.tab })).toHaveAttribute('aria-current', 'page');
      });
    }
  });

  test('bottom tabs move between the four screens; back returns home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Life Event/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Life Events' })).toBeVisible();
    for (const screen of screens.slice(1)) {
      await tabs(page).getByRole('link', { name: screen.tab }).click();
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    }
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'What matters for you today.' })).toBeVisible();
  });

  test('/life-event lists events with distinct statuses and dates', async ({ page }) => {
    await page.goto('/life-event');
    const home = page.getByRole('listitem').filter({ hasText: 'Buying our first home in Pune' });
    await expect(home).toContainText('Active');
    await expect(home).toContainText('15 Dec 2026');
    await expect(page.getByRole('listitem').filter({ hasText: 'Wedding planning' })).toContainText('Planning');
    await expect(page.getByRole('listitem').filter({ hasText: 'Starting a small business' })).toContainText('Researching');
  });

  test('/resource filters by chip and search, and clears an empty result', async ({ page }) => {
    await page.goto('/resource');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(10);
    const card = page.getByRole('listitem').filter({ hasText: 'Mutual Funds and SIPs for Beginners' });
    await expect(card).toContainText('Video Course');
    await expect(card).toContainText('8,730');
    await expect(card).toContainText('4.7');
    await expect(card).toContainText('3.7 KB');

    const chips = page.getByRole('group', { name: 'Resource category' });
    await expect(chips.getByRole('button')).toHaveText(['All', 'Finance', 'Career', 'Health', 'Real Estate', 'Technology']);
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: 'Health' }).click();
    await expect(titles).toHaveText(['Choosing a Family Health Insurance Plan', 'Preventive Health Check-up Planner']);

    const search = page.getByRole('searchbox', { name: 'Search resources' });
    await search.fill('planner');
    await expect(titles).toHaveText(['Preventive Health Check-up Planner']);
    await search.fill('(.*)[');
    await expect(page.getByText('No resources match “(.*)[”')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(titles).toHaveCount(10);
    await expect(search).toHaveValue('');
  });

  test('/track draws the last 7 days up to today at v × 0.48 px, and the sample goals as examples', async ({ page }) => {
    await page.goto('/track');
    // India's day (+05:30 all year): the chart's last bar is today there, none for a day to come.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    await expect(page.getByTestId(`bar-${today}`)).toHaveCSS('height', '0px');
    await expect(page.locator('[data-testid^="bar-"]')).toHaveCount(7);
    await expect(page.getByRole('table', { name: 'Progress logged in the last 7 days, percent of goal targets per day' }).getByRole('row')).toHaveCount(8);
    await expect(page.getByText(/These are examples/)).toBeVisible();

    const fund = page.getByRole('listitem').filter({ hasText: 'Emergency fund' });
    await expect(fund.getByRole('progressbar', { name: 'Emergency fund progress' })).toHaveAttribute('aria-valuenow', '64');
    await expect(fund).toContainText('₹3,20,000 of ₹5,00,000');
  });
});
