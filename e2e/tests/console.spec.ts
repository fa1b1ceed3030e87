/**
 * The other side of an order (issue 25), with two browser contexts: the client buys a rental
 * agreement from LegalDocs Pro; its expert signs in with the test number of their place in
 * /experts, finds the order in the console from their profile and completes Document Collection;
 * the client's tracking page, left open, shows Expert Review as the current step without a reload.
 * On the way the client uploads a file, the expert refuses it (a reason and a note) and the client's
 * tracking shows it refused with a replacement to upload.
 */
import { expect, test, type Page } from '../support/test';
import { freshMobile, signIn } from '../support/account';
import { checkOut } from '../support/checkout';
import { fillRentalIntake } from '../support/intake';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';

/**
 * LegalDocs Pro's lawyer for a rental agreement used in Maharashtra (assignExpert), the 24th expert
 * of /experts: 9000000024 (README, "Expert accounts"). The confirmation must name them.
 */
const EXPERT = { name: 'Adv. Karan Malhotra', mobile: '9000000024' };
const PROOF = 'Property address proof';
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1500, 0x20), Buffer.from('\n%%EOF\n')]);

/** What a 360 px phone shows of the console: nothing wider than the screen, every control a 44 px target, no serious axe finding. */
async function phoneProblems(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 640 });
  return [...(await horizontalOverflow(page, 360)), ...(await smallTargets(page)), ...(await seriousViolations(page))];
}

test('the assigned expert completes Document Collection; the client’s open tracking page moves on by itself', async ({ page, browser }) => {
  test.slow();
  await page.goto('/service/rental-agreement/legaldocs-pro');
  await fillRentalIntake(page, '25000', '12 MG Road, Pune', '2026-12-01');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const number = await checkOut(page, { state: 'Maharashtra' });
  await expect(page.getByRole('region', { name: 'Your Assigned Expert' }).getByText(EXPERT.name)).toBeVisible();

  await page.goto(`/order-tracking?order=${number}`);
  const current = page.getByRole('region', { name: 'Timeline' }).locator('li[aria-current="step"]');
  await expect(current).toContainText('Document Collection');
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByLabel(`Upload a file for ${PROOF}`).setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(documents.getByRole('link', { name: 'Download bill.pdf' })).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const expertContext = await browser.newContext();
  try {
    const expert = await expertContext.newPage();
    await signIn(expert, EXPERT.mobile, { from: '/sign-in?next=%2Fprofile' });
    await expert.getByRole('link', { name: 'Expert console' }).click();
    await expect(expert).toHaveURL(/\/console$/);
    await expect(expert.getByRole('heading', { level: 1, name: 'Expert console' })).toBeVisible();
    const row = expert.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Document Collection');
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^0\s*No unread messages$/);
    expect(await phoneProblems(expert)).toEqual([]);

    await row.getByRole('link').click();
    await expect(expert).toHaveURL(new RegExp(`/console/orders/${number}$`));
    await expect(expert.getByRole('heading', { level: 1, name: 'Rental Agreement Drafting' })).toBeVisible();
    await expect(expert.getByRole('region', { name: 'Client’s details' })).toContainText('12 MG Road, Pune');
    expect(await phoneProblems(expert)).toEqual([]);
    const files = expert.getByRole('region', { name: 'Client’s documents' });
    await files.getByRole('button', { name: 'Refuse bill.pdf' }).click();
    const dialog = expert.getByRole('dialog', { name: 'Refuse bill.pdf?' });
    await dialog.getByRole('radio', { name: 'Unreadable' }).check();
    await dialog.getByRole('textbox', { name: /Note to the client/ }).fill('The scan is blurred.');
    expect(await phoneProblems(expert)).toEqual([]);
    await dialog.getByRole('button', { name: 'Refuse the document' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(files.getByText('Refused: Unreadable')).toBeVisible();
    await expert.getByRole('button', { name: 'Complete Document Collection' }).click();
    await expect(expert.getByText('Document Collection completed.')).toBeVisible();
    await expect(expert.getByRole('button', { name: 'Complete Expert Review' })).toBeVisible();
    await expect(expert.getByRole('region', { name: 'Timeline' }).locator('li').nth(2)).toContainText('Completed by you');
  } finally {
    await expertContext.close();
  }

  // The client's page asks again on focus and every 15 s while visible: no reload needed.
  await page.bringToFront();
  await expect(current).toContainText('Expert Review', { timeout: 20_000 });
  await expect(page.getByText('3 of 7 steps completed')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  // The refusal, on the client's tracking once read again: why, the expert's note, and a replacement to upload.
  await page.reload();
  await expect(documents.getByText('Refused: Unreadable')).toBeVisible();
  await expect(documents.getByText('The scan is blurred.')).toBeVisible();
  await expect(documents.getByLabel(`Upload a replacement for ${PROOF}`)).toBeAttached();
  await expect(documents.getByRole('button', { name: 'Remove bill.pdf' })).toHaveCount(0);
});

test('the console is the assigned expert’s only: a client gets the experts-only message and the API’s 404', async ({ page }) => {
  await page.goto('/console');
  await expect(page.getByRole('heading', { name: 'Sign in to your expert console' })).toBeVisible();
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Fconsole', landing: /\/console$/ });
  await expect(page.getByRole('heading', { name: 'This console is for Nyaya experts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect((await page.request.get('/api/v1/console')).status()).toBe(404);
});
