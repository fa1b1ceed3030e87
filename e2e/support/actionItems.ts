/** Adding an action item on /act as a person does; shared by the action-item and schedule specs. */
import { expect, type Page } from './test';

/** Today in India (Asia/Kolkata keeps +05:30 all year), as /act counts Today and Overdue. */
export function indiaToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Adds an item due today through the Add action item dialog. */
export async function addItem(page: Page, title: string, category: string) {
  await page.getByRole('button', { name: 'Add action item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add action item' });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption(category);
  await dialog.getByLabel('Due date').fill(indiaToday());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}
