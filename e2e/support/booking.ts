/**
 * Booking a consultation as a person does on `/lawyer-profile/{slug}/book`: a day, a free time,
 * the contact. Shared by the booking and schedule specs.
 */
import { expect, type Page } from './test';

export const dayGroup = (page: Page) => page.getByRole('group', { name: 'Day' });
export const timeGroup = (page: Page) => page.getByRole('group', { name: 'Time' });

/**
 * Chooses the first free slot, looking from the day `fromDay` days ahead onwards, and returns the
 * day and slot chosen (the radios' values: yyyy-mm-dd and the slot's ISO start).
 */
export async function chooseFreeSlot(page: Page, fromDay: number): Promise<{ day: string; slot: string }> {
  const days = dayGroup(page).getByRole('radio');
  await expect(days).toHaveCount(14);
  for (let index = fromDay; index < 14; index += 1) {
    await days.nth(index).check();
    const times = timeGroup(page).getByRole('radio');
    await expect(
      times
        .first()
        .or(page.getByText(/^No free times on/))
        .first(),
    ).toBeVisible();
    const free = timeGroup(page).getByRole('radio', { disabled: false });
    if ((await free.count()) === 0) continue;
    const slot = (await free.first().getAttribute('value'))!;
    await free.first().check();
    return { day: (await days.nth(index).getAttribute('value'))!, slot };
  }
  throw new Error('No free slot in the next 14 days');
}

export async function fillContact(page: Page, name = 'Asha Rao', mobile = '9876543210') {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Mobile number').fill(mobile);
}
