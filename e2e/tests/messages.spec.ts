/**
 * Private messages (issue 26) with two members in two browser contexts: B has started a public
 * discussion; A opens it and writes to B with Message on B's name. B, with /private open, sees the
 * unread badge appear without a reload, opens the conversation and reads it; B's reply arrives live
 * on A's open conversation. At 360 px, nothing overflows and every target is 44 px.
 */
import { randomBytes } from 'node:crypto';
import { freshMobile, signIn } from '../support/account';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';
import { hostOrigin } from '../support/origins';
import { expect, test, type Page } from '../support/test';

test.use({ viewport: { width: 360, height: 740 } });

const stamp = Date.now().toString(36);
const A_NAME = `Asha ${stamp}`;
const B_NAME = `Bhavna ${stamp}`;

async function named(page: Page, name: string) {
  const response = await page.request.patch('/api/v1/me', { data: { name }, headers: { origin: hostOrigin } });
  expect(response.status()).toBe(200);
}

test('a direct message raises the unread badge live, opens, and the reply arrives live', async ({ page, browser }) => {
  test.slow();
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Fprivate', landing: /\/private$/ });
  await named(page, A_NAME);

  const second = await browser.newContext({ baseURL: hostOrigin, viewport: { width: 360, height: 740 } });
  try {
    const other = await second.newPage();
    await signIn(other, freshMobile(), { from: '/sign-in?next=%2Fprivate', landing: /\/private$/ });
    await named(other, B_NAME);
    const started = await other.request.post('/api/v1/discussions', {
      headers: { origin: hostOrigin },
      data: {
        clientId: randomBytes(12).toString('base64url'),
        title: `Tenant rights in Pune ${stamp}`,
        category: 'Finance',
        body: 'Who has had a deposit returned late?',
      },
    });
    expect(started.status()).toBe(201);
    const { id } = (await started.json()) as { id: string };
    await other.reload();
    await expect(other.getByText(/No conversations yet/)).toBeVisible();

    // A writes to B from B's name on the discussion.
    await page.goto(`/public/${id}`);
    await page.getByRole('button', { name: `Message ${B_NAME}` }).click();
    await expect(page).toHaveURL(/\/private\/CNV\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: B_NAME })).toBeVisible();
    await page.getByRole('textbox', { name: `Message to ${B_NAME}` }).fill('Hello Bhavna, mine was returned after 3 months.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('list', { name: `Messages with ${B_NAME}` })).toContainText('Hello Bhavna, mine was returned after 3 months.');

    // B's open list shows the conversation and its badge without a reload.
    const row = other.getByTestId('private-conversation').filter({ hasText: A_NAME });
    await expect(row.getByTestId('unread-badge')).toHaveText(/^1\s*unread message$/, { timeout: 15_000 });
    await expect(row).toContainText('Direct · Online');
    expect(await horizontalOverflow(other, 360)).toEqual([]);
    expect(await smallTargets(other)).toEqual([]);
    expect(await seriousViolations(other)).toEqual([]);
    await row.click();
    await expect(other.getByRole('heading', { level: 1, name: A_NAME })).toBeVisible();
    await expect(other.getByRole('list', { name: `Messages with ${A_NAME}` })).toContainText('Hello Bhavna, mine was returned after 3 months.');

    // B replies; it arrives on A's open conversation.
    await other.getByRole('textbox', { name: `Message to ${A_NAME}` }).fill('Thank you! Did you send a legal notice?');
    await other.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('list', { name: `Messages with ${B_NAME}` })).toContainText('Thank you! Did you send a legal notice?', { timeout: 15_000 });
    expect(await horizontalOverflow(page, 360)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Back on B's list: read, so no badge.
    await other
      .getByRole('link', { name: /Private/ })
      .first()
      .click();
    await expect(other.getByTestId('private-conversation').filter({ hasText: A_NAME }).getByTestId('unread-badge')).toHaveCount(0);
  } finally {
    await second.close();
  }
});
