import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { newId } from '../../server/core/db/ids.ts';
import { appSignedIn, as, body, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

/**
 * Data permissions enforced on a schema entity's records (issue 15 point 2): 结算单
 * (schemas/fee-settlement.schema.json, menu m-settlement-feebill) judging its data, staff granted
 * the page and a scheme. Each operator and current-user variable limits the list (and its count)
 * as it says; a staff user sees exactly their department's rows and can neither read, change nor
 * delete another department's row by id (answered as missing, nothing changed); several schemes
 * add up, none shows nothing, 全部数据 everything; a system administrator and a menu not judging
 * its data are unaffected. The user list's Excel export and state toggle and the organisation
 * tree are limited too, together with the company scope they already had.
 */

const FEE = '/api/settlement/FeeSettlement';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';
const FEE_MENU = 'm-settlement-feebill';

type Caller = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: string };
const cond = (field: string, op: string, value = '') => ({ field, op, value });
const one = (field: string, op: string, value = '') => JSON.stringify([{ logic: 'and', groups: [cond(field, op, value)] }]);
/** Epoch ms of a local time on a day of March 2026 (the server reads a condition's day in its own time zone). */
const march = (day: number, hour = 10) => new Date(2026, 2, day, hour).getTime();

const ROWS = [
  { id: 'fs-staff', creatorUserId: 'user-staff', customerName: '宁波港务', settleDate: march(2), totalAmount: 100, handlerId: 'pos-operator' },
  { id: 'fs-ops2', creatorUserId: 'ds-ops2', customerName: '上港物流', settleDate: march(3, 23), totalAmount: 250.5, handlerId: '' },
  { id: 'fs-manager', creatorUserId: 'user-manager', customerName: '中远海运', settleDate: march(1, 0), totalAmount: 99.5, handlerId: 'user-manager' },
  { id: 'fs-admin', creatorUserId: 'user-admin', customerName: '', settleDate: null, totalAmount: 0, handlerId: '' },
  { id: 'fs-nobody', creatorUserId: null, customerName: 'Maersk', settleDate: march(31), totalAmount: 1000, handlerId: '' },
];
const ALL = ROWS.map((row) => row.id).sort();

