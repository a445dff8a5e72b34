import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn } from './contract-suite.ts';

type Node = { id: string; fullName: string; type?: string; isLeaf?: boolean; children?: Node[] | null };
type UserPage = { list: (Node & { account?: string })[]; pagination: { currentPage: number; pageSize: number; total: number } };

const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
const ids = (nodes: Node[]) => flat(nodes).map((node) => node.id);
const find = (nodes: Node[], id: string) => flat(nodes).find((node) => node.id === id);
const childIds = (nodes: Node[], id: string) => (find(nodes, id)?.children ?? []).map((node) => node.id);

/** The pickers' selector endpoints (contract §4.5–4.9) in the contract's shapes. */
describe.each(contractTargets)('picker selector contract against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  let staff = '';
  const list = async (url: string, language?: string) => ((await backend.call('GET', url, { token: staff, language })).data as { list: Node[] }).list;
  const users = async (organizeId: string, body: Record<string, unknown> = {}) =>
    (await backend.call('POST', `/api/permission/Users/ImUser/Selector/${organizeId}`, { token: staff, body })).data as UserPage;

  // staff holds no permission-management rights: the selectors are for every signed-in user
  beforeAll(async () => ({ admin, staff, backend } = await openSignedIn(open, 'admin', 'staff')));
  afterAll(async () => backend?.close());

  it('Department/Selector: companies and departments, without the node given and its subtree', async () => {
    const all = await list('/api/permission/Organize/Department/Selector/0');
    expect(ids(all).sort()).toEqual(['org-group', 'org-it', 'org-ops', 'org-public', 'org-terminal']);
    expect([find(all, 'org-terminal')?.type, find(all, 'org-ops')?.type]).toEqual(['company', 'department']);
    expect(find(all, 'org-ops')?.isLeaf).toBe(true);
    expect(ids(await list('/api/permission/Organize/Department/Selector/org-terminal')).sort()).toEqual(['org-group', 'org-it', 'org-public']);
  });

  it('Position/Selector: positions under their organisations, branches without positions left out', async () => {
    const tree = await list('/api/permission/Position/Selector');
    expect(find(tree, 'pos-operator')).toMatchObject({ type: 'position', fullName: '操作员', isLeaf: true });
    expect(childIds(tree, 'org-ops')).toEqual(['pos-operator']);
    expect(childIds(tree, 'org-it')).toEqual(['pos-it-head']);
    expect(find(tree, 'org-public')).toBeUndefined();
  });

  it("Role/Selector: global roles under node '1' (named in the caller's language), the others under their organisations", async () => {
    const tree = await list('/api/permission/Role/Selector');
    expect(tree[0]).toMatchObject({ id: '1', fullName: '全局', type: 'global' });
    expect(childIds(tree, '1').sort()).toEqual(['role-admin', 'role-tourist']);
    expect(childIds(tree, 'org-terminal').sort()).toEqual(['role-company-admin', 'role-staff']);
    expect(find(tree, 'org-it')).toBeUndefined();
    expect((await list('/api/permission/Role/Selector', 'en'))[0]?.fullName).toBe('Global');

    const role = {
      fullName: '信息调度',
      enCode: 'itDispatch',
      type: 'rtype-business',
      globalMark: 0,
      organizeIdsTree: [
        ['org-group', 'org-it'],
        ['org-group', 'org-terminal', 'org-ops'],
      ],
    };
    expect(await backend.call('POST', '/api/permission/Role', { token: admin, body: role })).toEqual({ code: 200, msg: '新建成功' });
    const again = await list('/api/permission/Role/Selector');
    // one role under each organisation it is bound to
    const bound = flat(again).filter((node) => node.fullName === '信息调度');
    expect(bound).toHaveLength(2);
    expect(childIds(again, 'org-it')).toEqual([bound[0]?.id]);
    expect(childIds(again, 'org-ops')).toEqual([bound[0]?.id]);
  });

  it('Group/Selector: a bare array of the group types that hold groups, with their groups', async () => {
    const answer = await backend.call('GET', '/api/permission/Group/Selector', { token: staff });
    expect(answer.code).toBe(200);
    const tree = answer.data as Node[];
    expect(Array.isArray(tree)).toBe(true);
    expect(tree.map((node) => [node.id, node.type])).toEqual([['gtype-work', 'groupType']]);
    expect(tree[0]?.children).toEqual([expect.objectContaining({ id: 'grp-duty', fullName: '值班组', type: 'group', isLeaf: true })]);
  });

  it('ImUser/Selector/{id}: a level with its organisations first, then a page of its users', async () => {
    const top = await users('0');
    expect(top.list.map((node) => [node.id, node.type, node.isLeaf])).toEqual([['org-group', 'company', false]]);
    const group = await users('org-group');
    expect(group.list.filter((node) => node.type !== 'user').map((node) => node.id)).toEqual(['org-it', 'org-terminal', 'org-public']);
    const first = await users('org-terminal', { currentPage: 1, pageSize: 1 });
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    expect(first.list.map((node) => [node.type, node.isLeaf])).toEqual([
      ['department', false],
      ['user', true],
    ]);
    // later pages hold only users
    const second = await users('org-terminal', { currentPage: 2, pageSize: 1 });
    expect(second.list.map((node) => node.type)).toEqual(['user']);
    expect([first.list[1]?.id, second.list[0]?.id].sort()).toEqual(['user-manager', 'user-manager-sub']);
  });

  it('ImUser/Selector/{id}: a keyword searches every organisation under 0, only the one given otherwise', async () => {
    const found = await users('0', { keyword: '李', currentPage: 1, pageSize: 10 });
    expect(found.list).toEqual([expect.objectContaining({ id: 'user-staff', fullName: '李操作/staff', account: 'staff', type: 'user', isLeaf: true })]);
    expect(found.pagination.total).toBe(1);
    expect((await users('org-terminal', { keyword: '王' })).list.map((node) => node.id).sort()).toEqual(['user-manager', 'user-manager-sub']);
    expect((await users('org-it', { keyword: '王' })).list).toEqual([]);
  });

  it('getUserList: the asked users named in the order asked, unknown ids left out', async () => {
    const answer = await backend.call('POST', '/api/permission/Users/getUserList', { token: staff, body: { ids: ['user-manager', 'nobody', 'user-admin'] } });
    expect(answer.code).toBe(200);
    expect((answer.data as { list: Node[] }).list.map((user) => [user.id, user.fullName, user.type])).toEqual([
      ['user-manager', '王经理/manager', 'user'],
      ['user-admin', '系统管理员/admin', 'user'],
    ]);
    const byUserId = await backend.call('POST', '/api/permission/Users/getUserList', { token: staff, body: { userId: ['user-staff'] } });
    expect((byUserId.data as { list: Node[] }).list.map((user) => user.id)).toEqual(['user-staff']);
  });

  it('refuses callers without a session and out-of-bounds bodies with the same answers', async () => {
    for (const [method, url] of [
      ['GET', '/api/permission/Organize/Department/Selector/0'],
      ['GET', '/api/permission/Position/Selector'],
      ['GET', '/api/permission/Role/Selector'],
      ['GET', '/api/permission/Group/Selector'],
      ['POST', '/api/permission/Users/ImUser/Selector/0'],
      ['POST', '/api/permission/Users/getUserList'],
    ] as const) {
      expect((await backend.call(method, url, method === 'POST' ? { body: {} } : {})).code, url).toBe(600);
    }
    expect(await backend.call('POST', '/api/permission/Users/ImUser/Selector/0', { token: staff, body: { pageSize: 1000 } })).toEqual({
      code: 400,
      msg: expect.stringContaining('pageSize'),
    });
    expect(await backend.call('POST', '/api/permission/Users/getUserList', { token: staff, body: { ids: ['x'.repeat(65)] } })).toEqual({
      code: 400,
      msg: expect.stringContaining('ids'),
    });
  });
});
