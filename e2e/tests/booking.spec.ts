/**
 * Consultations (issue 16) against the production build and the real API behind the host's /api:
 * booking from a card's Call button, two sessions racing for one slot, cancel freeing the slot,
 * and each session seeing only its own bookings. Each test books with its own expert, and picks
 * the first free slot from a day of its own, so the tests run side by side, and again on a server
 * that kept earlier runs' bookings.
 */
import { readFileSync } from 'node:fs';
import { expect, test, waitForApp, type APIRequestContext, type Browser, type Page } from '../support/test';
import { hostOrigin } from '../support/origins';
import { seriousViolations } from '../support/checks';
import { chooseFreeSlot, dayGroup, fillContact, timeGroup } from '../support/booking';

interface BookingListed {
  id: string;
  reference: string;
  total: number;
  refunded: number | null;
  expertSlug: string;
  slotStart: string;
  mode: string;
  status: 'booked' | 'cancelled';
  meetingUrl: string | null;
}

const TAKEN = 'That slot was just taken. Here are the next free ones.';
/** The booking's Pay button, whatever the expert's fee. */
const PAY = /^Pay ₹[\d,]+ and book$/;

async function bookingsOf(request: APIRequestContext): Promise<BookingListed[]> {
  const response = await request.get('/api/v1/bookings');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { bookings: BookingListed[] }).bookings;
}

/** A second browser session (its own cookies), on the app. */
async function openSession(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: hostOrigin });
  const page = await context.newPage();
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
  return { context, page };
}

