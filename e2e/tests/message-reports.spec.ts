/**
 * Reported private messages (issue 26), with five browser contexts: a member writes to a group of
 * three; each of the three reports the message (two with the Report dialog, one through the API).
 * At the third report the message is hidden for the others, on a page left open (live) and after a
 * reload, while its writer still reads it. An expert opens Reported content from the console and
 * restores it; the open page shows it again. At 360 px, nothing overflows, every target is 44 px,
 * no serious axe finding.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
import { freshMobile, signIn } from '../support/account';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';
import { hostOrigin } from '../support/origins';
import { expect, test, type Page } from '../support/test';

test.use({ viewport: { width: 360, height: 740 } });

const stamp = Date.now().toString(36);
const WRITER = `Wasim ${stamp}`;
const TEXT = `Cheap loans <b>today</b> ${stamp}, call 99999`;
const HIDDEN = 'This message was hidden after reports.';
/** An expert account of /experts (README, "Expert accounts"); no other spec signs it in. */
const EXPERT_MOBILE = '9000000033';

const headers = { origin: hostOrigin };

async function member(browser: Browser, name: string): Promise<{ context: BrowserContext; page: Page; id: string }> {
  const context = await browser.newContext({ baseURL: hostOrigin, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Fprivate', landing: /\/private$/ });
  expect((await page.request.patch('/api/v1/me', { data: { name }, headers })).status()).toBe(200);
  const me = (await (await page.request.get('/api/v1/me')).json()) as { account: { id: string } };
  return { context, page, id: me.account.id };
}

async function phoneProblems(page: Page): Promise<string[]> {
  return [...(await horizontalOverflow(page, 360)), ...(await smallTargets(page)), ...(await seriousViolations(page))];
}

/** The Report dialog on the writer's message: a reason, Send report, the thanks. */
async function reportWithDialog(page: Page) {
  await page.getByRole('button', { name: `Report ${WRITER}’s message` }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${WRITER}’s message` });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you. Your report was sent.', { exact: true }).first()).toBeVisible();
}

test('three members report a message: it is hidden for the others until an expert restores it', async ({ browser }) => {
  test.slow();
  const contexts: BrowserContext[] = [];
  try {
    const writer = await member(browser, WRITER);
    const readers = [await member(browser, `Ritu ${stamp}`), await member(browser, `Sunil ${stamp}`), await member(browser, `Tara ${stamp}`)];
    contexts.push(writer.context, ...readers.map((reader) => reader.context));

    const made = await writer.page.request.post('/api/v1/private/groups', {
      headers,
      data: { title: `Block D ${stamp}`, memberIds: readers.map((reader) => reader.id) },
    });
    expect(made.status()).toBe(201);
    const { reference } = (await made.json()) as { reference: string };
    const sent = await writer.page.request.post(`/api/v1/conversations/${reference}/messages`, {
      headers,
      data: { clientId: randomBytes(12).toString('base64url'), body: TEXT },
    });
    expect(sent.status()).toBe(201);
    const { id: messageId } = (await sent.json()) as { id: number };
    const list = (page: Page) => page.getByRole('list', { name: `Messages with Block D ${stamp}` });

    const [ritu, sunil, tara] = readers as [(typeof readers)[number], (typeof readers)[number], (typeof readers)[number]];
    await ritu.page.goto(`/private/${reference}`);
    await expect(list(ritu.page)).toContainText(TEXT);
    // Markup someone typed stays characters.
    await expect(list(ritu.page).locator('b')).toHaveCount(0);
    await reportWithDialog(ritu.page);
    // The same account again counts once.
    await reportWithDialog(ritu.page);
    expect(
      (await sunil.page.request.post('/api/v1/reports', { headers, data: { targetKind: 'message', targetId: String(messageId), reason: 'abuse' } })).status(),
    ).toBe(200);
    // Two accounts: still shown.
    await ritu.page.reload();
    await expect(list(ritu.page)).toContainText(TEXT);
    expect(await phoneProblems(ritu.page)).toEqual([]);

    await tara.page.goto(`/private/${reference}`);
    await reportWithDialog(tara.page);
    // Ritu's page, left open, hides it live; Sunil's after a reload; the writer still reads it.
    await expect(list(ritu.page)).toContainText(HIDDEN, { timeout: 15_000 });
    await expect(list(ritu.page)).not.toContainText(TEXT);
    await sunil.page.goto(`/private/${reference}`);
    await expect(list(sunil.page)).toContainText(HIDDEN);
    await expect(list(sunil.page)).not.toContainText(TEXT);
    await writer.page.goto(`/private/${reference}`);
    await expect(list(writer.page)).toContainText(TEXT);
    await expect(list(writer.page)).toContainText('Only you see this message');
    expect(await phoneProblems(sunil.page)).toEqual([]);

    // A member is no reviewer: the queue is not there for them.
    expect((await ritu.page.request.get('/api/v1/moderation/hidden')).status()).toBe(404);
    expect((await ritu.page.request.post(`/api/v1/moderation/message/${messageId}/restore`, { headers })).status()).toBe(404);

    const expertContext = await browser.newContext({ baseURL: hostOrigin, viewport: { width: 360, height: 740 } });
    contexts.push(expertContext);
    const expert = await expertContext.newPage();
    await signIn(expert, EXPERT_MOBILE, { from: '/sign-in?next=%2Fconsole', landing: /\/console$/ });
    await expert.getByRole('link', { name: 'Reported content' }).click();
    await expect(expert).toHaveURL(/\/console\/reports$/);
    const item = expert.getByTestId('reported-item').filter({ hasText: stamp });
    await expect(item).toContainText('Private message');
    await expect(item).toContainText(TEXT);
    await expect(item).toContainText('3 reports');
    await expect(item).toContainText(`By ${WRITER}`);
    expect(await phoneProblems(expert)).toEqual([]);
    await item.getByRole('button', { name: `Restore this private message by ${WRITER}` }).click();
    await expect(expert.getByText('Restored: it is visible again and its reports were cleared.')).toBeVisible();
    await expect(item).toHaveCount(0);

    // Ritu's open page shows it again.
    await expect(list(ritu.page)).toContainText(TEXT, { timeout: 15_000 });
    await expect(list(ritu.page)).not.toContainText(HIDDEN);
  } finally {
    for (const context of contexts) await context.close();
  }
});
