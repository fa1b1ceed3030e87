/**
 * Signing in as a user does (issue 23): the number, Send code, the code the screen shows in test
 * mode, Sign in. Each test takes its own number, so runs never meet the per-number code limits.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page } from './test';

/** A mobile number no other test (or earlier run against a kept database) uses. */
export function freshMobile(): string {
  return `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** When each number was last sent a code: the server sends a number one code per 30 s. */
const lastSent = new Map<string, number>();
const RESEND_AFTER_MS = 30_000;

/**
 * The test-mode code on the sign-in screen, after Send code. A second device signing in with the
 * same number waits out the server's 30 s between codes, as a person would (the test's timeout
 * must allow for it).
 */
export async function sendCode(page: Page, mobile: string): Promise<string> {
  const wait = (lastSent.get(mobile) ?? 0) + RESEND_AFTER_MS + 500 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  const note = page.getByText(/^Test mode: your code is \d{6}$/);
  await expect(note).toBeVisible();
  // The server made the code before it answered: counting from now waits at least its 30 s.
  lastSent.set(mobile, Date.now());
  return (/\d{6}/.exec((await note.textContent()) ?? '') ?? [''])[0];
}

/** Signs in from `/sign-in?next=…` (or the page it is on) and waits to land on `landing`. */
export async function signIn(page: Page, mobile: string, { from = '/sign-in', landing = /\/profile$/ }: { from?: string | null; landing?: RegExp } = {}) {
  if (from) await page.goto(from);
  const code = await sendCode(page, mobile);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

/** "9876543210" → "+91 98••••3210", as the screens show a number. */
export const masked = (mobile: string) => `+91 ${mobile.slice(0, 2)}••••${mobile.slice(6)}`;
