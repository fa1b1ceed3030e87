/**
 * Documents after a purchase (issue 25): the client uploads a PDF for one of the offer's
 * Documents Required on the tracking page, sees it listed, downloads it, removes it; a text file
 * renamed .pdf is refused, on the page and by the server itself.
 */
import { readFile } from 'node:fs/promises';
import { checkOut } from '../support/checkout';
import { horizontalOverflow, smallTargets } from '../support/checks';
import { proceedThroughIntake } from '../support/intake';
import { waitForScreen } from '../support/routes';
import { expect, test, type Page } from '../support/test';

const PROOF = 'Property address proof';
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1500, 0x20), Buffer.from('\n%%EOF\n')]);
const textFile = Buffer.from('Rent is 25000 a month. This is not a PDF.\n');

/** Buys a rental agreement and opens its tracking page: the order's number. */
async function buyAndTrack(page: Page): Promise<string> {
  await page.goto('/service-details/rental-agreement-1');
  await waitForScreen(page);
  await proceedThroughIntake(page);
  const orderNumber = await checkOut(page, { state: 'Delhi' });
  await page.getByRole('link', { name: 'Track Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
  return orderNumber;
}

const documentsOf = (page: Page) => page.getByRole('region', { name: 'Documents' });

test('uploads a PDF on tracking, lists it after a reload, downloads it and removes it', async ({ page }) => {
  await buyAndTrack(page);
  const documents = documentsOf(page);
  await expect(documents.getByRole('heading', { level: 3, name: PROOF })).toBeVisible();
  await documents.getByLabel(`Upload a file for ${PROOF}`).setInputFiles({ name: 'electricity bill.pdf', mimeType: 'application/pdf', buffer: pdf });
  const download = documents.getByRole('link', { name: 'Download electricity bill.pdf' });
  await expect(download).toBeVisible();
  await expect(documents.getByText('1 KB')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'electricity bill.pdf uploaded.' })).toBeAttached();

  // Kept by the server: a reload lists it again.
  await page.reload();
  await expect(download).toBeVisible();
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toBe('electricity bill.pdf');
  expect((await readFile((await saved.path())!)).equals(pdf)).toBe(true);

  await documents.getByRole('button', { name: 'Remove electricity bill.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove electricity bill.pdf?' });
  await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(download).toHaveCount(0);
  await page.reload();
  await expect(documents.getByRole('heading', { level: 3, name: PROOF })).toBeVisible();
  await expect(documents.getByText('Nothing uploaded yet.')).toHaveCount(3);
});

test('refuses a text file renamed .pdf, on the page and at the server', async ({ page }) => {
  const orderNumber = await buyAndTrack(page);
  const documents = documentsOf(page);
  await documents.getByLabel(`Upload a file for ${PROOF}`).setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: textFile });
  await expect(documents.getByRole('alert')).toHaveText('“lease.pdf” is not a PDF, JPEG or PNG file, whatever its name says. Upload a PDF, JPEG or PNG.');
  await expect(documents.getByText('Nothing uploaded yet.')).toHaveCount(3);

  // The page's check is a courtesy; the server decides, through the host's proxy, with the page's session.
  const response = await page.request.post(`/api/v1/orders/${orderNumber}/documents`, {
    headers: { 'idempotency-key': `e2e-renamed-text-${Date.now()}` },
    multipart: { requirement: PROOF, file: { name: 'lease.pdf', mimeType: 'application/pdf', buffer: textFile } },
  });
  expect(response.status()).toBe(415);
  expect(await response.json()).toMatchObject({ reason: 'not-a-document' });
  // And nobody else's browser finds the order's documents.
  const stranger = await page.context().browser()!.newContext();
  expect((await stranger.request.get(`${new URL(page.url()).origin}/api/v1/orders/${orderNumber}/documents`)).status()).toBe(404);
  await stranger.close();
});

test('at 360 px a long file name wraps, nothing overflows and every control is 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await buyAndTrack(page);
  const documents = documentsOf(page);
  const longName = `${'rental-agreement-scan-'.repeat(5)}final.pdf`;
  await documents.getByLabel(`Upload a file for ${PROOF}`).setInputFiles({ name: longName, mimeType: 'application/pdf', buffer: pdf });
  await expect(documents.getByRole('link', { name: `Download ${longName}` })).toBeVisible();
  expect(await horizontalOverflow(page, 360)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
});
