import { expect, test, type Page } from '../support/test';
import { checkOut } from '../support/checkout';
import { fillAffidavitIntake } from '../support/intake';
import { axeViolations } from '../support/checks';

/** Every axe rule on every purchase screen, in the state a user sees it. */
async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('marketplace purchase accessibility', () => {
  // axe walks the whole DOM; on a busy machine that alone can take several seconds per screen.
  test.slow();

  test('service detail, with an FAQ open', async ({ page }) => {
    await page.goto('/service-details/rental-agreement-1');
    await page.getByRole('button', { name: 'Is the agreement legally valid?' }).click();
    await expect(page.getByText(/drafted by a verified lawyer and becomes binding/)).toBeVisible();
    await expectNoViolations(page);
  });

  test('intake form, with an inline message', async ({ page }) => {
    await page.goto('/service/rental-agreement/legaldocs-pro');
    await page.getByLabel('Monthly rent (₹)').fill('0');
    await expect(page.getByText('Monthly rent must be a positive number of rupees.')).toBeVisible();
    await expectNoViolations(page);
  });

  test('Auto Assign dialog with a message', async ({ page }) => {
    await page.goto('/service-providers/affidavit');
    await page.getByRole('button', { name: 'Auto Assign', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Maximum budget/).fill('500');
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoViolations(page);
  });

  test('checkout with messages, then the confirmation and tracking of an auto-assigned order', async ({ page }) => {
    await page.goto('/service-providers/affidavit');
    await page.getByRole('button', { name: 'Auto Assign', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/Maximum budget/)
      .fill('2500');
    await page.getByRole('button', { name: 'Auto Assign Expert' }).click();
    // The assigned provider's form first, with its Auto Assign notice.
    await expect(page.getByText(/^Auto-assigned by AI within your budget of ₹2,500/)).toBeVisible();
    await expectNoViolations(page);
    await fillAffidavitIntake(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expectNoViolations(page);

    await page.getByLabel('State where the document will be used').selectOption('Goa');
    await expect(page.getByText(/Your expert confirms Goa’s stamp duty/)).toBeVisible();
    await checkOut(page);
    await expectNoViolations(page);

    await page.getByRole('link', { name: 'Track Progress' }).click();
    await expect(page.getByText('2 of 7 steps completed')).toBeVisible();
    await expectNoViolations(page);
  });

  test('order not found', async ({ page }) => {
    await page.goto('/order-confirmation?order=ORDNOSUCH001');
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expectNoViolations(page);
  });
});
