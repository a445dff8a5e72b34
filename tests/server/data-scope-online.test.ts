import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

/**
 * Data permissions on an online form (issue 15 point 2) with the demo data: 提箱申请 (menu
 * m-container-apply, design vd-container-apply) judges its data; staff of 操作部 hold
 * 本部门及下级 and see the applications created in their department (ca-0001, ca-0003), not
 * the manager's (ca-0002), in the list, its count and the export; by id the manager's is missing
 * to them for reading, changing and deleting (one by one or in a batch) and stays as it was. The
 * company administrator (全部数据) and the system administrator see all three.
 */

const RUN = '/api/visualdev/OnlineDev';
const DESIGN = 'vd-container-apply';
const MINE = ['ca-0001', 'ca-0003'];
const ALL = ['ca-0001', 'ca-0002', 'ca-0003'];

type Caller = ReturnType<typeof as>;
type Page = { list: { id: string }[]; pagination: { total: number } };

describe.each(databases())('data permissions on an online form on %s', (target) => {
  let t: TestApp;
  let admin: Caller;
  let manager: Caller;
  let staff: Caller;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager', 'staff');
    t = signed.t;
    admin = as(t.app, signed.admin);
    manager = as(t.app, signed.manager);
    staff = as(t.app, signed.staff);
  });
  afterAll(async () => t?.close());

  const listed = async (caller: Caller) => {
    const page = body<Page>(await caller.post(`${RUN}/${DESIGN}/List`, { currentPage: 1, pageSize: 20 })).data as Page;
    return { ids: page.list.map((row) => row.id).sort(), total: page.pagination.total };
  };
  const stored = (id: string) =>
    t.services.db
      .selectFrom('port_container_apply' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirst();

  it('lists and counts only the rows of the caller’s schemes; administrators and 全部数据 see all', async () => {
    expect(await listed(staff)).toEqual({ ids: MINE, total: 2 });
    expect(await listed(manager)).toEqual({ ids: ALL, total: 3 });
    expect(await listed(admin)).toEqual({ ids: ALL, total: 3 });
  });

  it('exports only those rows', async () => {
    const answer = body<{ url: string }>(await staff.post(`${RUN}/${DESIGN}/Actions/Export`, { selectKey: 'applyNo', dataType: 1 }));
    expect(answer.code).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: answer.data?.url ?? '' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => cells.push(String((row.values as unknown[])[1])));
    expect(cells.filter((cell) => cell.startsWith('TX')).sort()).toEqual(['TX20261000001', 'TX20261000003']);
  });

  it('answers another department’s record as missing for reading, changing and deleting, and leaves it as it was', async () => {
    const missing = { code: 400, msg: '数据不存在' };
    const before = await stored('ca-0002');
    expect(body(await staff.get(`${RUN}/${DESIGN}/ca-0002`))).toMatchObject(missing);
    expect(body(await staff.get(`${RUN}/${DESIGN}/ca-0002/DataChange`))).toMatchObject(missing);
    const own = body<{ data: string }>(await staff.get(`${RUN}/${DESIGN}/ca-0001`)).data?.data ?? '{}';
    const form = { ...(JSON.parse(own) as Record<string, unknown>), remarks: '被改了' };
    expect(body(await staff.put(`${RUN}/${DESIGN}/ca-0002`, { data: JSON.stringify(form) }))).toMatchObject(missing);
    expect(body(await staff.delete(`${RUN}/${DESIGN}/ca-0002`))).toMatchObject(missing);
    expect(body(await staff.post(`${RUN}/batchDelete/${DESIGN}`, { ids: ['ca-0002'] }))).toMatchObject(missing);
    expect(await stored('ca-0002')).toEqual(before);

    // their own department's records they may change and delete
    expect(body(await staff.put(`${RUN}/${DESIGN}/ca-0001`, { data: JSON.stringify(form) })).code).toBe(200);
    expect((await stored('ca-0001')) as unknown as { remarks: string }).toMatchObject({ remarks: '被改了' });
    expect(body(await staff.post(`${RUN}/batchDelete/${DESIGN}`, { ids: ['ca-0003'] })).code).toBe(200);
    expect(await stored('ca-0003')).toBeUndefined();
    expect(await listed(staff)).toEqual({ ids: ['ca-0001'], total: 1 });
  });

  it('stops limiting once the menu no longer judges its data', async () => {
    await t.services.db.updateTable('base_module').set({ isDataAuthorize: 0 }).where('id', '=', 'm-container-apply').execute();
    expect(await listed(staff)).toEqual({ ids: ['ca-0001', 'ca-0002'], total: 2 });
    expect(body(await staff.get(`${RUN}/${DESIGN}/ca-0002`)).code).toBe(200);
  });
});
