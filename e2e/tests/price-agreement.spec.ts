/**
 * Issue 24, "one price, everywhere": what the service detail's Price Breakdown totals for a state is
 * what the checkout asks for, through the intake form, and what the card says once that state is
 * remembered.
 */
import { expect, test } from '../support/test';
import { proceedThroughIntake } from '../support/intake';

const lines = (region: import('@playwright/test').Locator) =>
  region.getByRole('term').evaluateAll((terms) => terms.map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`));

for (const offerId of ['rental-agreement-1', 'rental-agreement-2', 'rental-agreement-3']) {
  test(`${offerId}: the detail's total for Delhi is the checkout's`, async ({ page }) => {
    await page.goto(`/service-details/${offerId}`);
    const breakdown = page.getByRole('region', { name: 'Price Breakdown' });
    await breakdown.getByLabel('State where the document will be used').selectOption('Delhi');
    await expect(breakdown.getByRole('term')).toContainText(['Stamp duty (Delhi)']);
    // Digital delivery: no courier on either page.
    await expect(breakdown.getByRole('radio', { name: 'Digital copy, by email (free)' })).toBeChecked();
    const shown = await lines(breakdown);
    const total = shown.at(-1)!.replace(/^Total /, '');
    expect(shown).toContain('Digital delivery ₹0');
    await expect(page.getByText(`${total} all-in for Delhi`)).toBeVisible();

    await proceedThroughIntake(page);
    await expect(page.getByLabel('State where the document will be used')).toHaveValue('Delhi');
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price.getByRole('term')).toHaveCount(shown.length);
    expect(await lines(price)).toEqual(shown);
    await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  });
}
