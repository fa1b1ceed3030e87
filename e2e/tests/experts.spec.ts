import { expect, test, type Page } from '../support/test';
import { hostOrigin, remoteOrigin } from '../support/origins';
import { breadcrumbProblems, horizontalOverflow } from '../support/checks';

const categories = [
  { id: 'peer', title: 'Peer', count: '150+' },
  { id: 'administration', title: 'Administration', count: '80+' },
  { id: 'legal', title: 'Legal', count: '200+' },
  { id: 'finance', title: 'Finance', count: '120+' },
];

/** Presses "Show N more experts" until the whole list is out (the list comes a page of 10 at a time). */
async function showWholeList(page: Page) {
  const more = page.getByRole('button', { name: /^Show \d+ more experts?$/ });
  await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article').first()).toBeVisible();
  while (await more.isVisible()) {
    const before = await page.getByRole('list', { name: 'Experts' }).getByRole('article').count();
    // By keyboard: scrolled straight to the button, the cards just above it lay out (content-visibility)
    // and move it while a pointer would press.
    await more.press('Enter');
    await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article')).not.toHaveCount(before);
  }
}

/** The banner's N, checked against the cards actually listed. */
async function expectBannerMatchesList(page: Page, title: string) {
  const banner = page.getByText(new RegExp(`^Showing \\d+ experts? in ${title} category$`));
  await expect(banner).toBeVisible();
  const shown = Number((await banner.textContent())?.match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThan(0);
  await showWholeList(page);
  await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article')).toHaveCount(shown);
}

/**
 * The page's clock for tests of availability: tomorrow at 9:30 in the morning in India, when an
 * available expert's 10:00 slot is within the hour (Available Now) and an on-demand expert's next
 * slot is 2:00 PM. Tomorrow, so the server (on the real clock) still books that day.
 */
function indiaMorning() {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { clock: new Date(`${date}T09:30:00+05:30`), slot: (time: string) => encodeURIComponent(`${date}T${time}:00+05:30`) };
}

/** The answer to a profile slug no expert has: a clear page, nobody's profile. */
async function expectExpertNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Expert not found' })).toBeVisible();
  await expect(page.getByText('There is no expert at this address.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse all experts' })).toHaveAttribute('href', '/experts');
}

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

  test("the detail dialog's code is fetched when the list is first focused, not with the page", async ({ page }) => {
    const experts = remoteOrigin('experts');
    const scripts: string[] = [];
    page.on('request', (request) => request.url().startsWith(experts) && request.url().endsWith('.js') && scripts.push(request.url()));
    await page.goto('/experts');
    await page.waitForLoadState('networkidle');
    const withPage = scripts.length;
    // Focus reaches the list by keyboard: the first card's name button.
    await page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true }).focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(withPage);
    await page.waitForLoadState('networkidle');
    const withDialog = scripts.length;
    await page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Already there: choosing an expert fetched nothing more.
    expect(scripts.length).toBe(withDialog);
  });

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

  test('the detail dialog traps focus, closes on Escape and outside click, and opens the full profile', async ({ page }) => {
    await page.goto('/experts?category=legal');
    const card = page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Adv. Priya Sharma' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Sharma & Associates')).toBeVisible();
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await card.click();
    await dialog.getByRole('link', { name: 'View Full Profile' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/adv.-priya-sharma`);
    await expect(page.getByRole('heading', { level: 1, name: 'Expert Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();

    // Back and close both go one step back when there is history.
    await page.getByRole('button', { name: 'Close profile' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/experts?category=legal`);
  });

  test('a toast raised over the dialog is the top layer: the first Escape dismisses only the toast', async ({ page }) => {
    // The toast lives in the host and the dialog in the experts remote; they share Radix's one
    // stack of layers (a federated singleton), so Escape reaches only the top one. With a copy each,
    // one Escape would close both.
    await page.goto('/experts?category=legal');
    await page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Adv. Priya Sharma' });
    await dialog.getByRole('button', { name: 'Save Expert' }).click();
    const toast = page.getByText('Adv. Priya Sharma is in your saved experts.', { exact: true });
    await expect(toast).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Save Expert survives a reload, and saves only the expert shown', async ({ page }) => {
    await page.goto('/lawyer-profile/adv.-deepa-kulkarni');
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Deepa Kulkarni' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Expert' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    // Once saved, the button says so (issue 24: it kept its label).
    const saved = page.getByRole('button', { name: 'Saved', exact: true });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveCount(0);
    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/lawyer-profile/adv.-priya-sharma');
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'false');

    await page.goto('/lawyer-profile/adv.-deepa-kulkarni');
    await page.getByRole('button', { name: 'Saved', exact: true }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the sample expert’s profile: Available Now, ₹500, tabs by keyboard, contact buttons open booking', async ({ page }) => {
    const morning = indiaMorning();
    await page.clock.setFixedTime(morning.clock);
    await page.goto('/lawyer-profile/adv.-priya-sharma');
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();
    await expect(page.getByText('₹500')).toBeVisible();
    await expect(page.getByText('Available Now')).toBeVisible();
    await expect(page).toHaveTitle('Adv. Priya Sharma | Nyaya');

    await expect(page.getByRole('link', { name: 'Start Chat' })).toHaveAttribute('href', '/lawyer-profile/adv.-priya-sharma/book?mode=chat');
    await expect(page.getByRole('link', { name: 'Call Now Next call: today 10:00 AM' })).toHaveAttribute(
      'href',
      `/lawyer-profile/adv.-priya-sharma/book?mode=call&slot=${morning.slot('10:00')}`,
    );
    await expect(page.getByRole('link', { name: 'Book Slot' })).toHaveAttribute('href', '/lawyer-profile/adv.-priya-sharma/book');

    await page.getByRole('tab', { name: 'About' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Reviews' }).getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const booking = page.getByRole('tabpanel', { name: 'Booking' });
    for (const mode of ['Chat', 'Voice Call', 'Video Call', 'In-Person']) await expect(booking.getByText(mode, { exact: true })).toBeVisible();
    await expect(booking.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/lawyer-profile/adv.-priya-sharma/book');
    await expect(booking.getByText(/coming soon/)).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel', { name: 'Resources' }).getByText('Guide', { exact: true })).toBeVisible();

    // Without history, back goes home.
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/`);
  });

  test('hostile category and profile ids give a sensible page and inject nothing', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected browser dialog: ${dialog.message()}`);
    });
    await page.goto(`/experts?category=${encodeURIComponent('<script>alert(1)</script>')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(page.locator('main script')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse All Experts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Experts' })).toBeVisible();

    await page.goto(`/lawyer-profile/${encodeURIComponent('वकील-🙂-'.repeat(300))}`);
    await expectExpertNotFound(page);
  });

  test('every expert card’s View Full Profile opens that expert’s own profile', async ({ page }) => {
    test.setTimeout(test.info().timeout * 4);
    await page.clock.setFixedTime(indiaMorning().clock);
    await page.goto('/experts');
    const cards = page.getByRole('list', { name: 'Experts' }).getByRole('article');
    await showWholeList(page);
    await expect(cards).toHaveCount(50);
    const total = await cards.count();
    const seen = new Set<string>();
    for (let index = 0; index < total; index += 1) {
      const card = cards.nth(index);
      const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
      // The card's fee (₹ with Indian grouping) and status, as the list shows them.
      const fee = (await card.getByText(/^₹[\d,]+$/).textContent())!;
      const status = (await card.getByText(/^(Available Now|On-Demand Only)$/).textContent())!;
      seen.add(name);

      await card.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('link', { name: 'View Full Profile' }).click();
      await expect(page).toHaveURL(new RegExp(`/lawyer-profile/${name.toLowerCase().replace(/\s+/g, '-').replace(/\./g, '\\.')}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Expert Profile' })).toBeVisible();
      // The card is the one place on the profile with the name as a heading, the fee and the status
      // (strict locators: each must match exactly one element).
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      await expect(page.getByText(fee, { exact: true })).toBeVisible();
      await expect(page.getByText(status, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${name} | Nyaya`);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'All Experts' })).toBeVisible();
    }
    expect(seen.size).toBe(total);
  });

  test('a second expert’s deep link: their status, fee and Bar Council enrolment', async ({ page }) => {
    await page.goto('/lawyer-profile/adv.-rajesh-iyer');
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Rajesh Iyer' })).toBeVisible();
    await expect(page.getByText('On-Demand Only')).toBeVisible();
    await expect(page.getByText('Available Now')).toHaveCount(0);
    await expect(page.getByText('₹2,000')).toBeVisible();
    const about = page.getByRole('tabpanel', { name: 'About' });
    await expect(about.getByText('Bar Council of Tamil Nadu & Puducherry, MS/1234/2008')).toBeVisible();
    await expect(page.getByText('Priya')).toHaveCount(0);
  });

  test('the server renders each profile ahead of the scripts: the expert of the slug, or Expert not found', async ({ request }) => {
    const rajesh = await (await request.get('/lawyer-profile/adv.-rajesh-iyer')).text();
    expect(rajesh).toContain('>Adv. Rajesh Iyer<');
    expect(rajesh).toContain('>On-Demand Only<');
    expect(rajesh).toContain('>₹2,000<');
    expect(rajesh).not.toContain('Priya Sharma');
    const missing = await (await request.get('/lawyer-profile/anyone')).text();
    expect(missing).toContain('>Expert not found<');
    expect(missing).toContain('href="/experts"');
    expect(missing).not.toContain('Priya Sharma');
  });

  test('an unknown profile slug says Expert not found and leads to all experts', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected browser dialog: ${dialog.message()}`);
    });
    for (const slug of ['anyone', 'priya-sharma', '<img src=x>', '%00', 'x'.repeat(3000)]) {
      await test.step(slug.slice(0, 12), async () => {
        // '%00' is sent as typed (an encoded NUL); the others are encoded as a link would be.
        await page.goto(`/lawyer-profile/${slug === '%00' ? slug : encodeURIComponent(slug)}`);
        await expectExpertNotFound(page);
        await expect(page.locator('img[src="x"]')).toHaveCount(0);
        await expect(page).toHaveTitle('Expert not found | Nyaya');
        await page.getByRole('link', { name: 'Browse all experts' }).click();
        await expect(page).toHaveURL(`${hostOrigin}/experts`);
        await expect(page.getByRole('heading', { level: 1, name: 'All Experts' })).toBeVisible();
      });
    }
  });
});
