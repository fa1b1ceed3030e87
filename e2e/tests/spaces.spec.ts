/**
 * Spaces (issue 26) with two browser contexts: a member joins a public space and another visitor
 * sees its member count go up; in a private space a member asks to join, the space's admin (the
 * seeded expert 9000000001, api/drizzle/0017_spaces.sql) approves, and the member is told and
 * reads the space's discussions, which were hidden from them before.
 */
import { freshMobile, signIn } from '../support/account';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';
import { hostOrigin } from '../support/origins';
import { expect, test, type Page } from '../support/test';

const ADMIN_MOBILE = '9000000001';
const small = { width: 360, height: 740 };
const PRIVATE_TITLE = 'Maintenance while the divorce case is pending';

test.use({ viewport: small });

/** The member count on a space's page, as a number. */
async function membersOn(page: Page): Promise<number> {
  const count = page.getByText(/^[\d,]+ members?$/);
  await expect(count).toBeVisible();
  return Number((await count.textContent())!.replace(/\D/g, ''));
}

test('/spaces holds a place for member counts until the API counts them, and says when it cannot', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/spaces', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/spaces');
  const list = page.getByRole('list', { name: 'Spaces' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(6);
  await expect(list.getByTestId('members-loading')).toHaveCount(6);
  await expect(list.getByText(/[\d,]+ members?/)).toHaveCount(0); // not the sample's 2,480
  await expect(list.getByTestId('activity-loading')).toHaveCount(6);
  await expect(list.getByText(/^Active /)).toHaveCount(0); // nor the sample's last activity
  await expect(list.getByRole('button', { name: 'Join Tenant Rights Circle' })).toBeDisabled(); // there, waiting
  const boxes = async () => Promise.all((await list.getByRole('listitem').all()).map(async (item) => (await item.boundingBox())!));
  const before = await boxes();
  release();
  await expect(list.getByText(/^[\d,]+ members?$/).first()).toBeVisible();
  await expect(list.getByTestId('members-loading')).toHaveCount(0);
  await expect(list.getByTestId('activity-loading')).toHaveCount(0);
  await expect(list.getByText(/^Active /)).toHaveCount(await list.getByRole('listitem').count());
  // Spaces members started (other tests' too) come after the six painted ones.
  await expect(list.getByText(/^[\d,]+ members?$/)).toHaveCount(await list.getByRole('listitem').count());
  expect((await boxes()).slice(0, before.length)).toEqual(before); // nothing painted moved when the numbers came
  expect(await horizontalOverflow(page, 360)).toEqual([]);

  await page.unroute('**/api/v1/spaces');
  await page.route('**/api/v1/spaces', (route) => route.abort());
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Member counts could not be loaded' });
  await expect(alert).toContainText('Nyaya could not be reached.');
  await expect(list.getByText(/[\d,]+ members?/)).toHaveCount(0);
  expect(await smallTargets(page)).toEqual([]);
  await page.unroute('**/api/v1/spaces');
  await alert.getByRole('button', { name: 'Try again' }).click();
  // All the numbers come in one render, the list with them: once one shows, count them all.
  await expect(list.getByText(/^[\d,]+ members?$/).first()).toBeVisible();
  await expect(alert).toBeHidden();
  await expect(list.getByText(/^[\d,]+ members?$/)).toHaveCount(await list.getByRole('listitem').count());
});

test('a member joining a space is counted for another visitor', async ({ page, browser }) => {
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Fspaces%2Fsp-founders', landing: /\/spaces\/sp-founders$/ });
  const join = page.getByRole('button', { name: 'Join Startup Founders India' });
  await expect(join).toBeVisible();

  const second = await browser.newContext({ baseURL: hostOrigin, viewport: small });
  try {
    const other = await second.newPage();
    await other.goto('/spaces/sp-founders');
    const before = await membersOn(other);
    await join.click();
    await expect(page.getByRole('button', { name: 'Joined Startup Founders India' })).toHaveAttribute('aria-pressed', 'true');
    expect(await membersOn(page)).toBe(before + 1);
    await other.reload();
    await expect.poll(() => membersOn(other)).toBe(before + 1);
    // The list says the same.
    await other.goto('/spaces');
    await expect(other.getByRole('heading', { name: 'Startup Founders India' }).locator('xpath=ancestor::li')).toContainText(`${before + 1} member`);
  } finally {
    await second.close();
  }
  expect(await horizontalOverflow(page, 360)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a private space’s admin approves a request; the member is told and reads its discussions', async ({ page, browser }) => {
  test.slow();
  const mobile = freshMobile();
  const asker = `Member with mobile ending ${mobile.slice(-4)}`;
  await signIn(page, mobile, { from: '/sign-in?next=%2Fspaces%2Fsp-family', landing: /\/spaces\/sp-family$/ });
  await expect(page.getByText(/only its members read its discussions/)).toBeVisible();
  await expect(page.getByRole('link', { name: PRIVATE_TITLE })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ask to join Family Law Support' }).click();
  await expect(page.getByRole('button', { name: 'Request sent Family Law Support' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const adminContext = await browser.newContext({ baseURL: hostOrigin, viewport: small });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN_MOBILE, { from: '/sign-in?next=%2Fspaces%2Fsp-family', landing: /\/spaces\/sp-family$/ });
    const requests = admin.getByRole('list', { name: 'Requests to join' });
    await requests.getByRole('button', { name: `Approve ${asker}` }).click();
    await expect(admin.getByText(`${asker} is now a member`).first()).toBeVisible();
    await expect(requests.getByRole('button', { name: `Approve ${asker}` })).toHaveCount(0);
    expect(await horizontalOverflow(admin, 360)).toEqual([]);
    expect(await smallTargets(admin)).toEqual([]);
    expect(await seriousViolations(admin)).toEqual([]);
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(page.getByRole('button', { name: 'Joined Family Law Support' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: PRIVATE_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRIVATE_TITLE })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: /You are in: your request to join Family Law Support was approved/ })).toHaveAttribute(
    'href',
    '/spaces/sp-family',
  );

  // Leaving asks first: coming back would need the admin again.
  await page.goto('/spaces/sp-family');
  await page.getByRole('button', { name: 'Joined Family Law Support' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave Family Law Support?' });
  await expect(leave).toContainText('you will need its admin’s approval to rejoin');
  expect(await smallTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('button', { name: 'Ask to join Family Law Support' })).toBeVisible();
  await expect(page.getByText(/only its members read its discussions/)).toBeVisible();
});
