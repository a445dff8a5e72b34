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

  it('refuses the manager the Excel export (no btn_export) and lets the administrator', async () => {
    expect(body(await manager.get('/api/permission/Users/ExportExcel?dataType=1'))).toMatchObject(denied);
    const file = body<{ url: string }>(await admin.get('/api/permission/Users/ExportExcel?dataType=1'));
    expect(file.code).toBe(200);
    expect(file.data?.url).toMatch(/^\/api\/file\/Download\/export\//);
  });

  it('lets every button through once the menu stops judging buttons', async () => {
    await t.services.db.updateTable('base_module').set({ isButtonAuthorize: 0 }).where('id', '=', 'm-permission-user').execute();
    try {
      expect(body(await staff.post('/api/permission/Users', newUser('by-staff'))).msg).toBe('新建成功');
      expect(body(await manager.get('/api/permission/Users/ExportExcel?dataType=1')).code).toBe(200);
    } finally {
      await t.services.db.updateTable('base_module').set({ isButtonAuthorize: 1 }).where('id', '=', 'm-permission-user').execute();
    }
  });

  it('still refuses a user without the menu whatever the buttons', async () => {
    expect(body(await staff.post('/api/permission/Role', { fullName: 'x', enCode: 'x', type: 'rtype-system' })).code).toBe(401);
  });
});
