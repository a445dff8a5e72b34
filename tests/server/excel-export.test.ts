import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

type Download = { name: string; url: string };

/** The rows of a downloaded sheet as plain strings, the header first. */
async function sheetOf(bytes: Buffer): Promise<{ title: string; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return { title: sheet.name, rows };
}

/** A paged list downloads as a real .xlsx (GET base/ExportExcel → { name, url }, contract §4.9 and §6.3). */
describe.each(databases())('Excel export of the user list on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  const download = async (query: string, language?: string) => {
    const token = await tokenOf(t.app, 'admin');
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/permission/Users/ExportExcel?${query}`,
      headers: { authorization: token, ...(language ? { 'accept-language': language } : {}) },
    });
    const data = (answer.json() as { data: Download }).data;
    expect(data.url).toMatch(/^\/api\/file\/Download\?encryption=[A-Za-z0-9_-]{43}$/);
    // the link works without a header, as <a href> needs
    const file = await t.app.inject({ method: 'GET', url: data.url });
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(data.name));
    return { name: data.name, ...(await sheetOf(file.rawPayload)) };
  };

  it('writes the chosen columns with their labels and the rows as the list shows them', async () => {
    const sheet = await download(`keyword=${encodeURIComponent('李')}&selectKey=realName,account,organizeId,roleId,gender,enabledMark`);
    expect(sheet.name).toMatch(/^用户管理_\d{14}\.xlsx$/);
    expect(sheet.title).toBe('用户管理');
    // the schema's column order, whatever order they were asked in
    expect(sheet.rows).toEqual([
      ['账户', '姓名', '性别', '所属组织', '角色', '状态'],
      ['staff', '李操作', '女', '操作部', '普通用户', '启用'],
    ]);
  });

  it('exports every matching row with the list’s filters and sort, or just the asked page', async () => {
    const all = await download('sidx=account&sort=asc&selectKey=account');
    const accounts = (body<{ list: { account: string }[] }>(await admin.get('/api/permission/Users?sidx=account&sort=asc&pageSize=100')).data?.list ?? []).map(
      (row) => row.account,
    );
    expect(all.rows).toEqual([['账户'], ...accounts.map((account) => [account])]);
    const page = await download('sidx=account&sort=asc&selectKey=account&dataType=0&currentPage=2&pageSize=2');
    expect(page.rows).toEqual([['账户'], ...accounts.slice(2, 4).map((account) => [account])]);
    const women = await download('gender=2&selectKey=account');
    expect(women.rows).toEqual([['账户'], ['staff']]);
    // epoch-ms dates show as the day
    const day = new Date(2024, 2, 15, 10, 30).getTime();
    await t.services.db.updateTable('base_user').set({ entryDate: day }).where('id', '=', 'user-staff').execute();
    expect((await download('gender=2&selectKey=entryDate,account')).rows).toEqual([
      ['账户', '入职日期'],
      ['staff', '2024-03-15'],
    ]);
  });

  it('writes every exportable column by default, in the caller’s language', async () => {
    const sheet = await download(`keyword=admin`, 'en');
    expect(sheet.title).toBe('Users');
    expect(sheet.rows[0]).toEqual([
      'Account',
      'Name',
      'Gender',
      'Organisation',
      'Positions',
      'Roles',
      'Groups',
      'Mobile',
      'Email',
      'Joined',
      'Status',
      'Sort',
      'Description',
    ]);
    expect(sheet.rows[1]?.slice(0, 2)).toEqual(['admin', '系统管理员']);
    expect(sheet.rows[1]?.[10]).toBe('Enabled');
  });

  it('refuses an unknown column and asks for the list permission', async () => {
    expect(body(await admin.get('/api/permission/Users/ExportExcel?selectKey=account,passwordHash'))).toEqual({ code: 400, msg: '不能导出的列：passwordHash' });
    const tourist = as(t.app, await tokenOf(t.app, 'tourist'));
    expect(body(await tourist.get('/api/permission/Users/ExportExcel')).code).toBe(401);
  });
});
