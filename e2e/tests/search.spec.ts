import { expect, test, type Page } from '../support/test';
import { hostOrigin } from '../support/origins';
import { watchScripts } from '../support/checks';

async function searchFromHome(page: Page, query: string) {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search or ask anything' });
  await box.fill(query);
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  return box;
}

test.describe('home search', () => {
  const cases: { kind: string; query: string; group: RegExp; result: RegExp; lands: RegExp; shows: RegExp }[] = [
    { kind: 'expert', query: 'priya', group: /^Experts \(/, result: /Priya Sharma/, lands: /\/lawyer-profile\/adv\.-priya-sharma$/, shows: /Priya Sharma/ },
    {
      kind: 'service (with a typo)',
      query: 'rentel agreement',
      group: /^Legal services \(/,
      result: /^Rental Agreement From/,
      lands: /\/service-providers\/rental-agreement$/,
      shows: /Rental Agreement Drafting/,
    },
    {
      kind: 'resource',
      query: 'mutual funds',
      group: /^Resources \(/,
      result: /^Mutual Funds and SIPs/,
      lands: /\/resource\?highlight=res-2$/,
      shows: /From your search/,
    },
    {
      kind: 'discussion',
      query: 'mangrove',
      group: /^Discussions \(/,
      result: /mangrove/i,
      lands: /\/public$/,
      shows: /Mumbai coastal road and mangrove protection/,
    },
    { kind: 'space', query: 'tenant rights circle', group: /^Spaces \(/, result: /^Tenant Rights Circle/, lands: /\/spaces$/, shows: /Tenant Rights Circle/ },
    { kind: 'local event', query: 'beach clean', group: /^Local events \(/, result: /^Beach Clean-up Drive/, lands: /\/local$/, shows: /Beach Clean-up Drive/ },
    { kind: 'action item', query: 'car insurance', group: /^Action items \(/, result: /^Renew car insurance/, lands: /\/act$/, shows: /Renew car insurance/ },
  ];

  // One visit of home per result, in one browser: a fresh browser for each cost more than the searches.
  test('each kind of result opens the screen that shows it', async ({ page }) => {
    for (const item of cases) {
      await test.step(item.kind, async () => {
        await searchFromHome(page, item.query);
        const group = page.getByRole('group', { name: item.group });
        await group.getByRole('option', { name: item.result }).first().click();
        await expect(page).toHaveURL(item.lands);
        await expect(page.getByText(item.shows).first()).toBeVisible();
      });
    }
  });

  test('Hindi finds the legal services', async ({ page }) => {
    await searchFromHome(page, 'शपथ पत्र');
    await expect(page.getByRole('option', { name: /^Affidavit/ }).first()).toBeVisible();
    await page.getByRole('combobox').fill('किराया');
    await expect(page.getByRole('option', { name: /^Rental Agreement/ }).first()).toBeVisible();
  });

  test('the problem a person types finds a lawyer: “tenant deposit lawyer”, “property lawyer”, in Hindi too', async ({ page }) => {
    await searchFromHome(page, 'tenant deposit lawyer');
    const experts = page.getByRole('group', { name: /^Experts \(\d+\)$/ });
    await expect(experts.getByRole('option', { name: /^Adv\. / }).first()).toBeVisible();
    await experts.getByRole('option', { name: /^Adv\. Priya Sharma/ }).click();
    await expect(page).toHaveURL(/\/lawyer-profile\/adv\.-priya-sharma$/);
    await expect(page.getByRole('tabpanel', { name: 'About' }).getByText('Property', { exact: true })).toBeVisible();

    for (const query of ['property lawyer', 'किरायेदार जमा', 'divorce', 'तलाक', 'cheque bounce', 'चेक बाउंस']) {
      await searchFromHome(page, query);
      await expect(
        page
          .getByRole('group', { name: /^Experts \(\d+\)$/ })
          .getByRole('option')
          .first(),
        query,
      ).toBeVisible();
    }
  });

  test('keyboard: arrows move, Enter opens, Escape clears; recent searches come back', async ({ page }) => {
    // Words only the Affidavit service has (the notaries of AffidavitWala match "affidavit" alone).
    const box = await searchFromHome(page, 'affidavit gap year');
    await box.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/service-providers\/affidavit$/);
    await page.goto('/');
    const again = page.getByRole('combobox', { name: 'Search or ask anything' });
    await again.focus();
    await expect(page.getByRole('group', { name: 'Recent searches' }).getByRole('option', { name: 'affidavit gap year' })).toBeVisible();
    await again.fill('tax');
    await again.press('Escape');
    await expect(again).toHaveValue('');
  });

  test('See all leads to the full results page, which has a back button and the Home breadcrumb', async ({ page }) => {
    const box = await searchFromHome(page, 'law');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=law$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Experts/ })).toBeVisible();
    await page.getByRole('group', { name: 'Filter results by kind' }).getByRole('button', { name: 'Experts' }).click();
    await expect(page).toHaveURL(/kind=expert/);
    await expect(page.getByRole('heading', { level: 2, name: /^Legal services/ })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/`);
  });

  test('no results: says so, with the four areas as suggestions', async ({ page }) => {
    await searchFromHome(page, 'qqqzzzxxx').catch(() => undefined);
    await expect(page.getByText('No results for “qqqzzzxxx”')).toBeVisible();
    await page.goto('/search?q=qqqzzzxxx');
    await expect(page.getByText('No results for “qqqzzzxxx”')).toBeVisible();
    for (const area of ['Information & community', 'Life planning', 'Experts', 'Marketplace']) {
      await expect(page.getByRole('navigation', { name: 'Suggestions' }).getByRole('link', { name: area })).toBeVisible();
    }
  });

  test('hostile queries are plain text, in the address and typed on home', async ({ page }) => {
    // The box takes 200 characters; the status shows 60 of them (HomeSearch, displayQuery).
    const asShown = (query: string) => {
      const kept = query.slice(0, 200).trim();
      return kept.length > 60 ? `${kept.slice(0, 60)}…` : kept;
    };
    const hostileQueries = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '((([[*+?', '😀'.repeat(50), 'x'.repeat(10_000), '%00%E0%A4%A'];
    const incidents = watchScripts(page);
    for (const hostile of hostileQueries) {
      await test.step(`in the address: ${hostile.slice(0, 20)}`, async () => {
        await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
        await page.goto(`/search?q=${hostile.slice(0, 500)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      });
    }
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search or ask anything' });
    for (const hostile of hostileQueries) {
      await test.step(`typed: ${hostile.slice(0, 20)}`, async () => {
        await box.fill(hostile);
        // This query's own answer, not the one before it still on screen: none of them matches.
        await expect(page.getByRole('status').filter({ hasText: 'results' })).toHaveText(`No results for ${asShown(hostile)}`);
        expect(await page.locator('img[src="x"]').count()).toBe(0);
      });
    }
    expect(incidents()).toEqual([]);
  });
});
