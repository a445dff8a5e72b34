import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { collectErrors } from './helpers/page-errors.ts';
import { sharedBrowser } from './helpers/shared-browser.ts';

const browser = sharedBrowser();
const baseUrl = inject('baseUrl');

/** The API's answer to a GET, asked with the signed-in user's token from the page. */
function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => {
    const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
    return ((await (await fetch(address, { headers: { authorization: token } })).json()) as { data: unknown }).data;
  }, url) as Promise<T>;
}

/**
 * Issue 13: a form filled by picking a record from a pop-up picker backed by a SQL data interface
 * (费用结算's 经办人 over the demo interface of staff, a SELECT over the platform's users with a
 * bound @keyword) and one backed by static data (车辆), saved, and read back from the server: the
 * record stores the ids, the list shows the display texts with the ids beside them.
 */
describe('a pop-up data picker in Chromium', () => {
  it('searches, picks and confirms a record; the server keeps the id and lists the display text', async () => {
    const { context, page } = await newPage(browser());
    const errors = collectErrors(page);
    const customer = `宁波舟山港${Date.now() % 100000}`;
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/settlement/feeBill`);
    await page.getByTestId('entity-page-feeSettlement').waitFor({ timeout: 20000 });
    await page.getByTestId('entity-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.getByText('新建结算单').waitFor();
    await dialog.locator('#root_customerName').fill(customer);

    // 经办人: the SQL interface's rows, searched by keyword; Confirm needs a row.
    await dialog.locator('#root_handlerId').click();
    const picker = page.getByTestId('records-dialog');
    await picker.getByText('选择经办人').waitFor();
    await expect.poll(() => picker.getByTestId('records-row').count()).toBeGreaterThan(1);
    await picker.getByTestId('records-confirm').click();
    await expect(picker.isVisible()).resolves.toBe(true);
    await picker.getByTestId('records-keyword').fill('王经理');
    await picker.getByTestId('records-keyword').press('Enter');
    await expect.poll(() => picker.getByTestId('records-row').count()).toBe(2);
    await picker.getByTestId('records-row').filter({ hasText: 'manager' }).first().click();
    await screenshot(page, 'interface-picker-dialog');
    await picker.getByTestId('records-confirm').click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.locator('#root_handlerId').inputValue()).toBe('王经理');

    // 车辆: the static interface, paged; the chosen plate shows in the field.
    await dialog.locator('#root_vehicleId').click();
    await picker.getByText('选择车辆').waitFor();
    await picker.getByTestId('records-row').filter({ hasText: '浙B8M261' }).click();
    await picker.getByTestId('records-confirm').click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.locator('#root_vehicleId').inputValue()).toBe('浙B8M261');

    await dialog.getByRole('button', { name: '添加费用' }).click();
    const table = dialog.getByTestId('sub-table-feeLines');
    await table.locator('#root_feeLines-0-feeName').fill('装卸费');
    await table.locator('#root_feeLines-0-quantity').fill('2');
    await table.locator('#root_feeLines-0-unitPrice').fill('260');
    await screenshot(page, 'interface-picker-form');
    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('entity-row').filter({ hasText: customer });
    await row.waitFor();
    // The list shows the display texts, not the ids.
    await expect.poll(() => row.textContent()).toContain('王经理');
    await expect.poll(() => row.textContent()).toContain('浙B8M261');

    const list = await apiGet<{ list: Record<string, unknown>[] }>(
      page,
      `/api/settlement/FeeSettlement?keyword=${encodeURIComponent(customer)}&currentPage=1&pageSize=20`,
    );
    expect(list.list[0]).toMatchObject({ handlerId: '王经理', handlerId_id: 'user-manager', vehicleId: '浙B8M261', vehicleId_id: 'veh-05' });
    const stored = await apiGet<Record<string, unknown>>(page, `/api/settlement/FeeSettlement/${String(list.list[0]?.id)}`);
    expect(stored).toMatchObject({ handlerId: 'user-manager', vehicleId: 'veh-05' });

    // Reopened for editing, the stored ids echo back as their texts.
    await row.getByRole('button', { name: '编辑' }).click();
    await dialog.getByText('编辑结算单').waitFor();
    await expect.poll(() => dialog.locator('#root_handlerId').inputValue()).toBe('王经理');
    await expect.poll(() => dialog.locator('#root_vehicleId').inputValue()).toBe('浙B8M261');
    expect(errors).toEqual([]);
    await context.close();
  });
});
