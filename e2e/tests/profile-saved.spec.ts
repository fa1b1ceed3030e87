/**
 * The profile lists what the user kept elsewhere: experts saved on their profile and providers
 * hearted in the marketplace. Both are read from the stores the areas write, across bundles.
 */
import { expect, test } from '../support/test';
import { hostOrigin } from '../support/origins';

test('saved experts and favourite providers show on /profile, open their pages, and can be removed', async ({ page }) => {
  await page.goto('/lawyer-profile/adv.-priya-sharma');
  await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Expert' }).click();
  // Once saved, the button says so.
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/service-providers/rental-agreement');
  const heart = page.getByRole('button', { name: 'Favourite LegalDocs Pro' }).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile');
  const experts = page.getByRole('region', { name: 'Saved experts' });
  const providers = page.getByRole('region', { name: 'Favourite providers' });
  const expertLink = experts.getByRole('link', { name: /Adv\. Priya Sharma/ });
  const providerLink = providers.getByRole('link', { name: /LegalDocs Pro/ });
  await expect(expertLink).toContainText('Sharma & Associates');
  await expect(providerLink).toContainText('₹799');

  await expertLink.click();
  await expect(page).toHaveURL(`${hostOrigin}/lawyer-profile/adv.-priya-sharma`);
  await expect(page.getByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).toBeVisible();
  await page.goBack();
  // Back on the profile before the next tap: a tap during the back navigation is not the test.
  await expect(page).toHaveURL(`${hostOrigin}/profile`);
  await expect(providerLink).toBeVisible();
  await providerLink.click();
  await expect(page).toHaveURL(`${hostOrigin}/service-details/rental-agreement-1`);
  await expect(page.getByText('LegalDocs Pro').first()).toBeVisible();
  await page.goBack();

  // Both survive a reload; a removal does too.
  await page.reload();
  await expect(expertLink).toBeVisible();
  await expect(providerLink).toBeVisible();
  await experts.getByRole('button', { name: 'Remove Adv. Priya Sharma from saved experts' }).click();
  await expect(experts.getByText('No saved experts yet. Tap Save Expert on an expert’s profile.')).toBeVisible();
  await expect(providerLink).toBeVisible();
  await page.reload();
  await expect(experts.getByRole('link', { name: 'Find experts' })).toHaveAttribute('href', '/experts');
  await providers.getByRole('button', { name: 'Remove LegalDocs Pro from favourite providers' }).click();
  await expect(providers.getByText('No favourite providers yet. Tap the heart on a provider.')).toBeVisible();
  await page.reload();
  await expect(providers.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');

  // The areas agree: the expert is no longer saved, the provider no longer a favourite.
  await page.goto('/lawyer-profile/adv.-priya-sharma');
  await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/service-providers/rental-agreement');
  await expect(page.getByRole('button', { name: 'Favourite LegalDocs Pro' }).first()).toHaveAttribute('aria-pressed', 'false');
});
