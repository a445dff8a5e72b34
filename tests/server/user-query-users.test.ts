import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { usersUnderOrganisation } from '../../server/overrides/user.ts';
import { organisationsOfUsers } from '../../server/features/permission/user-query-organisations.ts';
import { enabledPeople, membersOf } from '../../server/features/permission/user-query-people.ts';

const USERS = '/api/permission/Users';

interface Node {
  id: string;
  fullName: string;
  type: string;
  parentId?: string;
  organize?: string;
  isLeaf?: boolean;
  children?: Node[];
}
interface Person {
  id: string;
  fullName: string;
  realName: string;
  account: string;
  organize: string;
  type: string;
}
interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
const ids = (rows: { id: string }[] | undefined) => (rows ?? []).map((row) => row.id);
/** Columns a picker's answer must never carry. */
const SECRET = /passwordHash|mobilePhone|errorCount|lastLoginIP|signImg/;

describe.each(databases())('the user queries of contract §4.9 on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let staff: string;
  beforeAll(async () => ({ t, admin, manager, staff } = await appSignedIn(target, 'admin', 'manager', 'staff')));
  afterAll(async () => t?.close());

  const setUser = (id: string, values: { enabledMark?: number; errorCount?: number; unlockTime?: number | null }) =>
    t.services.db.updateTable('base_user').set(values).where('id', '=', id).execute();

  it('narrows the user list and its export to the organisation chosen in the tree, sub-organisations included', async () => {
    const api = as(t.app, admin);
    const accounts = async (url: string) =>
      body<{ list: { account: string }[] }>(await api.get(url))
        .data?.list.map((row) => row.account)
        .sort() ?? [];
    // org-terminal holds the manager and the operations department (org-ops) with staff.
    expect(await accounts(`${USERS}?currentPage=1&pageSize=50&organizeId=org-terminal`)).toEqual(expect.arrayContaining(['manager', 'staff']));
    expect(await accounts(`${USERS}?currentPage=1&pageSize=50&organizeId=org-terminal`)).not.toContain('admin');
    expect(await accounts(`${USERS}?currentPage=1&pageSize=50&organizeId=org-ops`)).toEqual(['staff']);
    expect((await accounts(`${USERS}?currentPage=1&pageSize=50`)).length).toBeGreaterThan(3);
  });

  it('GET /All: every enabled user, names only, for any signed-in user', async () => {
    await setUser('user-tourist', { enabledMark: 0 });
    try {
      const answer = await as(t.app, staff).get(`${USERS}/All`);
      const list = body<{ list: Record<string, unknown>[] }>(answer).data?.list ?? [];
      expect(list.find((user) => user.id === 'user-admin')).toMatchObject({
        account: 'admin',
        realName: '系统管理员',
        fullName: '系统管理员/admin',
        quickQuery: '',
      });
      expect(ids(list as { id: string }[])).not.toContain('user-tourist');
      expect(answer.body).not.toMatch(SECRET);
      expect((await t.app.inject({ method: 'GET', url: `${USERS}/All` })).json()).toMatchObject({ code: 600 });
    } finally {
      await setUser('user-tourist', { enabledMark: 1 });
    }
  });

  it('GET /Selector: enabled companies and departments with their users beneath', async () => {
    await t.services.db.updateTable('base_organize').set({ enabledMark: 0 }).where('id', '=', 'org-public').execute();
    try {
      const answer = await as(t.app, staff).get(`${USERS}/Selector`);
      const list = body<{ list: Node[] }>(answer).data?.list ?? [];
      expect(ids(list)).toEqual(['org-group']);
      const terminal = flat(list).find((node) => node.id === 'org-terminal');
      // sub-organisations first, then the organisation's own enabled users
      expect(ids(terminal?.children).slice(0, 3)).toEqual(['org-ops', 'user-manager', 'user-manager-sub']);
      expect(flat(list).find((node) => node.id === 'user-staff')).toMatchObject({ fullName: '李操作/staff', type: 'user', parentId: 'org-ops', isLeaf: true });
      // a disabled organisation goes with its users
      expect(ids(flat(list))).not.toContain('org-public');
      expect(ids(flat(list))).not.toContain('user-tourist');
      expect(answer.body).not.toMatch(SECRET);
    } finally {
      await t.services.db.updateTable('base_organize').set({ enabledMark: 1 }).where('id', '=', 'org-public').execute();
    }
  });

  it('GET /getWlList: a page of the users of the companies flagged external, their departments included', async () => {
    const api = as(t.app, admin);
    const before = body<Page<Person>>(await as(t.app, staff).get(`${USERS}/getWlList`)).data?.pagination.total;
    try {
      // a logistics company with a department, created through the organisation page (propertyJson is its body's text)
      const company = {
        parentId: '-1',
        fullName: '顺达物流',
        enCode: 'WL.SD',
        type: 'company',
        propertyJson: '{"external":true}',
        enabledMark: 1,
        sortCode: 1,
      };
      expect(body(await api.post('/api/permission/Organize', company)).code).toBe(200);
      const companyId = (await t.services.db.selectFrom('base_organize').select('id').where('enCode', '=', 'WL.SD').executeTakeFirstOrThrow()).id;
      const department = { parentId: companyId, fullName: '车队', enCode: 'WL.SD.FLEET', type: 'department', enabledMark: 1, sortCode: 1 };
      expect(body(await api.post('/api/permission/Organize', department)).code).toBe(200);
      const departmentId = (await t.services.db.selectFrom('base_organize').select('id').where('enCode', '=', 'WL.SD.FLEET').executeTakeFirstOrThrow()).id;
      for (const [account, realName, organizeId] of [
        ['wl-boss', '物流老板', companyId],
        ['wl-driver', '物流司机', departmentId],
        ['wl-gone', '物流离职', departmentId],
      ] as const) {
        expect(body(await api.post(USERS, { account, realName, organizeId, enabledMark: account === 'wl-gone' ? 0 : 1 })).code).toBe(200);
      }

      const all = body<Page<Person>>(await as(t.app, staff).get(`${USERS}/getWlList?pageSize=100`)).data;
      const external = (all?.list ?? []).filter((user) => user.account.startsWith('wl-'));
      expect(external.map((user) => user.account).sort()).toEqual(['wl-boss', 'wl-driver']);
      expect(external.find((user) => user.account === 'wl-driver')?.organize).toBe('顺达物流/车队');
      expect(all?.pagination.total).toBe((before ?? 0) + 2);
      // the port's own staff are no external users
      expect(ids(all?.list)).not.toContain('user-staff');
      const page = body<Page<Person>>(await as(t.app, staff).get(`${USERS}/getWlList?currentPage=2&pageSize=1`)).data;
      expect(page?.pagination).toEqual({ currentPage: 2, pageSize: 1, total: (before ?? 0) + 2 });
      expect(page?.list).toHaveLength(1);
      const found = body<Page<Person>>(await as(t.app, staff).get(`${USERS}/getWlList?keyword=${encodeURIComponent('司机')}`)).data;
      expect(found?.list.map((user) => user.account)).toEqual(['wl-driver']);
    } finally {
      // the other tests see the demo organisation tree only
      const users = await t.services.db.selectFrom('base_user').select('id').where('account', 'like', 'wl-%').execute();
      await t.services.db
        .deleteFrom('base_user_relation')
        .where('userId', 'in', ['', ...users.map((user) => user.id)])
        .execute();
      await t.services.db.deleteFrom('base_user').where('account', 'like', 'wl-%').execute();
      await t.services.db.deleteFrom('base_organize').where('enCode', 'like', 'WL.%').execute();
    }
  });

  it('POST /getSubordinates: the enabled users the caller manages directly, as a bare array', async () => {
    const mine = body<Person[]>(await as(t.app, manager).post(`${USERS}/getSubordinates`, { keyword: '' }));
    expect(mine.data).toEqual([
      {
        id: 'user-staff',
        fullName: '李操作/staff',
        realName: '李操作',
        account: 'staff',
        headIcon: '',
        organize: '港口集团/集装箱码头公司/操作部',
        type: 'user',
      },
    ]);
    expect(body<Person[]>(await as(t.app, manager).post(`${USERS}/getSubordinates`, { keyword: 'nobody' })).data).toEqual([]);
    expect(body<Person[]>(await as(t.app, staff).post(`${USERS}/getSubordinates`, {})).data).toEqual([]);
  });

  it("GET /getOrganization: an organisation's own users; '0' is the caller's organisation", async () => {
    expect(ids(body<Person[]>(await as(t.app, staff).get(`${USERS}/getOrganization?organizeId=0`)).data)).toEqual(['user-staff']);
    expect(ids(body<Person[]>(await as(t.app, staff).get(`${USERS}/getOrganization?organizeId=org-terminal`)).data)).toEqual([
      'user-manager',
      'user-manager-sub',
    ]);
    const keyword = encodeURIComponent('子账号');
    expect(ids(body<Person[]>(await as(t.app, staff).get(`${USERS}/getOrganization?organizeId=org-terminal&keyword=${keyword}`)).data)).toEqual([
      'user-manager-sub',
    ]);
  });

  it('POST /GetListByAuthorize/{organizeId}: the tree of the users the caller administers, a level at a time', async () => {
    const top = body<{ list: Node[] }>(await as(t.app, manager).post(`${USERS}/GetListByAuthorize/0`, {})).data?.list;
    expect(top).toEqual([expect.objectContaining({ id: 'org-terminal', fullName: '港口集团/集装箱码头公司', type: 'company', isLeaf: false })]);
    const level = body<{ list: Node[] }>(await as(t.app, manager).post(`${USERS}/GetListByAuthorize/org-terminal`, {})).data?.list;
    expect(level?.map((node) => `${node.type}:${node.id}`)).toEqual(['user:user-manager', 'user:user-manager-sub', 'department:org-ops']);
    expect(level?.find((node) => node.id === 'org-ops')?.fullName).toBe('操作部');
    // outside the scope: nothing
    expect(body<{ list: Node[] }>(await as(t.app, manager).post(`${USERS}/GetListByAuthorize/org-it`, {})).data?.list).toEqual([]);
    const found = body<{ list: Node[] }>(await as(t.app, manager).post(`${USERS}/GetListByAuthorize/0`, { keyword: '李' })).data?.list;
    expect(found?.map((node) => `${node.type}:${node.id}`)).toEqual(['user:user-staff']);
    // a system administrator administers everything
    expect(ids(body<{ list: Node[] }>(await as(t.app, admin).post(`${USERS}/GetListByAuthorize/0`, {})).data?.list)).toEqual(['org-group']);
  });

  it('GET /GetUsersByRoleOrgId: who may hold the role, within reach; the role page only', async () => {
    const query = (roleId: string, organizeId: string, keyword = '') =>
      `${USERS}/GetUsersByRoleOrgId?roleId=${roleId}&organizeId=${organizeId}&keyword=${keyword}`;
    expect(ids(body<Node[]>(await as(t.app, manager).get(query('role-staff', '0'))).data)).toEqual(['org-terminal']);
    expect(ids(body<Node[]>(await as(t.app, manager).get(query('role-staff', 'org-terminal'))).data)).toEqual(['user-manager', 'user-manager-sub', 'org-ops']);
    expect(ids(body<Node[]>(await as(t.app, manager).get(query('role-staff', '0', encodeURIComponent('操作')))).data)).toEqual(['user-staff']);
    // a global role may go to anyone: the whole tree for a system administrator
    expect(ids(body<Node[]>(await as(t.app, admin).get(query('role-admin', '0'))).data)).toEqual(['org-group']);
    // an organisation role is bound to its organisations: org-it is none of them
    expect(body<Node[]>(await as(t.app, admin).get(query('role-staff', 'org-it'))).data).toEqual([]);
    expect(body<Node[]>(await as(t.app, admin).get(query('no-such-role', '0'))).data).toEqual([]);
    expect(body(await as(t.app, staff).get(query('role-staff', '0'))).code).toBe(401);
  });

  it("GET /GetUsersByPositionId: the position's organisation with its users; the position page only", async () => {
    const answer = body<Node[]>(await as(t.app, admin).get(`${USERS}/GetUsersByPositionId?positionId=pos-operator`)).data ?? [];
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({ id: 'org-ops', fullName: '港口集团/集装箱码头公司/操作部', type: 'department', hasChildren: true });
    expect(answer[0]?.children).toEqual([expect.objectContaining({ id: 'user-staff', fullName: '李操作/staff', type: 'user', parentId: 'org-ops' })]);
    // outside the company administrator's scope, or unknown: nothing
    expect(body<Node[]>(await as(t.app, manager).get(`${USERS}/GetUsersByPositionId?positionId=pos-it-head`)).data).toEqual([]);
    expect(ids(body<Node[]>(await as(t.app, manager).get(`${USERS}/GetUsersByPositionId?positionId=pos-operator`)).data)).toEqual(['org-ops']);
    expect(body<Node[]>(await as(t.app, admin).get(`${USERS}/GetUsersByPositionId?positionId=nothing`)).data).toEqual([]);
    expect(body(await as(t.app, staff).get(`${USERS}/GetUsersByPositionId?positionId=pos-operator`)).code).toBe(401);
  });

  it('POST /getSelectedUserList: a page of the users stored values stand for, in both clients’ shapes', async () => {
    const values = ['user-admin', 'org-ops--department', 'role-company-admin--role', 'grp-duty--unknown'];
    const fe347 = body<Page<Person>>(
      await as(t.app, staff).post(`${USERS}/getSelectedUserList`, { userId: values, pagination: { currentPage: 1, pageSize: 10 } }),
    );
    expect(ids(fe347.data?.list)).toEqual(['user-admin', 'user-manager', 'user-staff']);
    expect(fe347.data?.pagination.total).toBe(3);
    const be36 = body<Page<Person>>(
      await as(t.app, staff).post(`${USERS}/getSelectedUserList`, { ids: ['grp-duty--group'], pagination: { keyword: '王', currentPage: 1, pageSize: 1 } }),
    );
    expect(be36.data?.list.map((user) => user.fullName)).toEqual(['王经理/manager']);
    expect(be36.data?.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 1 });
    expect(body<Page<Person>>(await as(t.app, staff).post(`${USERS}/getSelectedUserList`, {})).data?.list).toEqual([]);
  });

  it('PUT /updateEnableMark/{id}: sets the state given, lifts a lock, ends the sessions of a disabled user; within rank', async () => {
    // a user of the company administrator's subtree holding nothing: one the manager may act on
    expect(body(await as(t.app, admin).post(USERS, { account: 'em-ops', realName: '状态测试', organizeId: 'org-ops' })).code).toBe(200);
    const target = (await t.services.db.selectFrom('base_user').select('id').where('account', '=', 'em-ops').executeTakeFirstOrThrow()).id;
    const staffToken = await tokenOf(t.app, 'staff');
    const disabled = body(await as(t.app, admin).put(`${USERS}/updateEnableMark/user-staff`, { enabledMark: 0 }));
    expect(disabled).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await t.services.db.selectFrom('base_user').select('enabledMark').where('id', '=', 'user-staff').executeTakeFirst())?.enabledMark).toBe(0);
    expect(body(await as(t.app, staffToken).get(`${USERS}/All`)).code).toBe(600);
    // the same again changes nothing more
    expect(body(await as(t.app, admin).put(`${USERS}/updateEnableMark/user-staff`, { enabledMark: 0 })).code).toBe(200);

    await setUser('user-staff', { enabledMark: 2, errorCount: 5, unlockTime: Date.now() + 60_000 });
    expect(body(await as(t.app, admin).put(`${USERS}/updateEnableMark/user-staff`, { id: 'user-staff', enabledMark: 1 })).code).toBe(200);
    expect(
      await t.services.db.selectFrom('base_user').select(['enabledMark', 'errorCount', 'unlockTime']).where('id', '=', 'user-staff').executeTakeFirst(),
    ).toEqual({
      enabledMark: 1,
      errorCount: 0,
      unlockTime: null,
    });
    staff = await tokenOf(t.app, 'staff');

    // rank: the company administrator acts inside its subtree only, never on the administrator
    expect(body(await as(t.app, manager).put(`${USERS}/updateEnableMark/${target}`, { enabledMark: 0 })).code).toBe(200);
    expect((await t.services.db.selectFrom('base_user').select('enabledMark').where('id', '=', target).executeTakeFirst())?.enabledMark).toBe(0);
    expect(body(await as(t.app, manager).put(`${USERS}/updateEnableMark/user-tourist`, { enabledMark: 0 })).code).toBe(401);
    expect(body(await as(t.app, manager).put(`${USERS}/updateEnableMark/user-admin`, { enabledMark: 0 })).code).toBe(401);
    expect(body(await as(t.app, admin).put(`${USERS}/updateEnableMark/user-admin`, { enabledMark: 0 }))).toEqual({ code: 400, msg: '无法修改管理员账户状态' });
    // staff holds the page but not its edit button
    expect(body(await as(t.app, staff).put(`${USERS}/updateEnableMark/${target}`, { enabledMark: 1 })).code).toBe(401);
    // bad input changes nothing
    expect(body(await as(t.app, admin).put(`${USERS}/updateEnableMark/${target}`, { enabledMark: 2 })).code).toBe(400);
    expect(body(await as(t.app, admin).put(`${USERS}/updateEnableMark/${target}`, {})).code).toBe(400);
    expect(body(await as(t.app, admin).put(`${USERS}/updateEnableMark/nobody`, { enabledMark: 1 })).code).toBe(400);
    const states = await t.services.db
      .selectFrom('base_user')
      .select(['id', 'enabledMark'])
      .where('id', 'in', ['user-admin', 'user-tourist', 'user-staff', target])
      .execute();
    expect(Object.fromEntries(states.map((row) => [row.id, row.enabledMark]))).toEqual({ 'user-admin': 1, 'user-tourist': 1, 'user-staff': 1, [target]: 0 });
  });

  it("the user list's organisation filter: an organisation's users and those of everything beneath it", async () => {
    const { db } = t.services;
    const terminal = await usersUnderOrganisation(db, 'org-terminal');
    expect(terminal).toEqual(expect.arrayContaining(['user-manager', 'user-manager-sub', 'user-staff']));
    expect(terminal).not.toContain('user-admin');
    expect(terminal).not.toContain('user-tourist');
    const ops = await usersUnderOrganisation(db, 'org-ops');
    expect(ops).toContain('user-staff');
    expect(ops).not.toContain('user-manager');
    expect(await usersUnderOrganisation(db, 'org-group')).toEqual(expect.arrayContaining(['user-admin', 'user-manager', 'user-staff', 'user-tourist']));
    expect(await usersUnderOrganisation(db, 'no-such-org')).toEqual([]);
  });

  it('reads the organisation links of many users or organisations at once (more than an SQL list may name)', async () => {
    const { db } = t.services;
    const many = Array.from({ length: 600 }, (_, at) => `nobody-${at}`);
    // the staff's organisation comes from the link alone here
    const belongs = await organisationsOfUsers(db, [...many.map((id) => ({ id })), { id: 'user-staff', organizeId: '' }]);
    expect(belongs.get('user-staff')).toEqual(['org-ops']);
    expect(belongs.get('nobody-1')).toEqual([]);
    const people = (await enabledPeople(db)).map((person) => ({ ...person, organizeId: '' }));
    expect(ids(await membersOf(db, people, new Set([...many, 'org-ops'])))).toEqual(['user-staff']);
    expect(ids(await membersOf(db, people, new Set(['org-ops'])))).toEqual(['user-staff']);
  });
});
