import { expect, test } from '../support/test';

// Numbers and dates are formatted without Intl on the page (shared/src/format, for start-up
// time); these are the texts of every kind, in the production build, as Intl prints them.
test.describe('formatted numbers and dates', () => {
  // Dates are calendar days in the user's zone; pin it so the test means the same on any machine.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('counts use Indian digit grouping', async ({ page }) => {
    // (Discussions' and spaces' counts are real since issue 26, and small on a fresh database.)
    await page.goto('/lawyer-profile/adv.-rajesh-iyer');
    await expect(page.getByText('1,200+', { exact: true })).toBeVisible();
  });

  test('the profile gives the month and year the member joined', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByText('Member since March 2024', { exact: true })).toBeVisible();
  });

  test('reviews say how long ago, with the exact date (en-IN "Sept") on hover', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'));
    await page.goto('/lawyer-profile/adv.-priya-sharma');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const times = page.getByRole('tabpanel', { name: 'Reviews' }).locator('time');
    await expect(times).toHaveText(['last week', '3 weeks ago', '2 months ago', '6 months ago']);
    expect(await times.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title')))).toEqual([
      '12 Nov 2026',
      '30 Oct 2026',
      '18 Sept 2026',
      '5 Jun 2026',
    ]);
  });
});
