/**
 * A discussion's page is rendered on the server (issue 26): its first paint needs no JavaScript,
 * it carries Open Graph tags so a shared link shows its title, and the kept render is the guest's
 * view, never the author's (no "Edit" of theirs in what another visitor is sent).
 */
import { expect, test } from '../support/test';
import { freshMobile, signIn } from '../support/account';

const TITLE = `Gratuity after five years minus a day ${Date.now()}`;

test('a discussion paints without JavaScript, with its title in the link preview, and no one else’s view', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await signIn(page, freshMobile());
  await page.goto('/public/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Finance');
  await page.getByRole('textbox', { name: 'What would you like to discuss?' }).fill('My employer says 4 years 364 days is not 5 years. Is gratuity still due?');
  await page.getByRole('button', { name: 'Post discussion' }).click();
  await expect(page).toHaveURL(/\/public\/ds-[a-z0-9]{12}$/);
  const address = new URL(page.url()).pathname;
  // The author sees their own controls.
  await expect(page.getByRole('button', { name: 'Edit' }).first()).toBeVisible();

  // The server renders it within its time budget once its code is warm: the first answer may be the skeleton.
  await expect.poll(async () => (await request.get(address)).text(), { timeout: 30_000 }).toContain('og:title');
  const html = await (await request.get(address)).text();
  expect(html).toContain(`<meta property="og:title" content="${TITLE}">`);
  expect(html).toContain(`<title>${TITLE} · Nyaya</title>`);
  expect(html).toContain('My employer says 4 years 364 days is not 5 years.');
  expect(html).not.toContain('>Edit<');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const reader = await context.newPage();
  await reader.goto(address);
  await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(reader.getByText('My employer says 4 years 364 days is not 5 years.')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await context.close();
});
