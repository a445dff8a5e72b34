import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { newId } from '../../server/core/db/ids.ts';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

type Caller = ReturnType<typeof as>;
type Shown = Record<string, unknown> & { id: string; children?: Shown[] | null };

/** The header row of a downloaded sheet. */
async function headerOf(bytes: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const row = workbook.worksheets[0]?.getRow(1);
  return ((row?.values ?? []) as unknown[]).slice(1).map(String);
}

const keysOf = (row: object | undefined) => Object.keys(row ?? {}).sort();
const everyRow = (rows: Shown[]): Shown[] => rows.flatMap((row) => [row, ...everyRow(row.children ?? [])]);

/**
 * Spec §6 on the server: when a menu judges columns (isColumnAuthorize = 1) a non-administrator's
 * list, info and Excel export carry only the granted columns plus the always-kept keys of
 * server/crud/granted-fields.ts; when it judges form fields a create keeps only granted fields.
 * In the demo data staff is granted the columns account and realName and the form field realName
 * of 用户管理, the manager every column item (account, realName, gender, organize, positionName,
 * roleName, mobilePhone, enabledMark, sortCode) and every form field.
 */
describe.each(databases())('column and form-field grants on %s', (target) => {
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

  const grant = (roleId: string, itemIds: string[]) =>
    Promise.all(
      itemIds.map((itemId) =>
        t.services.db.insertInto('base_authorize').values({ id: newId(), objectType: 'Role', objectId: roleId, itemType: 'item', itemId }).execute(),
      ),
    );
  const revoke = (roleId: string, itemIds: string[]) =>
    t.services.db.deleteFrom('base_authorize').where('objectId', '=', roleId).where('itemId', 'in', itemIds).execute();
  const setFlags = (moduleId: string, flags: { isColumnAuthorize?: number; isFormAuthorize?: number }) =>
    t.services.db.updateTable('base_module').set(flags).where('id', '=', moduleId).execute();
  /** A menu starts judging columns, with column items of these codes granted to the role. */
  const judgeColumns = async (moduleId: string, codes: string[], roleId: string) => {
    for (const [sortCode, enCode] of codes.entries()) {
      await t.services.db
        .insertInto('base_module_item')
        .values({
          id: `test-col-${moduleId}-${enCode}`,
          moduleId,
          kind: 'column',
          fullName: enCode,
          enCode,
          sortCode,
          parentId: null,
          icon: null,
          bindTable: null,
          enabledMark: 1,
          creatorTime: Date.now(),
          creatorUserId: 'user-admin',
        })
        .execute();
    }
    await grant(
      roleId,
      codes.map((code) => `test-col-${moduleId}-${code}`),
    );
    await setFlags(moduleId, { isColumnAuthorize: 1 });
  };
  const usersOf = async (caller: Caller, query = 'pageSize=100') =>
    body<{ list: Shown[] }>(await caller.get(`/api/permission/Users?${query}`)).data?.list ?? [];
  const download = async (caller: Caller, query: string) => {
    const answer = body<{ url: string }>(await caller.get(`/api/permission/Users/ExportExcel?${query}`));
    expect(answer.code).toBe(200);
    return headerOf((await t.app.inject({ method: 'GET', url: answer.data?.url as string })).rawPayload);
  };

  it('lists and shows staff only the granted columns and the always-kept keys', async () => {
    // (how many users staff may see is the rank rule's business, not this suite's)
    const rows = await usersOf(staff);
    expect(rows.length).toBeGreaterThan(0);
    // id identifies the row; enabledMark labels the state switch of an entity with one
    for (const row of rows) expect(keysOf(row)).toEqual(['account', 'enabledMark', 'id', 'realName']);
    expect(rows.find((row) => row.account === 'staff')).toMatchObject({ realName: '李操作' });
    // no phone numbers or e-mails in any answer, searched or sorted
    expect(JSON.stringify(await usersOf(staff, 'keyword=138&sidx=account&sort=asc'))).not.toMatch(/13800000003|@portside/);
    // the edit dialog's answer: granted columns and granted form fields (realName)
    const info = body<Shown>(await staff.get(`/api/permission/Users/${rows[0]?.id}`)).data;
    expect(keysOf(info)).toEqual(['account', 'enabledMark', 'id', 'realName']);
  });

  it('neither searches nor sorts by a column staff is not shown', async () => {
    // the keyword search covers mobile numbers; guessing digits must not find a hidden number
    const total = async (caller: Caller, query: string) =>
      body<{ pagination: { total: number } }>(await caller.get(`/api/permission/Users?${query}`)).data?.pagination.total;
    expect(await total(admin, 'keyword=13800000003')).toBe(1);
    expect(await total(staff, 'keyword=13800000003')).toBe(0);
    // a granted column still searches
    expect(await total(staff, 'keyword=staff')).toBeGreaterThan(0);
    // the list page may sort by mobilePhone, but staff is not shown it
    expect(body(await admin.get('/api/permission/Users?sidx=mobilePhone')).code).toBe(200);
    expect(body(await staff.get('/api/permission/Users?sidx=mobilePhone'))).toMatchObject({ code: 400, msg: '不能按此列排序：mobilePhone' });
    // a filter on a hidden column is dropped: ?gender= must not sort people by a value staff is not shown
    const all = await total(staff, 'pageSize=100');
    expect(await total(staff, 'gender=1')).toBe(all);
    expect(await total(staff, 'gender=2')).toBe(all);
    expect(await total(admin, 'gender=1')).toBeLessThan((await total(admin, 'pageSize=100')) ?? 0);
    // the default order's column may always be named (the list page asks for it)
    expect(body(await staff.get('/api/permission/Users?sidx=sortCode&sort=asc')).code).toBe(200);
  });

  it('lets the administrator see every column', async () => {
    const row = (await usersOf(admin)).find((r) => r.account === 'staff');
    expect(row).toMatchObject({
      mobilePhone: '13800000003',
      email: 'staff@portside.local',
      organizeId: 'org-ops',
      organize: expect.any(String),
      roleName: '普通用户',
    });
    expect(body<Shown>(await admin.get('/api/permission/Users/user-staff')).data).toMatchObject({
      email: 'staff@portside.local',
      organizeIdTree: [expect.any(Array)],
    });
  });

  it('keeps a referenced id with the name column the page grants, and drops columns without an item', async () => {
    const row = (await usersOf(manager)).find((r) => r.account === 'staff');
    // the column `organize` grants organizeId, `positionName` positionId, `roleName` roleId
    expect(keysOf(row)).toEqual(
      [
        'account',
        'enabledMark',
        'gender',
        'id',
        'lockMark',
        'mobilePhone',
        'organize',
        'organizeId',
        'positionId',
        'positionName',
        'realName',
        'roleId',
        'roleName',
        'sortCode',
      ].sort(),
    );
    // the manager's edit dialog reads the form fields too, with what derives from them
    const info = body<Shown>(await manager.get('/api/permission/Users/user-staff')).data;
    expect(info).toMatchObject({ email: 'staff@portside.local', groupId: '', organizeIdTree: [expect.any(Array)] });
    expect(info).not.toHaveProperty('nation');
  });

  it('exports only granted columns and refuses asking for another', async () => {
    await grant('role-staff', ['mi-user-btn_export']);
    await grant('role-company-admin', ['mi-user-btn_export']);
    try {
      expect(await download(staff, 'dataType=1')).toEqual(['账户', '姓名']);
      expect(body(await staff.get('/api/permission/Users/ExportExcel?selectKey=account,mobilePhone'))).toEqual({ code: 400, msg: '不能导出的列：mobilePhone' });
      expect(await download(staff, 'selectKey=realName')).toEqual(['姓名']);
      // granted through the names the list shows (organize, positionName, roleName); groups, e-mail, dates and notes have no column item
      expect(await download(manager, 'dataType=1')).toEqual(['账户', '姓名', '性别', '所属组织', '岗位', '角色', '手机', '状态', '排序']);
      expect((await download(admin, 'dataType=1')).length).toBe(13);
      // nothing granted: a clear refusal, not an empty file
      await revoke('role-staff', ['mi-user-col-account', 'mi-user-col-realName']);
      expect(body(await staff.get('/api/permission/Users/ExportExcel', { 'accept-language': 'en' }))).toEqual({
        code: 400,
        msg: 'There is no column you may export; ask an administrator',
      });
      expect(keysOf((await usersOf(staff))[0])).toEqual(['enabledMark', 'id']);
    } finally {
      await grant('role-staff', ['mi-user-col-account', 'mi-user-col-realName']);
      await revoke('role-staff', ['mi-user-btn_export']);
      await revoke('role-company-admin', ['mi-user-btn_export']);
    }
  });

  it('leaves a menu that does not judge columns unrestricted', async () => {
    await setFlags('m-permission-user', { isColumnAuthorize: 0 });
    try {
      expect((await usersOf(staff)).find((r) => r.account === 'staff')).toMatchObject({ mobilePhone: '13800000003', email: 'staff@portside.local' });
      // the info too: it is cut only while both columns and form fields are judged
      expect(body<Shown>(await staff.get('/api/permission/Users/user-staff')).data).toMatchObject({ email: 'staff@portside.local' });
    } finally {
      await setFlags('m-permission-user', { isColumnAuthorize: 1 });
    }
  });

  it('cuts tree lists, lazily loaded levels and the listPath variant alike', async () => {
    await judgeColumns('m-permission-organize', ['fullName'], 'role-company-admin');
    await judgeColumns('m-system-area', ['fullName'], 'role-company-admin');
    await judgeColumns('m-system-menu', ['fullName', 'enCode'], 'role-company-admin');
    const organizes = everyRow(body<{ list: Shown[] }>(await manager.get('/api/permission/Organize')).data?.list ?? []);
    expect(organizes.length).toBeGreaterThan(1);
    for (const row of organizes)
      expect(keysOf(row).filter((key) => key !== 'children' && key !== 'hasChildren')).toEqual(['enabledMark', 'fullName', 'id', 'parentId']);
    expect(organizes.some((row) => Array.isArray(row.children) && row.children.length > 0)).toBe(true);
    // the administrator still gets every column
    expect(everyRow(body<{ list: Shown[] }>(await admin.get('/api/permission/Organize')).data?.list ?? [])[0]).toHaveProperty('enCode');

    const areas = body<{ list: Shown[] }>(await manager.get('/api/system/Area/-1')).data?.list ?? [];
    expect(areas.length).toBeGreaterThan(0);
    for (const row of areas) expect(keysOf(row)).toEqual(['enabledMark', 'fullName', 'hasChildren', 'id', 'isLeaf', 'parentId']);

    const menus = everyRow(body<{ list: Shown[] }>(await manager.get('/api/system/Menu/ModuleBySystem/sys-port')).data?.list ?? []);
    expect(menus.length).toBeGreaterThan(1);
    for (const row of menus)
      expect(keysOf(row).filter((key) => key !== 'children' && key !== 'hasChildren')).toEqual(['enCode', 'enabledMark', 'fullName', 'id', 'parentId']);
    expect(JSON.stringify(menus)).not.toContain('urlAddress');

    // a record exported as a file carries what its info answer may show (columns and form fields judged)
    await setFlags('m-system-menu', { isFormAuthorize: 1 });
    try {
      const file = body<{ url: string }>(await manager.get('/api/system/Menu/m-system-menu/Action/Export')).data;
      const record = (JSON.parse((await t.app.inject({ method: 'GET', url: file?.url ?? '' })).body) as { record: Record<string, unknown> }).record;
      expect(record).toMatchObject({ fullName: expect.any(String), enCode: 'system.menu' });
      expect(record).not.toHaveProperty('urlAddress');
      const full = body<{ url: string }>(await admin.get('/api/system/Menu/m-system-menu/Action/Export')).data;
      expect(JSON.parse((await t.app.inject({ method: 'GET', url: full?.url ?? '' })).body)).toMatchObject({ record: { urlAddress: 'system/menu' } });
    } finally {
      await setFlags('m-system-menu', { isFormAuthorize: 0 });
    }
  });

  it('creates with only the granted form fields, the defaults standing for the rest', async () => {
    // staff may add users and fill in the account, name and organisation, not the phone or gender
    await grant('role-staff', ['mi-user-btn_add', 'mi-user-form-account', 'mi-user-form-organizeId']);
    try {
      const sent = {
        account: 'grant-limited',
        realName: '受限',
        organizeId: 'org-ops',
        gender: 2,
        mobilePhone: '13911112222',
        email: 'x@y.zz',
        description: 'sent',
      };
      expect(body(await staff.post('/api/permission/Users', sent)).msg).toBe('新建成功');
      const id = (await usersOf(admin, 'keyword=grant-limited')).find((row) => row.account === 'grant-limited')?.id as string;
      expect(body<Shown>(await admin.get(`/api/permission/Users/${id}`)).data).toMatchObject({
        account: 'grant-limited',
        realName: '受限',
        organizeId: 'org-ops',
        gender: 1,
        mobilePhone: '',
        email: '',
        description: '',
      });

      // a required field without a default that staff may not fill in: refused, nothing written
      await revoke('role-staff', ['mi-user-form-organizeId']);
      const before = (await usersOf(admin)).length;
      expect(body(await staff.post('/api/permission/Users', { ...sent, account: 'grant-refused' }))).toEqual({
        code: 400,
        msg: '没有填写“所属组织”的权限，请联系管理员授权',
      });
      expect(body(await staff.post('/api/permission/Users', { ...sent, account: 'grant-refused' }, { 'accept-language': 'en' })).msg).toBe(
        'You may not fill in "Organisation"; ask an administrator',
      );
      expect((await usersOf(admin)).length).toBe(before);

      // a menu that does not judge form fields takes every field
      await setFlags('m-permission-user', { isFormAuthorize: 0 });
      expect(body(await staff.post('/api/permission/Users', { ...sent, account: 'grant-open' })).msg).toBe('新建成功');
      expect((await usersOf(admin, 'keyword=grant-open'))[0]).toMatchObject({ mobilePhone: '13911112222', gender: 2 });
    } finally {
      await setFlags('m-permission-user', { isFormAuthorize: 1 });
      await revoke('role-staff', ['mi-user-btn_add', 'mi-user-form-account', 'mi-user-form-organizeId']);
    }
  });
});
