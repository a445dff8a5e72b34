import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';
import { createServices } from '../../server/services.ts';
import { buildApp } from '../../server/app.ts';

type Caller = ReturnType<typeof as>;
interface Menu {
  id: string;
  children?: Menu[];
}
interface CurrentUser {
  menuList: Menu[];
  permissionList: { modelId: string; button: { enCode: string }[] }[];
}

const everyMenu = (menus: Menu[]): string[] => menus.flatMap((menu) => [menu.id, ...everyMenu(menu.children ?? [])]);

/**
 * A grant takes effect on the user's next request and a withdrawal as well, without signing in
 * again: the grants are the union of what the user's enabled roles, enabled positions and the
 * user themself are granted, read per request. `staff` holds the position pos-operator and the
 * role role-staff, and is granted neither the position page nor the area page in the demo data.
 * A second server over the same database sees each change as well (grants kept in memory are dropped when the database's version counters move, docs/decisions/0012).
 */
describe.each(databases())('authority grants take effect on the next request on %s', (target) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  /** A second server over the same database, with its own services: another process, as far as grants go. */
  let other: FastifyInstance;
  let staffElsewhere: Caller;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'staff');
    t = signed.t;
    admin = as(t.app, signed.admin);
    staff = as(t.app, signed.staff);
    other = await buildApp({ services: createServices(t.services.db, t.services.dialect, t.services.files), logLevel: 'silent' });
    await other.ready();
    staffElsewhere = as(other, signed.staff);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const current = async () => body<CurrentUser>(await staff.get('/api/oauth/CurrentUser')).data as CurrentUser;
  const save = async (objectId: string, payload: object) => expect(body(await admin.put(`/api/permission/Authority/Data/${objectId}`, payload)).code).toBe(200);

  it('a menu granted to the user’s position opens the page and shows in the menu; withdrawn, both are gone', async () => {
    expect(body(await staff.get('/api/permission/Position')).code).toBe(401);
    expect(everyMenu((await current()).menuList)).not.toContain('m-permission-position');

    expect(body(await staffElsewhere.get('/api/permission/Position')).code).toBe(401);
    await save('pos-operator', { objectType: 'Position', module: ['m-permission-position'] });
    expect(body(await staff.get('/api/permission/Position')).code).toBe(200);
    expect(body(await staffElsewhere.get('/api/permission/Position')).code).toBe(200);
    expect(everyMenu((await current()).menuList)).toContain('m-permission-position');

    // A disabled position grants nothing.
    await t.services.db.updateTable('base_position').set({ enabledMark: 0 }).where('id', '=', 'pos-operator').execute();
    expect(body(await staff.get('/api/permission/Position')).code).toBe(401);
    await t.services.db.updateTable('base_position').set({ enabledMark: 1 }).where('id', '=', 'pos-operator').execute();
    expect(body(await staff.get('/api/permission/Position')).code).toBe(200);

    await save('pos-operator', { objectType: 'Position', module: [] });
    expect(body(await staff.get('/api/permission/Position')).code).toBe(401);
    expect(body(await staffElsewhere.get('/api/permission/Position')).code).toBe(401);
    expect(everyMenu((await current()).menuList)).not.toContain('m-permission-position');
  });

  it('a menu and a button granted to the user directly take effect, in CurrentUser and Current/Authorize too; withdrawn, they are gone', async () => {
    expect(body(await staff.get('/api/system/Area/-1')).code).toBe(401);
    const editUser = () => staff.put('/api/permission/Users/user-staff/Actions/unlock');
    expect(body(await editUser()).code).toBe(401);

    await save('user-staff', { objectType: 'User', module: ['m-system-area'], button: ['mi-user-btn_edit'] });
    expect(body(await staff.get('/api/system/Area/-1')).code).toBe(200);
    const me = await current();
    expect(everyMenu(me.menuList)).toEqual(expect.arrayContaining(['m-system', 'm-system-area']));
    expect(me.permissionList.find((page) => page.modelId === 'm-permission-user')?.button.map((button) => button.enCode)).toContain('btn_edit');
    const authorize = body<{ module: Menu[]; button: Menu[] }>(await staff.get('/api/permission/Users/Current/Authorize')).data;
    expect(everyMenu(authorize?.module ?? [])).toContain('m-system-area');
    expect(everyMenu(authorize?.button ?? [])).toContain('mi-user-btn_edit');
    // the button now lets staff through the user page's edit check (the rank rule judges the rest)
    expect(body(await editUser()).code).not.toBe(401);

    await save('user-staff', { objectType: 'User', module: [], button: [] });
    expect(body(await staff.get('/api/system/Area/-1')).code).toBe(401);
    expect(body(await editUser()).code).toBe(401);
    const after = await current();
    expect(everyMenu(after.menuList)).not.toContain('m-system-area');
    expect(after.permissionList.find((page) => page.modelId === 'm-permission-user')?.button ?? []).toEqual([]);
  });

  it('a batch to the user’s role takes effect on the next request', async () => {
    expect(body(await staff.get('/api/system/Area/-1')).code).toBe(401);
    expect(body(await admin.post('/api/permission/Authority/Data/Batch', { roleIds: ['role-staff'], module: ['m-system-area'] })).code).toBe(200);
    expect(body(await staff.get('/api/system/Area/-1')).code).toBe(200);
    expect(
      body(await admin.put('/api/permission/Authority/Model/m-system-area', { objectType: 'Role', objectId: ['role-admin', 'role-company-admin'] })).code,
    ).toBe(200);
    expect(body(await staff.get('/api/system/Area/-1')).code).toBe(401);
  });
});
