/**
 * Public discussions (issue 26), with two browser contexts against the production build: member A
 * starts a discussion (as a guest first: sent to sign in, back to the form with the words kept),
 * member B opens it, replies (hostile text stays text, a link is user content) and upvotes; the reply
 * appears on A's open page without a reload (live), and A sees the upvote after a reload.
 */
import { expect, test } from '../support/test';
import { freshMobile, signIn } from '../support/account';

const TITLE = `Deposit not returned after 11 months ${Date.now()}`;
const HOSTILE = '<img src=x onerror="window.__pwned=1"> See https://indiacode.nic.in for the act. <script>window.__pwned=2</script>';

test('a member starts a discussion, another replies and upvotes, the first sees it after a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/public');
  await page.getByRole('link', { name: 'Start a discussion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start a discussion' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Health');
  await page.getByRole('textbox', { name: 'What would you like to discuss?' }).fill('The landlord keeps ₹50,000. What are my options?');
  await page.getByRole('button', { name: 'Post discussion' }).click();
  // A guest: sent to sign in, and back to the same form with what was typed.
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fpublic%2Fnew$/);
  await signIn(page, freshMobile(), { from: null, landing: /\/public\/new$/ });
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
  await page.getByRole('button', { name: 'Post discussion' }).click();
  await expect(page).toHaveURL(/\/public\/ds-[a-z0-9]{12}$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const address = new URL(page.url()).pathname;

  const other = await (await browser.newContext()).newPage();
  await signIn(other, freshMobile());
  await other.goto('/public');
  await other.getByRole('link', { name: TITLE }).click();
  await expect(other).toHaveURL(new RegExp(`${address}$`));
  await other.getByRole('textbox', { name: 'Your reply' }).fill(HOSTILE);
  await other.getByRole('button', { name: 'Reply' }).click();
  await expect(other.getByText(/<img src=x onerror="window.__pwned=1"> See/)).toBeVisible();
  // Live: on A's page, open all along, without a reload; as text, never run.
  await expect(page.getByText(/<img src=x onerror="window.__pwned=1"> See .*<script>window.__pwned=2<\/script>/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Replies (1)' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(other.getByRole('link', { name: 'https://indiacode.nic.in' })).toHaveAttribute('rel', 'nofollow ugc noopener');
  const upvote = other.getByRole('button', { name: /^Upvote this discussion,/ });
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveText('1 upvote');
  expect(await other.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  await page.reload();
  await expect(page.getByText(/<img src=x onerror="window.__pwned=1"> See/)).toBeVisible();
  // A's view: one upvote, not A's own.
  await expect(page.getByRole('button', { name: /^Upvote this discussion,/ })).toHaveText('1 upvote');
  await expect(page.getByRole('button', { name: /^Upvote this discussion,/ })).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.goto('/public');
  const card = page.getByRole('list', { name: 'Discussions' }).getByRole('listitem').filter({ hasText: TITLE });
  await expect(card).toContainText('2 participants');
  await expect(card).toContainText('2 messages');
});
