import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

type Caller = ReturnType<typeof as>;
type Setting = { prop: string; label?: string; visible: boolean; fixed?: string | boolean; width?: number };

const GET = '/api/permission/Authority/GetColumnsByModuleId/';
const SET = '/api/permission/Authority/SetColumnsByModuleId';
// In the demo data every role but the tourist's opens the user page, which judges its columns
// (staff is granted account and realName); staff cannot open the position page.
const USER_PAGE = 'm-permission-user';
const POSITION_PAGE = 'm-permission-position';

/**
 * Column settings per user and menu (contract §8, spec shell §7 "Column settings and import",
 * lowcode §7 "Column settings save: moduleId and fieldList as JSON text").
 */
describe.each(databases())('column settings on %s', (target) => {
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

  const read = async (caller: Caller, moduleId: string) => body<Setting[]>(await caller.get(`${GET}${moduleId}`));
  const save = async (caller: Caller, moduleId: string, fieldList: unknown, language = 'zh-CN') =>
    body(
      await caller.put(SET, { moduleId, fieldList: typeof fieldList === 'string' ? fieldList : JSON.stringify(fieldList) }, { 'accept-language': language }),
    );
  const rows = () => t.services.db.selectFrom('base_column_settings').selectAll().execute();

  it('answers [] before anything is saved', async () => {
    expect(await read(admin, POSITION_PAGE)).toEqual({ code: 200, msg: 'Success', data: [] });
  });

  it('saves per user and menu and reads it back; another user does not see it', async () => {
    const chosen = [
      { prop: 'fullName', label: '岗位名称', visible: true },
      { prop: 'department', label: '所属组织', visible: false },
      { prop: 'enCode', label: '岗位编码', visible: true, fixed: 'left', width: 120 },
    ];
    expect(await save(admin, POSITION_PAGE, chosen)).toEqual({ code: 200, msg: '保存成功' });
    expect((await read(admin, POSITION_PAGE)).data).toEqual(chosen);
    // the manager has the same menu and sees nothing of the administrator's choice
    expect((await read(manager, POSITION_PAGE)).data).toEqual([]);
    expect(await save(manager, POSITION_PAGE, [{ prop: 'enCode', visible: true }], 'en')).toEqual({ code: 200, msg: 'Saved' });
    expect((await read(manager, POSITION_PAGE)).data).toEqual([{ prop: 'enCode', visible: true }]);
    expect((await read(admin, POSITION_PAGE)).data).toEqual(chosen);
    // a second save replaces the first: still one row per user and menu
    await save(admin, POSITION_PAGE, [{ prop: 'sortCode', visible: false }]);
    expect((await read(admin, POSITION_PAGE)).data).toEqual([{ prop: 'sortCode', visible: false }]);
    expect((await rows()).filter((row) => row.moduleId === POSITION_PAGE)).toHaveLength(2);
    // and per menu: the user page's settings are apart
    expect((await read(admin, USER_PAGE)).data).toEqual([]);
  });

  it('keeps of a stock JNPF client’s whole column definitions only what settings need', async () => {
    // ColumnSettings.vue sends JSON.stringify of its list: each column's full definition plus visible
    const jnpfColumn = {
      prop: 'fullName',
      label: '岗位名称',
      align: 'left',
      width: '',
      fixed: 'none',
      sortable: false,
      jnpfKey: 'comInput',
      __config__: { jnpfKey: 'comInput', label: '岗位名称', tag: 'el-input', regList: [] },
      visible: false,
    };
    expect((await save(admin, POSITION_PAGE, [jnpfColumn, { field: 'enCode', visible: true }, { prop: 'fullName', visible: true }])).code).toBe(200);
    // `field` is read as the column; a column named twice keeps its first entry
    expect((await read(admin, POSITION_PAGE)).data).toEqual([
      { prop: 'fullName', label: '岗位名称', visible: false },
      { prop: 'enCode', visible: true },
    ]);
  });

  it('drops the columns the caller is not granted, on save and on read', async () => {
    const chosen = [
      { prop: 'mobilePhone', label: '手机', visible: true },
      { prop: 'realName', label: '姓名', visible: true },
      { prop: 'gender', label: '性别', visible: false },
      { prop: 'account', label: '账户', visible: true },
    ];
    expect((await save(staff, USER_PAGE, chosen)).code).toBe(200);
    const kept = [
      { prop: 'realName', label: '姓名', visible: true },
      { prop: 'account', label: '账户', visible: true },
    ];
    expect((await read(staff, USER_PAGE)).data).toEqual(kept);
    const stored = (await rows()).find((row) => row.moduleId === USER_PAGE);
    expect(JSON.parse(stored?.fieldList ?? '')).toEqual(kept);
    // the manager is granted every column of the page: all four are kept
    await save(manager, USER_PAGE, chosen);
    expect((await read(manager, USER_PAGE)).data).toEqual(chosen);

    // realName is no longer granted to staff: its saved entry no longer shows either
    const realNameGrant = t.services.db.selectFrom('base_authorize').where('objectId', '=', 'role-staff').where('itemId', '=', 'mi-user-col-realName');
    const grantRows = await realNameGrant.selectAll().execute();
    expect(grantRows).toHaveLength(1);
    await t.services.db
      .deleteFrom('base_authorize')
      .where('id', '=', grantRows[0]?.id ?? '')
      .execute();
    try {
      expect((await read(staff, USER_PAGE)).data).toEqual([{ prop: 'account', label: '账户', visible: true }]);
    } finally {
      await t.services.db.insertInto('base_authorize').values(grantRows).execute();
    }
  });

  it('a menu the caller cannot open reads as nothing saved and refuses a save, writing nothing', async () => {
    const before = await rows();
    // the administrator has settings there; staff sees none and may not save any
    expect((await read(staff, POSITION_PAGE)).data).toEqual([]);
    expect(await save(staff, POSITION_PAGE, [{ prop: 'fullName', visible: true }])).toEqual({ code: 401, msg: '没有访问权限，请联系管理员授权' });
    // a menu that does not exist: the same for everyone, administrators included
    expect((await read(admin, 'no-such-menu')).data).toEqual([]);
    expect((await save(admin, 'no-such-menu', [{ prop: 'fullName', visible: true }])).code).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it('refuses fieldList that is no JSON, no list, an entry that is no column, or too much, and changes nothing', async () => {
    await save(admin, POSITION_PAGE, [{ prop: 'enCode', visible: true }]);
    const before = await rows();
    expect(await save(admin, POSITION_PAGE, '[{"prop": "enCode",')).toEqual({ code: 400, msg: '列设置不是有效的 JSON 文本' });
    expect(await save(admin, POSITION_PAGE, '[{"prop": "enCode",', 'en')).toEqual({ code: 400, msg: 'The column settings are not valid JSON text' });
    expect(await save(admin, POSITION_PAGE, { prop: 'enCode' })).toEqual({ code: 400, msg: '列设置必须是列的列表' });
    expect(await save(admin, POSITION_PAGE, 'null')).toEqual({ code: 400, msg: '列设置必须是列的列表' });
    for (const entry of [
      'enCode',
      ['enCode'],
      null,
      {},
      { prop: '' },
      { prop: 42 },
      { prop: 'x'.repeat(101) },
      { prop: 'enCode', visible: 'yes' },
      { prop: 'enCode', label: { zh: '编码' } },
      { prop: 'enCode', fixed: 'middle' },
      { prop: 'enCode', width: -1 },
      { prop: 'enCode', width: '12px' },
      { prop: 'enCode\u0000' },
    ]) {
      expect(await save(admin, POSITION_PAGE, [{ prop: 'fullName' }, entry]), JSON.stringify(entry)).toEqual({ code: 400, msg: '列设置第2项不正确' });
    }
    // more than 200 columns, and a text longer than 256 KiB
    const many = Array.from({ length: 201 }, (_, index) => ({ prop: `c${index}`, visible: true }));
    expect(await save(admin, POSITION_PAGE, many)).toEqual({ code: 400, msg: '列设置最多包含200列' });
    const long = JSON.stringify([{ prop: 'enCode', label: '', visible: true }]).replace('"label":""', `"label":"${' '.repeat(256 * 1024)}"`);
    expect(await save(admin, POSITION_PAGE, long)).toEqual({ code: 400, msg: '列设置内容过长' });
    // neither moduleId nor fieldList may be missing, and fieldList is text, not the list itself
    expect((await save(admin, '', [])).code).toBe(400);
    expect(body(await admin.put(SET, { moduleId: POSITION_PAGE })).code).toBe(400);
    expect(body(await admin.put(SET, { moduleId: POSITION_PAGE, fieldList: [{ prop: 'enCode' }] }))).toEqual({ code: 400, msg: '列设置必须是 JSON 文本' });
    expect(await rows()).toEqual(before);
    // 200 columns are fine
    expect((await save(admin, POSITION_PAGE, many.slice(0, 200))).code).toBe(200);
  });

  it('answers only a signed-in caller', async () => {
    expect(body(await t.app.inject({ method: 'GET', url: `${GET}${POSITION_PAGE}` })).code).toBe(600);
    expect(body(await t.app.inject({ method: 'PUT', url: SET, payload: { moduleId: POSITION_PAGE, fieldList: '[]' } })).code).toBe(600);
  });
});
