import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * The uploadFz widget as a person meets it: the 附件 field of a new fee settlement (费用结算 →
 * 新建), its upload panel (one entry per file under way, src/features/uploads/panel) and its list of
 * stored files (src/features/uploads/widgets/file-list.tsx).
 */

/** Opens 费用结算, starts a new settlement and answers its 附件 field, ready to take files. */
export async function openSettlementAttachments(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/settlement/feeBill`);
  await page.getByTestId('entity-page-feeSettlement').waitFor({ timeout: 30000 });
  await page.getByTestId('entity-add').click();
  const dialog = page.getByTestId('entity-dialog');
  await dialog.getByText('新建结算单').waitFor();
  // The widget's code arrives with the first form that draws it (a bar shows meanwhile).
  const field = dialog.getByTestId('upload-fz');
  await field.getByTestId('upload-choose').waitFor({ timeout: 30000 });
  return field;
}

/** The panel's entry of the file shown under this name. */
export const panelEntry = (field: Locator, name: string): Locator => field.getByTestId('upload-entry').filter({ hasText: name });

/** The entry's status as the panel words it (上传中, 暂停中 …), or null when the file has no entry (any more). */
export async function statusOf(field: Locator, name: string): Promise<string | null> {
  const entry = panelEntry(field, name);
  if ((await entry.count()) === 0) return null;
  return (await entry.getByTestId('upload-status').innerText()).trim();
}

/** The stored name (fileId) of the file the widget lists under this name, or null while it lists none. */
export async function storedFileIdOf(field: Locator, name: string): Promise<string | null> {
  const file = field.getByTestId('upload-file').filter({ has: field.page().getByTestId('upload-file-name').getByText(name, { exact: true }) });
  if ((await file.count()) === 0) return null;
  return file.getAttribute('data-file-id');
}

/**
 * How the upload of this file stands: the panel's status while it has an entry; 上传成功 once the
 * widget lists the stored file and the panel shows it as 上传成功 or no longer at all (the widget
 * moves a finished file from the panel to its file list).
 */
export async function outcomeOf(field: Locator, name: string): Promise<string | null> {
  const status = await statusOf(field, name);
  if (status !== null && status !== '上传成功') return status;
  return (await storedFileIdOf(field, name)) ? '上传成功' : status;
}

/** Waits until the panel shows this status for the file. */
export async function expectStatus(field: Locator, name: string, status: string, timeout = 30000): Promise<void> {
  await expect.poll(() => statusOf(field, name), { timeout, interval: 100 }).toBe(status);
}

/** Waits until the upload of this file stands at one of these outcomes, and answers which. */
export async function waitForOutcome(field: Locator, name: string, outcomes: string[], timeout: number): Promise<string> {
  let outcome: string | null = null;
  await expect.poll(async () => (outcome = await outcomeOf(field, name)), { timeout, interval: 250 }).toBeOneOf(outcomes);
  return outcome ?? '';
}
