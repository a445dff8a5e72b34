import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, type TestApp } from './helpers/test-app.ts';
import { databases } from './helpers/test-app.ts';

interface PrintRow {
  id: string;
  printTitle: string;
  printNum: number;
  printId: string;
  printName: string;
  printMan: string;
  printTime: number;
  creatorUser: string;
  creatorTime: number;
}
interface PrintPage {
  list: PrintRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/**
 * The print log (spec §7, lowcode §7 "After printing"): any signed-in user's print is recorded with
 * who and when; the list (系统管理 › 打印日志) is read by its holders within their rank.
 */
describe.each(databases())('the print log on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let staff: string;
  let tourist: string;
  let template: string;
  let other: string;

  beforeAll(async () => {
    ({ t, admin, manager, staff, tourist } = await appSignedIn(target, 'admin', 'manager', 'staff', 'tourist'));
    const create = async (fullName: string, enCode: string) => {
      expect(body(await as(t.app, admin).post('/api/system/printDev', { fullName, enCode, category: 'print-bill', type: 2 })).code).toBe(200);
      return (await t.services.db.selectFrom('base_print_dev').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
    };
    template = await create('装箱单打印', 'packingList');
    other = await create('结算单打印', 'settlementBill');
  });
  afterAll(async () => t?.close());

  const save = (token: string, payload: object, language = 'zh-CN') =>
    as(t.app, token).post('/api/system/printLog/save', payload, { 'accept-language': language });
  const list = async (token: string, query = '') => {
    const answer = body<PrintPage>(await as(t.app, token).get(`/api/system/printLog?currentPage=1&pageSize=50${query}`));
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as PrintPage;
  };

  it('records a print by any signed-in user with who and when, and lists it newest first', async () => {
    const before = Date.now();
    expect(body(await save(staff, { printTitle: '装箱单 CT-001', printNum: 2, printId: template }))).toEqual({ code: 200, msg: '保存成功' });
    expect(body(await save(tourist, { printTitle: '结算单 S-9', printNum: 1, printId: other })).code).toBe(200);
    expect(body(await save(admin, { printNum: 1, printId: template })).code).toBe(200);
    const rows = (await list(admin)).list;
    expect(rows.map((row) => row.printTitle)).toEqual(['', '结算单 S-9', '装箱单 CT-001']);
    expect(rows[2]).toMatchObject({ printNum: 2, printId: template, printName: '装箱单打印', printMan: '李操作/staff', creatorUser: '李操作/staff' });
    expect(rows[2].printTime).toBeGreaterThanOrEqual(before);
    expect(rows[2].creatorTime).toBe(rows[2].printTime);
  });

  it('refuses a print that names no template, or a number that is not a count, and records nothing', async () => {
    const count = (await list(admin)).pagination.total;
    expect(body(await save(staff, { printTitle: 'x', printNum: 1, printId: 'no-such-template' }))).toEqual({ code: 400, msg: '打印模板不存在' });
    expect(body(await save(staff, { printTitle: 'x', printNum: 1, printId: 'no-such-template' }, 'en')).msg).toBe('The print template does not exist');
    for (const payload of [
      { printTitle: 'x', printNum: 1 },
      { printTitle: 'x', printNum: 0, printId: template },
      { printTitle: 'x', printNum: 1.5, printId: template },
    ]) {
      expect(body(await save(staff, payload)).code, JSON.stringify(payload)).toBe(400);
    }
    expect((await list(admin)).pagination.total).toBe(count);
    expect(body(await as(t.app, '').post('/api/system/printLog/save', { printNum: 1, printId: template })).code).toBe(600);
  });

  it('searches by title, template or person, a time range and a template, a page at a time', async () => {
    expect((await list(admin, '&keyword=CT-001')).list.map((row) => row.printTitle)).toEqual(['装箱单 CT-001']);
    expect((await list(admin, `&keyword=${encodeURIComponent('结算单打印')}`)).list.map((row) => row.printTitle)).toEqual(['结算单 S-9']);
    expect((await list(admin, `&keyword=${encodeURIComponent('李操作')}`)).list.map((row) => row.printMan)).toEqual(['李操作/staff']);
    expect((await list(admin, `&printId=${template}`)).list.map((row) => row.printId)).toEqual([template, template]);
    expect((await list(admin, `&startTime=${Date.now() + 60_000}`)).list).toEqual([]);
    const all = (await list(admin)).list;
    const oldest = all[all.length - 1].creatorTime;
    expect((await list(admin, `&endTime=${oldest}`)).list.map((row) => row.id)).toContain(all[all.length - 1].id);
    const second = body<PrintPage>(await as(t.app, admin).get('/api/system/printLog?currentPage=2&pageSize=1')).data;
    expect(second?.list.map((row) => row.id)).toEqual([all[1].id]);
    expect(second?.pagination).toEqual({ currentPage: 2, pageSize: 1, total: all.length });
  });

  it('lets only holders of 打印日志 read it, a company administrator only what its own subtree printed', async () => {
    expect(body(await as(t.app, staff).get('/api/system/printLog')).code).toBe(401);
    expect(body(await as(t.app, tourist).get('/api/system/printLog')).code).toBe(401);
    // manager (org-terminal) sees staff's print (org-ops), neither the administrator's nor the tourist's
    expect((await list(manager)).list.map((row) => row.printMan)).toEqual(['李操作/staff']);
  });
});
