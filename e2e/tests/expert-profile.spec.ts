import { expect, test } from '../support/test';
import { hostOrigin } from '../support/origins';
import { expectExpertNotFound, indiaMorning, showWholeList } from '../support/experts';

test.describe('expert profiles', () => {
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

  // Every card's link is checked in the list's page test (ExpertsPage.test.tsx) and every
  // profile's card in ExpertProfilePage.test.tsx; here three cards go all the way in a browser:
  // the first, the first one "Show more" brings out, and the last.
  test('a card’s View Full Profile opens that expert’s own profile, and Back returns to the list', async ({ page }) => {
    await page.clock.setFixedTime(indiaMorning().clock);
    await page.goto('/experts');
    const cards = page.getByRole('list', { name: 'Experts' }).getByRole('article');
    await showWholeList(page);
    await expect(cards).toHaveCount(50);
    for (const index of [0, 10, 49]) {
      const card = cards.nth(index);
      const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
      // The card's fee (₹ with Indian grouping) and status, as the list shows them.
      const fee = (await card.getByText(/^₹[\d,]+$/).textContent())!;
      const status = (await card.getByText(/^(Available Now|On-Demand Only)$/).textContent())!;

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
      // Back keeps the whole list out, so the next card is still there.
      await expect(cards).toHaveCount(50);
    }
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