describe.each(databases())('data permissions on a schema entity on %s', (target) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let sub: Caller;
  let schemeId = '';
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'staff');
    t = signed.t;
    admin = as(t.app, signed.admin);
    staff = as(t.app, signed.staff);
    // the manager's sub-account: role staff, in the terminal company above 操作部
    sub = as(t.app, await tokenOf(t.app, '13900000009@manager'));
    const { db } = t.services;
    // a second operator in 操作部, managed by staff
    await db
      .insertInto('base_user')
      .values({ id: 'ds-ops2', account: 'ds-ops2', realName: '操作二', organizeId: 'org-ops', managerId: 'user-staff', isAdministrator: 0, enabledMark: 1 })
      .execute();
    for (const row of ROWS)
      await db
        .insertInto('biz_fee_settlement')
        .values({ ...row, billNo: row.id, feeLines: '[]', attachments: '[]', creatorTime: Date.now() })
        .execute();
    await db.updateTable('base_module').set({ isDataAuthorize: 1 }).where('id', '=', FEE_MENU).execute();
    for (const itemId of [FEE_MENU]) {
      await db.insertInto('base_authorize').values({ id: newId(), objectType: 'Role', objectId: 'role-staff', itemType: 'module', itemId }).execute();
    }
    expect(
      body(await admin.post(SCHEMES, { moduleId: FEE_MENU, fullName: '测试', enCode: 'probe', conditionJson: one('creatorUserId', '==', '@userId') })).code,
    ).toBe(200);
    schemeId = (await db.selectFrom('base_module_scheme').select('id').where('enCode', '=', 'probe').executeTakeFirstOrThrow()).id;
    await grant('role-staff', schemeId);
  });
  afterAll(async () => t?.close());

  const grant = (roleId: string, itemId: string) =>
    t.services.db.insertInto('base_authorize').values({ id: newId(), objectType: 'Role', objectId: roleId, itemType: 'resource', itemId }).execute();
  const revoke = (roleId: string, itemId: string) =>
    t.services.db.deleteFrom('base_authorize').where('objectId', '=', roleId).where('itemId', '=', itemId).execute();
  const page = async (caller: Caller, base = FEE, query = 'currentPage=1&pageSize=100') =>
    body<{ list: Row[]; pagination: { total: number } }>(await caller.get(`${base}?${query}`)).data ?? { list: [], pagination: { total: -1 } };
  const idsOf = (rows: Row[]) => rows.map((row) => row.id).sort();
  /** The probe scheme says this (through the route, so it is checked too); the fee rows the caller then sees. */
  const seen = async (conditionJson: string, caller: Caller = staff, matchLogic = 'and') => {
    const saved = body(await admin.put(`${SCHEMES}/${schemeId}`, { moduleId: FEE_MENU, fullName: '测试', enCode: 'probe', matchLogic, conditionJson }));
    expect(saved.code).toBe(200);
    const listed = await page(caller);
    const ids = idsOf(listed.list).filter((id) => ALL.includes(id));
    // the count is limited alike
    expect(listed.pagination.total).toBe(listed.list.length);
    return ids;
  };

  it('limits the list by the creator and the current-user variables', async () => {
    expect(await seen(one('creatorUserId', '==', '@userId'))).toEqual(['fs-staff']);
    expect(await seen(one('creatorUserId', 'in', '@userAndSubordinates'))).toEqual(['fs-ops2', 'fs-staff']);
    expect(await seen(one('creatorUserId', '!=', '@userId'))).toEqual(['fs-admin', 'fs-manager', 'fs-nobody', 'fs-ops2']);
    expect(await seen(one('creatorUserId', 'in', 'user-manager,user-admin'))).toEqual(['fs-admin', 'fs-manager']);
    expect(await seen(one('creatorUserId', 'null'))).toEqual(['fs-nobody']);
    expect(await seen(one('@creatorOrganize', '==', '@organizeId'))).toEqual(['fs-ops2', 'fs-staff']);
    expect(await seen(one('@creatorOrganize', '==', 'org-it'))).toEqual(['fs-admin']);
    expect(await seen(one('@creatorOrganize', '!=', 'org-ops'))).toEqual(['fs-admin', 'fs-manager']);
    expect(await seen(one('handlerId', '==', '@positionId'))).toEqual(['fs-staff']);
    // the terminal company's sub-account: its own organisation, or it and everything beneath (操作部)
    expect(await seen(one('@creatorOrganize', '==', '@organizeId'), sub)).toEqual(['fs-manager']);
    expect(await seen(one('@creatorOrganize', 'in', '@organizationAndSuborganization'), sub)).toEqual(['fs-manager', 'fs-ops2', 'fs-staff']);
    expect(await seen(one('creatorUserId', '==', '@userId'), sub)).toEqual([]);
  });

  it('limits the list by text, number and date conditions', async () => {
    expect(await seen(one('customerName', '==', '中远海运'))).toEqual(['fs-manager']);
    expect(await seen(one('customerName', '!=', '中远海运'))).toEqual(['fs-admin', 'fs-nobody', 'fs-ops2', 'fs-staff']);
    expect(await seen(one('customerName', 'like', '港'))).toEqual(['fs-ops2', 'fs-staff']);
    expect(await seen(one('customerName', 'notLike', '港'))).toEqual(['fs-admin', 'fs-manager', 'fs-nobody']);
    // a wildcard is taken literally
    expect(await seen(one('customerName', 'like', '%'))).toEqual([]);
    expect(await seen(one('customerName', 'null'))).toEqual(['fs-admin']);
    expect(await seen(one('customerName', 'notNull'))).toEqual(['fs-manager', 'fs-nobody', 'fs-ops2', 'fs-staff']);
    expect(await seen(one('customerName', 'in', '中远海运，Maersk'))).toEqual(['fs-manager', 'fs-nobody']);

    expect(await seen(one('totalAmount', '>', '99.5'))).toEqual(['fs-nobody', 'fs-ops2', 'fs-staff']);
    expect(await seen(one('totalAmount', '>=', '99.5'))).toEqual(['fs-manager', 'fs-nobody', 'fs-ops2', 'fs-staff']);
    expect(await seen(one('totalAmount', '<', '100'))).toEqual(['fs-admin', 'fs-manager']);
    expect(await seen(one('totalAmount', '<=', '100'))).toEqual(['fs-admin', 'fs-manager', 'fs-staff']);
    expect(await seen(one('totalAmount', '==', '250.5'))).toEqual(['fs-ops2']);
    expect(await seen(one('totalAmount', '!=', '100'))).toEqual(['fs-admin', 'fs-manager', 'fs-nobody', 'fs-ops2']);
    expect(await seen(one('totalAmount', 'in', '0, 1000'))).toEqual(['fs-admin', 'fs-nobody']);

    // a day is the whole day, in the server's time zone
    expect(await seen(one('settleDate', '==', '2026-03-03'))).toEqual(['fs-ops2']);
    expect(await seen(one('settleDate', '!=', '2026-03-02'))).toEqual(['fs-admin', 'fs-manager', 'fs-nobody', 'fs-ops2']);
    expect(await seen(one('settleDate', '>', '2026-03-02'))).toEqual(['fs-nobody', 'fs-ops2']);
    expect(await seen(one('settleDate', '>=', '2026-03-02'))).toEqual(['fs-nobody', 'fs-ops2', 'fs-staff']);
    expect(await seen(one('settleDate', '<', '2026-03-02'))).toEqual(['fs-manager']);
    expect(await seen(one('settleDate', '<=', '2026-03-03'))).toEqual(['fs-manager', 'fs-ops2', 'fs-staff']);
    expect(await seen(one('settleDate', 'null'))).toEqual(['fs-admin']);
  });

  it('joins conditions within a group and groups by their logic', async () => {
    const groups = (matchLogic: string, ...list: { logic: string; groups: unknown[] }[]) => seen(JSON.stringify(list), staff, matchLogic);
    const portOrCheap = { logic: 'or', groups: [cond('customerName', 'like', '港'), cond('totalAmount', '<', '1')] };
    const mine = { logic: 'and', groups: [cond('creatorUserId', '==', '@userId'), cond('totalAmount', '>=', '100')] };
    expect(await groups('and', portOrCheap)).toEqual(['fs-admin', 'fs-ops2', 'fs-staff']);
    expect(await groups('and', portOrCheap, mine)).toEqual(['fs-staff']);
    expect(await groups('or', mine, { logic: 'and', groups: [cond('customerName', '==', 'Maersk')] })).toEqual(['fs-nobody', 'fs-staff']);
  });

  it('shows a staff user exactly their department’s rows; another department’s row is missing to them by id and stays as it was', async () => {
    expect(await seen(one('@creatorOrganize', 'in', '@organizationAndSuborganization'))).toEqual(['fs-ops2', 'fs-staff']);
    const missing = { code: 400, msg: '数据不存在' };
    expect(body(await staff.get(`${FEE}/fs-manager`))).toMatchObject(missing);
    const change = { customerName: '被改了', feeLines: [{ feeName: '装卸费', quantity: 1, unitPrice: 1 }] };
    expect(body(await staff.put(`${FEE}/fs-manager`, change))).toMatchObject(missing);
    expect(body(await staff.delete(`${FEE}/fs-manager`))).toMatchObject(missing);
    const kept = await t.services.db.selectFrom('biz_fee_settlement').selectAll().where('id', '=', 'fs-manager').executeTakeFirst();
    expect(kept).toMatchObject({ customerName: '中远海运', totalAmount: 99.5, lastModifyTime: null });
    // their own department's rows they may read and change
    expect(body<Row>(await staff.get(`${FEE}/fs-ops2`)).data).toMatchObject({ id: 'fs-ops2', customerName: '上港物流' });
    expect(body(await staff.put(`${FEE}/fs-ops2`, { ...change, customerName: '上港物流二' })).code).toBe(200);
    expect(body<Row>(await admin.get(`${FEE}/fs-ops2`)).data?.customerName).toBe('上港物流二');
    await t.services.db.updateTable('biz_fee_settlement').set({ customerName: '上港物流' }).where('id', '=', 'fs-ops2').execute();
  });

  it('adds up several schemes, shows nothing without one and everything with 全部数据; a disabled scheme counts for nothing', async () => {
    await seen(one('creatorUserId', '==', '@userId'));
    const extra = body(
      await admin.post(SCHEMES, { moduleId: FEE_MENU, fullName: '中远', enCode: 'cosco', conditionJson: one('customerName', '==', '中远海运') }),
    );
    expect(extra.code).toBe(200);
    const cosco = (await t.services.db.selectFrom('base_module_scheme').select('id').where('enCode', '=', 'cosco').executeTakeFirstOrThrow()).id;
    await grant('role-staff', cosco);
    expect(idsOf((await page(staff)).list)).toEqual(['fs-manager', 'fs-staff']);

    // a disabled scheme no longer shows its rows
    expect(body(await admin.put(`${SCHEMES}/${cosco}/Actions/State`)).code).toBe(200);
    expect(idsOf((await page(staff)).list)).toEqual(['fs-staff']);
    expect(body(await admin.put(`${SCHEMES}/${cosco}/Actions/State`)).code).toBe(200);

    // no scheme granted: no rows, and nothing by id
    await revoke('role-staff', schemeId);
    await revoke('role-staff', cosco);
    expect(await page(staff)).toMatchObject({ list: [], pagination: { total: 0 } });
    expect(body(await staff.get(`${FEE}/fs-staff`))).toMatchObject({ code: 400, msg: '数据不存在' });

    // 全部数据 lifts the limit
    expect(body(await admin.post(SCHEMES, { moduleId: FEE_MENU, fullName: '全部', enCode: 'all', allData: 1 })).code).toBe(200);
    const all = (await t.services.db.selectFrom('base_module_scheme').select('id').where('enCode', '=', 'all').executeTakeFirstOrThrow()).id;
    await grant('role-staff', all);
    await grant('role-staff', cosco);
    expect(idsOf((await page(staff)).list)).toEqual(ALL);
    await revoke('role-staff', all);
    await revoke('role-staff', cosco);
    await grant('role-staff', schemeId);
  });

  it('leaves system administrators and menus that do not judge their data alone', async () => {
    await seen(one('creatorUserId', '==', '@userId'));
    // role-admin holds no scheme of this menu: the administrator sees every row anyway
    expect(idsOf((await page(admin)).list).filter((id) => ALL.includes(id))).toEqual(ALL);
    expect(body<Row>(await admin.get(`${FEE}/fs-manager`)).data?.id).toBe('fs-manager');
    await t.services.db.updateTable('base_module').set({ isDataAuthorize: 0 }).where('id', '=', FEE_MENU).execute();
    expect(idsOf((await page(staff)).list).filter((id) => ALL.includes(id))).toEqual(ALL);
    expect(body<Row>(await staff.get(`${FEE}/fs-manager`)).data?.id).toBe('fs-manager');
    await t.services.db.updateTable('base_module').set({ isDataAuthorize: 1 }).where('id', '=', FEE_MENU).execute();
    expect(idsOf((await page(staff)).list)).toEqual(['fs-staff']);
  });

  it('limits the Excel export and the state toggle, within the company scope the user list already had', async () => {
    const { db } = t.services;
    await db.updateTable('base_module').set({ isDataAuthorize: 1 }).where('id', '=', 'm-permission-user').execute();
    await grant('role-staff', 'mi-user-btn_export');
    const create = async (enCode: string, conditionJson: string) => {
      expect(body(await admin.post(SCHEMES, { moduleId: 'm-permission-user', fullName: enCode, enCode, conditionJson })).code).toBe(200);
      return (
        await db
          .selectFrom('base_module_scheme')
          .select('id')
          .where('enCode', '=', enCode)
          .where('moduleId', '=', 'm-permission-user')
          .executeTakeFirstOrThrow()
      ).id;
    };
    const accounts = async () => ((await page(staff, '/api/permission/Users')).list.map((row) => row.account) as string[]).sort();
    const exported = async () => {
      const answer = body<{ url: string }>(await staff.get('/api/permission/Users/ExportExcel?selectKey=account&dataType=1'));
      expect(answer.code).toBe(200);
      const file = await t.app.inject({ method: 'GET', url: answer.data?.url ?? '' });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const cells: string[] = [];
      workbook.worksheets[0]?.eachRow((row) => cells.push(String((row.values as unknown[])[1])));
      return cells.filter((cell) => cell !== '账户' && cell !== '用户管理').sort();
    };
    // without a scheme: nothing
    expect(await accounts()).toEqual([]);
    expect(await exported()).toEqual([]);
    const mine = await create('me', one('account', '==', 'staff'));
    await grant('role-staff', mine);
    expect(await accounts()).toEqual(['staff']);
    expect(await exported()).toEqual(['staff']);
    // the state toggle of a row outside the scheme: missing, and the state stays
    await grant('role-staff', 'mi-user-btn_edit');
    expect(body(await staff.put('/api/permission/Users/ds-ops2/Actions/State'))).toMatchObject({ code: 400, msg: '数据不存在' });
    expect((await db.selectFrom('base_user').select('enabledMark').where('id', '=', 'ds-ops2').executeTakeFirstOrThrow()).enabledMark).toBe(1);
    // a scheme reaching beyond the caller's company scope shows nothing more (both limits hold)
    const managers = await create('managers', one('account', 'in', 'manager,ds-ops2'));
    await grant('role-staff', managers);
    expect(await accounts()).toEqual(['ds-ops2', 'staff']);
    expect(await exported()).toEqual(['ds-ops2', 'staff']);
    expect(body(await staff.put('/api/permission/Users/ds-ops2/Actions/State')).code).toBe(200);
    expect((await db.selectFrom('base_user').select('enabledMark').where('id', '=', 'ds-ops2').executeTakeFirstOrThrow()).enabledMark).toBe(0);
    await db.updateTable('base_module').set({ isDataAuthorize: 0 }).where('id', '=', 'm-permission-user').execute();
  });

  it('limits a tree list', async () => {
    const { db } = t.services;
    await db
      .insertInto('base_authorize')
      .values({ id: newId(), objectType: 'Role', objectId: 'role-staff', itemType: 'module', itemId: 'm-permission-organize' })
      .execute();
    const names = async () => {
      const answer = body<{ list: (Row & { children?: Row[] })[] }>(await staff.get('/api/permission/Organize'));
      const flat = (rows: (Row & { children?: Row[] })[]): string[] => rows.flatMap((row) => [String(row.fullName), ...flat((row.children ?? []) as Row[])]);
      return flat(answer.data?.list ?? []).sort();
    };
    const before = await names();
    expect(before.length).toBeGreaterThan(1);
    await db.updateTable('base_module').set({ isDataAuthorize: 1 }).where('id', '=', 'm-permission-organize').execute();
    expect(
      body(await admin.post(SCHEMES, { moduleId: 'm-permission-organize', fullName: '部门', enCode: 'dept', conditionJson: one('fullName', 'like', '部') }))
        .code,
    ).toBe(200);
    const dept = (await db.selectFrom('base_module_scheme').select('id').where('enCode', '=', 'dept').executeTakeFirstOrThrow()).id;
    await grant('role-staff', dept);
    expect(await names()).toEqual(before.filter((name) => name.includes('部')));
  });
});
