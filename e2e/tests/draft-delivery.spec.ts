/**
 * A first draft delivered and revised (issue 25), with two browser contexts: the client buys a
 * rental agreement from Premium Legal Associates; its expert signs in with their test number, completes the
 * steps in /console up to Delivery and delivers the draft the server generated from the intake;
 * the client's tracking page, left open, offers the PDF without a reload (it refreshes itself),
 * the client downloads it and asks for a revision; the expert sees the comment and Document
 * Drafting current again.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/account';
import { checkOut } from '../support/checkout';
import { fillRentalIntake } from '../support/intake';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';

/**
 * Each test buys from a firm of its own, so its expert (by their place in /experts, README) is
 * signed in by no other spec at the same time: a number gets one code per 30 s.
 */
const DELIVERING = { provider: 'premium-legal-associates', name: 'Adv. Srinivas Reddy', mobile: '9000000027' };
const CANCELLED = { provider: 'renteasy-advocates', name: 'Adv. Manish Patil', mobile: '9000000028' };
const STEPS_BEFORE_DELIVERY = ['Document Collection', 'Expert Review', 'Document Drafting', 'Quality Check'];
const COMMENT = 'The monthly rent is ₹26,000, not ₹25,000. Please add a clause for one parking space.';

async function phoneProblems(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 640 });
  return [...(await horizontalOverflow(page, 360)), ...(await smallTargets(page)), ...(await seriousViolations(page))];
}

/** Buys a rental agreement from the firm and returns the order's number, once the confirmation names its expert. */
async function buy(page: Page, expert: typeof DELIVERING): Promise<string> {
  await page.goto(`/service/rental-agreement/${expert.provider}`);
  await fillRentalIntake(page, '25000', '12 MG Road, Pune', '2026-12-01');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const number = await checkOut(page, { state: 'Maharashtra' });
  await expect(page.getByRole('region', { name: 'Your Assigned Expert' }).getByText(expert.name)).toBeVisible();
  return number;
}

test('the expert delivers the generated draft; the client downloads it and asks for a revision the expert then sees', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const number = await buy(page, DELIVERING);
  await page.goto(`/order-tracking?order=${number}`);
  await expect(page.getByRole('region', { name: 'Cancel this order' })).toContainText('refunds everything you paid');
  await expect(page.getByRole('region', { name: 'Your draft' })).toHaveCount(0);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const expertContext = await browser.newContext();
  const expert = await expertContext.newPage();
  try {
    await signIn(expert, DELIVERING.mobile, { from: '/sign-in?next=%2Fconsole', landing: /\/console$/ });
    await expert.goto(`/console/orders/${number}`);
    const drafts = expert.getByRole('region', { name: 'Draft' });
    await expect(drafts.getByRole('listitem').first()).toContainText('Version 1');
    await expect(drafts).toContainText('Generated from the client’s details');
    for (const step of STEPS_BEFORE_DELIVERY) {
      await expert.getByRole('button', { name: `Complete ${step}` }).click();
      await expect(expert.getByText(`${step} completed.`)).toBeVisible();
    }
    expect(await phoneProblems(expert)).toEqual([]);
    await drafts.getByRole('button', { name: 'Deliver version 1 to the client' }).click();
    await expect(expert.getByText('Version 1 delivered. Delivery is completed.')).toBeVisible();
    await expect(expert.getByText('Every step is completed: the order is delivered.')).toBeVisible();

    // The client's open page asks again on focus and every 15 s: the draft appears without a reload.
    await page.bringToFront();
    const draft = page.getByRole('region', { name: 'Your draft' });
    await expect(draft).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Cancel this order' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), draft.getByRole('link', { name: 'Download draft (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`${number}-draft-v1.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await draft.getByRole('button', { name: 'Ask for a revision' }).click();
    await draft.getByRole('textbox', { name: 'What should change in the draft?' }).fill(COMMENT);
    await draft.getByRole('button', { name: 'Send revision request' }).click();
    await expect(draft).toContainText('You asked for changes on');
    await expect(draft).toContainText(COMMENT);
    await expect(page.getByRole('region', { name: 'Timeline' }).locator('li[aria-current="step"]')).toContainText('Document Drafting');
    expect(await phoneProblems(page)).toEqual([]);

    await expert.reload();
    await expect(drafts.getByRole('listitem').first()).toContainText(COMMENT);
    await expect(drafts).toContainText('The client asked for changes');
    await expect(expert.getByRole('region', { name: 'Timeline' }).locator('li[aria-current="step"]')).toContainText('Document Drafting');
    await expect(expert.getByRole('button', { name: 'Complete Document Drafting' })).toBeVisible();
  } finally {
    await expertContext.close();
  }
});

test('the client cancels before Expert Review and is refunded in full; the expert can no longer move the order on', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const number = await buy(page, CANCELLED);
  await page.goto(`/order-tracking?order=${number}`);
  const section = page.getByRole('region', { name: 'Cancel this order' });
  const paid = (await section.textContent())?.match(/₹[\d,]+(\.\d\d)?/)?.[0] ?? '';
  expect(paid).not.toBe('');
  await section.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(`You get back everything you paid: ${paid}.`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: `Cancel and refund ${paid}` }).click();
  await expect(page.getByRole('region', { name: 'Order cancelled' })).toContainText(`${paid} is refunded`);

  const expertContext = await browser.newContext();
  try {
    const expert = await expertContext.newPage();
    await signIn(expert, CANCELLED.mobile, { from: '/sign-in?next=%2Fconsole', landing: /\/console$/ });
    await expect(expert.getByRole('row').filter({ hasText: number })).toContainText('Cancelled');
    await expert.goto(`/console/orders/${number}`);
    await expect(expert.getByRole('region', { name: 'Next step' })).toContainText('The client cancelled this order');
    await expect(expert.getByRole('button', { name: /^Complete / })).toHaveCount(0);
  } finally {
    await expertContext.close();
  }
});
