import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

/** The status cells of a downloaded user sheet by account (selectKey=account,enabledMark). */
async function statusByAccount(bytes: Buffer): Promise<Map<string, string>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const statuses = new Map<string, string>();
  sheet?.eachRow((row, index) => {
    if (index > 1) statuses.set(String(row.getCell(1).value ?? ''), String(row.getCell(2).value ?? ''));
  });
  return statuses;
}

/**
 * The user list's export says what the list says: a locked account (enabledMark 2, contract §2.2)
 * is 锁定, not 禁用, in each language (issue 15 leftovers).
 */
describe.each(databases())('the status of a locked user in the user export on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await t.services.db.updateTable('base_user').set({ enabledMark: 2 }).where('account', '=', 'staff').execute();
    await t.services.db.updateTable('base_user').set({ enabledMark: 0 }).where('account', '=', 'tourist').execute();
  });
  afterAll(async () => t?.close());

  it.each([
    ['zh', '锁定', '禁用', '启用'],
    ['zh-TW', '鎖定', '禁用', '啟用'],
    ['en', 'Locked', 'Disabled', 'Enabled'],
  ])('%s', async (language, locked, disabled, enabled) => {
    const token = await tokenOf(t.app, 'admin');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/permission/Users/ExportExcel?selectKey=account,enabledMark&pageSize=100&currentPage=1',
      headers: { authorization: token, 'accept-language': language },
    });
    const { url } = (answer.json() as { data: { url: string } }).data;
    const statuses = await statusByAccount((await t.app.inject({ method: 'GET', url })).rawPayload);
    expect(statuses.get('staff')).toBe(locked);
    expect(statuses.get('tourist')).toBe(disabled);
    expect(statuses.get('manager')).toBe(enabled);
  });
});
