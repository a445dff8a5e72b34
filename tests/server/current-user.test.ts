import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

interface Menu {
  id: string;
  type: number;
  enCode: string;
  children?: Menu[];
}
interface CurrentUser {
  userInfo: Record<string, unknown> & { systemIds: { id: string; currentSystem: boolean }[]; isTourist: boolean };
  menuList: Menu[];
  routerList: Menu[];
  permissionList: { modelId: string; button: { enCode: string }[]; column: { enCode: string }[]; form: { enCode: string }[] }[];
  sysConfigInfo: Record<string, unknown>;
}

const walk = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...walk(m.children ?? [])]);

describe.each(databases())('GET /api/oauth/CurrentUser on %s (contract §2.4)', (target) => {
  let t: TestApp;
  const load = async (account: string) => body<CurrentUser>(await as(t.app, await tokenOf(t.app, account)).get('/api/oauth/CurrentUser')).data as CurrentUser;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('carries every user-info field of the contract', async () => {
    const admin = await load('admin');
    for (const field of [
      'userId',
      'userAccount',
      'userName',
      'headIcon',
      'isAdministrator',
      'organizeId',
      'organizeName',
      'organizeIdList',
      'departmentId',
      'departmentName',
      'positionIds',
      'positionId',
      'positionName',
      'roleIds',
      'roleName',
      'groupIds',
      'groupNames',
      'manager',
      'mobilePhone',
      'email',
      'prevLogin',
      'prevLoginTime',
      'prevLoginIPAddress',
      'prevLoginIPAddressName',
      'portalId',
      'systemId',
      'systemIds',
      'signImg',
      'changePasswordDate',
      'userGender',
    ]) {
      expect(admin.userInfo, field).toHaveProperty(field);
    }
    expect(admin.userInfo.organizeName).toBe('港口集团/信息中心');
    expect(admin.userInfo.organizeIdList).toEqual(['org-group', 'org-it']);
    const staff = await load('staff');
    expect(staff.userInfo.manager).toBe('王经理/manager');
  });

  it('roots routerList in type-0 systems and scopes menuList to the current one', async () => {
    const admin = await load('admin');
    expect(admin.routerList.map((r) => r.type)).toEqual([0, 0]);
    expect(admin.userInfo.systemIds).toHaveLength(2);
    expect(admin.menuList).toEqual(admin.routerList.find((r) => r.id === admin.userInfo.systemId)?.children);
    const types = new Set(walk(admin.routerList).map((m) => m.type));
    expect([...types].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await load('staff')).userInfo.systemIds).toHaveLength(1);
  });

  it('gives each role its own menu, buttons and columns', async () => {
    const admin = new Set(walk((await load('admin')).menuList).map((m) => m.id));
    const staffUser = await load('staff');
    const staff = walk(staffUser.menuList).map((m) => m.id);
    expect(staff.length).toBeLessThan(admin.size);
    expect(staff.every((id) => admin.has(id))).toBe(true);
    expect(walk((await load('manager')).menuList).some((m) => m.enCode === 'sysConfig')).toBe(false);
    const manager = await load('manager');
    const userPage = (u: CurrentUser) => u.permissionList.find((p) => p.modelId === 'm-permission-user');
    expect(
      userPage(manager)
        ?.button.map((b) => b.enCode)
        .sort(),
    ).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_upload']);
    expect(userPage(staffUser)?.button).toEqual([]);
    expect(
      userPage(staffUser)
        ?.column.map((c) => c.enCode)
        .sort(),
    ).toEqual(['account', 'realName']);
    const directories = walk(manager.menuList)
      .filter((m) => m.type === 1)
      .map((m) => m.id);
    expect(manager.permissionList.some((p) => directories.includes(p.modelId))).toBe(false);
  });

  it('flags the tourist', async () => {
    expect((await load('tourist')).userInfo.isTourist).toBe(true);
    expect((await load('staff')).userInfo.isTourist).toBe(false);
  });

  it('sends the system config info the shell needs', async () => {
    const info = (await load('staff')).sysConfigInfo;
    expect(info).toMatchObject({ sysName: '港口供应链综合服务平台', sysVersion: '3.4.7', title: '港口供应链综合服务平台', loginNeedCode: false });
    for (const key of ['logoIcon', 'navigationIcon', 'sidebarLogo', 'copyright', 'loginIcon']) expect(info).toHaveProperty(key);
  });

  it('switches the current system', async () => {
    const token = await tokenOf(t.app, 'admin');
    const before = body<CurrentUser>(await as(t.app, token).get('/api/oauth/CurrentUser')).data as CurrentUser;
    expect(body(await as(t.app, token).put('/api/permission/Users/Current/major', { majorId: 'sys-exchange', majorType: 'System' })).code).toBe(200);
    const after = body<CurrentUser>(await as(t.app, token).get('/api/oauth/CurrentUser')).data as CurrentUser;
    expect(after.userInfo.systemId).toBe('sys-exchange');
    expect(after.menuList.map((m) => m.id)).not.toEqual(before.menuList.map((m) => m.id));
    const staff = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, staff).put('/api/permission/Users/Current/major', { majorId: 'sys-exchange', majorType: 'System' })).msg).toBe('系统不存在');
    await as(t.app, token).put('/api/permission/Users/Current/major', { majorId: 'sys-port', majorType: 'System' });
  });

  it('saves theme and language', async () => {
    const token = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, token).put('/api/permission/Users/Current/SystemTheme', { theme: 'classic' })).code).toBe(200);
    expect(body(await as(t.app, token).put('/api/permission/Users/Current/SystemLanguage', { language: 'en' })).code).toBe(200);
    expect(body(await as(t.app, token).put('/api/permission/Users/Current/SystemLanguage', { language: 'klingon' })).code).toBe(400);
    const row = await t.services.db.selectFrom('base_user').select(['theme', 'language']).where('account', '=', 'staff').executeTakeFirstOrThrow();
    expect(row).toEqual({ theme: 'classic', language: 'en' });
  });
});
