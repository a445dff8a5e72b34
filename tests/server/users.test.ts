import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, login, tokenOf, type TestApp } from './helpers/test-app.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';

type UserRow = Record<string, unknown> & { id: string; account: string };
type Page = { list: UserRow[]; pagination: { total: number } };

/** User management from the user schema plus its hand-written override (server/overrides/user.ts, contract §4.9). */
describe.each(databases())('user management on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  const find = async (account: string) =>
    (body<Page>(await admin.get(`/api/permission/Users?keyword=${encodeURIComponent(account)}`)).data?.list ?? []).find((row) => row.account === account);

  it('pages users with organisation names and links, and never sends a password hash', async () => {
    const page = body<Page>(await admin.get(`/api/permission/Users?keyword=${encodeURIComponent('李')}`)).data;
    expect(page?.pagination.total).toBe(1);
    expect(page?.list[0]).toMatchObject({ account: 'staff', organize: '操作部', roleId: 'role-staff', positionId: 'pos-operator', lockMark: 0 });
    expect(JSON.stringify(body(await admin.get('/api/permission/Users?pageSize=100')))).not.toMatch(/passwordHash|scrypt/);
  });

  it('creates a user with the default password 0000 and its roles, positions and organisation paths', async () => {
    const user = {
      account: 'dispatcher',
      realName: '调度员',
      organizeId: 'org-ops',
      roleId: 'role-staff',
      positionId: 'pos-operator',
      groupId: 'grp-duty',
      gender: 2,
    };
    expect(body(await admin.post('/api/permission/Users', user)).msg).toBe('新建成功');
    expect(body(await admin.post('/api/permission/Users', { ...user, realName: '另一个' })).msg).toBe('账户名称不能重复');
    expect(body(await admin.post('/api/permission/Users', { ...user, account: 'x', mobilePhone: '123' })).code).toBe(400);
    const row = await find('dispatcher');
    const info = body<UserRow>(await admin.get(`/api/permission/Users/${row?.id}`)).data;
    expect(info).toMatchObject({
      roleId: 'role-staff',
      positionId: 'pos-operator',
      groupId: 'grp-duty',
      organizeIdTree: [['org-group', 'org-terminal', 'org-ops']],
    });
    expect(info).not.toHaveProperty('passwordHash');
    expect((await login(t.app, 'dispatcher', '0000')).code).toBe(200);
  });

  it('changes what a user may do when their roles change', async () => {
    const row = await find('dispatcher');
    const dispatcher = as(t.app, await tokenOf(t.app, 'dispatcher', '0000'));
    expect(body(await dispatcher.get('/api/permission/Role')).code).not.toBe(200);
    const info = body<UserRow>(await admin.get(`/api/permission/Users/${row?.id}`)).data ?? { id: '', account: '' };
    const { account, realName, organizeId } = info;
    expect(body(await admin.put(`/api/permission/Users/${row?.id}`, { account, realName, organizeId, roleId: 'role-company-admin' })).msg).toBe('更新成功');
    expect(body(await dispatcher.get('/api/permission/Role')).code).toBe(200);
    // Fields not sent keep their links.
    expect(body<UserRow>(await admin.get(`/api/permission/Users/${row?.id}`)).data).toMatchObject({ roleId: 'role-company-admin', positionId: 'pos-operator' });
  });

  it('keeps avatars to uploaded images: an outside address is refused as a headIcon', async () => {
    const row = await find('dispatcher');
    const info = body<UserRow>(await admin.get(`/api/permission/Users/${row?.id}`)).data ?? { id: '', account: '' };
    const { account, realName, organizeId } = info;
    const answer = body(await admin.put(`/api/permission/Users/${row?.id}`, { account, realName, organizeId, headIcon: 'https://tracker.example/pixel.png' }));
    expect(answer.code).toBe(400);
    const own = '/api/file/Image/userAvatar/20261123_0123456789abcdef0123456789abcdef.png';
    expect(body(await admin.put(`/api/permission/Users/${row?.id}`, { account, realName, organizeId, headIcon: own })).code).toBe(200);
  });

  it('unlocks a locked account and resets a password, ending the user’s sessions', async () => {
    const row = await find('dispatcher');
    const token = await tokenOf(t.app, 'dispatcher', '0000');
    await t.services.db
      .updateTable('base_user')
      .set({ enabledMark: 2, unlockTime: null })
      .where('id', '=', row?.id as string)
      .execute();
    expect((await find('dispatcher'))?.lockMark).toBe(1);
    expect(body(await admin.put(`/api/permission/Users/${row?.id}/Actions/unlock`)).msg).toBe('解锁成功');
    expect((await find('dispatcher'))?.enabledMark).toBe(1);
    const reset = (a: string, b: string) =>
      admin.post(`/api/permission/Users/${row?.id}/Actions/ResetPassword`, { userPassword: md5Hex(a), validatePassword: md5Hex(b) });
    expect(body(await reset('Harbour2026', 'Harbour2027')).msg).toBe('两次密码输入不一致');
    expect(body(await reset('Harbour2026', 'Harbour2026')).msg).toBe('重置密码成功');
    expect(body(await as(t.app, token).get('/api/oauth/CurrentUser')).code).toBe(600);
    expect((await login(t.app, 'dispatcher', '0000')).code).not.toBe(200);
    expect((await login(t.app, 'dispatcher', 'Harbour2026')).code).toBe(200);
  });

  it('refuses to delete the administrator or oneself, and deleting a user ends their sessions', async () => {
    expect(body(await admin.delete('/api/permission/Users/user-admin')).msg).toBe('不能删除自己');
    const manager = as(t.app, await tokenOf(t.app, 'manager'));
    expect(body(await manager.delete('/api/permission/Users/user-admin')).msg).toBe('管理员账户不能删除');
    const row = await find('dispatcher');
    const token = await tokenOf(t.app, 'dispatcher', 'Harbour2026');
    expect(body(await admin.delete(`/api/permission/Users/${row?.id}`)).msg).toBe('删除成功');
    expect(body(await as(t.app, token).get('/api/oauth/CurrentUser')).code).toBe(600);
    const links = await t.services.db
      .selectFrom('base_user_relation')
      .select('id')
      .where('userId', '=', row?.id as string)
      .execute();
    expect(links).toEqual([]);
  });
});
