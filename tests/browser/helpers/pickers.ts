import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Steps through the two-pane pickers (src/features/pickers) as a person takes them. */

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** The open picker dialog (one at a time; the one just closed may still be fading out). */
export const pickerDialog = (page: Page) => page.getByTestId('picker-dialog').filter({ visible: true });

/** Clicks a picker field and waits for its dialog. */
export async function openPicker(page: Page, field: Locator): Promise<Locator> {
  await field.click();
  const dialog = pickerDialog(page);
  await dialog.waitFor();
  return dialog;
}

/** A node of the left tree by its name, exactly. */
export const treeNode = (dialog: Locator, name: string) => dialog.getByTestId('picker-node').filter({ hasText: exactly(name) });

/** A user of the user picker's flat list (search results, current organisation), by the name beside the avatar. */
export const userRow = (dialog: Locator, name: string) =>
  dialog.getByTestId('picker-user').filter({ has: dialog.page().locator('.MuiListItemText-primary', { hasText: exactly(name) }) });

/** The names of the user picker's flat list, in order. */
export async function userNames(dialog: Locator): Promise<string[]> {
  return dialog.getByTestId('picker-user').locator('.MuiListItemText-primary').allInnerTexts();
}

/** Types into the left pane's keyword box (replacing what was there). */
export async function filterTree(dialog: Locator, keyword: string): Promise<void> {
  await dialog.getByTestId('picker-keyword').fill(keyword);
}

/** The names in the right pane, in order. */
export async function selectedNames(dialog: Locator): Promise<string[]> {
  return dialog.getByTestId('picker-selected-item').locator('.MuiListItemText-primary').allInnerTexts();
}

/** Waits until the right pane lists exactly these names. */
export async function expectSelected(dialog: Locator, names: string[]): Promise<void> {
  await expect.poll(() => selectedNames(dialog), { timeout: 10000 }).toEqual(names);
}

/** Confirm (or Cancel) and wait for the dialog to go. */
export async function closePicker(page: Page, dialog: Locator, button: 'picker-confirm' | 'picker-cancel' = 'picker-confirm'): Promise<void> {
  await dialog.getByTestId(button).click();
  await page.getByTestId('picker-dialog').waitFor({ state: 'detached' });
}

/** Waits until a picker field shows this text (names arrive after the field's tree loads). */
export async function expectFieldText(field: Locator, text: string | RegExp): Promise<void> {
  await expect.poll(() => field.inputValue(), { timeout: 10000 }).toMatch(typeof text === 'string' ? exactly(text) : text);
}
