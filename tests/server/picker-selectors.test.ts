import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

interface TreeNode {
  id: string;
  fullName: string;
  type: string;
  isLeaf?: boolean;
  children?: TreeNode[];
}
interface UserPage {
  list: (TreeNode & { account?: string })[];
  pagination: { total: number; currentPage: number; pageSize: number };
}

const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
const find = (nodes: TreeNode[], id: string) => flat(nodes).find((node) => node.id === id);

describe.each(databases())('picker selector trees on %s (contract §4.5–4.9, spec lowcode §3)', (target) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  // staff has no permission-management rights at all
  beforeAll(async () => ({ t, admin, staff } = await appSignedIn(target, 'admin', 'staff')));
  afterAll(async () => t?.close());

  it('department selector: companies and departments as a tree, without the given subtree', async () => {
    const all = body<{ list: TreeNode[] }>(await as(t.app, staff).get('/api/permission/Organize/Department/Selector/0'));
    expect(all.code).toBe(200);
    expect(find(all.data?.list ?? [], 'org-group')?.type).toBe('company');
    expect(find(all.data?.list ?? [], 'org-ops')?.type).toBe('department');
    const without = body<{ list: TreeNode[] }>(await as(t.app, staff).get('/api/permission/Organize/Department/Selector/org-terminal'));
    expect(find(without.data?.list ?? [], 'org-terminal')).toBeUndefined();
    expect(find(without.data?.list ?? [], 'org-ops')).toBeUndefined();
    expect(find(without.data?.list ?? [], 'org-it')).toBeDefined();
  });

  it('position selector: positions under their organisations, empty branches left out', async () => {
    const answer = body<{ list: TreeNode[] }>(await as(t.app, staff).get('/api/permission/Position/Selector'));
    expect(answer.code).toBe(200);
    const operator = find(answer.data?.list ?? [], 'pos-operator');
    expect(operator).toMatchObject({ type: 'position', fullName: '操作员', isLeaf: true });
    expect(find(answer.data?.list ?? [], 'org-ops')?.children?.map((c) => c.id)).toContain('pos-operator');
    expect(find(answer.data?.list ?? [], 'org-public')).toBeUndefined();
  });

  it("role selector: global roles under node '1', organisation roles under their organisations", async () => {
    // bind the company admin role to the terminal company
    const info = body<Record<string, unknown>>(await as(t.app, admin).get('/api/permission/Role/role-company-admin'));
    const saved = await as(t.app, admin).put('/api/permission/Role/role-company-admin', { ...info.data, organizeIdsTree: [['org-group', 'org-terminal']] });
    expect(body(saved).code).toBe(200);
    const answer = body<{ list: TreeNode[] }>(await as(t.app, staff).get('/api/permission/Role/Selector'));
    expect(answer.code).toBe(200);
    const list = answer.data?.list ?? [];
    const global = list.find((node) => node.id === '1');
    expect(global?.children?.map((c) => c.id).sort()).toEqual(['role-admin', 'role-tourist']);
    expect(find(list, 'org-terminal')?.children?.map((c) => c.id)).toContain('role-company-admin');
    // bound nowhere: at the top of the organisation side
    const unbound = body<{ id: string }>(
      await as(t.app, admin).post('/api/permission/Role', {
        fullName: '临时角色',
        enCode: 'loose',
        type: 'rtype-business',
        globalMark: 0,
        organizeIdsTree: [],
        enabledMark: 1,
        sortCode: 9,
      }),
    );
    expect(unbound.code).toBe(200);
    const again = body<TreeNode[]>(await as(t.app, staff).get('/api/permission/Role/Selector')).data as unknown as { list: TreeNode[] };
    expect(again.list.find((node) => node.fullName === '临时角色')?.type).toBe('role');
  });

  it('group selector: a bare array of group types with their groups', async () => {
    const answer = body<TreeNode[]>(await as(t.app, staff).get('/api/permission/Group/Selector'));
    expect(answer.code).toBe(200);
    expect(Array.isArray(answer.data)).toBe(true);
    const work = answer.data?.find((node) => node.id === 'gtype-work');
    expect(work?.children?.map((c) => c.id)).toEqual(['grp-duty']);
    expect(work?.children?.[0]?.type).toBe('group');
    expect(answer.data?.find((node) => node.id === 'gtype-project')).toBeUndefined();
  });

  it('user selector: one level at a time, organisations first, then a page of users', async () => {
    const top = body<UserPage>(await as(t.app, staff).post('/api/permission/Users/ImUser/Selector/0', {}));
    expect(top.code).toBe(200);
    expect(top.data?.list.map((n) => n.id)).toEqual(['org-group']);
    const group = body<UserPage>(await as(t.app, staff).post('/api/permission/Users/ImUser/Selector/org-group', {}));
    expect(group.data?.list.filter((n) => n.type !== 'user').map((n) => n.id)).toEqual(expect.arrayContaining(['org-it', 'org-terminal', 'org-public']));
    const terminal = body<UserPage>(await as(t.app, staff).post('/api/permission/Users/ImUser/Selector/org-terminal', { currentPage: 1, pageSize: 1 }));
    const users = terminal.data?.list.filter((n) => n.type === 'user') ?? [];
    expect(users).toHaveLength(1);
    expect(users[0]?.isLeaf).toBe(true);
    expect(terminal.data?.pagination.total).toBe(2);
    const second = body<UserPage>(await as(t.app, staff).post('/api/permission/Users/ImUser/Selector/org-terminal', { currentPage: 2, pageSize: 1 }));
    // the second page has no organisations and the other user
    expect(second.data?.list.map((n) => n.type)).toEqual(['user']);
    expect(second.data?.list[0]?.id).not.toBe(users[0]?.id);
  });

  it('user selector: a keyword searches every organisation, and oneself is included', async () => {
    const found = body<UserPage>(await as(t.app, staff).post('/api/permission/Users/ImUser/Selector/0', { keyword: '李', pageSize: 10 }));
    expect(found.data?.list.map((n) => n.id)).toEqual(['user-staff']);
    expect(found.data?.list[0]).toMatchObject({ type: 'user', fullName: '李操作/staff' });
  });

  it('refuses callers without a session and bad bodies', async () => {
    for (const [method, url] of [
      ['GET', '/api/permission/Position/Selector'],
      ['GET', '/api/permission/Role/Selector'],
      ['GET', '/api/permission/Group/Selector'],
      ['GET', '/api/permission/Organize/Department/Selector/0'],
      ['POST', '/api/permission/Users/ImUser/Selector/0'],
    ] as const) {
      expect(body(await t.app.inject({ method, url })).code).not.toBe(200);
    }
    expect(body(await as(t.app, staff).post('/api/permission/Users/ImUser/Selector/0', { pageSize: 1000 })).code).not.toBe(200);
  });
});

