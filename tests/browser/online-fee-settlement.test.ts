import { describe, expect, inject, it } from 'vitest';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { Page, Request } from 'playwright-core';
import { newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { collectErrors } from './helpers/page-errors.ts';
import { sharedBrowser } from './helpers/shared-browser.ts';
import { closePicker, expectSelected, filterTree, openPicker, userRow } from './helpers/pickers.ts';

const browser = sharedBrowser();
const baseUrl = inject('baseUrl');

/** The released design behind the demo menu 结算 → 费用结算 (server/features/demo/demo-online-designs.ts). */
const MODEL_ID = 'vd-fee-settlement';
/** The menu's address: a type-3 menu's `model/` + its enCode `settlement.bill` in camel case (demo-data.ts onlineForm). */
const MENU_PATH = '/model/settlementBill';
/** The design's sub-table of fee lines: its field is `tableField{formId}`, as JNPF's designer names it. */
const LINES = 'tableField106';

/** Three fee lines, typed as a clerk would, with the amounts and total the form must work out. */
const FEE_LINES = [
  { feeName: '装卸费', quantity: '3', unitPrice: '120.5', amount: 361.5, shown: '361.50' },
  { feeName: '堆存费', quantity: '2', unitPrice: '1000', amount: 2000, shown: '2,000.00' },
  { feeName: '港建费', quantity: '1.5', unitPrice: '88.8', amount: 133.2, shown: '133.20' },
];
const TOTAL = 2494.7;
const TOTAL_SHOWN = '2,494.70';
const TOTAL_CAPITAL = '贰仟肆佰玖拾肆元柒角';

interface StoredLine {
  feeName: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}
/** A record's raw values as info answers them (contract §7.4: `data` is a JSON string). */
interface StoredSettlement {
  id: string;
  settlementNo: string;
  settleDate: number;
  customerName: string;
  contractId: string;
  handlerId: string;
  [LINES]: StoredLine[];
  totalAmount: number;
}
/** A list row: display values, the related record's id under `<prop>_id`. */
interface ListedSettlement {
  id: string;
  settlementNo: string;
  settleDate: string;
  customerName: string;
  contractId: string;
  contractId_id: string;
  handlerId: string;
  totalAmount: number;
}

/**
 * The stored record as the runtime routes answer it, asked with the signed-in user's token from the
 * page: POST {modelId}/List with the customer as keyword, then GET {modelId}/{id}.
 */
async function storedSettlement(page: Page, customerName: string): Promise<{ listed: ListedSettlement[]; stored?: StoredSettlement }> {
  return page.evaluate(
    async ({ modelId, name }) => {
      const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
      const headers = { authorization: token, 'content-type': 'application/json' };
      const base = `/api/visualdev/OnlineDev/${modelId}`;
      const body = JSON.stringify({ currentPage: 1, pageSize: 20, sort: 'desc', sidx: '', menuId: 'm-settlement-bill', queryJson: '{}', keyword: name });
      const list = (await (await fetch(`${base}/List`, { method: 'POST', headers, body })).json()) as { data: { list: ListedSettlement[] } };
      const listed = list.data.list.filter((row) => row.customerName === name);
      const id = listed[0]?.id;
      if (!id) return { listed };
      const info = (await (await fetch(`${base}/${id}`, { headers })).json()) as { data: { id: string; data: string } };
      return { listed, stored: { ...(JSON.parse(info.data.data) as StoredSettlement), id: info.data.id } };
    },
    { modelId: MODEL_ID, name: customerName },
  );
}

/** The rows of the exported workbook's first sheet, as plain values (ExcelJS's row.values starts at index 1). */
async function workbookRows(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/**
 * Issue 14 point 7: the port's fee settlement as a released online design (type-3 menu), used in
 * Chromium as a clerk would: a record with a contract from the related-form picker, a handler and
 * three fee lines, the 合计 row and the total in Chinese capital amount, saved, found in the list by
 * the search panel, opened in the detail viewer, and the list exported. The server's stored numbers
 * are its own (the line amounts and the total sent are tampered with on the way and must not be
 * kept). No console or page error on the way.
 */
describe('the online fee settlement (type-3 menu) in Chromium', () => {
  it('adds a settlement with three fee lines, shows 合计 and the capital amount, saves, finds, views and exports it', async () => {
    const { context, page } = await newPage(browser());
    const errors = collectErrors(page);
    const customer = `舟山港务${Date.now() % 100000}`;
    await signIn(page, baseUrl, 'admin');

    // The menu 结算 → 费用结算 opens the designed list.
    await page.goto(`${baseUrl}${MENU_PATH}`);
    const listPage = page.getByTestId(`entity-page-online:${MODEL_ID}`);
    await listPage.waitFor({ timeout: 20000 });
    await listPage.getByRole('heading', { name: '费用结算' }).waitFor();
    await listPage.getByTestId('entity-row').first().waitFor();
    const headers = (await listPage.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(headers).toEqual(['结算单号', '客户名称', '关联合同', '结算日期', '经办人', '合计', '操作']);

    // 新建: the full-screen form of the design.
    await listPage.getByTestId('entity-add').click();
    const dialog = page.getByTestId('online-form-dialog');
    await dialog.getByText('新建费用结算').waitFor();
    expect(await dialog.getAttribute('data-popup-type')).toBe('fullScreen');
    expect(await dialog.locator('#online-form-settlementNo').getAttribute('placeholder')).toBe('系统自动生成');
    await dialog.locator('#online-form-customerName').fill(customer);

    // The date from the picker's calendar: the 15th of the month it opens at.
    await dialog.getByTestId('form-item-settleDate').getByRole('button', { name: '选择日期' }).click();
    await page.getByRole('gridcell', { name: '15', exact: true }).click();
    await expect.poll(() => dialog.locator('#online-form-settleDate').inputValue()).toMatch(/^\d{4}-\d{2}-15$/);
    const pickedDay = await dialog.locator('#online-form-settleDate').inputValue();

    // The contract from the related-form picker: its columns read as the contract list shows them.
    await dialog.getByTestId('relation-form-input').click();
    const contracts = page.getByTestId('records-dialog');
    await contracts.getByTestId('records-row').first().waitFor();
    await contracts.getByTestId('records-keyword').fill('NBCT-2026-001');
    await contracts.getByTestId('records-search').click();
    await expect.poll(() => contracts.getByTestId('records-row').count()).toBe(1);
    const contractRow = contracts.getByTestId('records-row').first();
    await screenshot(page, 'online-fee-settlement-contract-picker');
    const contractCells = (await contractRow.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(contractCells).toContain('NBCT-2026-001');
    expect(contractCells).toContain('宁波港远国际物流有限公司');
    // 合同类型 is a dictionary select and 到期日期 a date: a clerk reads the type's name and a date,
    // not the dictionary item's id (ctype-handling) or milliseconds since 1970.
    expect.soft(contractCells, 'the contract picker shows the contract type by name').toContain('装卸作业合同');
    expect
      .soft(
        contractCells.some((text) => /^\d{4}-\d{2}-\d{2}$/.test(text)),
        `the contract picker shows 到期日期 as a date: ${contractCells.join(' | ')}`,
      )
      .toBe(true);
    await contractRow.click();
    await contracts.getByTestId('records-confirm').click();
    await contracts.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByTestId('relation-form-input').inputValue()).toBe('NBCT-2026-001');

    // The handler from the user picker.
    const handler = await openPicker(page, dialog.getByTestId('form-item-handlerId').locator('input').first());
    await filterTree(handler, '王经理');
    await userRow(handler, '王经理/manager').click();
    await expectSelected(handler, ['王经理/manager']);
    await closePicker(page, handler);

    // Three fee lines: each line's amount is quantity × unit price.
    const table = dialog.getByTestId(`sub-table-${LINES}`);
    const cell = (row: number, column: string) => table.locator(`#online-form-${LINES}-${row}-${column}`);
    for (const [row, line] of FEE_LINES.entries()) {
      await dialog.getByRole('button', { name: '添加费用' }).click();
      await cell(row, 'feeName').fill(line.feeName);
      await cell(row, 'quantity').fill(line.quantity);
      await cell(row, 'unitPrice').fill(line.unitPrice);
    }
    await cell(FEE_LINES.length - 1, 'unitPrice').blur();
    for (const [row, line] of FEE_LINES.entries()) await expect.poll(() => cell(row, 'amount').inputValue()).toBe(line.shown);
    expect(await table.getByTestId('sub-table-index').allInnerTexts()).toEqual(['1', '2', '3']);

    // The 合计 row of the lines, the total field and its Chinese capital amount.
    await expect.poll(() => table.getByTestId('sub-table-summary').textContent()).toBe(`合计${TOTAL_SHOWN}`);
    await expect.poll(() => dialog.locator('#online-form-totalAmount').inputValue()).toBe(TOTAL_SHOWN);
    await dialog.getByTestId('form-item-totalAmount').getByText(TOTAL_CAPITAL, { exact: true }).waitFor();
    await screenshot(page, 'online-fee-settlement-form');

    // The create call leaves with the form's numbers; they are tampered with on the way, so what the
    // server stores can only be its own calculation.
    let sent: Record<string, unknown> | undefined;
    await page.route(
      (url) => url.pathname === `/api/visualdev/OnlineDev/${MODEL_ID}`,
      async (route) => {
        const request: Request = route.request();
        if (request.method() !== 'POST') return route.continue();
        const body = request.postDataJSON() as { data: string };
        sent = JSON.parse(body.data) as Record<string, unknown>;
        const lines = (sent[LINES] as Record<string, unknown>[]).map((line) => ({ ...line, amount: 1 }));
        return route.continue({ postData: JSON.stringify({ ...body, data: JSON.stringify({ ...sent, [LINES]: lines, totalAmount: 1 }) }) });
      },
    );
    await dialog.getByTestId('online-form-save').click();
    await page.getByText('新建成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute((url) => url.pathname === `/api/visualdev/OnlineDev/${MODEL_ID}`);
    expect((sent?.[LINES] as StoredLine[]).map((line) => Number(line.amount))).toEqual(FEE_LINES.map((line) => line.amount));
    expect(Number(sent?.totalAmount)).toBe(TOTAL);

    // The list finds it through the search panel's 客户名称.
    await listPage.locator('#online-search-customerName').fill(customer);
    await listPage.getByTestId('online-search-apply').click();
    const row = listPage.getByTestId('entity-row').filter({ hasText: customer });
    await row.waitFor();
    await expect.poll(() => listPage.getByTestId('entity-row').count()).toBe(1);
    const rowCells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(rowCells).toEqual(expect.arrayContaining([customer, 'NBCT-2026-001', pickedDay, '王经理/manager', TOTAL_SHOWN]));
    expect(rowCells.some((text) => new RegExp(`^JS${dayjs().format('YYYYMMDD')}\\d{4}$`).test(text))).toBe(true);
    expect(await listPage.getByTestId('list-summary').innerText()).toContain(TOTAL_SHOWN);
    await screenshot(page, 'online-fee-settlement-list');

    // The server's record: its own number, the raw values, the line amounts and the total it worked out.
    const { listed, stored } = await storedSettlement(page, customer);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      customerName: customer,
      contractId: 'NBCT-2026-001',
      contractId_id: 'pc-0001',
      handlerId: '王经理/manager',
      settleDate: pickedDay,
    });
    expect(Number(listed[0]?.totalAmount)).toBe(TOTAL);
    expect(stored).toBeDefined();
    const settlementNo = stored?.settlementNo ?? '';
    expect(settlementNo).toMatch(new RegExp(`^JS${dayjs().format('YYYYMMDD')}\\d{4}$`));
    expect(listed[0]?.settlementNo).toBe(settlementNo);
    expect(stored?.settleDate).toBe(dayjs(pickedDay).valueOf());
    expect(stored?.contractId).toBe('pc-0001');
    expect(stored?.handlerId).toBe('user-manager');
    expect(stored?.[LINES].map(({ feeName, quantity, unitPrice }) => ({ feeName, quantity, unitPrice }))).toEqual(
      FEE_LINES.map((line) => ({ feeName: line.feeName, quantity: Number(line.quantity), unitPrice: Number(line.unitPrice) })),
    );
    expect(stored?.[LINES].map((line) => Number(line.amount))).toEqual(FEE_LINES.map((line) => line.amount));
    expect(Number(stored?.totalAmount)).toBe(TOTAL);

    // 详情: the record read-only, with the server's number, the lines, 合计 and the capital amount.
    await row.getByTestId('entity-detail').click();
    const detail = page.getByTestId('record-detail-viewer');
    await detail.waitFor();
    const lines = detail.getByTestId(`sub-table-view-${LINES}`);
    await lines.getByTestId('sub-table-summary').waitFor();
    const field = (name: string) => detail.getByTestId(`form-item-${name}`);
    await expect.poll(() => field('settlementNo').innerText()).toContain(settlementNo);
    await expect.poll(() => field('customerName').innerText()).toContain(customer);
    await expect.poll(() => field('settleDate').innerText()).toContain(pickedDay);
    await expect.poll(() => field('contractId').innerText()).toContain('NBCT-2026-001');
    await expect.poll(() => field('handlerId').innerText()).toContain('王经理');
    const lineRows = lines.locator('[role="rowgroup"] [role="row"]');
    await expect.poll(() => lineRows.count()).toBe(FEE_LINES.length);
    for (const [index, line] of FEE_LINES.entries()) {
      const cells = (await lineRows.nth(index).locator('[role="cell"]').allInnerTexts()).map((text) => text.trim());
      expect(cells).toEqual([
        String(index + 1),
        line.feeName,
        Number(line.quantity).toFixed(2),
        Number(line.unitPrice).toLocaleString('en-US', { minimumFractionDigits: 2 }),
        line.shown,
      ]);
    }
    expect(await lines.getByTestId('sub-table-summary').textContent()).toBe(`合计${TOTAL_SHOWN}`);
    await expect.poll(() => field('totalAmount').innerText()).toContain(TOTAL_SHOWN);
    await field('totalAmount').getByText(TOTAL_CAPITAL, { exact: true }).waitFor();
    await screenshot(page, 'online-fee-settlement-detail');
    await detail.getByTestId('record-detail-close').click();
    await detail.waitFor({ state: 'detached' });

    // 导出: the list (the search applied) as an .xlsx that downloads, with the row as the list shows it.
    await listPage.getByTestId('excel-export').click();
    const exportDialog = page.getByTestId('excel-export-dialog');
    await exportDialog.waitFor();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/visualdev/OnlineDev/${MODEL_ID}/Actions/Export`);
    const download = page.waitForEvent('download');
    await exportDialog.getByTestId('excel-export-confirm').click();
    const answer = (await (await answered).json()) as { code: number; data: { name: string; url: string } };
    expect(answer.code).toBe(200);
    expect(answer.data.name).toMatch(/^费用结算.*\.xlsx$/);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(new URL(file.url()).pathname + new URL(file.url()).search).toBe(answer.data.url);
    const sheet = await workbookRows(await file.path());
    expect(sheet[0]).toEqual(['结算单号', '客户名称', '关联合同', '结算日期', '经办人', '合计']);
    expect(sheet.slice(1)).toEqual([[settlementNo, customer, 'NBCT-2026-001', pickedDay, '王经理/manager', TOTAL]]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
