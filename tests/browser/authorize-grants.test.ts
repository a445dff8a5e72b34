import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { collectErrors } from './helpers/page-errors.ts';
import { sharedBrowser } from './helpers/shared-browser.ts';

const browser = sharedBrowser();
const baseUrl = inject('baseUrl');

/** 权限管理 › 用户管理: the page staff holds with two columns and no button (server/features/demo/demo-data.ts demoGrants). */
const USER_PAGE = '/permission/user';
/** The 导出 button and the 手机 column of that page (demoModuleItems), which staff's role does not hold. */
const EXPORT_BUTTON = 'mi-user-btn_export';
const PHONE_COLUMN = 'mi-user-col-mobilePhone';

/** The user list as staff sees it: its column headers and whether 导出 shows. */
async function staffView(page: Page): Promise<{ headers: string[]; canExport: boolean }> {
  const list = page.getByTestId('entity-page-user');
  await list.getByTestId('entity-row').first().waitFor({ timeout: 20000 });
  const headers = (await list.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  return { headers, canExport: (await list.getByTestId('excel-export').count()) > 0 };
}

/** A node's checkbox in one step's tree of the authorise dialog. */
const nodeOf = (dialog: Locator, kind: string, id: string) =>
  dialog.getByTestId(`authorize-tree-${kind}`).locator(`[data-testid="authorize-node"][data-id="${id}"]`);

/**
 * Opens 权限 on the 普通用户 role row and walks to the last step, setting the export button and the
 * phone column to `granted` on the way; saves, and waits for the success toast.
 */
async function authoriseStaff(page: Page, granted: boolean, shot?: string): Promise<void> {
  await page.goto(`${baseUrl}/permission/role`);
  const row = page.getByTestId('entity-page-role').getByTestId('entity-row').filter({ hasText: '普通用户' });
  await row.getByTestId('authorize-open').click();
  const dialog = page.getByTestId('authorize-dialog');
  await dialog.getByText('角色权限 - 普通用户').waitFor();
  await nodeOf(dialog, 'system', 'sys-port').waitFor();
  expect(await nodeOf(dialog, 'system', 'sys-port').getAttribute('data-state')).toBe('checked');
  await dialog.getByTestId('authorize-next').click();
  await nodeOf(dialog, 'module', 'm-permission-user').waitFor();
  await dialog.getByTestId('authorize-next').click();

  const exportNode = nodeOf(dialog, 'button', EXPORT_BUTTON);
  await exportNode.waitFor();
  expect(await exportNode.getAttribute('data-state')).toBe(granted ? 'none' : 'checked');
  await exportNode.getByRole('checkbox').click();
  expect(await exportNode.getAttribute('data-state')).toBe(granted ? 'checked' : 'none');
  if (shot) await screenshot(page, shot);
  await dialog.getByTestId('authorize-next').click();

  const phoneNode = nodeOf(dialog, 'column', PHONE_COLUMN);
  await phoneNode.waitFor();
  await phoneNode.getByRole('checkbox').click();
  expect(await phoneNode.getAttribute('data-state')).toBe(granted ? 'checked' : 'none');
  await dialog.getByTestId('authorize-next').click();
  await dialog.getByTestId('authorize-tree-form').waitFor();
  await dialog.getByTestId('authorize-next').click();
  await dialog.getByTestId('authorize-tree-resource').waitFor();
  await dialog.getByTestId('authorize-save').click();
  await page.getByText('保存成功').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Issue 15 point 7: admin grants the staff role a button and a column on 用户管理; staff's page,
 * open all along, shows them after a reload without signing in again; admin takes them away and
 * after another reload they are gone. No console or page error on the way.
 */
describe('authorising a role in Chromium (issue 15)', () => {
  // Two sessions, two walks through six steps and three page loads: more than one test's usual minute on two cores.
  it('admin grants staff the 导出 button and the 手机 column, staff sees them after a reload, then admin takes them away', { timeout: 240000 }, async () => {
    const admin = await newPage(browser());
    const staff = await newPage(browser());
    const adminErrors = collectErrors(admin.page);
    const staffErrors = collectErrors(staff.page);

    await signIn(staff.page, baseUrl, 'staff');
    await staff.page.goto(`${baseUrl}${USER_PAGE}`);
    const before = await staffView(staff.page);
    expect(before.headers).toEqual(expect.arrayContaining(['账户', '姓名']));
    expect(before.headers).not.toContain('手机');
    expect(before.canExport).toBe(false);
    await screenshot(staff.page, 'authorize-staff-before');

    await signIn(admin.page, baseUrl, 'admin');
    await authoriseStaff(admin.page, true, 'authorize-admin-grants-button');

    // staff's open page: a reload reads the menu and permissions again; no new sign-in
    await staff.page.reload();
    await expect.poll(async () => (await staffView(staff.page)).headers, { timeout: 20000 }).toContain('手机');
    expect((await staffView(staff.page)).canExport).toBe(true);
    expect(staff.page.url()).toBe(`${baseUrl}${USER_PAGE}`);
    await screenshot(staff.page, 'authorize-staff-granted');

    await authoriseStaff(admin.page, false);
    await staff.page.reload();
    await expect.poll(async () => (await staffView(staff.page)).headers, { timeout: 20000 }).not.toContain('手机');
    expect((await staffView(staff.page)).canExport).toBe(false);
    expect(staff.page.url()).toBe(`${baseUrl}${USER_PAGE}`);
    await screenshot(staff.page, 'authorize-staff-removed');

    // The same steps on 权限管理 › 权限授权, for the object picked on the left.
    await admin.page.goto(`${baseUrl}/permission/authorize`);
    const authorizePage = admin.page.getByTestId('authorize-page');
    await authorizePage.getByTestId('authorize-page-roles').locator('[data-testid="authorize-choice"][data-id="role-staff"]').click();
    await authorizePage.getByTestId('authorize-page-target').getByText('角色权限 - 普通用户').waitFor();
    await authorizePage.locator('[data-testid="authorize-node"][data-id="sys-port"][data-state="checked"]').waitFor();
    await screenshot(admin.page, 'authorize-page');

    expect([...adminErrors, ...staffErrors]).toEqual([]);
    await admin.context.close();
    await staff.context.close();
  });
});
