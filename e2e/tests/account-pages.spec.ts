/**
 * The account's own screens as a signed-in user sees them (the route sweep visits them as a
 * guest, who is sent to sign in): at 360 px, touch targets, axe, and in Hindi no English left.
 */
import { expect, test } from '../support/test';
import { hostOrigin } from '../support/origins';
import { waitForScreen } from '../support/routes';
import { englishLeftOnPage, englishUiStrings } from '../support/catalogues';
import { breadcrumbProblems, horizontalOverflow, seriousViolations, smallTargets, watchIncidents } from '../support/checks';
import { freshMobile, signIn } from '../support/account';

const english = englishUiStrings();
const pages: [string, string, string][] = [
  ['/profile', 'Profile', 'प्रोफ़ाइल'],
  ['/profile/edit', 'Edit Profile', 'प्रोफ़ाइल बदलें'],
  ['/profile/notifications', 'Notification Settings', 'सूचना सेटिंग'],
  ['/profile/privacy', 'Privacy & Security', 'निजता और सुरक्षा'],
  ['/profile/help', 'Help & Support', 'मदद और सहायता'],
];

test.use({ viewport: { width: 360, height: 640 } });

test('the account screens fit a 360 px phone, in English and in Hindi, signed in', async ({ page, context }) => {
  test.setTimeout(test.info().timeout * 2);
  const incidents = watchIncidents(page);
  await signIn(page, freshMobile());
  const problems: string[] = [];
  for (const [path, title, hindiTitle] of pages) {
    await context.addCookies([{ name: 'nyaya-lang', value: 'en', url: hostOrigin }]);
    await page.goto(path);
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    problems.push(...(await horizontalOverflow(page, 360)).map((problem) => `${path} en: ${problem}`));
    problems.push(...(await breadcrumbProblems(page)).map((problem) => `${path} en: ${problem}`));
    problems.push(...(await smallTargets(page)).map((target) => `${path} small target: ${target}`));
    problems.push(...(await seriousViolations(page)).map((violation) => `${path} en axe: ${violation}`));

    await context.addCookies([{ name: 'nyaya-lang', value: 'hi', url: hostOrigin }]);
    await page.reload();
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: hindiTitle })).toBeVisible();
    await page.waitForLoadState('networkidle');
    problems.push(...(await horizontalOverflow(page, 360)).map((problem) => `${path} hi: ${problem}`));
    problems.push(...(await englishLeftOnPage(page, english)).map((text) => `${path} hi: English left: ${text}`));
    problems.push(...(await seriousViolations(page)).map((violation) => `${path} hi axe: ${violation}`));
  }
  expect([...problems, ...incidents()]).toEqual([]);
});

test('a 100-character name without spaces fits home and the profile at 360 px; 101 is refused', async ({ page }) => {
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Fprofile%2Fedit', landing: /\/profile\/edit$/ });
  await page.getByLabel('Name').fill('W'.repeat(101));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Keep the name within 100 characters.')).toBeVisible();
  await page.getByLabel('Name').fill('W'.repeat(100));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('W'.repeat(100))).toBeVisible();
  expect(await horizontalOverflow(page, 360)).toEqual([]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(`^${'W'.repeat(100)}`) })).toBeVisible();
  expect(await horizontalOverflow(page, 360)).toEqual([]);
});
