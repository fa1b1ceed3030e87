import { expect, test, type Page } from '../support/test';
import { hostOrigin, remoteOrigin } from '../support/origins';

const categories = [
  { id: 'peer', title: 'Peer', count: '150+' },
  { id: 'administration', title: 'Administration', count: '80+' },
  { id: 'legal', title: 'Legal', count: '200+' },
  { id: 'finance', title: 'Finance', count: '120+' },
];

/** The banner's N, checked against the cards actually listed. */
async function expectBannerMatchesList(page: Page, title: string) {
  const banner = page.getByText(new RegExp(`^Showing \\d+ experts? in ${title} category$`));
  await expect(banner).toBeVisible();
  const shown = Number((await banner.textContent())?.match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article')).toHaveCount(shown);
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
  for (const category of categories) {
    test(`the ${category.title} category card leads to its experts`, async ({ page }) => {
      await page.goto('/expert-categories');
      const card = page.getByRole('link', { name: new RegExp(`^${category.title}`) });
      await expect(card).toContainText(`${category.count} experts`);
      await card.click();
      await expect(page).toHaveURL(`${hostOrigin}/experts?category=${category.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${category.title} Experts` })).toBeVisible();
      await expectBannerMatchesList(page, category.title);
    });
  }

  test('Browse All Experts lists everyone; the breadcrumb and bottom tabs lead on', async ({ page }) => {
    await page.goto('/expert-categories');
    await page.getByRole('link', { name: 'Browse All Experts' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/experts`);
    await expect(page.getByRole('heading', { level: 1, name: 'All Experts' })).toBeVisible();
    const banner = page.getByText(/^Showing \d+ experts across all categories$/);
    const total = Number((await banner.textContent())?.match(/\d+/)?.[0]);
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
      await expect(page.getByRole('article')).toHaveCount(50);
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

  test('a card shows status, fee and at most two specialties plus +N', async ({ page }) => {
    await page.goto('/experts?category=legal');
    const rajesh = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Adv. Rajesh Iyer', exact: true }) });
    await expect(rajesh.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveCount(3);
    await expect(rajesh.getByText('+2')).toBeVisible();
    await expect(rajesh.getByText('On-Demand Only')).toBeVisible();
    await expect(rajesh.getByText('₹2,000')).toBeVisible();
    const priya = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Adv. Priya Sharma', exact: true }) });
    await expect(priya.getByText('Available Now')).toBeVisible();
    await expect(priya.getByRole('link', { name: 'Call Adv. Priya Sharma' })).toHaveAttribute('href', '/lawyer-profile/adv.-priya-sharma/book?mode=call');

    // Schedule opens the booking screen with the mode left to the user, and no dialog.
    await rajesh.getByRole('link', { name: 'Schedule Adv. Rajesh Iyer' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/adv.-rajesh-iyer/book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true, name: /^(Chat|Voice Call|Video Call)/ })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
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
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/lawyer-profile/adv.-priya-sharma');
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'false');

    await page.goto('/lawyer-profile/adv.-deepa-kulkarni');
    await page.getByRole('button', { name: 'Save Expert' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the sample expert’s profile: Available Now, ₹500, tabs by keyboard, contact buttons open booking', async ({ page }) => {
    await page.goto('/lawyer-profile/adv.-priya-sharma');
    await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();
    await expect(page.getByText('₹500')).toBeVisible();
    await expect(page.getByText('Available Now')).toBeVisible();
    await expect(page).toHaveTitle('Adv. Priya Sharma | Nyaya');

    await expect(page.getByRole('link', { name: 'Start Chat' })).toHaveAttribute('href', '/lawyer-profile/adv.-priya-sharma/book?mode=chat');
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', '/lawyer-profile/adv.-priya-sharma/book?mode=call');
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
    test.setTimeout(120_000);
    await page.goto('/experts');
    const cards = page.getByRole('list', { name: 'Experts' }).getByRole('article');
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

  for (const slug of ['anyone', 'priya-sharma', '<img src=x>', '%00', 'x'.repeat(3000)]) {
    test(`an unknown profile slug (${slug.slice(0, 12)}) says Expert not found and leads to all experts`, async ({ page }) => {
      page.on('dialog', (dialog) => {
        throw new Error(`unexpected browser dialog: ${dialog.message()}`);
      });
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
