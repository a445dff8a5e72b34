import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

/**
 * Members of roles, positions and groups (issue 15 point 3, contract §8 UserRelation): read and
 * set from the member dialog, kept as the very links the user dialog reads and writes, under the
 * object's page permission and rank (docs/security/rank-rule.md). Demo data: manager administers
 * org-terminal + org-ops; staff is in org-ops, tourist in org-public, admin a system administrator.
 */
const DENIED = { code: 401, msg: '没有访问权限，请联系管理员授权' };
const URL = '/api/permission/UserRelation';

interface Members {
  ids: string[];
  list: { id: string; account: string; realName: string; organize: string }[];
}

describe.each(databases())('UserRelation: members of roles, positions and groups, on %s', (target) => {
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

  const links = () => t.services.db.selectFrom('base_user_relation').select(['userId', 'objectType', 'objectId']).orderBy('id').execute();
  const members = async (objectId: string, caller = admin) => body<Members>(await caller.get(`${URL}/${objectId}`)).data?.ids.toSorted();
  const setTo = (objectId: string, objectType: string, userIds: string[], caller = admin, headers: Record<string, string> = {}) =>
    caller.post(`${URL}/${objectId}`, { objectType, userIds }, headers);
  const userInfo = async (id: string) => body<Record<string, string>>(await admin.get(`/api/permission/Users/${id}`)).data ?? {};
  /** Runs requests that must all be answered `expected`, and checks no link changed. */
  const refusedAlike = async (expected: object, ...requests: (() => Promise<LightMyRequestResponse>)[]) => {
    const before = await links();
    for (const [index, request] of requests.entries()) expect(body(await request()), `request ${index}`).toMatchObject(expected);
    expect(await links()).toEqual(before);
  };
  const newUser = async (account: string, organizeId: string) => {
    expect(body(await admin.post('/api/permission/Users', { account, realName: account, organizeId })).code).toBe(200);
    return (await t.services.db.selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  };

  it('lists the members of a role, a position and a group, as JNPF ids and as rows for the dialog', async () => {
    const role = body<Members>(await admin.get(`${URL}/role-staff`));
    expect(role.code).toBe(200);
    expect(role.data?.ids.toSorted()).toEqual(['user-manager-sub', 'user-staff']);
    expect(role.data?.list).toEqual([
      { id: 'user-manager-sub', account: '13900000009@manager', realName: '王经理(子账号)', organize: '集装箱码头公司' },
      { id: 'user-staff', account: 'staff', realName: '李操作', organize: '操作部' },
    ]);
    expect(await members('pos-operator')).toEqual(['user-staff']);
    expect(await members('grp-duty')).toEqual(['user-admin', 'user-manager']);
  });

  it('sets the members in one call, and the user dialog reads the change; the user dialog’s change shows here', async () => {
    const sub = 'user-manager-sub';
    expect(body(await setTo('role-staff', 'Role', ['user-staff']))).toEqual({ code: 200, msg: '保存成功' });
    expect(await members('role-staff')).toEqual(['user-staff']);
    expect((await userInfo(sub)).roleId).toBe('');
    // the other direction: the user dialog gives the role back, the member list has it again
    const { account, realName, organizeId } = await userInfo(sub);
    expect(body(await admin.put(`/api/permission/Users/${sub}`, { account, realName, organizeId, roleId: 'role-staff', groupId: 'grp-duty' })).code).toBe(200);
    expect(await members('role-staff')).toEqual(['user-manager-sub', 'user-staff']);
    expect(await members('grp-duty')).toEqual(['user-admin', 'user-manager', 'user-manager-sub']);

    // a member added to a group keeps the user's other groups, and goes after them
    expect(body(await setTo('grp-night', 'Group', [])).code).toBe(400); // no such group yet
    expect(body(await admin.post('/api/permission/Group', { fullName: '夜班组', enCode: 'night', type: 'gtype-work' })).code).toBe(200);
    const night = (await t.services.db.selectFrom('base_group').select('id').where('enCode', '=', 'night').executeTakeFirstOrThrow()).id;
    expect(body(await setTo(night, 'Group', [sub, 'user-staff'])).code).toBe(200);
    expect((await userInfo(sub)).groupId).toBe(`grp-duty,${night}`);
    expect((await userInfo('user-staff')).groupId).toBe(night);
    expect(body(await setTo(night, 'Group', ['user-staff', 'user-staff'])).code).toBe(200);
    expect(await members(night)).toEqual(['user-staff']);
    expect((await userInfo(sub)).groupId).toBe('grp-duty');
    expect(body(await setTo(night, 'Group', [])).code).toBe(200);
    expect(await members(night)).toEqual([]);
  });

  it('gives a position only to users of its organisation and an organisation role only to users of its organisations', async () => {
    const opsUser = await newUser('ops-member', 'org-ops');
    const itUser = await newUser('it-member', 'org-it');
    await refusedAlike({ code: 400, msg: '用户“游客/tourist”不属于岗位“操作员”所在的组织' }, () =>
      setTo('pos-operator', 'Position', ['user-staff', 'user-tourist']),
    );
    await refusedAlike({ code: 400, msg: '角色“普通用户”为组织角色，用户“it-member/it-member”不属于其所属组织' }, () =>
      setTo('role-staff', 'Role', ['user-staff', itUser]),
    );
    expect(body(await setTo('pos-operator', 'Position', ['user-staff', opsUser])).code).toBe(200);
    expect((await userInfo(opsUser)).positionId).toBe('pos-operator');
    // org-ops lies beneath org-terminal, where the role is bound
    expect(body(await setTo('role-staff', 'Role', ['user-staff', 'user-manager-sub', opsUser])).code).toBe(200);
    // a global role goes to anyone
    expect(body(await setTo('role-tourist', 'Role', ['user-tourist', itUser])).code).toBe(200);
    expect((await userInfo(itUser)).roleId).toBe('role-tourist');
    // members kept are not judged again: a position whose member moved keeps them through a save
    expect(body(await setTo('pos-it-head', 'Position', ['user-admin', itUser])).code).toBe(200);
    await t.services.db.updateTable('base_user').set({ organizeId: 'org-public' }).where('id', '=', itUser).execute();
    expect(body(await setTo('pos-it-head', 'Position', ['user-admin', itUser])).code).toBe(200);
    expect(body(await setTo('pos-operator', 'Position', ['user-staff', 'user-tourist'], admin, { 'accept-language': 'en-US' })).msg).toBe(
      'The user "游客/tourist" does not belong to the organisation of the position "操作员"',
    );
  });

  it('refuses unknown users, a wrong object type and malformed bodies with a translated 400, changing nothing', async () => {
    await refusedAlike(
      { code: 400, msg: '所选用户不存在或已被删除' },
      () => setTo('role-staff', 'Role', ['user-staff', 'no-such-user']),
      () => setTo('grp-duty', 'Group', ['ghost']),
    );
    await refusedAlike({ code: 400, msg: '成员类型与所选对象不符' }, () => setTo('role-staff', 'Position', ['user-staff']));
    await refusedAlike(
      { code: 400 },
      () => admin.post(`${URL}/role-staff`, { objectType: 'Role', userIds: 'user-staff' }),
      () => admin.post(`${URL}/role-staff`, { objectType: 'Organize', userIds: [] }),
      () => admin.post(`${URL}/role-staff`, { objectType: 'Role' }),
      () => admin.post(`${URL}/role-staff`, { objectType: 'Role', userIds: [''] }),
    );
    expect(body(await admin.post(`${URL}/role-staff`, { objectType: 'Role', userIds: 5 })).msg).not.toMatch(/must be|should/);
    expect(body(await admin.get(`${URL}/no-such-object`))).toEqual({ code: 400, msg: '数据不存在' });
    expect(body(await setTo('role-staff', 'Role', ['no-such-user'], admin, { 'accept-language': 'zh-TW' })).msg).toBe('所選用戶不存在或已被刪除');
  });

  it('asks for the object’s own page: a role’s members need the role page, and btn_edit to change them where buttons are judged', async () => {
    // staff holds the user page but none of the three
    await refusedAlike(
      DENIED,
      () => staff.get(`${URL}/role-staff`),
      () => staff.get(`${URL}/pos-operator`),
      () => staff.get(`${URL}/grp-duty`),
      () => staff.get(`${URL}/no-such-object`),
      () => setTo('role-staff', 'Role', ['user-staff'], staff),
      // refused before the body is read: no word about the body
      () => staff.post(`${URL}/role-staff`, { objectType: 'nonsense' }),
    );
    // the role page alone: withdrawn from manager's role, its role members are closed, its positions' open
    await t.services.db.deleteFrom('base_authorize').where('objectId', '=', 'role-company-admin').where('itemId', '=', 'm-permission-role').execute();
    expect(body(await manager.get(`${URL}/role-staff`))).toMatchObject(DENIED);
    expect(body(await manager.get(`${URL}/pos-operator`)).code).toBe(200);
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: 'test-role-page', objectType: 'Role', objectId: 'role-company-admin', itemType: 'module', itemId: 'm-permission-role' })
      .execute();
    // with the role page judging buttons and no btn_edit granted: reading stays, changing goes
    await t.services.db.updateTable('base_module').set({ isButtonAuthorize: 1 }).where('id', '=', 'm-permission-role').execute();
    const current = (await members('role-staff')) ?? [];
    expect(await members('role-staff', manager)).toEqual(current);
    await refusedAlike(DENIED, () => setTo('role-staff', 'Role', current, manager));
    await t.services.db.updateTable('base_module').set({ isButtonAuthorize: 0 }).where('id', '=', 'm-permission-role').execute();
    expect(body(await setTo('role-staff', 'Role', current, manager)).code).toBe(200);
  });

  it('keeps a company administrator inside its rank: its scope, no system administrator, no role above its own', async () => {
    // the precondition: manager's role grants everything role-staff grants, whatever the demo's grants are
    const grantsOf = (roleId: string) =>
      t.services.db.selectFrom('base_authorize').select(['itemType', 'itemId']).where('objectType', '=', 'Role').where('objectId', '=', roleId).execute();
    const held = new Set((await grantsOf('role-company-admin')).map((grant) => `${grant.itemType}:${grant.itemId}`));
    for (const [n, grant] of (await grantsOf('role-staff')).filter((item) => !held.has(`${item.itemType}:${item.itemId}`)).entries())
      await t.services.db
        .insertInto('base_authorize')
        .values({ id: `test-manager-holds-${n}`, objectType: 'Role', objectId: 'role-company-admin', itemType: grant.itemType, itemId: grant.itemId })
        .execute();
    const opsUser = (await t.services.db.selectFrom('base_user').select('id').where('account', '=', 'ops-member').executeTakeFirstOrThrow()).id;
    const duty = (await members('grp-duty')) ?? [];
    const staffRole = (await members('role-staff')) ?? [];
    await refusedAlike(
      DENIED,
      // a system administrator, added or removed
      () =>
        setTo(
          'grp-duty',
          'Group',
          duty.filter((id) => id !== 'user-admin'),
          manager,
        ),
      () => setTo('pos-operator', 'Position', ['user-staff', 'user-admin'], manager),
      // a user outside its subtree
      () => setTo('grp-duty', 'Group', [...duty, 'user-tourist'], manager),
      // a global role it does not hold, and the system administrator's role
      () => setTo('role-tourist', 'Role', ['user-tourist', 'user-staff'], manager),
      () => setTo('role-admin', 'Role', ['user-admin', 'user-staff'], manager),
      // a position outside its subtree
      () => setTo('pos-it-head', 'Position', [], manager),
    );
    // inside its rank it works: its own role to a user of its subtree, a group member of its subtree
    expect(body(await setTo('role-company-admin', 'Role', ['user-manager', opsUser], manager)).code).toBe(200);
    expect(body(await setTo('grp-duty', 'Group', [...duty, 'user-staff'], manager)).code).toBe(200);
    expect(
      body(
        await setTo(
          'role-staff',
          'Role',
          staffRole.filter((id) => id !== opsUser),
          manager,
        ),
      ).code,
    ).toBe(200);
    expect(await members('role-company-admin')).toEqual(['user-manager', opsUser].toSorted());
    // a user granted more than manager holds (role-admin's grants) is beyond it
    expect(body(await setTo('role-admin', 'Role', ['user-admin', opsUser])).code).toBe(200);
    await refusedAlike(DENIED, () => setTo('role-company-admin', 'Role', ['user-manager'], manager));
    // a position granted what manager lacks (a position is a grantee as a role is) is not manager's to give
    const ops = (await members('pos-operator')) ?? [];
    const newcomer = await newUser('ops-member-2', 'org-ops');
    const positionGrant = { id: 'test-position-grant', objectType: 'Position', objectId: 'pos-operator', itemType: 'module', itemId: 'm-system-config' };
    await t.services.db.insertInto('base_authorize').values(positionGrant).execute();
    await refusedAlike(DENIED, () => setTo('pos-operator', 'Position', [...ops, newcomer], manager));
    await t.services.db.deleteFrom('base_authorize').where('id', '=', positionGrant.id).execute();
    expect(body(await setTo('pos-operator', 'Position', [...ops, newcomer], manager)).code).toBe(200);
  });

  it('refuses ids the user dialog would link to nothing, and positions outside the user’s organisations', async () => {
    const { account, realName, organizeId } = await userInfo('user-staff');
    const edit = { account, realName, organizeId };
    await refusedAlike({ code: 400, msg: '所选角色不存在' }, () => admin.put('/api/permission/Users/user-staff', { ...edit, roleId: 'role-staff,role-ghost' }));
    await refusedAlike({ code: 400, msg: '所选岗位不存在' }, () => admin.put('/api/permission/Users/user-staff', { ...edit, positionId: 'pos-ghost' }));
    await refusedAlike({ code: 400, msg: '所选分组不存在' }, () => admin.put('/api/permission/Users/user-staff', { ...edit, groupId: 'grp-ghost' }));
    await refusedAlike(
      { code: 400, msg: '岗位“信息主管”不属于该用户所在的组织' },
      () => admin.put('/api/permission/Users/user-staff', { ...edit, positionId: 'pos-operator,pos-it-head' }),
      () => admin.post('/api/permission/Users', { account: 'misplaced', realName: '错位', organizeId: 'org-ops', positionId: 'pos-it-head' }),
    );
    // moved to another organisation while keeping a position of the old one (and none of its roles)
    await refusedAlike({ code: 400, msg: '岗位“操作员”不属于该用户所在的组织' }, () =>
      admin.put('/api/permission/Users/user-staff', { ...edit, organizeId: 'org-it', roleId: '' }),
    );
    expect(body(await admin.put('/api/permission/Users/user-staff', { ...edit, organizeId: 'org-it', positionId: 'pos-it-head', roleId: '' })).code).toBe(200);
    expect(await members('pos-it-head')).toContain('user-staff');
    expect(await members('pos-operator')).not.toContain('user-staff');
  });

  it('lets two saves adding the same user at once end with one link', async () => {
    const user = await newUser('twice', 'org-ops');
    const before = (await members('pos-operator')) ?? [];
    const answers = await Promise.all([setTo('pos-operator', 'Position', [...before, user]), setTo('pos-operator', 'Position', [...before, user])]);
    expect(answers.map((answer) => body(answer).code)).toEqual([200, 200]);
    expect((await links()).filter((link) => link.userId === user && link.objectId === 'pos-operator')).toHaveLength(1);
  });
});
