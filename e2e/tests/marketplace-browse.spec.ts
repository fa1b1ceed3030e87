import { expect, test, type Locator, type Page } from '../support/test';
import { axeViolations } from '../support/checks';

/** Company names of the cards in a container, in the order shown. */
async function cardNames(container: Locator) {
  return container.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
}

function row(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test.describe('marketplace browsing', () => {
  test('marketplace search filters featured services and categories as the user types', async ({ page }) => {
    // Before the limited offer's last day, so its banner shows.
    await page.clock.setFixedTime(new Date('2026-12-28T06:00:00Z'));
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Solve it now, with the right people.' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Limited offer' })).toContainText('2000+ companies registered');
    await page.getByRole('searchbox', { name: 'Search legal services' }).fill('sale deed');
    await expect(page.getByRole('link', { name: /^Property Services/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Document Drafting/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Featured Services' })).toHaveCount(0);
  });

  test('featured service → providers sorted by the §9 rules → Get Started opens the intake', async ({ page }) => {
    await page.goto('/marketplace');
    await page.getByRole('link', { name: 'Get Started with Rental Agreement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rental Agreement Drafting' })).toBeVisible();
    expect(await cardNames(row(page, 'Recommended'))).toEqual([
      'LegalDocs Pro',
      'QuickDraft Legal',
      'Premium Legal Associates',
      'RentEasy Advocates',
      'Sharma & Co. Legal',
    ]);
    expect(await cardNames(row(page, 'Cheapest'))).toEqual([
      'QuickDraft Legal',
      'RentEasy Advocates',
      'LegalDocs Pro',
      'Sharma & Co. Legal',
      'Premium Legal Associates',
    ]);
    // Fastest means fastest: 12 hours, 24 hours, 1 day, 2-3 days, 1 week.
    expect(await cardNames(row(page, 'Fastest'))).toEqual([
      'QuickDraft Legal',
      'LegalDocs Pro',
      'RentEasy Advocates',
      'Premium Legal Associates',
      'Sharma & Co. Legal',
    ]);
    expect(await cardNames(row(page, 'Top-rated'))).toEqual([
      'Premium Legal Associates',
      'LegalDocs Pro',
      'RentEasy Advocates',
      'QuickDraft Legal',
      'Sharma & Co. Legal',
    ]);
    await expect(row(page, 'Cheapest').getByRole('article').first()).toContainText('₹599');

    await page.getByRole('searchbox', { name: /Search providers/ }).fill('COMMERCIAL');
    expect(await cardNames(row(page, 'Recommended'))).toEqual(['Premium Legal Associates']);

    await row(page, 'Recommended').getByRole('link', { name: 'Get Started with Premium Legal Associates' }).click();
    await expect(page).toHaveURL(/\/service\/rental-agreement\/premium-legal-associates$/);
  });

  test('an unknown service is titled Legal Services and its back button returns to the marketplace', async ({ page }) => {
    await page.goto('/service-providers/no-such-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Services' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test('provider rows keep the page’s inset at 390 px, at the start and when a card is scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/service-providers/rental-agreement');
    const row = page.getByRole('region', { name: 'Recommended' }).getByRole('list').first();
    const cards = row.locator(':scope > li');
    const heading = await page.getByRole('heading', { level: 2, name: 'Recommended' }).boundingBox();
    expect(heading?.x).toBe(16);
    await expect.poll(async () => (await cards.first().boundingBox())?.x).toBe(16);
    // Scrolled away and a card brought back into view (as keyboard focus or a snapping swipe does):
    // it stops at the inset, not flush against the edge.
    await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect.poll(async () => (await cards.first().boundingBox())?.x).toBeLessThan(0);
    await cards.first().evaluate((card) => card.scrollIntoView({ inline: 'start', block: 'nearest' }));
    await expect.poll(async () => (await cards.first().boundingBox())?.x).toBe(16);
  });

  test('a favourite survives a reload', async ({ page }) => {
    await page.goto('/service-providers/affidavit');
    const heart = row(page, 'Recommended').getByRole('button', { name: 'Favourite Delhi Notary Services' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(row(page, 'Top-rated').getByRole('button', { name: 'Favourite Delhi Notary Services' })).toHaveAttribute('aria-pressed', 'true');
    await expect(row(page, 'Top-rated').getByRole('button', { name: 'Favourite Notary Express' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('Auto Assign on the providers screen opens the dialog', async ({ page }) => {
    await page.goto('/service-providers/company-registration');
    await page.getByRole('button', { name: 'Auto Assign', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Auto Assign Company Incorporation' })).toBeVisible();
  });

  test('View All lists every provider of the service in that order, with a back button', async ({ page }) => {
    await page.goto('/service-providers/affidavit');
    await page.getByRole('link', { name: 'View All Cheapest providers' }).click();
    await expect(page).toHaveURL(/\/category-services\/cheapest\?service=affidavit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cheapest providers' })).toBeVisible();
    expect(await cardNames(page.getByRole('list', { name: /providers for/ }))).toEqual([
      'Notary Express',
      'AffidavitWala',
      'e-Stamp Legal Hub',
      'Delhi Notary Services',
    ]);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/service-providers\/affidavit$/);
  });

  for (const path of ['/category-services/priciest?service=affidavit', '/category-services/fastest?service=unknown']) {
    test(`View All with an unknown sort or service shows the 404 page: ${path}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
      expect(errors.some((text) => text.includes('/category-services/'))).toBe(true);
    });
  }

  test('category page: tabs sort by the §9 rules, subcategory filters and offers Auto Assign', async ({ page }) => {
    await page.goto('/marketplace');
    await page.getByRole('link', { name: /^Document Drafting/ }).click();
    await expect(page).toHaveURL(/\/providers\/drafting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Document Drafting' })).toBeVisible();
    await expect(page.getByLabel('Highlights')).toContainText('500+');
    const panel = page.getByRole('tabpanel');
    expect(await cardNames(panel)).toEqual([
      'LegalDocs Pro',
      'QuickDraft Legal',
      'Premium Legal Associates',
      'RentEasy Advocates',
      'Sharma & Co. Legal',
      'Notice Express',
      'HR Contracts Co.',
    ]);
    await page.getByRole('tab', { name: 'Cheapest' }).click();
    await expect(panel.getByRole('article').first()).toHaveAttribute('aria-label', 'QuickDraft Legal');
    expect(await cardNames(panel)).toEqual([
      'QuickDraft Legal',
      'RentEasy Advocates',
      'LegalDocs Pro',
      'Sharma & Co. Legal',
      'Premium Legal Associates',
      'Notice Express',
      'HR Contracts Co.',
    ]);
    await page.getByRole('tab', { name: 'Top-rated' }).click();
    await expect(panel.getByRole('article').first()).toHaveAttribute('aria-label', 'Premium Legal Associates');
    expect(await cardNames(panel)).toEqual([
      'Premium Legal Associates',
      'LegalDocs Pro',
      'RentEasy Advocates',
      'HR Contracts Co.',
      'QuickDraft Legal',
      'Sharma & Co. Legal',
      'Notice Express',
    ]);
    await page.getByRole('tab', { name: 'Fastest' }).click();
    await expect(panel.getByRole('article').first()).toHaveAttribute('aria-label', 'QuickDraft Legal');
    expect(await cardNames(panel)).toEqual([
      'QuickDraft Legal',
      'LegalDocs Pro',
      'RentEasy Advocates',
      'Notice Express',
      'Premium Legal Associates',
      'Sharma & Co. Legal',
      'HR Contracts Co.',
    ]);

    await page.getByRole('combobox', { name: 'Subcategory' }).click();
    await page.getByRole('option', { name: 'Rental Agreement' }).click();
    await expect(panel.getByRole('article')).toHaveCount(5);
    await page.getByRole('button', { name: 'Auto Assign Rental Agreement Provider' }).click();
    await expect(page.getByRole('dialog', { name: 'Auto Assign Rental Agreement' })).toBeVisible();
  });

  test('/category/{id} is the same screen; a card opens its service detail', async ({ page }) => {
    await page.goto('/category/property');
    await expect(page.getByRole('heading', { level: 1, name: 'Property Services' })).toBeVisible();
    await page
      .getByRole('article', { name: 'PropLegal Experts' })
      .getByRole('link', { name: /^Select Provider/ })
      .click();
    await expect(page).toHaveURL(/\/service-details\/sale-deed-1$/);
  });

  test('the fixed help button goes to the experts', async ({ page }) => {
    await page.goto('/providers/personal');
    const help = page.getByRole('link', { name: 'Need Help? Consult an Expert' });
    await expect(help).toBeInViewport();
    await help.click();
    await expect(page).toHaveURL(/\/experts$/);
  });

  test('an unknown category says so and leads back to the marketplace', async ({ page }) => {
    await page.goto('/providers/no-such-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test('hostile search text is plain text: no crash, nothing injected', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/service-providers/rental-agreement');
    const search = page.getByRole('searchbox', { name: /Search providers/ });
    for (const text of ['<img src=x onerror=alert(1)>', '.*[(+?', '🙂🏠', 'x'.repeat(10_000)]) {
      await search.fill(text);
      await expect(page.getByText(/^No providers match/)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Show all providers' }).click();
    await expect(row(page, 'Recommended').getByRole('article')).toHaveCount(5);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  // The accessibility sweep covers the route table; these are the states it does not visit.
  for (const path of ['/category-services/fastest?service=company-registration', '/providers/no-such-category']) {
    test(`no axe violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
