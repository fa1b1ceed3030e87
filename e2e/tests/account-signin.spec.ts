/**
 * Sign-in with a mobile number and the one-time code (issue 23), against the real API in test
 * mode: the screen shows the code the server made.
 */
import { expect, test } from '../support/test';
import { hostOrigin } from '../support/origins';
import { freshMobile, masked, sendCode, signIn } from '../support/account';

test('a guest signs in with the on-screen test code, and home and the profile say who it is', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Guest\s*Sign in to continue/ })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'This is an example profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${hostOrigin}/sign-in?next=%2Fprofile`);
  await signIn(page, mobile, { from: null });

  await expect(page.getByRole('heading', { name: 'This is an example profile' })).toHaveCount(0);
  await expect(page.getByText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toBeVisible();
  await expect(page.getByText('Aarav Mehta')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(masked(mobile).replace(/[+•]/g, '.')) })).toHaveAttribute('href', '/profile');
  await expect(page.getByText('Sign in to continue')).toHaveCount(0);
});

test('next= goes back to the page asked for, and never off the site', async ({ page }) => {
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Fprofile%2Fhelp', landing: /\/profile\/help$/ });
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();

  for (const next of ['//evil.example/profile', 'https://evil.example/', 'javascript:alert(document.domain)', '/\\evil.example']) {
    await page.context().clearCookies();
    await signIn(page, freshMobile(), { from: `/sign-in?next=${encodeURIComponent(next)}` });
    expect(new URL(page.url()).origin).toBe(hostOrigin);
  }
});

test('three wrong codes use the code up, on the screen and on the server', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/sign-in');
  const right = await sendCode(page, mobile);
  const wrong = right === '000000' ? '111111' : '000000';
  const code = page.getByLabel('6-digit code');
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That code is not right. 2 attempts left.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That code is not right. 1 attempt left.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This code is used up or has expired. Send a new code.')).toBeVisible();
  await expect(code).toBeDisabled();

  // The right code is no use any more: the server refuses it too.
  const refused = await page.request.post('/api/v1/auth/sign-in', { data: { mobile, code: right }, headers: { origin: hostOrigin } });
  expect(refused.status()).toBe(410);

  // The way on is a new code, once the server's 30 s between codes is over (SignInPage.test.tsx).
  await expect(page.getByRole('button', { name: /^Send a new code in \d+ seconds$/ })).toBeDisabled();
});

test('a number that is not an Indian mobile number is refused on the screen', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Mobile number').fill('12345 67890');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('An Indian mobile number starts with 6, 7, 8 or 9.')).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toBeFocused();
});

test('Edit Profile: the name saved shows on home; markup in a name is only text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Fprofile%2Fedit', landing: /\/profile\/edit$/ });
  await page.getByLabel('Email (optional)').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();

  const name = '<script>alert(1)</script> Asha';
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email (optional)').fill('asha@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('asha@example.com')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: /<script>alert\(1\)<\/script> Asha/ })).toBeVisible();
  // A reload asks the API again: the name is the account's, not the page's.
  await page.reload();
  await expect(page.getByRole('link', { name: /<script>alert\(1\)<\/script> Asha/ })).toBeVisible();
  expect(dialogs).toEqual([]);
});
