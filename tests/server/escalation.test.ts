import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { SessionService } from '../../server/core/identity/session-service.ts';
import { appSignedIn, as, body, databases, login, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';

/**
 * Rank on the server (docs/security/rank-rule.md, issue 9): `manager`, the company administrator
 * of org-terminal (subtree org-terminal + org-ops), is refused every action on a system
 * administrator and on anything outside its subtree, and nothing changes; inside its subtree it
 * works; nobody raises their own rank. Each observation of the issue is replayed first.
 */
const DENIED = { code: 401, msg: '没有访问权限，请联系管理员授权' };
const md5 = 'e10adc3949ba59abbe56e057f20f883e'; // md5('123456')
const RESET = { userPassword: md5, validatePassword: md5 };
/** Everything a rank refusal must leave as it was. */
const TABLES = [
  'base_user',
  'base_user_relation',
  'base_role',
  'base_organize',
  'base_position',
  'base_group',
  'base_module',
  'base_module_item',
  'base_system',
  'base_sys_config',
  'base_authorize',
];
const stealingMenu = {
  parentId: 'm-gis',
  systemId: 'sys-port',
  type: 7,
  fullName: '窃取',
  enCode: 'gis.steal',
  urlAddress: 'http://evil/steal?t=${jnpfToken}',
  linkTarget: '_blank',
};

describe.each(databases())('rank: nobody acts above their rank, on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  let managerToken: string;
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager');
    t = signed.t;
    adminToken = signed.admin;
    managerToken = signed.manager;
    admin = as(t.app, signed.admin);
    manager = as(t.app, signed.manager);
  });
  afterAll(async () => t?.close());

  const snapshot = async () => {
    const rows: Record<string, unknown[]> = {};
    for (const table of TABLES) rows[table] = (await sql`select * from ${sql.table(table)} order by id`.execute(t.services.db)).rows;
    rows.sessions = await t.services.db.selectFrom('base_user_session').select(['id', 'revokedAt']).orderBy('id').execute();
    return rows;
  };
  /** Runs refusals and checks each is the denied answer and that no row changed. */
  const allRefused = async (...requests: (() => Promise<LightMyRequestResponse>)[]) => {
    const before = await snapshot();
    for (const [index, request] of requests.entries()) expect(body(await request()), `request ${index}`).toMatchObject(DENIED);
    expect(await snapshot()).toEqual(before);
  };
  const userRow = (account: string) => t.services.db.selectFrom('base_user').selectAll().where('account', '=', account).executeTakeFirstOrThrow();
  const idOf = async (table: 'base_role' | 'base_organize' | 'base_position', enCode: string) =>
    (await t.services.db.selectFrom(table).select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;

  it('replays each observation of issue 9: refused, in the caller’s language, and nothing changed', async () => {
    const adminSession = SessionService.hashToken(adminToken);
    await allRefused(
      () => manager.post('/api/permission/Users/user-admin/Actions/ResetPassword', RESET),
      () =>
        manager.put('/api/permission/Users/user-manager', {
          account: 'manager',
          realName: '王经理',
          organizeId: 'org-terminal',
          roleId: 'role-company-admin,role-admin',
        }),
      () => manager.put('/api/system/SysConfig', { sysName: 'taken' }),
      () => manager.put('/api/permission/Users/user-admin/Actions/State'),
      () => manager.delete(`/api/system/OnlineUser/${adminSession}`),
      () => manager.post('/api/system/Menu', stealingMenu),
    );
    expect(body(await manager.put('/api/permission/Users/user-admin/Actions/State', {}, { 'accept-language': 'en-US' }))).toMatchObject({
      code: 401,
      msg: 'No permission; ask an administrator',
    });
    expect(body(await manager.put('/api/permission/Users/user-admin/Actions/State', {}, { 'accept-language': 'zh-TW' }))).toMatchObject({
      code: 401,
      msg: '沒有訪問權限，請聯繫管理員授權',
    });
    // admin still signs in with the old password, is enabled and online; the new password is no good
    expect((await login(t.app, 'admin')).code).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/oauth/Login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `account=admin&password=${md5}&grant_type=password`,
        })
      ).json(),
    ).toMatchObject({ code: 400 });
    expect(body(await admin.get('/api/oauth/CurrentUser')).code).toBe(200);
    // the menu was not made, by manager nor (with its foreign token host) by the administrator
    expect(body(await admin.post('/api/system/Menu', stealingMenu))).toEqual({ code: 400, msg: '令牌占位符只能发往令牌主机白名单中的主机或站内地址' });
    expect(await t.services.db.selectFrom('base_module').select('id').where('enCode', '=', 'gis.steal').execute()).toEqual([]);
  });

  it('refuses every user-administration action on a system administrator and on users outside the subtree', async () => {
    // opsboss sits inside the subtree (org-ops) but is on the admin list: a system administrator too
    expect(
      body(await admin.post('/api/permission/Users', { account: 'opsboss', realName: '运营总监', organizeId: 'org-ops', roleId: 'role-staff' })).code,
    ).toBe(200);
    await setConfig(t.services, { adminList: 'someone\nOPSBOSS' });
    const touristToken = await tokenOf(t.app, 'tourist');
    const bossToken = await tokenOf(t.app, 'opsboss', '0000');
    const targets = [await userRow('admin'), await userRow('tourist'), await userRow('opsboss')];
    // forced offline first: a password reset (were it let through) would end these sessions itself
    await allRefused(
      () => manager.delete(`/api/system/OnlineUser/${SessionService.hashToken(touristToken)}`),
      () => manager.delete(`/api/system/OnlineUser/${SessionService.hashToken(adminToken)}`),
      () => manager.delete(`/api/system/OnlineUser/${SessionService.hashToken(bossToken)}`),
      () =>
        t.app.inject({
          method: 'DELETE',
          url: '/api/system/OnlineUser/batchDelete',
          headers: { authorization: managerToken },
          payload: { ids: [SessionService.hashToken(touristToken), SessionService.hashToken(adminToken)] },
        }),
    );
    expect(body(await as(t.app, touristToken).get('/api/oauth/CurrentUser')).code).toBe(200);
    for (const user of targets) {
      const base = `/api/permission/Users/${user.id}`;
      const edit = { account: user.account, realName: user.realName, organizeId: user.organizeId };
      await allRefused(
        () => manager.put(base, { ...edit, realName: '改名' }),
        () => manager.put(base, { ...edit, organizeId: 'org-ops' }),
        () => manager.put(base, { ...edit, roleId: 'role-staff' }),
        () => manager.put(base, { ...edit, positionId: 'pos-operator' }),
        () => manager.put(`${base}/Actions/State`),
        () => manager.put(`${base}/Actions/unlock`),
        () => manager.post(`${base}/Actions/ResetPassword`, RESET),
        ...(user.account === 'admin' ? [] : [() => manager.delete(base)]),
      );
    }
    // the administrator account keeps its own refusal, and stays
    expect(body(await manager.delete('/api/permission/Users/user-admin'))).toMatchObject({ code: 400, msg: '管理员账户不能删除' });
    await setConfig(t.services, { adminList: '' });
  });

  it('lets the manager administer the users of its own subtree', async () => {
    const created = body(
      await manager.post('/api/permission/Users', {
        account: 'opsnew',
        realName: '新人',
        organizeId: 'org-ops',
        roleId: 'role-staff',
        positionId: 'pos-operator',
      }),
    );
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const user = await userRow('opsnew');
    const base = `/api/permission/Users/${user.id}`;
    expect(body(await manager.put(base, { account: 'opsnew', realName: '新人改', organizeId: 'org-ops', roleId: 'role-staff' })).msg).toBe('更新成功');
    expect(body(await manager.put(`${base}/Actions/State`)).code).toBe(200);
    expect((await userRow('opsnew')).enabledMark).toBe(0);
    expect(body(await manager.put(`${base}/Actions/State`)).code).toBe(200);
    expect(body(await manager.put(`${base}/Actions/unlock`)).code).toBe(200);
    expect(body(await manager.post(`${base}/Actions/ResetPassword`, RESET)).code).toBe(200);
    expect((await login(t.app, 'opsnew', '123456')).code).toBe(200);
    // forced offline of a subtree user's session
    const staffToken = await tokenOf(t.app, 'staff');
    expect(body(await manager.delete(`/api/system/OnlineUser/${SessionService.hashToken(staffToken)}`))).toEqual({ code: 200, msg: '强制下线成功' });
    expect(body(await as(t.app, staffToken).get('/api/oauth/CurrentUser')).code).toBe(600);
    expect(body(await manager.delete(base)).msg).toBe('删除成功');
  });

  it('lets nobody raise their own rank', async () => {
    const self = '/api/permission/Users/user-manager';
    const me = { account: 'manager', realName: '王经理', organizeId: 'org-terminal' };
    const staff = await userRow('staff');
    const staffEdit = { account: 'staff', realName: staff.realName, organizeId: 'org-ops' };
    await setConfig(t.services, { adminList: 'futureboss' });
    await allRefused(
      () => manager.put(self, { ...me, roleId: 'role-company-admin,role-admin' }),
      () => manager.put(self, { ...me, roleId: 'role-company-admin,role-tourist' }),
      () => manager.put(self, { ...me, organizeId: 'org-group' }),
      () => manager.put(self, { ...me, organizeId: 'org-terminal,org-it' }),
      () => manager.put(self, { ...me, account: 'futureboss' }),
      () => manager.post('/api/permission/Users', { account: 'FutureBoss', realName: '未来', organizeId: 'org-ops' }),
      () => manager.put(`/api/permission/Users/${staff.id}`, { ...staffEdit, roleId: 'role-staff,role-admin' }),
      () => manager.put(`/api/permission/Users/${staff.id}`, { ...staffEdit, roleId: 'role-staff,role-tourist' }),
      () => manager.put(`/api/permission/Users/${staff.id}`, { ...staffEdit, positionId: 'pos-it-head' }),
      () => manager.post('/api/permission/Users', { account: 'sneaky', realName: '越权', organizeId: 'org-public' }),
      () => manager.post('/api/permission/Role', { fullName: '全局', enCode: 'global2', type: 'rtype-system' }),
    );
    // the administrator flag is no field of the API
    expect(body(await manager.put(self, { ...me, isAdministrator: 1 })).code).toBe(200);
    expect((await userRow('manager')).isAdministrator).toBe(0);

    // rank settings: even with the configuration page granted, only a system administrator changes them
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: 'test-rank-sysconfig', objectType: 'Role', objectId: 'role-company-admin', itemType: 'module', itemId: 'm-system-config' })
      .execute();
    try {
      await allRefused(
        () => manager.put('/api/system/SysConfig', { adminList: 'manager' }),
        () => manager.put('/api/system/SysConfig', { sysName: '港务', adminList: 'futureboss\nmanager' }),
        () => manager.put('/api/system/SysConfig', { tokenHostAllowList: 'evil' }),
      );
      // the settings page sends every key back: unchanged rank settings do not stand in the way
      expect(body(await manager.put('/api/system/SysConfig', { sysName: '港务', adminList: 'futureboss', tokenHostAllowList: '' })).code).toBe(200);
      expect((await t.services.config.read()).sysName).toBe('港务');
    } finally {
      await t.services.db.deleteFrom('base_authorize').where('id', '=', 'test-rank-sysconfig').execute();
    }
    // the admin list changes through setAdminList alone (admin-list-guard.ts), even for a system administrator
    expect(body(await admin.put('/api/system/SysConfig', { sysName: '港口供应链综合服务平台', adminList: '' })).code).toBe(400);
    expect((await t.services.config.read()).adminList).toBe('futureboss');
    expect(body(await admin.put('/api/system/SysConfig', { sysName: '港口供应链综合服务平台' })).code).toBe(200);
    await setConfig(t.services, { adminList: '' });
  });

  it('keeps roles, positions, groups and organisations outside the subtree, and every menu, out of the manager’s reach', async () => {
    const itHead = await idOf('base_position', 'itHead');
    const role = (patch: Record<string, unknown>) => ({
      fullName: '码头角色',
      enCode: 'terminalRole',
      type: 'rtype-business',
      globalMark: 0,
      organizeIdsTree: [['org-group', 'org-terminal']],
      ...patch,
    });
    const item = { moduleId: 'm-truck-fleet', fullName: '越权按钮', enCode: 'btn_rank' };
    await allRefused(
      // roles: global, bound elsewhere, or held by / granting more than the manager
      () => manager.post('/api/permission/Role', role({ globalMark: 1 })),
      () => manager.post('/api/permission/Role', role({ fullName: '信息角色', enCode: 'itRole', organizeIdsTree: [['org-group', 'org-it']] })),
      () => manager.post('/api/permission/Role', role({ fullName: '无组织角色', enCode: 'looseRole', organizeIdsTree: [] })),
      () => manager.put('/api/permission/Role/role-admin', role({ fullName: '系统管理员', enCode: 'admin' })),
      () => manager.put('/api/permission/Role/role-admin/Actions/State'),
      () => manager.delete('/api/permission/Role/role-admin'),
      () => manager.put('/api/permission/Role/role-tourist/Actions/State'),
      // organisations
      () => manager.post('/api/permission/Organize', { parentId: 'org-group', fullName: '新公司', enCode: 'NEW', type: 'company' }),
      () => manager.post('/api/permission/Organize', { parentId: '-1', fullName: '新集团', enCode: 'ROOT', type: 'company' }),
      () => manager.put('/api/permission/Organize/org-it', { parentId: 'org-group', fullName: '信息中心2', enCode: 'PG.IT', type: 'department' }),
      () => manager.put('/api/permission/Organize/org-ops', { parentId: 'org-it', fullName: '操作部', enCode: 'CT.OPS', type: 'department' }),
      () => manager.put('/api/permission/Organize/org-it/Actions/State'),
      () => manager.delete('/api/permission/Organize/org-public'),
      // positions
      () => manager.post('/api/permission/Position', { organizeId: 'org-it', fullName: '信息员', enCode: 'itClerk', type: 'ptype-operate' }),
      () => manager.put(`/api/permission/Position/${itHead}`, { organizeId: 'org-ops', fullName: '信息主管', enCode: 'itHead', type: 'ptype-manage' }),
      () => manager.put(`/api/permission/Position/${itHead}/Actions/State`),
      () => manager.delete(`/api/permission/Position/${itHead}`),
      // groups and applications belong to no organisation: platform-wide
      () => manager.post('/api/permission/Group', { fullName: '新组', enCode: 'newGroup', type: 'gtype-work' }),
      () => manager.put('/api/permission/Group/grp-duty', { fullName: '值班组2', enCode: 'duty', type: 'gtype-work' }),
      () => manager.put('/api/permission/Group/grp-duty/Actions/State'),
      () => manager.delete('/api/permission/Group/grp-duty'),
      () => manager.put('/api/system/System/sys-exchange', { fullName: '数据交换平台', enCode: 'dataExchange', icon: 'icon-ym icon-ym-extend' }),
      // menus and their buttons, columns and form fields reach every user's menu
      () => manager.post('/api/system/Menu', { ...stealingMenu, urlAddress: '/index' }),
      () =>
        manager.put('/api/system/Menu/m-gis-map', {
          parentId: 'm-gis',
          systemId: 'sys-port',
          type: 7,
          fullName: '港区地图',
          enCode: 'gis.map',
          urlAddress: 'https://evil/x',
        }),
      () => manager.put('/api/system/Menu/m-gis-map/Actions/State'),
      () => manager.delete('/api/system/Menu/m-gis-help'),
      () => manager.post('/api/system/ModuleButton', item),
      () => manager.post('/api/system/ModuleButton/m-truck-fleet/Actions/Batch', { list: [{ ...item, fullName: '越权按钮2', enCode: 'btn_rank2' }] }),
      () => manager.put('/api/system/ModuleButton/mi-truck-btn_add', { ...item, moduleId: 'm-truck-reserve' }),
      () => manager.put('/api/system/ModuleButton/mi-truck-btn_add/Actions/State'),
      () => manager.delete('/api/system/ModuleColumn/mi-user-col-account'),
    );

    // inside the subtree the same actions work
    expect(body(await manager.post('/api/permission/Role', role({}))).code).toBe(200);
    const roleId = await idOf('base_role', 'terminalRole');
    await allRefused(
      () => manager.put(`/api/permission/Role/${roleId}`, role({ globalMark: 1 })),
      () => manager.put(`/api/permission/Role/${roleId}`, role({ organizeIdsTree: [['org-group', 'org-it']] })),
    );
    expect(
      body(await manager.put(`/api/permission/Role/${roleId}`, role({ fullName: '码头角色2', organizeIdsTree: [['org-group', 'org-terminal', 'org-ops']] })))
        .code,
    ).toBe(200);
    expect(body(await manager.put(`/api/permission/Role/${roleId}/Actions/State`)).code).toBe(200);
    expect(body(await manager.delete(`/api/permission/Role/${roleId}`)).code).toBe(200);

    expect(
      body(await manager.post('/api/permission/Organize', { parentId: 'org-terminal', fullName: '调度部', enCode: 'CT.DISPATCH', type: 'department' })).code,
    ).toBe(200);
    const organizeId = await idOf('base_organize', 'CT.DISPATCH');
    await allRefused(() =>
      manager.put(`/api/permission/Organize/${organizeId}`, { parentId: 'org-group', fullName: '调度部', enCode: 'CT.DISPATCH', type: 'department' }),
    );
    expect(
      body(await manager.put(`/api/permission/Organize/${organizeId}`, { parentId: 'org-ops', fullName: '调度部', enCode: 'CT.DISPATCH', type: 'department' }))
        .code,
    ).toBe(200);

    expect(body(await manager.post('/api/permission/Position', { organizeId, fullName: '调度员', enCode: 'dispatcher', type: 'ptype-operate' })).code).toBe(
      200,
    );
    const positionId = await idOf('base_position', 'dispatcher');
    await allRefused(() =>
      manager.put(`/api/permission/Position/${positionId}`, { organizeId: 'org-it', fullName: '调度员', enCode: 'dispatcher', type: 'ptype-operate' }),
    );
    expect(body(await manager.put(`/api/permission/Position/${positionId}/Actions/State`)).code).toBe(200);
    expect(body(await manager.delete(`/api/permission/Position/${positionId}`)).code).toBe(200);
    expect(body(await manager.put(`/api/permission/Organize/${organizeId}/Actions/State`)).code).toBe(200);
    expect(body(await manager.delete(`/api/permission/Organize/${organizeId}`)).code).toBe(200);
    // and the system administrator may do what the manager may not
    expect(body(await admin.post('/api/permission/Group', { fullName: '新组', enCode: 'newGroup', type: 'gtype-work' })).code).toBe(200);
  });

  it('accepts only http(s), mailto, tel and in-app menu links, and the token only for allow-listed hosts', async () => {
    const link = (enCode: string, urlAddress: string, type = 7) => admin.post('/api/system/Menu', { ...stealingMenu, type, enCode, urlAddress });
    const badLink = { code: 400, msg: '链接地址只能是 http(s)、mailto、tel 地址或以 / 开头的站内地址' };
    for (const address of ['javascript:alert(1)', ' JavaScript:alert(1)', '//evil.example/x', 'data:text/html,x', 'java\tscript:x']) {
      expect(body(await link('gis.bad', address)), address).toEqual(badLink);
    }
    expect(body(await link('gis.bad', 'javascript:alert(1)', 2))).toEqual(badLink);
    expect(
      body(
        await admin.put('/api/system/Menu/m-gis-map', {
          parentId: 'm-gis',
          systemId: 'sys-port',
          type: 7,
          fullName: '港区地图',
          enCode: 'gis.map',
          urlAddress: 'javascript:alert(1)',
        }),
      ),
    ).toEqual(badLink);
    expect(body(await link('gis.bad', 'https://bi.example.com/r?t=${jnpfToken}'))).toMatchObject({ code: 400 });
    expect(await t.services.db.selectFrom('base_module').select('id').where('enCode', '=', 'gis.bad').execute()).toEqual([]);
    expect((await t.services.db.selectFrom('base_module').select('urlAddress').where('id', '=', 'm-gis-map').executeTakeFirstOrThrow()).urlAddress).toBe(
      '/index',
    );

    expect(body(await admin.put('/api/system/SysConfig', { tokenHostAllowList: 'bi.example.com, erp.example.com:8443' })).code).toBe(200);
    expect(body(await link('gis.bi', 'https://bi.example.com/r?t=${jnpfToken}')).code).toBe(200);
    expect(body(await link('gis.mail', 'mailto:ops@port.example')).code).toBe(200);
    expect(body(await link('gis.local', '/index?token=${jnpfToken}')).code).toBe(200);
    expect(body(await link('gis.erp', 'https://erp.example.com:9443/?t=${jnpfToken}')).code).toBe(400);
    // the browser gets the list with the current user, to fill the token by the same rule
    expect(body<{ sysConfigInfo: { tokenHostAllowList: string } }>(await admin.get('/api/oauth/CurrentUser')).data?.sysConfigInfo.tokenHostAllowList).toBe(
      'bi.example.com, erp.example.com:8443',
    );
    expect(body(await admin.put('/api/system/SysConfig', { tokenHostAllowList: 'not a host!' })).code).toBe(400);
  });

  it('lists and opens only the users and positions of the manager’s subtree', async () => {
    type Page = { list: { id: string; account: string }[]; pagination: { total: number } };
    const page = body<Page>(await manager.get('/api/permission/Users?pageSize=100')).data as Page;
    const accounts = page.list.map((row) => row.account);
    expect(accounts).toEqual(expect.arrayContaining(['manager', 'staff', '13900000009@manager']));
    expect(accounts).not.toContain('admin');
    expect(accounts).not.toContain('tourist');
    expect(page.pagination.total).toBe(page.list.length);
    expect(body(await manager.get('/api/permission/Users/user-admin'))).toMatchObject({ code: 400, msg: '数据不存在' });
    expect(body(await manager.get('/api/permission/Users/user-staff')).code).toBe(200);
    expect((body<Page>(await admin.get('/api/permission/Users?pageSize=100')).data as Page).list.map((row) => row.account)).toContain('admin');
    const positions = (body<Page>(await manager.get('/api/permission/Position?pageSize=100')).data as Page).list.map((row) => row.id);
    expect(positions).toEqual(expect.arrayContaining(['pos-terminal-manager', 'pos-operator']));
    expect(positions).not.toContain('pos-it-head');
  });

  it('writes a batch of menu items all or nothing', async () => {
    const count = async () => (await t.services.db.selectFrom('base_module_item').select('id').where('moduleId', '=', 'm-truck-fleet').execute()).length;
    const before = await count();
    const batch = (list: { fullName: string; enCode: string }[]) =>
      admin.post('/api/system/ModuleButton/m-truck-fleet/Actions/Batch', { list: list.map((entry) => ({ moduleId: 'm-truck-fleet', ...entry })) });
    expect(
      body(
        await batch([
          { fullName: '同名', enCode: 'btn_a' },
          { fullName: '同名', enCode: 'btn_b' },
        ]),
      ),
    ).toEqual({ code: 400, msg: '名称不能重复' });
    expect(
      body(
        await batch([
          { fullName: '甲', enCode: 'btn_a' },
          { fullName: '乙', enCode: 'btn_a' },
        ]),
      ),
    ).toEqual({ code: 400, msg: '编码不能重复' });
    expect(await count()).toBe(before);
    expect(
      body(
        await batch([
          { fullName: '甲', enCode: 'btn_a' },
          { fullName: '乙', enCode: 'btn_b' },
        ]),
      ).code,
    ).toBe(200);
    expect(await count()).toBe(before + 2);
    // a clash with a stored item at the end undoes the items before it
    expect(
      body(
        await batch([
          { fullName: '丙', enCode: 'btn_c' },
          { fullName: '丁', enCode: 'btn_a' },
        ]),
      ),
    ).toEqual({ code: 400, msg: '编码不能重复' });
    expect(await count()).toBe(before + 2);
  });

  it('never lets an organisation move under its own descendant (a loop would cut the subtree out of every scope)', async () => {
    const before = await snapshot();
    const moveUnderChild = { parentId: 'org-ops', fullName: '集装箱码头公司', enCode: 'CT', type: 'company' };
    expect(body(await manager.put('/api/permission/Organize/org-terminal', moveUnderChild))).toEqual({ code: 400, msg: '上级不能选择自己的下级' });
    expect(body(await admin.put('/api/permission/Organize/org-terminal', moveUnderChild, { 'accept-language': 'en-US' }))).toEqual({
      code: 400,
      msg: 'A record cannot be moved under one of its own children',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('spends a captcha once, however many parallel sign-ins send it', async () => {
    await t.services.captcha.draw('burst-key', 4);
    const row = await t.services.db.selectFrom('base_captcha').select('code').where('id', '=', 'burst-key').executeTakeFirstOrThrow();
    const results = await Promise.all(Array.from({ length: 20 }, () => t.services.captcha.check('burst-key', row.code ?? '')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
