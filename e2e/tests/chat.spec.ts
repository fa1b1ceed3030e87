/**
 * A conversation between the two sides of an order (issue 25), in two browser contexts: the client
 * buys a rental agreement from QuickDraft Legal and writes from Chat with Expert; its expert signs
 * in with the test number of their place in /experts, sees the unread count in the console, reads
 * and answers on the order's page; the client's open chat shows the answer without a reload, and
 * the unread counts move on both sides. Message text stays text, whatever it looks like.
 */
import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/account';
import { checkOut } from '../support/checkout';
import { fillRentalIntake } from '../support/intake';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';

/** QuickDraft Legal's lawyer for a rental agreement in Maharashtra, the 26th expert of /experts (README, "Expert accounts"). */
const EXPERT = { name: 'Adv. Nikita Joshi', mobile: '9000000026' };
const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)> {{7*7}}';

async function phoneProblems(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 640 });
  return [...(await horizontalOverflow(page, 360)), ...(await smallTargets(page)), ...(await seriousViolations(page))];
}

async function send(page: Page, name: string, text: string) {
  const box = page.getByRole('textbox', { name: `Message to ${name}` });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
}

test('client and expert write to each other; each sees the other’s messages live and the unread counts move', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/service/rental-agreement/quickdraft-legal');
  await fillRentalIntake(page, '25000', '4 Carter Road, Mumbai', '2026-12-01');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const number = await checkOut(page, { state: 'Maharashtra' });
  await expect(page.getByRole('region', { name: 'Your Assigned Expert' }).getByText(EXPERT.name)).toBeVisible();

  await page.getByRole('link', { name: 'Chat with Expert' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-chat\\?order=${number}$`));
  await expect(page.getByText(`No messages yet. Write to ${EXPERT.name} below.`)).toBeVisible();
  await send(page, EXPERT.name, 'Hello, I have the ID proofs ready.');
  await send(page, EXPERT.name, HOSTILE);
  const clientList = page.getByRole('list', { name: `Messages with ${EXPERT.name}` });
  await expect(clientList.getByRole('listitem')).toHaveCount(2);
  await expect(clientList.getByText(HOSTILE)).toBeVisible();
  expect(await phoneProblems(page)).toEqual([]);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const expertContext = await browser.newContext();
  try {
    const expert = await expertContext.newPage();
    expert.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(expert, EXPERT.mobile, { from: '/sign-in?next=%2Fprofile' });
    await expert.getByRole('link', { name: 'Expert console' }).click();
    const row = expert.getByRole('row').filter({ hasText: number });
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^2\s*2 unread messages$/);

    await row.getByRole('link').click();
    await expect(expert).toHaveURL(new RegExp(`/console/orders/${number}$`));
    const chat = expert.getByRole('region', { name: 'Conversation with the client' });
    const expertList = chat.getByRole('list', { name: 'Messages with Asha Verma' });
    await expect(expertList.getByText('Hello, I have the ID proofs ready.')).toBeVisible();
    await expect(expertList.getByText(HOSTILE)).toBeVisible();
    await send(expert, 'Asha Verma', 'Received. I will call you at 4 pm.');
    expect(await phoneProblems(expert)).toEqual([]);

    // The client's chat, left open, shows the answer by itself, and says it to a screen reader.
    await expect(clientList.getByText('Received. I will call you at 4 pm.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `New message from ${EXPERT.name}: Received. I will call you at 4 pm.` })).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // Read on the order's page: the console's count is back to 0.
    await expert.getByRole('link', { name: 'Back to the console' }).click();
    await expect(expert.getByRole('row').filter({ hasText: number }).getByRole('cell').nth(2)).toHaveText(/^0\s*No unread messages$/);

    // Away from the chat, the client's Chat with Expert counts what the expert writes next.
    await page.goto(`/order-tracking?order=${number}`);
    await expect(page.getByRole('link', { name: 'Chat with Expert', exact: true })).toBeVisible();
    await expert.goto(`/console/orders/${number}`);
    await send(expert, 'Asha Verma', 'Please also send the property tax receipt.');
  } finally {
    await expertContext.close();
  }
  await page.bringToFront();
  await expect(page.getByRole('link', { name: 'Chat with Expert (1 unread message)' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: /^Chat with Expert/ }).click();
  await expect(page.getByRole('list', { name: `Messages with ${EXPERT.name}` }).getByText('Please also send the property tax receipt.')).toBeVisible();
  await page.getByRole('link', { name: 'Order Tracking' }).click();
  await expect(page.getByRole('link', { name: 'Chat with Expert', exact: true })).toBeVisible();
  expect(dialogs).toEqual([]);
});
