import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

type MenuNode = { id: string; isButtonAuthorize?: number; isColumnAuthorize?: number; isFormAuthorize?: number; children?: MenuNode[] | null };

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/**
 * Spec §6 on the server: a menu that judges its buttons (isButtonAuthorize = 1, here 用户管理 of
 * the demo data) lets the generic CRUD routes through only with the button granted: create
 * btn_add, update and state btn_edit, delete btn_remove, Excel export btn_export. Reads need the
 * menu alone; administrators pass; with the flag off the menu is enough, as in JNPF.
 */
describe.each(databases())('button permissions of the generic CRUD routes on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager', 'staff');
    t = signed.t;
    admin = as(t.app, signed.admin);
    manager = as(t.app, signed.manager);
    staff = as(t.app, signed.staff);
  });
  afterAll(async () => t?.close());

  const newUser = (account: string) => ({ account, realName: account, organizeId: 'org-ops', roleId: 'role-staff' });
  const denied = { code: 401, msg: '没有访问权限，请联系管理员授权' };

  it('sends each menu its judge-permission flags in CurrentUser', async () => {
    const menus = flatten(body<{ menuList: MenuNode[] }>(await staff.get('/api/oauth/CurrentUser')).data?.menuList ?? []);
    expect(menus.find((menu) => menu.id === 'm-permission-user')).toMatchObject({ isButtonAuthorize: 1, isColumnAuthorize: 1, isFormAuthorize: 1 });
    expect(menus.find((menu) => menu.id === 'm-container-auth')).toMatchObject({ isButtonAuthorize: 0, isColumnAuthorize: 0, isFormAuthorize: 0 });
  });

  it('refuses staff (no btn_add) creating a user and lets the manager and the administrator', async () => {
    expect(body(await staff.post('/api/permission/Users', newUser('by-staff')))).toMatchObject(denied);
    expect(body(await manager.post('/api/permission/Users', newUser('by-manager'))).msg).toBe('新建成功');
    expect(body(await admin.post('/api/permission/Users', newUser('by-admin'))).msg).toBe('新建成功');
    // reading needs the menu only
    expect(body(await staff.get('/api/permission/Users')).code).toBe(200);
  });

  it('refuses staff editing, toggling and deleting, which the manager may', async () => {
    const list = body<{ list: { id: string; account: string }[] }>(await admin.get('/api/permission/Users?keyword=by-manager')).data?.list ?? [];
    const id = list.find((row) => row.account === 'by-manager')?.id as string;
    expect(body(await staff.put(`/api/permission/Users/${id}`, { ...newUser('by-manager'), realName: '改' }))).toMatchObject(denied);
    expect(body(await staff.put(`/api/permission/Users/${id}/Actions/State`))).toMatchObject(denied);
    expect(body(await staff.delete(`/api/permission/Users/${id}`))).toMatchObject(denied);
    expect(body(await manager.put(`/api/permission/Users/${id}`, { ...newUser('by-manager'), realName: '改' })).msg).toBe('更新成功');
    expect(body(await manager.put(`/api/permission/Users/${id}/Actions/State`)).code).toBe(200);
    expect(body(await manager.delete(`/api/permission/Users/${id}`)).msg).toBe('删除成功');
  });

  it('keeps a form field the manager is not granted as it was stored, while granted fields change', async () => {
    expect(body(await admin.post('/api/permission/Users', { ...newUser('form-limited'), mobilePhone: '13800000001' })).msg).toBe('新建成功');
    const list = body<{ list: { id: string; account: string }[] }>(await admin.get('/api/permission/Users?keyword=form-limited')).data?.list ?? [];
    const id = list.find((row) => row.account === 'form-limited')?.id as string;
    // the company administrator's role loses the mobile-phone form field of 用户管理
    await t.services.db.deleteFrom('base_authorize').where('objectId', '=', 'role-company-admin').where('itemId', '=', 'mi-user-form-mobilePhone').execute();
    expect(body(await manager.put(`/api/permission/Users/${id}`, { ...newUser('form-limited'), realName: '已改', mobilePhone: '13900000002' })).msg).toBe(
      '更新成功',
    );
    const stored = body<{ realName: string; mobilePhone: string }>(await admin.get(`/api/permission/Users/${id}`)).data;
    expect(stored).toMatchObject({ realName: '已改', mobilePhone: '13800000001' });
    // the administrator is not limited
    expect(body(await admin.put(`/api/permission/Users/${id}`, { ...newUser('form-limited'), mobilePhone: '13900000002' })).msg).toBe('更新成功');
    expect(body<{ mobilePhone: string }>(await admin.get(`/api/permission/Users/${id}`)).data?.mobilePhone).toBe('13900000002');
  });

  it('refuses the manager the Excel export (no btn_export) and lets the administrator', async () => {
    expect(body(await manager.get('/api/permission/Users/ExportExcel?dataType=1'))).toMatchObject(denied);
    const file = body<{ url: string }>(await admin.get('/api/permission/Users/ExportExcel?dataType=1'));
    expect(file.code).toBe(200);
    expect(file.data?.url).toMatch(/^\/api\/file\/Download\?encryption=/);
  });

  it('lets every button through once the menu stops judging buttons', async () => {
    await t.services.db.updateTable('base_module').set({ isButtonAuthorize: 0 }).where('id', '=', 'm-permission-user').execute();
    try {
      // staff is granted the form field realName alone: a create must not need the account it may not fill in (column-grants.test.ts)
      await t.services.db.updateTable('base_module').set({ isFormAuthorize: 0 }).where('id', '=', 'm-permission-user').execute();
      expect(body(await staff.post('/api/permission/Users', newUser('by-staff'))).msg).toBe('新建成功');
      expect(body(await manager.get('/api/permission/Users/ExportExcel?dataType=1')).code).toBe(200);
    } finally {
      await t.services.db.updateTable('base_module').set({ isButtonAuthorize: 1, isFormAuthorize: 1 }).where('id', '=', 'm-permission-user').execute();
    }
  });

  it('still refuses a user without the menu whatever the buttons', async () => {
    expect(body(await staff.post('/api/permission/Role', { fullName: 'x', enCode: 'x', type: 'rtype-system' })).code).toBe(401);
  });
});

