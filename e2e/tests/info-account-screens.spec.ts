import { expect, test, type Page } from '../support/test';
import { englishLeftOnPage, englishUiStrings } from '../support/catalogues';
import { horizontalOverflow, seriousViolations, smallTargets, watchIncidents } from '../support/checks';
import { hostOrigin } from '../support/origins';
import { waitForScreen } from '../support/routes';

/**
 * The route sweep visits every screen as a guest; these are the information area's personal
 * screens as a signed-in user sees them (issue 23), held to the same rules: no wider than a
 * 360 px phone, 44 px targets, no serious axe violation, and in Hindi no English UI string left.
 */
const english = englishUiStrings();

/** Each screen and what only the signed-in view shows. */
const screens = [
  { path: '/wallet', en: 'No payments yet', hi: 'अभी कोई भुगतान नहीं' },
  { path: '/notifications', en: 'No notifications yet', hi: 'अभी कोई सूचना नहीं' },
  {
    path: '/private',
    en: 'No conversations yet. Write to a member with New message, or from Message beside their name in a public discussion.',
    hi: 'अभी कोई बातचीत नहीं। नया मैसेज से किसी सदस्य को लिखें, या किसी सार्वजनिक चर्चा में उनके नाम के पास मैसेज से।',
  },
  { path: '/schedule', en: 'Nothing scheduled', hi: 'कुछ भी निर्धारित नहीं' },
  { path: '/share', en: 'Link to Nyaya', hi: 'Nyaya का लिंक' },
] as const;

test.use({ viewport: { width: 360, height: 640 } });

/** Signs in through the API with the code test mode returns (the page's cookies carry the session). */
async function signIn(page: Page) {
  const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sent = await page.request.post('/api/v1/auth/code', { data: { mobile } });
  expect(sent.status()).toBe(202);
  const { testCode } = (await sent.json()) as { testCode?: string };
  expect(testCode).toMatch(/^\d{6}$/);
  expect((await page.request.post('/api/v1/auth/sign-in', { data: { mobile, code: testCode } })).status()).toBe(200);
}

/** The route sweep's checks; like the sweep, targets are measured in English only (the kit's Hindi "होम" crumb is 31 px wide). */
async function problemsOf(page: Page, label: string, targets: boolean): Promise<string[]> {
  return [
    ...(await horizontalOverflow(page, 360)).map((problem) => `${label}: ${problem}`),
    ...(targets ? await smallTargets(page) : []).map((target) => `${label}: small target: ${target}`),
    ...(await seriousViolations(page)).map((violation) => `${label}: axe: ${violation}`),
  ];
}

test('the personal screens of a signed-in user at 360 px, in English and Hindi', async ({ page, context }) => {
  test.slow();
  const incidents = watchIncidents(page);
  await page.goto('/');
  await signIn(page);
  const problems: string[] = [];
  for (const { path, en } of screens) {
    await page.goto(path);
    await waitForScreen(page);
    await expect(page.getByText(en, { exact: true })).toBeVisible();
    await expect(page.getByRole('note', { name: 'This is an example' })).toHaveCount(0);
    problems.push(...(await problemsOf(page, `${path} en`, true)));
  }
  await context.addCookies([{ name: 'nyaya-lang', value: 'hi', url: hostOrigin }]);
  for (const { path, hi } of screens) {
    await page.goto(path);
    await waitForScreen(page);
    await expect(page.getByText(hi, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    problems.push(...(await problemsOf(page, `${path} hi`, false)));
    problems.push(...(await englishLeftOnPage(page, english)).map((text) => `${path} hi: English left: ${text}`));
  }
  expect([...problems, ...incidents()]).toEqual([]);
});
