import { expect, test } from '../support/test';
import { checkOut } from '../support/checkout';
import { fillAffidavitIntake } from '../support/intake';

/**
 * Issue 15: every provider, service and expert is its own. These walk the whole catalogue as a
 * user would: every category card opens its own offer, every service asks its own questions.
 */

const categories = ['consult', 'drafting', 'property', 'corporate', 'notary', 'personal'];

test.describe('every offer is its own', () => {
  for (const category of categories) {
    test(`every Select Provider on /providers/${category} opens that provider's offer of that service`, async ({ page }) => {
      await page.goto(`/providers/${category}`);
      const cards = page.getByRole('tabpanel').getByRole('article');
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        const card = cards.nth(index);
        const provider = (await card.getAttribute('aria-label'))!;
        const service = (await card.locator('p').first().textContent())!.trim();
        await card.getByRole('link', { name: `Select Provider ${provider}` }).click();
        await expect(page).toHaveURL(/\/service-details\/[a-z0-9-]+$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(service);
        await expect(page.getByText('Provided by').locator('xpath=following-sibling::*[1]')).toHaveText(provider);
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(service);
      }
    });
  }

  test('a will is not a rental agreement: its offer, steps and documents are its own', async ({ page }) => {
    await page.goto('/providers/personal');
    await page.getByRole('link', { name: 'Select Provider Legacy Wills' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Will Drafting' })).toBeVisible();
    await expect(page.getByText('₹2,999').first()).toBeVisible();
    await expect(page.getByText('List of assets (property, accounts, investments)')).toBeVisible();
    await expect(page.getByText(/rent|landlord/i)).toHaveCount(0);
    await expect(page.locator('del')).toHaveCount(0);
    await page.getByRole('link', { name: 'Fill in your details first' }).click();
    await expect(page).toHaveURL(/\/service\/will-drafting\/legacy-wills$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Will details' })).toBeVisible();
  });

  test('the limited offer is in the prices: struck-through originals and 20% saved on incorporations', async ({ page }) => {
    // Three days before its last day (31 Dec 2026), in India.
    await page.clock.setFixedTime(new Date('2026-12-28T06:00:00Z'));
    await page.goto('/marketplace');
    const banner = page.getByRole('complementary', { name: 'Limited offer' });
    await expect(banner).toContainText('20% off company incorporation');
    await expect(banner).toContainText('Ends in 3 days');
    await banner.getByRole('link', { name: 'See incorporation prices' }).click();
    await expect(page).toHaveURL(/\/service-providers\/company-registration$/);
    const card = page.getByRole('region', { name: 'Recommended', exact: true }).getByRole('article', { name: 'StartupFilings' });
    await expect(card.locator('del')).toContainText('₹6,249');
    await expect(card.getByText('Save 20%')).toBeVisible();
    await card.getByRole('link', { name: 'View details of StartupFilings' }).click();
    await expect(page).toHaveURL(/\/service-details\/startup-filings$/);
    // The URL changes before the new screen commits (a transition), and the list's title is the
    // same: wait for what only the detail shows, then count its one saving.
    await expect(page.getByText('Limited offer: 20% off company incorporation, ends in 3 days')).toBeVisible();
    await expect(page.getByText('Save 20%')).toBeVisible();
  });

  test('the limited offer is gone once its last day has passed in India, and so are its savings', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-31T18:30:00Z'));
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { name: 'Featured Services' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Limited offer' })).toHaveCount(0);
    // The incorporation cards show just the price: no struck-through original, no saving.
    await page.getByRole('link', { name: 'Get Started with Company Incorporation' }).click();
    await expect(page).toHaveURL(/\/service-providers\/company-registration$/);
    const row = page.getByRole('region', { name: 'Recommended', exact: true });
    await expect(row.getByRole('article', { name: 'StartupFilings' }).getByText('₹4,999')).toBeVisible();
    await expect(row.locator('del')).toHaveCount(0);
    await expect(row.getByText(/^Save \d+%$/)).toHaveCount(0);
  });
});

/** One provider of every service, the heading of its form and two of its own fields. */
const forms: [service: string, provider: string, heading: string, fields: [string, string]][] = [
  ['rental-agreement', 'legaldocs-pro', 'Rental details', ['Landlord name', 'Monthly rent (₹)']],
  ['affidavit', 'notary-express', 'Affidavit details', ["Deponent's full name", 'What should the affidavit declare?']],
  ['company-registration', 'startup-filings', 'Company details', ['First choice of company name', 'Number of directors']],
  ['legal-notice', 'notice-express', 'Notice details', ["Recipient's name", 'What happened?']],
  ['employment-contract', 'hr-contracts', 'Role details', ['Job title', 'Monthly salary (₹)']],
  ['sale-deed', 'proplegal-experts', 'Sale details', ["Seller's name", 'Sale price (₹)']],
  ['property-verification', 'titlecheck-india', 'Verification details', ['Your name', 'Survey or plot number']],
  ['registration-assistance', 'regassist', 'Registration details', ['Names of the parties', 'Sub-registrar office (city or area)']],
  ['gst-registration', 'gst-now', 'Business details', ['Legal name of the business', 'PAN of the business or proprietor']],
  ['trademark-filing', 'brandshield', 'Trademark details', ['Brand name or logo text', 'Goods or services sold under the brand']],
  ['document-attestation', 'attest-hub', 'Attestation details', ['Name on the documents', 'Pickup address']],
  ['will-drafting', 'legacy-wills', 'Will details', ['Your full name (testator)', "Executor's name"]],
  ['marriage-registration', 'shaadi-legal', 'Marriage details', ["First spouse's full name", "Second spouse's full name"]],
  ['divorce-consultation', 'family-counsel', 'Consultation details', ['Your question', 'Preferred language']],
  ['hourly-engagement', 'advocate-hours', 'Consultation details', ['Your question', 'Preferred language']],
  ['legal-services', 'counsel-connect', 'Consultation details', ['Your question', 'Preferred language']],
];

test.describe('every service asks its own questions', () => {
  // Every form in one browser: a fresh browser for each of the 16 cost more than the forms.
  test('each service’s form has its own fields, and a draft that survives a reload', async ({ page }) => {
    for (const [service, provider, heading, [first, second]] of forms) {
      await test.step(`/service/${service}/${provider}`, async () => {
        await page.goto(`/service/${service}/${provider}`);
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(page.getByLabel(second)).toBeVisible();
        if (service !== 'rental-agreement') await expect(page.getByLabel('Landlord name')).toHaveCount(0);
        // The provider summary is the provider of the link, never the generic one.
        await expect(page.getByRole('heading', { level: 2, name: 'Selected Provider' })).toHaveCount(0);
        const typed = `Draft for ${service}`;
        await page.getByLabel(first, { exact: true }).fill(typed);
        await page.reload();
        await expect(page.getByLabel(first, { exact: true })).toHaveValue(typed);
        await expect(page.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();
      });
    }
  });

  test('a draft typed for one service never shows in another service’s form', async ({ page }) => {
    await page.goto('/service/sale-deed/proplegal-experts');
    await page.getByLabel('Property address').fill('Flat 302, Whitefield');
    await page.goto('/service/registration-assistance/regassist');
    await expect(page.getByLabel('Property address')).toHaveValue('');
    await page.goto('/service/sale-deed/proplegal-experts');
    await expect(page.getByLabel('Property address')).toHaveValue('Flat 302, Whitefield');
  });

  test('an affidavit is ordered with its own details and a notary expert', async ({ page }) => {
    await page.goto('/service/affidavit/notary-express');
    await fillAffidavitIntake(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('region', { name: 'Your order' }).getByText('Kiran Patil')).toBeVisible();
    await checkOut(page, { name: 'Kiran Patil', mobile: '70123 45678', state: 'Maharashtra' });
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Notary Express')).toBeVisible();
    await expect(summary.getByText("Deponent's full name").locator('xpath=following-sibling::dd')).toHaveText('Kiran Patil');
    await expect(summary.getByText('+91 70123 45678')).toBeVisible();
    // Its stamp paper is in the fee (no duty on top), and it is delivered digitally (no courier).
    await expect(page.getByRole('region', { name: 'Price' }).getByRole('definition')).toHaveText(['₹299', '₹53.82', '₹0', '₹0', '₹352.82']);
    await expect(page.getByText('Notary & Attestation')).toBeVisible();
  });
});
