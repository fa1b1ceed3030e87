import { readFile } from 'node:fs/promises';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';
import { expect, test } from '../support/test';

test.describe('life events become plans (issue 27)', () => {
  test('“Renting a home” makes a plan: its items show on /act and its link opens the rental agreement providers', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/life-event');
    await expect(page.getByText(/These are examples/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Start a life event' }).selectOption({ label: 'Renting a home' });
    await page.getByRole('button', { name: 'Start plan' }).click();

    const plan = page.getByRole('article', { name: 'Renting a home' });
    await expect(plan).toContainText('Planning');
    await expect(plan).toContainText('0 of 4 action items done.');
    await expect(page.getByText(/These are examples/)).toBeHidden();
    expect(await horizontalOverflow(page, 360)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await plan.getByRole('button', { name: 'Mark active: Renting a home' }).click();
    await expect(plan).toContainText('Active');

    // Its steps are the user's own action items now: the first is due today (India time).
    await page.getByRole('navigation', { name: 'Life-planning area' }).getByRole('link', { name: 'Act' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Action Items' })).toBeVisible();
    await expect(page.getByText(/These are examples/)).toBeHidden();
    const budget = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Set a rent budget' }) });
    await expect(budget.locator('[data-tone]')).toHaveText('Due Today');
    await expect(page.getByRole('checkbox', { name: 'Get the rental agreement drafted' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Set a rent budget' }).check();

    // The plan survives a reload, counts the tick and sends the user to the providers.
    await page.goto('/life-event');
    await expect(plan).toContainText('1 of 4 action items done.');
    await expect(plan).toContainText('Active');
    await plan.getByRole('link', { name: 'Rental agreement providers' }).click();
    await expect(page).toHaveURL(/\/service-providers\/rental-agreement$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rental Agreement' })).toBeVisible();
  });

  test('a resource opens at its own address, prerendered, and Download gives its file', async ({ page, request }) => {
    // The server renders the deep link itself: its HTML already holds the text.
    const html = await (await request.get('/resource/res-8')).text();
    expect(html).toContain('Rental Agreement Essentials');
    expect(html).toContain('must be registered under the Registration Act');

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/resource/res-8');
    await expect(page.getByRole('heading', { level: 1, name: 'Rental Agreement Essentials' })).toBeVisible();
    const note = page.getByText(/^Text file in English and Hindi, [\d.]+ KB\.$/);
    await expect(note).toBeVisible();
    expect(await horizontalOverflow(page, 360)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Rental Agreement Essentials' }).click()]);
    expect(download.suggestedFilename()).toBe('rental-agreement-essentials.txt');
    const file = await readFile((await download.path())!);
    const text = file.toString('utf8');
    expect(text).toContain('Rental Agreement Essentials');
    expect(text).toContain('किरायानामा: ज़रूरी बातें');
    await expect(note).toHaveText(`Text file in English and Hindi, ${(file.length / 1024).toFixed(1)} KB.`);

    await page.getByRole('button', { name: 'Save Rental Agreement Essentials' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Save Rental Agreement Essentials' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/resource/res-404');
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
});
