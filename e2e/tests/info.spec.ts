import { expect, test, type Page } from '../support/test';

const tabScreens = [
  { path: '/trending', tab: 'Trending', heading: 'Trending', text: 'Should AI-drafted contracts be legally valid?' },
  { path: '/public', tab: 'Public', heading: 'Public Discussions', text: 'Should AI-drafted contracts be legally valid?' },
  { path: '/private', tab: 'Private', heading: 'Private Messages', text: 'Housing Society Committee' },
  { path: '/local', tab: 'Local', heading: 'Local Events', text: 'Andheri West, Mumbai · 8 km radius' },
] as const;

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Information area' });

test.describe('information area tabs', () => {
  // Every screen in one browser, each opened by its address (the deep link, prerendered and then the app).
  test('each tab screen, opened by its address: title, tagline, breadcrumb, content and bottom tabs', async ({ page }) => {
    for (const screen of tabScreens) {
      await test.step(screen.path, async () => {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByText('Make information yours.')).toBeVisible();
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Information', screen.tab]);
        await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
        await expect(page.getByText(screen.text).first()).toBeVisible();
        await expect(tabs(page).getByRole('link')).toHaveText(['Trending', 'Public', 'Private', 'Local']);
        await expect(tabs(page).getByRole('link', { name: screen.tab })).toHaveAttribute('aria-current', 'page');
      });
    }
  });

  test('home buttons lead into the area and the bottom tabs move between the four screens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Trending', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Trending items' })).toBeVisible();
    for (const screen of tabScreens.slice(1)) {
      await tabs(page).getByRole('link', { name: screen.tab }).click();
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/private$/);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    for (const screen of tabScreens.slice(1)) {
      await page.getByRole('link', { name: screen.tab, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'What matters for you today.' })).toBeVisible();
    }
  });

  test('/public: category chips and search work together, with a way back from no matches', async ({ page }) => {
    await page.goto('/public');
    const cards = page.getByRole('list', { name: 'Discussions' }).getByRole('listitem');
    // The seven seeded discussions, and any another test of this run started (never in Politics).
    await expect(cards.filter({ hasText: 'Should AI-drafted contracts be legally valid?' })).toBeVisible();
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(7);
    await page.getByRole('button', { name: 'Politics', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Politics', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Trending');
    await page.getByRole('searchbox', { name: 'Search discussions' }).fill('(unclosed [regex *');
    await expect(page.getByText('No discussions match “(unclosed [regex *” in Politics')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(cards).toHaveCount(all);
  });

  test('/private: search, unread badges and the online dot on direct conversations only', async ({ page }) => {
    await page.goto('/private');
    const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
    await expect(rows).toHaveCount(5);
    await expect(rows.filter({ hasText: 'Adv. Priya Sharma' }).getByTestId('online-dot')).toBeVisible();
    await expect(rows.filter({ hasText: 'Housing Society Committee' })).toContainText('24 members');
    await expect(rows.filter({ hasText: 'Housing Society Committee' }).getByTestId('online-dot')).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Housing Society Committee' })).toContainText('5 unread');
    await page.getByRole('searchbox', { name: 'Search messages' }).fill('<script>alert(1)</script>');
    await expect(page.getByText('No conversations match “<script>alert(1)</script>”')).toBeVisible();
  });

  test('/local: an Indian locality, distances in km from the events’ places, pictures as icons', async ({ page }) => {
    await page.goto('/local');
    const main = page.getByRole('main');
    await expect(main.getByText('Andheri West, Mumbai · 8 km radius', { exact: true })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Local events' }).getByRole('listitem');
    // The API's events: places left and the next date in India time, once the list is read.
    await expect(cards.filter({ hasText: 'Beach Clean-up Drive' })).toContainText(/places? left/);
    await expect(cards.filter({ hasText: 'Beach Clean-up Drive' })).toContainText('Versova Beach · 2 km');
    await expect(cards.filter({ hasText: 'Legal Tech Meetup' })).toContainText('Times Square, Andheri East · 4.5 km');
    await expect(cards.filter({ hasText: 'Legal Tech Meetup' })).toContainText(/\d{1,2} \w{3} \d{4}, 10:00 AM \(India time\)/);
    for (const card of await cards.all()) {
      await expect(card).toContainText(/ · \d+(\.\d)?\skm/);
      await expect(card.locator('span[aria-hidden="true"] > svg').first()).toBeVisible();
    }
    await expect(main).not.toContainText(/\bmi\b|miles?\b|Downtown/);
    await expect(main).not.toContainText(/\p{Extended_Pictographic}/u);
  });

  test('/local: chips filter; another city is read and remembered; a guest’s RSVP asks to sign in', async ({ page }) => {
    await page.goto('/local');
    const cards = page.getByRole('list', { name: 'Local events' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await page.getByRole('button', { name: 'Health', exact: true }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Free Health Check-up Camp');
    await page.getByRole('link', { name: 'RSVP Free Health Check-up Camp' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Flocal$/);
    await page.goto('/local');
    await page.getByRole('combobox', { name: 'City' }).selectOption('delhi');
    await expect(page.getByText('Connaught Place, New Delhi · 8 km radius')).toBeVisible();
    await expect(cards.filter({ hasText: 'Consumer Rights Awareness Camp' })).toContainText('India Habitat Centre, Lodhi Road');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('delhi');
  });
});
