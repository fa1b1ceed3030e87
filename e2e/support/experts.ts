import { expect, type Page } from './test';

/** What the experts area's e2e tests share: the category cards, the whole list, the clock, a missing profile. */

export const categories = [
  { id: 'peer', title: 'Peer', count: '150+' },
  { id: 'administration', title: 'Administration', count: '80+' },
  { id: 'legal', title: 'Legal', count: '200+' },
  { id: 'finance', title: 'Finance', count: '120+' },
];

/** Presses "Show N more experts" until the whole list is out (the list comes a page of 10 at a time). */
export async function showWholeList(page: Page) {
  const more = page.getByRole('button', { name: /^Show \d+ more experts?$/ });
  await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article').first()).toBeVisible();
  while (await more.isVisible()) {
    const before = await page.getByRole('list', { name: 'Experts' }).getByRole('article').count();
    // By keyboard: scrolled straight to the button, the cards just above it lay out (content-visibility)
    // and move it while a pointer would press.
    await more.press('Enter');
    await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article')).not.toHaveCount(before);
  }
}

/** The banner's N, checked against the cards actually listed. */
export async function expectBannerMatchesList(page: Page, title: string) {
  const banner = page.getByText(new RegExp(`^Showing \\d+ experts? in ${title} category$`));
  await expect(banner).toBeVisible();
  const shown = Number((await banner.textContent())?.match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThan(0);
  await showWholeList(page);
  await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article')).toHaveCount(shown);
}

/**
 * The page's clock for tests of availability: tomorrow at 9:30 in the morning in India, when an
 * available expert's 10:00 slot is within the hour (Available Now) and an on-demand expert's next
 * slot is 2:00 PM. Tomorrow, so the server (on the real clock) still books that day.
 */
export function indiaMorning() {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { clock: new Date(`${date}T09:30:00+05:30`), slot: (time: string) => encodeURIComponent(`${date}T${time}:00+05:30`) };
}

/** The answer to a profile slug no expert has: a clear page, nobody's profile. */
export async function expectExpertNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Expert not found' })).toBeVisible();
  await expect(page.getByText('There is no expert at this address.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Expert' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse all experts' })).toHaveAttribute('href', '/experts');
}
