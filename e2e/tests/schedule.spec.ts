/**
 * The schedule of a user's own things (issue 27): a consultation booked and paid for, and an
 * action item due today, placed on India's calendar, at 360 px, in English and Hindi.
 */
import { freshMobile, signIn } from '../support/account';
import { addItem } from '../support/actionItems';
import { chooseFreeSlot, fillContact } from '../support/booking';
import { englishLeftOnPage, englishUiStrings } from '../support/catalogues';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';
import { hostOrigin } from '../support/origins';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 360, height: 740 } });

test('a booked consultation and an action item due today are on the schedule, in English and Hindi', async ({ page, context }) => {
  test.slow();
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Fact', landing: /\/act$/ });
  const title = 'Collect the <b>rent</b> receipts';
  await addItem(page, title, 'Finance');

  // Adv. Suresh Menon is booked by no other spec, so a free slot stays free while this runs.
  await page.goto('/lawyer-profile/adv.-suresh-menon/book?mode=video');
  await chooseFreeSlot(page, 1);
  await fillContact(page);
  await page.getByRole('button', { name: /^Pay ₹[\d,]+ and book$/ }).click();
  await expect(page.getByRole('region', { name: 'Booking confirmed' })).toBeVisible();

  await page.goto('/schedule');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('heading', { level: 3 })).toHaveText([title]);
  await expect(today.getByText('Due Today')).toBeVisible();
  await expect(page.getByText(/^1 thing today$/)).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(['Video Call with Adv. Suresh Menon']);
  await expect(upcoming.getByRole('time')).toHaveText([/^\d{1,2} \w{3} \d{4}, \d{1,2}:00 (AM|PM) \(India time\)$/]);
  await expect(page.getByRole('note', { name: 'This is an example' })).toHaveCount(0);
  expect(await horizontalOverflow(page, 360)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await upcoming.getByRole('link', { name: 'Adv. Suresh Menon' }).click();
  await expect(page).toHaveURL(/\/lawyer-profile\/adv\.-suresh-menon$/);

  await context.addCookies([{ name: 'nyaya-lang', value: 'hi', url: hostOrigin }]);
  await page.goto('/schedule');
  await expect(page.getByRole('region', { name: 'आज' }).getByText('अंतिम तिथि: आज')).toBeVisible();
  await expect(page.getByRole('region', { name: 'आगामी' }).getByRole('heading', { level: 3 })).toHaveCount(1);
  expect(await englishLeftOnPage(page, englishUiStrings())).toEqual([]);
  expect(await horizontalOverflow(page, 360)).toEqual([]);
});