test.describe('booking a consultation', () => {
  test('from an expert card’s Call button: a voice call is chosen, one tap books once, the confirmation shows it', async ({ page, request }) => {
    await page.goto('/experts');
    await page.getByRole('link', { name: 'Call Adv. Priya Sharma' }).click();
    // The card's Call books the expert's next slot (issue 24): the link names it.
    await expect(page).toHaveURL(/\/lawyer-profile\/adv\.-priya-sharma\/book\?mode=call&slot=\d{4}-\d{2}-\d{2}T\d{2}%3A00%3A00%2B05%3A30$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Voice Call/ })).toBeChecked();
    await expect(page.getByText('₹500', { exact: true }).first()).toBeVisible();

    const { slot } = await chooseFreeSlot(page, 1);
    const time = (await timeGroup(page).getByRole('radio', { checked: true }).getAttribute('value'))!;
    expect(time).toBe(slot);
    await fillContact(page);
    // The payment step: the fee, GST and total Pay charges, the refund rule, and the test mode.
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByRole('definition')).toHaveText(['₹500', '₹90', '₹590']);
    await expect(payment.getByText('24 hours or more before the slot: full refund.')).toBeVisible();
    await expect(payment.getByText('Test mode: no money is taken')).toBeVisible();
    // A double tap pays and sends one booking.
    await page.getByRole('button', { name: 'Pay ₹590 and book' }).dblclick();

    const outcome = page.getByRole('region', { name: 'Booking confirmed' });
    await expect(outcome).toBeVisible();
    await expect(outcome.getByText('Voice Call', { exact: true })).toBeVisible();
    await expect(outcome.getByText(/^\d{1,2}:00 (AM|PM) India time$/)).toBeVisible();
    await expect(outcome.getByText('₹500', { exact: true })).toBeVisible();
    await expect(outcome.getByText('₹590', { exact: true })).toBeVisible();
    await expect(
      outcome.getByText('At the time booked, join the voice call with Adv. Priya Sharma from the link below: it opens in the browser, no app needed.'),
    ).toBeVisible();
    await expect(outcome.getByRole('link', { name: 'Join the voice call' })).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/Nyaya-[\w-]{22}$/);

    // The booking is this session's, once; another session (the request fixture) does not see it.
    const mine = (await bookingsOf(page.request)).filter((booking) => booking.expertSlug === 'adv.-priya-sharma' && booking.slotStart === slot);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ mode: 'call', status: 'booked', total: 590 });
    const reference = await outcome.getByRole('definition').last().textContent();
    expect(reference).toBe(mine[0]!.reference);
    expect(reference).toMatch(/^BKG[A-Z0-9]{9}$/);
    await expect(outcome).not.toContainText(mine[0]!.id);
    // Add to calendar downloads the server's .ics of this consultation.
    const [download] = await Promise.all([page.waitForEvent('download'), outcome.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toBe(`nyaya-${reference}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('SUMMARY:Voice Call with Adv. Priya Sharma');
    expect(ics).toContain(`URL:${mine[0]!.meetingUrl}`);
    expect((await bookingsOf(request)).map((booking) => booking.id)).not.toContain(mine[0]!.id);
  });

  test('two sessions booking the same slot at once: one is confirmed, the other is told it was just taken and sees free slots', async ({ browser }) => {
    const path = '/lawyer-profile/adv.-farah-qureshi/book?mode=video';
    const [first, second] = await Promise.all([openSession(browser, path), openSession(browser, path)]);
    try {
      const { day, slot } = await chooseFreeSlot(first.page, 3);
      await dayGroup(second.page).locator(`input[value="${day}"]`).check();
      await timeGroup(second.page).locator(`input[value="${slot}"]`).check();
      await Promise.all([fillContact(first.page, 'Asha Rao'), fillContact(second.page, 'Vikram Das', '9123456780')]);

      // Both POSTs are held until both have been sent, then let go together: a real race at the API.
      let arrived = 0;
      let releaseAll: () => void = () => undefined;
      const bothSent = new Promise<void>((resolve) => (releaseAll = resolve));
      for (const { context } of [first, second]) {
        await context.route('**/api/v1/bookings', async (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          arrived += 1;
          if (arrived === 2) releaseAll();
          await bothSent;
          await route.continue();
        });
      }
      await Promise.all([first.page, second.page].map((page) => page.getByRole('button', { name: PAY }).click()));
      const outcomeOf = async (page: Page) => {
        const confirmed = page.getByRole('heading', { name: 'Booking confirmed' });
        await expect(confirmed.or(page.getByText(TAKEN))).toBeVisible();
        return (await confirmed.isVisible()) ? 'confirmed' : 'taken';
      };
      const outcomes = await Promise.all([outcomeOf(first.page), outcomeOf(second.page)]);
      expect([...outcomes].sort()).toEqual(['confirmed', 'taken']);
      const [winner, loser] = outcomes[0] === 'confirmed' ? [first, second] : [second, first];

      // The loser sees the day again, the taken slot booked and the next free ones marked.
      await expect(timeGroup(loser.page).locator(`input[value="${slot}"]`)).toBeDisabled();
      await expect(
        timeGroup(loser.page)
          .getByRole('radio', { name: /Next free$/ })
          .first(),
      ).toBeVisible();
      await expect(loser.page.getByLabel('Name')).not.toHaveValue('');

      // Only the winner's session holds a booking of that slot.
      const atSlot = (list: BookingListed[]) => list.filter((booking) => booking.slotStart === slot && booking.status === 'booked');
      expect(atSlot(await bookingsOf(winner.context.request))).toHaveLength(1);
      expect(atSlot(await bookingsOf(loser.context.request))).toHaveLength(0);
    } finally {
      await Promise.all([first.context.close(), second.context.close()]);
    }
  });

  test('Cancel booking frees the slot: it shows available again, to this session and to another', async ({ page, browser }) => {
    await page.goto('/lawyer-profile/meera-nair/book?mode=chat');
    await expect(page.getByRole('radio', { name: /^Chat/ })).toBeChecked();
    const { day, slot } = await chooseFreeSlot(page, 5);
    await fillContact(page);
    await page.getByRole('button', { name: PAY }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

    const other = await openSession(browser, '/lawyer-profile/meera-nair/book');
    try {
      await dayGroup(other.page).locator(`input[value="${day}"]`).check();
      await expect(timeGroup(other.page).locator(`input[value="${slot}"]`)).toBeDisabled();

      // Cancel booking asks first, with what comes back (five days ahead: all of it).
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expect(dialog).toContainText(/Cancelled now, all of the ₹[\d,]+ paid comes back to you\./);
      await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByRole('heading', { name: 'Booking cancelled' })).toBeFocused();
      const cancelled = (await bookingsOf(page.request)).find((booking) => booking.slotStart === slot && booking.expertSlug === 'meera-nair');
      expect(cancelled).toMatchObject({ status: 'cancelled', refunded: cancelled!.total });
      await expect(page.getByText(/^₹[\d,]+ is refunded to the way you paid, within 5–7 working days\.$/)).toBeVisible();

      await page.getByRole('button', { name: 'Book another time' }).click();
      await expect(timeGroup(page).locator(`input[value="${slot}"]`)).toBeEnabled();
      await other.page.reload();
      await waitForApp(other.page);
      await dayGroup(other.page).locator(`input[value="${day}"]`).check();
      await expect(timeGroup(other.page).locator(`input[value="${slot}"]`)).toBeEnabled();
    } finally {
      await other.context.close();
    }
  });

  test('the profile’s buttons and Booking tab lead to the flow; what was typed survives a reload', async ({ page }) => {
    await page.goto('/lawyer-profile/ananya-reddy');
    await page.getByRole('tab', { name: 'Booking' }).click();
    await page.getByRole('tabpanel', { name: 'Booking' }).getByRole('link', { name: 'Book a consultation' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/ananya-reddy/book`);
    for (const mode of ['Chat', 'Voice Call', 'Video Call']) await expect(page.getByRole('radio', { name: new RegExp(`^${mode}`) })).not.toBeChecked();
    await page.getByRole('radio', { name: /^Video Call/ }).check();
    await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/ananya-reddy/book?mode=video`);
    const { slot } = await chooseFreeSlot(page, 7);
    await fillContact(page, 'Ravi Kumar', '98765 4321');
    await page.getByLabel('Email (optional)').fill('ravi@example.in');

    await page.reload();
    await expect(page.getByRole('radio', { name: /^Video Call/ })).toBeChecked();
    await expect(timeGroup(page).locator(`input[value="${slot}"]`)).toBeChecked();
    await expect(page.getByLabel('Name')).toHaveValue('Ravi Kumar');
    await expect(page.getByLabel('Email (optional)')).toHaveValue('ravi@example.in');
    // Nine digits: refused with the reason, and nothing is sent.
    await page.getByRole('button', { name: PAY }).click();
    await expect(page.getByLabel('Mobile number')).toBeFocused();
    await expect(page.getByText('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.')).toBeVisible();
    expect((await bookingsOf(page.request)).filter((booking) => booking.expertSlug === 'ananya-reddy')).toHaveLength(0);

    await page.goBack();
    await page.getByRole('link', { name: 'Start Chat' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/ananya-reddy/book?mode=chat`);
    await expect(page.getByRole('radio', { name: /^Chat/ })).toBeChecked();
  });

  test('the marketplace’s chat consultation is this booking: the expert’s fee, paid in test mode, no order checkout', async ({ page }) => {
    await page.goto('/service-details/lexconnect-chat');
    await expect(page.getByRole('link', { name: 'Choose a time with the expert' })).toHaveAttribute('href', '/lawyer-profile/adv.-nandini-rao/book?mode=chat');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/adv.-nandini-rao/book?mode=chat`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Chat/ })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Payment' }).getByRole('definition')).toHaveText(['₹700', '₹126', '₹826']);
    await expect(page.getByRole('button', { name: 'Pay ₹826 and book' })).toBeVisible();
    // The old form address of the offer leads here too; nothing reaches the order checkout.
    await page.goto('/service/chat-consultation/lexconnect-chat');
    await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/adv.-nandini-rao/book?mode=chat`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
  });

  test('an unknown expert says Expert not found and leads to all experts', async ({ page }) => {
    await page.goto(`/lawyer-profile/${encodeURIComponent('<img src=x>')}/book?mode=call`);
    await expect(page.getByRole('heading', { level: 1, name: 'Expert not found' })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse all experts' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/experts`);
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 640 } });

    /** What does not fit a 360 px phone: the page's width, controls under 44 × 44 px, serious axe findings. */
    async function problemsAt360(page: Page) {
      const layout = await page.evaluate(() => {
        const found: string[] = [];
        if (document.documentElement.scrollWidth > 360) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
        for (const element of document.querySelector('main')!.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"])')) {
          const box = element.getBoundingClientRect();
          if (box.width < 43.5 || box.height < 43.5)
            found.push(`${element.tagName} ${element.getAttribute('name') ?? element.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
        return found;
      });
      return [...layout, ...(await seriousViolations(page))];
    }

    test('books and cancels by keyboard alone, fits the screen, 44 px targets, no serious axe violations', async ({ page }) => {
      await page.goto('/lawyer-profile/adv.-deepa-kulkarni/book?mode=call');
      await expect(
        timeGroup(page)
          .getByRole('radio')
          .first()
          .or(page.getByText(/^No free times on/))
          .first(),
      ).toBeVisible();
      expect(await problemsAt360(page)).toEqual([]);

      // The mode group takes arrow keys and skips Video Call, which Deepa does not offer.
      await page.getByRole('radio', { name: /^Voice Call/ }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('radio', { name: /^Chat/ })).toBeChecked();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('radio', { name: /^Voice Call/ })).toBeChecked();
      // Tab to the days, nine days on with the arrow key, Tab to that day's first free time.
      await page.keyboard.press('Tab');
      await expect(dayGroup(page).getByRole('radio', { name: /^Today,/ })).toBeFocused();
      for (let step = 0; step < 9; step += 1) await page.keyboard.press('ArrowRight');
      await expect(dayGroup(page).getByRole('radio').nth(9)).toBeChecked();
      await expect(timeGroup(page).getByRole('radio', { disabled: false }).first()).toBeVisible();
      await page.keyboard.press('Tab');
      const first = timeGroup(page).getByRole('radio', { disabled: false }).first();
      await expect(first).toBeFocused();
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Name')).toBeFocused();
      await page.keyboard.type('Asha Rao');
      await page.keyboard.press('Tab');
      await page.keyboard.type('9876543210');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Email (optional)')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: PAY })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeFocused();
      expect(await problemsAt360(page)).toEqual([]);
      // Join the call, then the calendar file, then Cancel booking.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Join the voice call' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Yes, cancel it' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Booking cancelled' })).toBeFocused();
      expect(await problemsAt360(page)).toEqual([]);
    });

    test('the confirmation shows the BKG reference, not the booking’s UUID, and keeps the year whole', async ({ page }) => {
      await page.goto('/lawyer-profile/adv.-priya-sharma/book?mode=chat');
      const { slot } = await chooseFreeSlot(page, 11);
      await fillContact(page);
      await page.getByRole('button', { name: PAY }).click();
      const outcome = page.getByRole('region', { name: 'Booking confirmed' });
      await expect(outcome).toBeVisible();
      await expect(outcome.getByText('Adv. Priya Sharma will message you on +91 98765 43210 at the time booked to start the chat.')).toBeVisible();
      const booked = (await bookingsOf(page.request)).find((booking) => booking.expertSlug === 'adv.-priya-sharma' && booking.slotStart === slot)!;
      await expect(outcome.getByText(booked.reference, { exact: true })).toBeVisible();
      await expect(outcome).not.toContainText(booked.id);
      expect(await outcome.textContent()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);

      // The date's value ends in its year; the year's four digits sit on one line.
      const date = outcome.getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2} [A-Z][a-z]+ \d{4}$/);
      await expect(date).toBeVisible();
      const yearLines = await date.evaluate((element) => {
        const text = element.firstChild!;
        const range = document.createRange();
        range.setStart(text, text.textContent!.length - 4);
        range.setEnd(text, text.textContent!.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(yearLines).toBe(1);
      expect(await problemsAt360(page)).toEqual([]);
    });
  });
});
