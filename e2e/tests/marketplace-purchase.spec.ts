import { expect, test } from '../support/test';
import { checkOut, confirmedOrderNumber, fillCheckout } from '../support/checkout';
import { fillAffidavitIntake, fillIncorporationIntake, fillRentalIntake as fillIntake, proceedThroughIntake } from '../support/intake';
import { hostOrigin } from '../support/origins';

test.describe('marketplace purchase', () => {
  test('order confirmation without an order number goes to the marketplace, replacing history', async ({ page }) => {
    await page.goto('/');
    await page.goto('/order-confirmation');
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solve it now, with the right people.' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${hostOrigin}/`);
  });

  test('order tracking without an order number goes on to the marketplace through the confirmation', async ({ page }) => {
    await page.goto('/order-tracking');
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solve it now, with the right people.' })).toBeVisible();
  });

  // One test per page: each runs seven reloads, which fits a test's time even on a busy machine.
  for (const path of ['/checkout', '/order-confirmation', '/order-tracking']) {
    test(`hostile or malformed history state on ${path} redirects instead of rendering it`, async ({ page }) => {
      const hostile = [
        { serviceName: '<img src=x onerror="window.__pwned=1">', autoAssigned: false, price: -1 },
        { purchase: { serviceId: '<img src=x onerror="window.__pwned=1">' } },
        { purchase: { serviceId: 'rental-agreement', offerId: 'rental-agreement-1', price: 1 } },
        { purchase: { serviceId: 'affidavit', offerId: 'rental-agreement-1' } },
        { purchase: { serviceId: 'affidavit', intake: { deponentName: '<script>window.__pwned=1</script>' } } },
        { serviceName: 'Rental', autoAssigned: false, orderNumber: 'ORDAB12CD34E' },
        'not an object',
      ];
      // Each redirect lands on the marketplace again, where the next state is put in.
      await page.goto('/marketplace');
      for (const state of hostile) {
        // Let the router settle first, so it cannot rewrite the entry after we do.
        await expect(page.getByRole('heading', { level: 1, name: 'Solve it now, with the right people.' })).toBeVisible();
        await page.evaluate(([value, url]) => window.history.replaceState({ usr: value, key: 'x', idx: 0 }, '', url), [state, path] as const);
        expect(new URL(page.url()).pathname).toBe(path);
        await page.reload();
        await expect(page).toHaveURL(/\/marketplace$/, { timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1, name: 'Solve it now, with the right people.' })).toBeVisible();
        await expect(page.getByText('Order Confirmed')).toHaveCount(0);
      }
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  }

  test('Escape closes Auto Assign and puts focus back on its button', async ({ page }) => {
    await page.goto('/service-providers/rental-agreement');
    const open = page.getByRole('button', { name: 'Auto Assign', exact: true });
    await open.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('service detail shows price, struck original and saving; unknown ids fall back', async ({ page }) => {
    await page.goto('/service-details/rental-agreement-3');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Rental Agreement' })).toBeVisible();
    await expect(page.locator('del')).toHaveText(/₹1,999/);
    await expect(page.getByText('Save 35%')).toBeVisible();
    // The checkout's lines before a state is chosen: the fee, its GST, digital delivery.
    await expect(page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('₹1,532.82');

    for (const path of ['/service-details/no-such-offer', '/service-details', '/service-details/%3Cimg%20src%3Dx%3E']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Rental Agreement Drafting' })).toBeVisible();
      await expect(page.getByText('LegalDocs Pro')).toBeVisible();
      await expect(page.getByText('Save 38%')).toBeVisible();
    }
  });

  test('intake: disabled until filled, explains a bad rent and letters in it, keeps the draft across a reload, then checks out', async ({ page }) => {
    await page.goto('/service/rental-agreement/legaldocs-pro');
    await expect(page.getByRole('heading', { level: 1, name: 'Rental Agreement Drafting' })).toBeVisible();
    await expect(page).toHaveTitle('Rental Agreement Drafting with LegalDocs Pro | Nyaya');
    await expect(page.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();

    await fillIntake(page, '-5');
    await expect(page.getByText('Monthly rent must be a positive number of rupees.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();
    // What a number field cannot read ("12e": a phone keyboard's e gets in) reaches the page only as
    // validity.badInput, which only a real browser sets: said in words, Proceed still held.
    const rent = page.getByLabel('Monthly rent (₹)');
    await rent.fill('');
    await rent.pressSequentially('12e');
    await expect(page.getByText('Enter a number of rupees, for example 25000.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Tenant name')).toHaveValue('Anita Rao');
    await expect(page.getByLabel('Start date')).toHaveValue('2025-07-01');
    await page.getByLabel('Monthly rent (₹)').fill('25000');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order.getByText('LegalDocs Pro')).toBeVisible();
    await expect(order.getByText('₹25,000')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price' }).getByText('₹799')).toBeVisible();
    await checkOut(page, { state: 'Karnataka' });
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('LegalDocs Pro');
  });

  test('Proceed to Payment on the detail opens the rental form first, which asks for the deposit and tenure', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/service-details/rental-agreement-1');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    // The form, not the checkout: no order without the agreement's details.
    await expect(page).toHaveURL(/\/service\/rental-agreement\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Rental details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveCount(0);
    await expect(page.getByLabel('Security deposit (₹)')).toHaveValue('');
    await expect(page.getByLabel('Tenure (months)')).toHaveValue('11');

    // At 360 px every new field is a 44 px target and the page does not scroll sideways.
    for (const label of [
      'Security deposit (₹)',
      'Tenure (months)',
      'Lock-in period (months)',
      'Notice period (months)',
      'Rent escalation (% per year)',
      'Furnishing',
    ]) {
      const box = await page.getByLabel(label).boundingBox();
      expect(box?.height, label).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByLabel('Lock-in period (months)').fill('12');
    await expect(page.getByText('The lock-in period cannot be longer than the tenure.')).toBeVisible();
    await page.getByLabel('Lock-in period (months)').fill('6');
    await expect(page.getByText('The lock-in period cannot be longer than the tenure.')).toHaveCount(0);
    await page.getByLabel('Security deposit (₹)').focus();
    await page.getByLabel('Security deposit (₹)').blur();
    await expect(page.getByText('Enter the security deposit, or 0 if there is none.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();

    await fillIntake(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Your order' }).getByText('₹50,000')).toBeVisible();
  });

  test('intake for an unknown provider shows the generic Selected Provider', async ({ page }) => {
    await page.goto('/service/rental-agreement/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(page.getByRole('heading', { level: 2, name: 'Selected Provider' })).toBeVisible();
    await expect(page.getByText('₹999')).toBeVisible();
    await expect(page.getByText('Digital delivery')).toBeVisible();
  });

  test('Auto Assign refuses a low budget, then goes through the intake form to an AI-assigned order', async ({ page }) => {
    await page.goto('/service-providers/rental-agreement');
    await page.getByRole('button', { name: 'Auto Assign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto Assign Rental Agreement Drafting' });
    await expect(dialog.getByText('Minimum: ₹1,000')).toBeVisible();
    // No state chosen yet: the budget is compared with the fee and its GST, and the duty must fit later.
    await expect(dialog.getByText(/^The budget covers what you pay: fee \+ GST\./)).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Auto Assign Expert' });
    await expect(submit).toBeDisabled();

    const budget = dialog.getByLabel(/Maximum budget/);
    await budget.fill('999.99');
    await expect(dialog.getByRole('alert')).toHaveText('The budget must be at least ₹1,000.');
    await budget.fill('-5');
    await expect(dialog.getByRole('alert')).toHaveText('The budget cannot be negative.');
    await expect(submit).toBeDisabled();

    await budget.fill('1100');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('radio', { name: /Urgent/ }).check();
    await submit.click();

    // Within ₹1,100 all-in and 24 hours, the best-rated rental provider: LegalDocs Pro (₹942.82 with GST).
    // Its form comes first: no order without its details.
    await expect(page).toHaveURL(/\/service\/rental-agreement\/legaldocs-pro$/);
    await expect(page.getByText('Auto-assigned by AI within your budget of ₹1,100: LegalDocs Pro.')).toBeVisible();
    await fillIntake(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order.getByText('Auto-assigned by AI')).toBeVisible();
    await expect(order.getByText('₹1,100')).toBeVisible();
    await expect(order.getByText('Urgent (within 24 hours)')).toBeVisible();
    await expect(order.getByText('LegalDocs Pro')).toBeVisible();
    await expect(order.getByText('Ramesh Gupta')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price' }).getByText('₹799')).toBeVisible();

    // For Delhi a paper copy comes to ₹1,142.82, over the budget: Pay is held until the digital copy is chosen again.
    await fillCheckout(page, { state: 'Delhi' });
    await page.getByRole('radio', { name: 'Paper copy by courier (+₹100)' }).check();
    await expect(page.getByText('The total of ₹1,142.82 is over your Auto Assign budget of ₹1,100, so it cannot be paid.')).toBeVisible();
    await expect(page.getByText('A digital copy, by email, has no courier charge.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₹1,142.82' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Digital copy, by email (free)' }).check();
    await expect(page.getByText(/is over your Auto Assign budget/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay ₹1,042.82' }).click();
    await confirmedOrderNumber(page);

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Auto-assigned by AI')).toBeVisible();
    await expect(summary.getByText('₹1,100')).toBeVisible();
    await expect(summary.getByText('Urgent (within 24 hours)')).toBeVisible();
    await expect(summary.getByText('LegalDocs Pro')).toBeVisible();
  });

  test('the provider chosen does the work: each affidavit firm’s own notary, named with the firm', async ({ page }) => {
    for (const { provider, firm, expert } of [
      { provider: 'affidavit-wala', firm: 'AffidavitWala', expert: 'Adv. Mohan Lal Gupta' },
      { provider: 'notary-express', firm: 'Notary Express', expert: 'Adv. Yogesh Pawar' },
    ]) {
      await page.goto(`/service/affidavit/${provider}`);
      await fillAffidavitIntake(page);
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await checkOut(page, { state: 'Delhi' });
      await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(firm)).toBeVisible();
      const card = page.getByRole('region', { name: 'Your Assigned Expert' });
      await expect(card.getByText(expert, { exact: true })).toBeVisible();
      await expect(card.getByText(`Firm: ${firm}`)).toBeVisible();
    }
  });

  test('Auto Assign prices every offer for the state chosen, says when none fits, then assigns within the total', async ({ page }) => {
    // The state chosen on a detail is remembered: Auto Assign prices each offer for it.
    await page.goto('/service-details/startup-filings');
    await page.getByLabel('State where the document will be used').selectOption('Maharashtra');
    await page.goto('/service-providers/company-registration');
    await page.getByRole('button', { name: 'Auto Assign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto Assign Company Incorporation' });
    await expect(dialog.getByText('The budget covers what you pay: fee + GST + govt fees + stamp duty for Maharashtra.')).toBeVisible();
    // StartupFilings' fee of ₹4,999 is within ₹7,000; with GST, government fees and stamp duty it is ₹7,229.82.
    await dialog.getByLabel(/Maximum budget/).fill('7000');
    await dialog.getByRole('button', { name: 'Auto Assign Expert' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'No provider offers Company Incorporation within ₹7,000. The lowest total is ₹7,229.82; raise your budget to at least that.',
    );
    await expect(page).toHaveURL(/\/service-providers\/company-registration$/);
    await dialog.getByLabel(/Maximum budget/).fill('7500');
    await dialog.getByRole('button', { name: 'Auto Assign Expert' }).click();
    await expect(page).toHaveURL(/\/service\/company-registration\/startup-filings$/);
    await expect(page.getByText('Auto-assigned by AI within your budget of ₹7,500: StartupFilings.')).toBeVisible();
    await fillIncorporationIntake(page, 'Maharashtra');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByRole('region', { name: 'Your order' }).getByText('StartupFilings')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₹7,229.82' })).toBeEnabled();
    await checkOut(page);
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByText('StartupFilings')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByText('Auto-assigned by AI')).toBeVisible();
    // Auto Assign chose the provider first; the incorporation goes to that firm's corporate lawyer.
    const expert = page.getByRole('region', { name: 'Your Assigned Expert' });
    await expect(expert.getByText('Firm: StartupFilings')).toBeVisible();
    await page.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/lawyer-profile\/adv\.-siddharth-bhatia$/);
    await expect(page.getByText('Adv. Siddharth Bhatia').first()).toBeVisible();
    await expect(page.getByText('StartupFilings').first()).toBeVisible();
  });

  test('the order number survives a reload of the confirmation and of the tracking page', async ({ page }) => {
    await page.goto('/service-details/sale-deed-1');
    await proceedThroughIntake(page);
    const number = await checkOut(page);
    await page.reload();
    expect(await confirmedOrderNumber(page)).toBe(number);

    await page.getByRole('link', { name: 'Track Progress' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
    await expect(page.getByText(number)).toBeVisible();
    await page.reload();
    await expect(page.getByText(number)).toBeVisible();
    await expect(page.getByText('2 of 7 steps completed')).toBeVisible();
  });

  test('category → detail → intake → checkout → pay → confirmation → tracking', async ({ page }) => {
    await page.goto('/marketplace');
    await page.getByRole('link', { name: /^Document Drafting/ }).click();
    await page.getByRole('link', { name: 'Select Provider QuickDraft Legal' }).click();
    await expect(page).toHaveURL(/\/service-details\/rental-agreement-2$/);
    await expect(page.getByText('Save 33%')).toBeVisible();
    await proceedThroughIntake(page);

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Your order' }).getByText('QuickDraft Legal')).toBeVisible();
    const number = await checkOut(page, { state: 'Tamil Nadu' });
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('QuickDraft Legal')).toBeVisible();
    await expect(summary.getByText('12 hours')).toBeVisible();
    await expect(page.getByText('Your expert will contact you within 2 hours.')).toBeVisible();
    // Bought from QuickDraft Legal: QuickDraft's own lawyer does the work, and the card says so.
    const expert = page.getByRole('region', { name: 'Your Assigned Expert' });
    await expect(expert.getByText('Adv. Nikita Joshi')).toBeVisible();
    await expect(expert.getByText('Firm: QuickDraft Legal')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/lawyer-profile/adv.-nikita-joshi');

    await page.getByRole('link', { name: 'Track Progress' }).click();
    await expect(page).toHaveURL(`${hostOrigin}/order-tracking?order=${number}`);
    await expect(page.getByText('2 of 7 steps completed')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '29');
    await expect(page.getByText('Current Step')).toBeVisible();
    await expect(page.getByText(number)).toBeVisible();
    await page.getByRole('link', { name: 'Get Updates' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
  });

  test('featured service → providers → Get Started → intake → checkout → confirmation', async ({ page }) => {
    await page.goto('/marketplace');
    await page.getByRole('link', { name: 'Get Started with Rental Agreement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rental Agreement Drafting' })).toBeVisible();
    await page.getByRole('link', { name: 'Get Started with Premium Legal Associates' }).first().click();
    await expect(page).toHaveURL(/\/service\/rental-agreement\/premium-legal-associates$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Premium Legal Associates' })).toBeVisible();
    await fillIntake(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await checkOut(page, { state: 'West Bengal' });
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByText('Premium Legal Associates')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price' }).getByText('₹1,299')).toBeVisible();
    await expect(page.getByText('Auto-assigned by AI')).toHaveCount(0);
    await page.getByRole('link', { name: 'Chat with Expert' }).click();
    await expect(page).toHaveURL(/\/order-chat\?order=ORD[A-Z0-9]{9}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with Expert' })).toBeVisible();
  });
});
