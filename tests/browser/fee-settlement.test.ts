import { describe, expect, inject, it } from 'vitest';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { collectErrors } from './helpers/page-errors.ts';
import { sharedBrowser } from './helpers/shared-browser.ts';

const browser = sharedBrowser();
const baseUrl = inject('baseUrl');

interface Settlement {
  id: string;
  billNo: string;
  customerName: string;
  settleDate: number;
  feeLines: { feeName: string; quantity: number; unitPrice: number; amount: number | string }[];
  totalAmount: number;
}

/** The stored record as the API answers it, asked with the signed-in user's token from the page (list, then info). */
async function storedSettlement(page: Page, customerName: string): Promise<Settlement | undefined> {
  return page.evaluate(async (name) => {
    const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
    const get = async (url: string) => ((await (await fetch(url, { headers: { authorization: token } })).json()) as { data?: unknown }).data;
    const list = (await get(`/api/settlement/FeeSettlement?keyword=${encodeURIComponent(name)}&currentPage=1&pageSize=20`)) as { list: { id: string }[] };
    const id = list.list[0]?.id;
    return id ? ((await get(`/api/settlement/FeeSettlement/${id}`)) as Settlement) : undefined;
  }, customerName);
}

/**
 * Issue 11 point 7: a form with a sub-table, a calculated total and its Chinese capital amount,
 * filled in Chromium as a person would (费用结算: the customer, a date from the picker, two fee lines),
 * refused while a required cell is empty, saved, and read back from the server, whose number, line
 * amounts and total are its own. No console or page error on the way.
 */
describe('a fee settlement in Chromium', () => {
  it('fills the fee lines, shows the 合计 row and the total in Chinese capital amount, and stores the server’s numbers', async () => {
    const { context, page } = await newPage(browser());
    const errors = collectErrors(page);
    const customer = `中远海运${Date.now() % 100000}`;
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/settlement/feeBill`);
    await page.getByTestId('entity-page-feeSettlement').waitFor({ timeout: 20000 });
    await page.getByTestId('entity-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.getByText('新建结算单').waitFor();
    expect(await dialog.locator('#root_billNo').getAttribute('placeholder')).toBe('系统自动生成');
    await dialog.locator('#root_customerName').fill(customer);

    // The date from the picker's calendar: the 15th of the month it opens at.
    await dialog.getByRole('button', { name: '选择日期' }).click();
    await page.getByRole('gridcell', { name: '15', exact: true }).click();
    await expect.poll(() => dialog.locator('#root_settleDate').inputValue()).toMatch(/^\d{4}-\d{2}-15$/);
    const pickedDay = await dialog.locator('#root_settleDate').inputValue();

    // Two fee lines: the first filled, the second without its name.
    const table = dialog.getByTestId('sub-table-feeLines');
    const cell = (row: number, column: string) => table.locator(`#root_feeLines-${row}-${column}`);
    await dialog.getByRole('button', { name: '添加费用' }).click();
    await cell(0, 'feeName').fill('装卸费');
    await cell(0, 'quantity').fill('3');
    await cell(0, 'unitPrice').fill('120.5');
    await dialog.getByRole('button', { name: '添加费用' }).click();
    await cell(1, 'quantity').fill('2');
    await cell(1, 'unitPrice').fill('1000');
    await cell(1, 'unitPrice').blur();
    await expect.poll(() => cell(0, 'amount').inputValue()).toBe('361.50');
    await expect.poll(() => cell(1, 'amount').inputValue()).toBe('2,000.00');

    // An empty required cell blocks the save and says which.
    await dialog.locator('button[type="submit"]').click();
    await table.getByText('第2行 费用名称不能为空').waitFor();
    await table.getByText('费用名称不能为空', { exact: true }).waitFor();
    await screenshot(page, 'fee-settlement-empty-cell');
    await cell(1, 'feeName').fill('堆存费');
    await expect.poll(() => table.getByText('费用名称不能为空', { exact: true }).count()).toBe(0);

    // The 合计 row, the total and its Chinese capital amount.
    await expect.poll(() => table.getByTestId('sub-table-summary').textContent()).toContain('2,361.50');
    await expect.poll(() => dialog.locator('#root_totalAmount').inputValue()).toBe('2,361.50');
    await dialog.getByText('贰仟叁佰陆拾壹元伍角', { exact: true }).waitFor();
    await screenshot(page, 'fee-settlement-dialog');

    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('entity-row').filter({ hasText: customer }).waitFor();

    const stored = await storedSettlement(page, customer);
    expect(stored).toBeDefined();
    expect(stored?.billNo).toMatch(new RegExp(`^JS${dayjs().format('YYYYMMDD')}\\d{4}$`));
    expect(stored?.settleDate).toBe(dayjs(pickedDay).valueOf());
    expect(stored?.feeLines.map(({ feeName, quantity, unitPrice }) => ({ feeName, quantity, unitPrice }))).toEqual([
      { feeName: '装卸费', quantity: 3, unitPrice: 120.5 },
      { feeName: '堆存费', quantity: 2, unitPrice: 1000 },
    ]);
    expect(stored?.feeLines.map((line) => Number(line.amount))).toEqual([361.5, 2000]);
    expect(Number(stored?.totalAmount)).toBe(2361.5);
    expect(errors).toEqual([]);
    await context.close();
  });
});
