/**
 * Trending (issue 26) against the production build: a new discussion read by three visitors, each
 * in a browser of their own, is busier today than yesterday, so it is listed on /trending, and its
 * item opens it. Readers are counted by the server, once a day each; nobody is signed in but the author.
 */
import { expect, test } from '../support/test';
import { freshMobile, signIn } from '../support/account';

const TITLE = `Society maintenance hike without a vote ${Date.now()}`;

test('three readers make a new discussion trending, and its item opens it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, freshMobile());
  await page.goto('/public/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Finance');
  await page
    .getByRole('textbox', { name: 'What would you like to discuss?' })
    .fill('Our society raised maintenance by 40% without a general body vote. Is that allowed?');
  await page.getByRole('button', { name: 'Post discussion' }).click();
  await expect(page).toHaveURL(/\/public\/ds-[a-z0-9]{12}$/);
  const address = new URL(page.url()).pathname;

  await page.goto('/trending');
  await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();
  await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);

  for (let reader = 0; reader < 3; reader += 1) {
    // Three phones behind one address (every browser here is on loopback): told apart by their browser.
    const context = await browser.newContext({ userAgent: `Mozilla/5.0 (Linux; Android 14; Reader ${reader}) Mobile` });
    const visitor = await context.newPage();
    // The page paints from the server; the reader is counted when their browser reads it.
    const read = visitor.waitForResponse((response) => response.url().endsWith(`/api/v1/discussions/${address.split('/').pop()}`));
    await visitor.goto(address);
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect((await read).status()).toBe(200);
    await context.close();
  }

  await page.reload();
  const item = page.getByRole('list', { name: 'Trending items' }).getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText('Finance');
  await expect(item).toContainText(/\+\d+% trending up/);
  await item.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});
