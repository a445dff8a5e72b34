import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

type UserRow = Record<string, unknown> & { id: string; account: string };

/**
 * Organisation roles (globalMark 0, contract §4.5) go only to users of their organisations;
 * global roles go to anyone. The demo's organisation roles are bound to the terminal company.
 */
describe.each(databases())('organisation roles on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  const find = async (account: string) =>
    (body<{ list: UserRow[] }>(await admin.get(`/api/permission/Users?keyword=${encodeURIComponent(account)}`)).data?.list ?? []).find(
      (row) => row.account === account,
    );
  const countUsers = async () => (await t.services.db.selectFrom('base_user').select('id').execute()).length;

  it('refuses an organisation role for a user outside its organisations, writing nothing', async () => {
    const before = await countUsers();
    const user = { account: 'itclerk', realName: '信息员', organizeId: 'org-it', roleId: 'role-tourist,role-staff' };
    expect(body(await admin.post('/api/permission/Users', user))).toEqual({ code: 400, msg: '角色“普通用户”为组织角色，只能分配给其所属组织的用户' });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/permission/Users',
      headers: { authorization: await tokenOf(t.app, 'admin'), 'accept-language': 'en' },
      payload: user,
    });
    expect(english.json()).toEqual({ code: 400, msg: 'The role "普通用户" belongs to organisations; it can only be given to users of those organisations' });
    expect(await countUsers()).toBe(before);
  });

  it('accepts global roles anywhere, and organisation roles in the organisation or a department below it', async () => {
    expect(body(await admin.post('/api/permission/Users', { account: 'itclerk', realName: '信息员', organizeId: 'org-it', roleId: 'role-tourist' })).msg).toBe(
      '新建成功',
    );
    expect(
      body(await admin.post('/api/permission/Users', { account: 'opsclerk', realName: '操作员乙', organizeId: 'org-ops', roleId: 'role-staff' })).msg,
    ).toBe('新建成功');
    const ops = await find('opsclerk');
    expect(ops?.roleId).toBe('role-staff');
  });

  it('refuses moving a user out of their organisation roles’ organisations, and giving them such a role later', async () => {
    const ops = await find('opsclerk');
    const moved = await admin.put(`/api/permission/Users/${ops?.id}`, { account: 'opsclerk', realName: '操作员乙', organizeId: 'org-it' });
    expect(body(moved).msg).toBe('角色“普通用户”为组织角色，只能分配给其所属组织的用户');
    expect(
      (
        await t.services.db
          .selectFrom('base_user')
          .select('organizeId')
          .where('id', '=', ops?.id as string)
          .executeTakeFirst()
      )?.organizeId,
    ).toBe('org-ops');
    const clerk = await find('itclerk');
    const given = await admin.put(`/api/permission/Users/${clerk?.id}`, {
      account: 'itclerk',
      realName: '信息员',
      organizeId: 'org-it',
      roleId: 'role-company-admin',
    });
    expect(body(given).msg).toBe('角色“公司管理员”为组织角色，只能分配给其所属组织的用户');
    expect((await find('itclerk'))?.roleId).toBe('role-tourist');
    // Moved together with a global role instead, the change goes through.
    expect(
      body(await admin.put(`/api/permission/Users/${ops?.id}`, { account: 'opsclerk', realName: '操作员乙', organizeId: 'org-it', roleId: 'role-tourist' }))
        .msg,
    ).toBe('更新成功');
  });

  it('follows a role’s organisations when they change', async () => {
    const role = body<Record<string, unknown>>(await admin.get('/api/permission/Role/role-company-admin')).data ?? {};
    const { fullName, enCode, type, globalMark, enabledMark, sortCode, description } = role;
    const update = { fullName, enCode, type, globalMark, enabledMark, sortCode, description, organizeIdsTree: [['org-group', 'org-it']] };
    expect(body(await admin.put('/api/permission/Role/role-company-admin', update)).msg).toBe('更新成功');
    const clerk = await find('itclerk');
    expect(
      body(
        await admin.put(`/api/permission/Users/${clerk?.id}`, { account: 'itclerk', realName: '信息员', organizeId: 'org-it', roleId: 'role-company-admin' }),
      ).msg,
    ).toBe('更新成功');
  });
});