/**
 * The hand-written write routes take part too: notices (create btn_add, update and release
 * btn_edit, delete btn_remove) and the user actions unlock and password reset (btn_edit). Grants
 * and flags are set in the database directly; where several granted menus share one code each is
 * judged on its own and one passing is enough.
 */
describe.each(databases())('button permissions of the hand-written write routes on %s', (target) => {
  let t: TestApp;
  let manager: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'manager', 'staff');
    t = signed.t;
    manager = as(t.app, signed.manager);
    staff = as(t.app, signed.staff);
  });
  afterAll(async () => t?.close());

  const denied = { code: 401, msg: '没有访问权限，请联系管理员授权' };
  const db = () => t.services.db;
  const grant = (itemType: string, itemId: string) =>
    db()
      .insertInto('base_authorize')
      .values({ id: `test-${itemId}`, objectType: 'Role', objectId: 'role-company-admin', itemType, itemId })
      .execute();
  const addButton = (id: string, moduleId: string, enCode: string) =>
    db()
      .insertInto('base_module_item')
      .values({
        id,
        moduleId,
        kind: 'button',
        fullName: enCode,
        enCode,
        sortCode: 0,
        parentId: null,
        icon: null,
        bindTable: null,
        enabledMark: 1,
        creatorTime: Date.now(),
      } as never)
      .execute();
  const notice = { title: '按钮权限' };

  it('refuses the manager notice writes while the notice menu judges buttons without granting them', async () => {
    await db().updateTable('base_module').set({ isButtonAuthorize: 1 }).where('id', '=', 'm-system-notice').execute();
    try {
      expect(body(await manager.post('/api/message', notice))).toMatchObject(denied);
      expect(body(await manager.put('/api/message/none', notice))).toMatchObject(denied);
      expect(body(await manager.put('/api/message/none/Actions/Release'))).toMatchObject(denied);
      expect(body(await manager.delete('/api/message/none'))).toMatchObject(denied);
      // the list needs the menu alone
      expect(body(await manager.post('/api/message/Notice', {})).code).toBe(200);
      await addButton('mi-test-notice-add', 'm-system-notice', 'btn_add');
      await grant('item', 'mi-test-notice-add');
      expect(body(await manager.post('/api/message', notice)).msg).toBe('新建成功');
      expect(body(await manager.delete('/api/message/none'))).toMatchObject(denied);
    } finally {
      await db().updateTable('base_module').set({ isButtonAuthorize: 0 }).where('id', '=', 'm-system-notice').execute();
      await db().deleteFrom('base_authorize').where('id', '=', 'test-mi-test-notice-add').execute();
      await db().deleteFrom('base_module_item').where('id', '=', 'mi-test-notice-add').execute();
    }
    // with the flag off the menu is enough again
    expect(body(await manager.post('/api/message', { title: '按钮权限二' })).msg).toBe('新建成功');
  });

  it('judges each menu sharing a code on its own', async () => {
    const menu = await db().selectFrom('base_module').selectAll().where('id', '=', 'm-system-notice').executeTakeFirstOrThrow();
    await db().updateTable('base_module').set({ isButtonAuthorize: 1 }).where('id', '=', 'm-system-notice').execute();
    // Codes are unique within a system (a database index), so the twin lives in the other system.
    await db()
      .insertInto('base_module')
      .values({ ...menu, id: 'm-test-notice-2', systemId: 'sys-exchange', isButtonAuthorize: 1 })
      .execute();
    try {
      await grant('module', 'm-test-notice-2');
      // both judge buttons, neither grants btn_add
      expect(body(await manager.post('/api/message', notice))).toMatchObject(denied);
      // the second grants it within itself: enough, though the first still does not
      await addButton('mi-test-notice2-add', 'm-test-notice-2', 'btn_add');
      await grant('item', 'mi-test-notice2-add');
      expect(body(await manager.post('/api/message', notice)).msg).toBe('新建成功');
      expect(body(await manager.delete('/api/message/none'))).toMatchObject(denied);
    } finally {
      await db().updateTable('base_module').set({ isButtonAuthorize: 0 }).where('id', '=', 'm-system-notice').execute();
      await db().deleteFrom('base_authorize').where('id', 'in', ['test-m-test-notice-2', 'test-mi-test-notice2-add']).execute();
      await db().deleteFrom('base_module_item').where('id', '=', 'mi-test-notice2-add').execute();
      await db().deleteFrom('base_module').where('id', '=', 'm-test-notice-2').execute();
    }
  });

  it('refuses staff (no btn_edit) unlocking and resetting a password, which the manager may', async () => {
    // staff: a user of the manager's own subtree (rank, docs/security/rank-rule.md)
    const user = await db().selectFrom('base_user').select('id').where('account', '=', 'staff').executeTakeFirstOrThrow();
    const md5 = 'e10adc3949ba59abbe56e057f20f883e';
    const reset = { userPassword: md5, validatePassword: md5 };
    expect(body(await staff.post(`/api/permission/Users/${user.id}/Actions/ResetPassword`, reset))).toMatchObject(denied);
    expect(body(await staff.put(`/api/permission/Users/${user.id}/Actions/unlock`))).toMatchObject(denied);
    expect(body(await manager.post(`/api/permission/Users/${user.id}/Actions/ResetPassword`, reset)).code).toBe(200);
    expect(body(await manager.put(`/api/permission/Users/${user.id}/Actions/unlock`)).code).toBe(200);
  });
});