describe.each(databases())('POST /api/permission/Users/getUserList on %s (contract §4.9)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('names the asked users in the order asked, for any signed-in user, unknown ids left out', async () => {
    const staff = await tokenOf(t.app, 'staff');
    const answer = body<{ list: { id: string; fullName: string }[] }>(
      await as(t.app, staff).post('/api/permission/Users/getUserList', { ids: ['user-manager', 'nobody', 'user-admin'] }),
    );
    expect(answer.code).toBe(200);
    expect(answer.data?.list.map((u) => [u.id, u.fullName])).toEqual([
      ['user-manager', '王经理/manager'],
      ['user-admin', '系统管理员/admin'],
    ]);
    expect(body<{ list: unknown[] }>(await as(t.app, staff).post('/api/permission/Users/getUserList', { userId: ['user-staff'] })).data?.list).toHaveLength(1);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/permission/Users/getUserList', payload: { ids: [] } })).code).not.toBe(200);
  });
});

describe.each(databases())('user selector keyword within an organisation on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it("searches only the given organisation's users, and no organisations", async () => {
    const staff = await tokenOf(t.app, 'staff');
    const inTerminal = body<UserPage>(await as(t.app, staff).post('/api/permission/Users/ImUser/Selector/org-terminal', { keyword: '王' }));
    expect(inTerminal.data?.list.map((n) => n.id).sort()).toEqual(['user-manager', 'user-manager-sub']);
    const inIt = body<UserPage>(await as(t.app, staff).post('/api/permission/Users/ImUser/Selector/org-it', { keyword: '王' }));
    expect(inIt.data?.list).toEqual([]);
  });
});
