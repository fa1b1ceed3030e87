/**
 * Starting a space (issue 26), two browser contexts: a guest fills in a private space, signs in on
 * the way and comes back to what they wrote, starts it and is its admin; another member asks to
 * join, the new admin is told and approves, and the member is in.
 */
import { randomInt } from 'node:crypto';
import { freshMobile, signIn } from '../support/account';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';
import { hostOrigin } from '../support/origins';
import { expect, test } from '../support/test';

const small = { width: 360, height: 740 };
test.use({ viewport: small });

test('a member starts a private space and approves who joins it', async ({ page, browser }) => {
  test.slow();
  const name = `Pune Renters ${randomInt(1e6)}`;
  await page.goto('/spaces');
  await page.getByRole('link', { name: 'Start a space' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start a space' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Who can read it' }).selectOption('Private');
  await page.getByRole('textbox', { name: 'What it is for' }).fill('Deposits, notices and repairs in Pune flats.');
  expect(await horizontalOverflow(page, 360)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // A guest signs in on the way and comes back to the form as they left it.
  await page.getByRole('button', { name: 'Start the space' }).click();
  await signIn(page, freshMobile(), { from: null, landing: /\/spaces\/new$/ });
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.getByRole('button', { name: 'Start the space' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/spaces\/sp-[a-z0-9]+$/);
  const spacePath = new URL(page.url()).pathname;
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await expect(page.getByText('No requests are waiting.')).toBeVisible();

  const second = await browser.newContext({ baseURL: hostOrigin, viewport: small });
  try {
    const other = await second.newPage();
    const mobile = freshMobile();
    await signIn(other, mobile, { from: `/sign-in?next=${encodeURIComponent(spacePath)}`, landing: new RegExp(`${spacePath}$`) });
    await other.getByRole('button', { name: `Ask to join ${name}` }).click();
    await expect(other.getByRole('button', { name: `Request sent ${name}` })).toBeVisible();

    // The new admin hears of the request and goes from the notification to the space.
    await page.goto('/notifications');
    await page.getByRole('link', { name: new RegExp(`A member asked to join ${name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${spacePath}$`));
    const asker = `Member with mobile ending ${mobile.slice(-4)}`;
    await page
      .getByRole('list', { name: 'Requests to join' })
      .getByRole('button', { name: `Approve ${asker}` })
      .click();
    await expect(page.getByText(`${asker} is now a member`).first()).toBeVisible();
    await expect(page.getByText('2 members', { exact: true })).toBeVisible();

    await other.reload();
    await expect(other.getByRole('button', { name: `Joined ${name}` })).toHaveAttribute('aria-pressed', 'true');
    // The list shows the new space to everyone, with its real count.
    await other.goto('/spaces');
    await expect(other.getByRole('heading', { name }).locator('xpath=ancestor::li')).toContainText('2 members');
  } finally {
    await second.close();
  }
});
