import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, setConfig, type TestApp } from './helpers/test-app.ts';

interface AdminRow {
  id: string;
  account: string;
  realName: string;
  isAdministrator: number;
}

/**
 * Who counts as a system administrator (contract §4.13 getAdminList/setAdminList; rank-rule.md):
 * the built-in administrators and the accounts on `adminList`, changed only by a system
 * administrator, never so that the caller or a built-in administrator drops out.
 */
describe.each(databases())('the super administrators on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let staff: string;

  beforeAll(async () => {
    ({ t, admin, manager, staff } = await appSignedIn(target, 'admin', 'manager', 'staff'));
    // the company administrator's role may open the system configuration (a page, not a rank)
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: 'admin-list-grant', objectType: 'Role', objectId: 'role-company-admin', itemType: 'module', itemId: 'm-system-config' })
      .execute();
  });
  afterAll(async () => t?.close());
  beforeEach(async () => setConfig(t.services, { adminList: '' }));

  const list = async (token = admin) => {
    const answer = body<AdminRow[]>(await as(t.app, token).get('/api/system/SysConfig/getAdminList'));
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as AdminRow[];
  };
  const set = (token: string, adminIds: string[], language = 'zh-CN') =>
    as(t.app, token).put('/api/system/SysConfig/setAdminList', { adminIds }, { 'accept-language': language });
  const stored = async () => (await t.services.config.read()).adminList;
  const createGroup = async (token: string, enCode: string) =>
    body(await as(t.app, token).post('/api/permission/Group', { fullName: `组${enCode}`, enCode, type: 'gtype-work' })).code;

  it('lists the built-in administrators and the accounts on the list', async () => {
    expect(await list()).toEqual([{ id: 'user-admin', account: 'admin', realName: '系统管理员', isAdministrator: 1 }]);
    // accounts compare without case, and an entry naming no user shows nobody
    await setConfig(t.services, { adminList: 'MANAGER; ghost' });
    expect((await list()).map((row) => [row.id, row.isAdministrator])).toEqual([
      ['user-admin', 1],
      ['user-manager', 0],
    ]);
  });

  it('lets a system administrator choose who else administers, with immediate effect on rank', async () => {
    expect(await createGroup(manager, 'rankBefore')).toBe(401);
    expect(body(await set(admin, ['user-admin', 'user-manager']))).toEqual({ code: 200, msg: '更新成功' });
    expect((await list()).map((row) => row.account)).toEqual(['admin', 'manager']);
    expect(await stored()).toBe('manager');
    // groups are platform-wide: only system administrators create them, and manager now is one
    expect(await createGroup(manager, 'rankAfter')).toBe(200);
    // and back
    expect(body(await set(admin, ['user-admin'])).code).toBe(200);
    expect(await stored()).toBe('');
    expect(await createGroup(manager, 'rankAgain')).toBe(401);
  });

  it('keeps entries that name no user yet (reserved accounts) when the list is set', async () => {
    await setConfig(t.services, { adminList: 'ghost,manager' });
    expect(body(await set(admin, ['user-admin', 'user-staff'])).code).toBe(200);
    expect(await stored()).toBe('staff,ghost');
  });

  it('refuses whoever is not a system administrator, even with the page', async () => {
    expect(body(await as(t.app, staff).get('/api/system/SysConfig/getAdminList')).code).toBe(401);
    expect(body(await set(staff, ['user-admin', 'user-staff'])).code).toBe(401);
    // manager holds 系统配置 here, yet is no system administrator
    expect((await list(manager)).map((row) => row.account)).toEqual(['admin']);
    expect(body(await set(manager, ['user-admin', 'user-manager']))).toEqual({ code: 401, msg: '没有访问权限，请联系管理员授权' });
    expect(await stored()).toBe('');
  });

  it('never drops the caller or a built-in administrator, nor takes ids that are no users', async () => {
    await setConfig(t.services, { adminList: 'manager' });
    expect(body(await set(manager, ['user-admin']))).toEqual({ code: 400, msg: '不能将自己移出超级管理员' });
    expect(body(await set(manager, ['user-manager']))).toEqual({ code: 400, msg: '“系统管理员”是内置管理员，不能移出超级管理员' });
    expect(body(await set(manager, ['user-manager'], 'en')).msg).toBe('“系统管理员” is a built-in administrator and stays a super administrator');
    expect(body(await set(admin, []))).toEqual({ code: 400, msg: '不能将自己移出超级管理员' });
    expect(body(await set(admin, ['user-admin', 'no-such-user']))).toEqual({ code: 400, msg: '所选用户不存在或已被删除' });
    expect(body(await as(t.app, admin).put('/api/system/SysConfig/setAdminList', { adminIds: 'user-admin' })).code).toBe(400);
    expect(await stored()).toBe('manager');
  });
});
