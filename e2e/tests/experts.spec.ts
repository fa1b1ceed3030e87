import { expect, test } from '../support/test';
import { hostOrigin } from '../support/origins';
import { breadcrumbProblems, horizontalOverflow } from '../support/checks';
import { categories, expectBannerMatchesList, indiaMorning, showWholeList } from '../support/experts';

test.describe('experts area', () => {
  test('each category card leads to its experts', async ({ page }) => {
    for (const category of categories) {
      await test.step(category.title, async () => {
        await page.goto('/expert-categories');
        const card = page.getByRole('link', { name: new RegExp(`^${category.title}`) });
        await expect(card).toContainText(`${category.count} experts`);
        await card.click();
        await expect(page).toHaveURL(`${hostOrigin}/experts?category=${category.id}`);
        await expect(page.getByRole('heading', { level: 1, name: `${category.title} Experts` })).toBeVisible();
        await expectBannerMatchesList(page, category.title);
      });
    }
  });

  test('Browse All Experts lists everyone; the breadcrumb and bottom tabs lead on', async ({ page }) => {
    await page.goto('/expert-categories');
    await page.getByRole('link', { name: 'Browse All Experts' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/experts`);
    await expect(page.getByRole('heading', { level: 1, name: 'All Experts' })).toBeVisible();
    const banner = page.getByText(/^Showing \d+ experts across all categories$/);
    const total = Number((await banner.textContent())?.match(/\d+/)?.[0]);
    await expect(page.getByText(`Showing 10 of ${total}`)).toBeVisible();
    await showWholeList(page);
    await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article')).toHaveCount(total);
    await expect(page.getByText(/order of listing is not a recommendation or endorsement/)).toBeVisible();

    await page.getByRole('navigation', { name: 'Expert categories' }).getByRole('link', { name: 'Other' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Other Experts' })).toBeVisible();
    await expectBannerMatchesList(page, 'Other');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Experts' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/expert-categories`);

    await page.goto('/experts');
    await page.getByRole('navigation', { name: 'Experts and marketplace' }).getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/marketplace`);
  });

  for (const viewport of [
    { width: 412, height: 915 },
    { width: 360, height: 640 },
  ]) {
    test(`the list moves nothing at ${viewport.width}px: from the prerendered screen to the app, and while scrolling`, async ({ page }) => {
      // Cards past the first screen are laid out only near the viewport (ExpertCard); a placeholder
      // height on a card the user sees would shift what is below it.
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/experts');
      await expect(page.getByRole('article')).toHaveCount(10);
      await page.waitForLoadState('networkidle');
      // The takeover moved nothing; then the whole list is shown and read from the top.
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      await showWholeList(page);
      await expect(page.getByRole('article')).toHaveCount(50);
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        (window as unknown as { shifts: number[] }).shifts.length = 0;
      });
      // 50 cards of about 250 px: enough turns of the wheel to reach the note below the list.
      for (let step = 0; step < 50; step += 1) {
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(50);
      }
      await expect(page.getByText('Experts are listed in no particular order.', { exact: false })).toBeInViewport();
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    });
  }

  test('a card shows status, fee and at most two specialties plus +N; Call and Schedule book the next slot', async ({ page }) => {
    const morning = indiaMorning();
    await page.clock.setFixedTime(morning.clock);
    await page.goto('/experts?category=legal');
    const rajesh = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Adv. Rajesh Iyer', exact: true }) });
    await expect(rajesh.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveCount(3);
    await expect(rajesh.getByText('+2')).toBeVisible();
    await expect(rajesh.getByText('On-Demand Only')).toBeVisible();
    await expect(rajesh.getByText('Next slot: today 2:00 PM')).toBeVisible();
    await expect(rajesh.getByText('₹2,000')).toBeVisible();
    const priya = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true }) });
    await expect(priya.getByText('Available Now')).toBeVisible();
    await expect(priya.getByRole('link', { name: 'Call Adv. Priya Sharma' })).toHaveAttribute(
      'href',
      `/lawyer-profile/adv.-priya-sharma/book?mode=call&slot=${morning.slot('10:00')}`,
    );

    // Schedule opens the booking screen with the next slot chosen, the mode left to the user, and no dialog.
    await rajesh.getByRole('link', { name: 'Schedule Adv. Rajesh Iyer' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/adv.-rajesh-iyer/book?slot=${morning.slot('14:00')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true, name: /^(Chat|Voice Call|Video Call)/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^2:00 PM/ })).toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('late in the evening no one is Available Now: cards and the profile say when the next slot is', async ({ page }) => {
    const morning = indiaMorning();
    await page.clock.setFixedTime(new Date(morning.clock.getTime() - 12 * 60 * 60_000)); // 9:30 the evening before
    await page.goto('/experts?category=legal');
    await expect(page.getByRole('article')).not.toHaveCount(0);
    await expect(page.getByText('Available Now')).toHaveCount(0);
    const priya = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true }) });
    await expect(priya.getByText('Next slot: tomorrow 10:00 AM')).toBeVisible();

    await page.goto('/lawyer-profile/adv.-priya-sharma');
    const call = page.getByRole('link', { name: /^Call Now/ });
    await expect(call).toContainText('Next call: tomorrow 10:00 AM');
    await expect(call).toHaveAttribute('href', `/lawyer-profile/adv.-priya-sharma/book?mode=call&slot=${morning.slot('10:00')}`);
  });

  test('filtered by city and practice area lists only matching experts, survives a reload and clears', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/experts?category=legal');
    await page.getByRole('button', { name: 'Filter and sort' }).click();
    const cards = page.getByRole('list', { name: 'Experts' }).getByRole('article');
    const names = async () => (await cards.getByRole('heading', { level: 2 }).allTextContents()).map((name) => name.trim());

    await page.getByRole('combobox', { name: 'City' }).selectOption('New Delhi');
    await expect(page).toHaveURL(/[?&]city=New\+Delhi(&|$)/);
    await expect(page.getByText(/^\d+ of \d+ experts? match(es)? your filters$/)).toBeVisible();
    const inDelhi = await names();
    expect(inDelhi.length).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card.getByText(/^New Delhi, /)).toBeVisible();

    await page.getByRole('combobox', { name: 'Practice area' }).selectOption({ label: 'Property' });
    await expect(page).toHaveURL(/[?&]area=property(&|$)/);
    await expect(page).toHaveURL(/[?&]category=legal(&|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Experts' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ experts? in Legal category$/)).toBeVisible();
    const filtered = await names();
    expect(filtered.length).toBeGreaterThan(0);
    expect(await horizontalOverflow(page, 360)).toEqual([]);
    const filteredUrl = page.url();

    // Survives a reload: the same list, the controls still showing what is applied.
    await page.reload();
    expect(await names()).toEqual(filtered);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('New Delhi');
    await expect(page.getByRole('combobox', { name: 'Practice area' })).toHaveValue('property');

    // Only and all the Delhi lawyers whose profile lists Property as a practice area.
    const practisingProperty: string[] = [];
    for (const name of inDelhi) {
      await page.goto(`/lawyer-profile/${name.toLowerCase().replace(/\s+/g, '-')}`);
      const areas = page
        .getByRole('tabpanel', { name: 'About' })
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Practice areas' }) })
        .getByRole('listitem');
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      if ((await areas.allTextContents()).includes('Property')) practisingProperty.push(name);
    }
    expect([...filtered].sort()).toEqual(practisingProperty.sort());

    // No match: said, with Clear filters, which keeps the category.
    await page.goto(`${filteredUrl}&fee=above-1500&lang=Bhojpuri`);
    await expect(page.getByText('No experts match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(`${hostOrigin}/experts?category=legal`);
    await expect(page.getByText(/^Showing \d+ experts? in Legal category$/)).toBeVisible();
  });

  test('the server renders a shared filtered link filtered, and a hostile filter as text', async ({ request }) => {
    // A screen not rendered within the server's budget goes out as the skeleton and is kept for
    // the next visit: ask until the rendered screen comes.
    const rendered = async (path: string) => {
      let html = '';
      await expect
        .poll(async () => {
          html = await (await request.get(path)).text();
          return html.includes('aria-busy="true"') ? 'skeleton' : 'screen';
        })
        .toBe('screen');
      return html;
    };
    const cards = (html: string) => html.match(/<article/g)?.length ?? 0;
    const all = await rendered('/experts?category=legal');
    const filtered = await rendered('/experts?category=legal&city=Chennai');
    expect(cards(filtered)).toBeGreaterThan(0);
    expect(cards(filtered)).toBeLessThan(cards(all));
    expect(filtered).toContain('>Adv. Rajesh Iyer<');
    expect(filtered).not.toContain('>Adv. Priya Sharma<');

    const hostile = await rendered(`/experts?city=${encodeURIComponent('<img src=x onerror=alert(1)>')}&lang=${'x'.repeat(80)}`);
    expect(hostile).not.toContain('<img src=x');
    expect(hostile).toContain('No experts match these filters.');
  });

  test('sorting by fee orders the cards by fee, and the URL keeps it', async ({ page }) => {
    await page.goto('/experts?sort=fee-desc');
    const fees = async () =>
      (
        await page
          .getByRole('list', { name: 'Experts' })
          .getByText(/^₹[\d,]+$/)
          .allTextContents()
      ).map((fee) => Number(fee.replace(/[₹,]/g, '')));
    const descending = await fees();
    expect(descending.length).toBeGreaterThan(1);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Fee: low to high' });
    await expect(page).toHaveURL(/[?&]sort=fee-asc$/);
    // The first page of each order: the highest fees, then the lowest, each in order.
    const ascendingFirstPage = async () => {
      const ascending = await fees();
      return ascending.every((fee, index) => index === 0 || ascending[index - 1]! <= fee) && ascending[0]! <= Math.min(...descending);
    };
    await expect.poll(ascendingFirstPage).toBe(true);
  });

  test('at 390 px the breadcrumb shows every crumb whole, each a 44 px target', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/lawyer-profile/adv.-priya-sharma');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    const experts = breadcrumb.getByRole('link', { name: 'Experts' });
    await expect(experts).toHaveText('Experts');
    expect(await breadcrumbProblems(page)).toEqual([]);
    for (const link of await breadcrumb.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });
});
