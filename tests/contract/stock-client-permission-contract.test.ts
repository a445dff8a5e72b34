import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn } from './contract-suite.ts';
import { stockUrl } from './stock-client.ts';

type Node = { id: string; fullName: string; type?: string; hasChildren?: boolean; children?: Node[] | null };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
const ids = (nodes: Node[]) => flat(nodes).map((node) => node.id);
const childIds = (node: Node | undefined) => (node?.children ?? []).map((child) => child.id);

/**
 * The permission calls the stock JNPF 3.4.7 client makes (issue 16 points 1, 2, 3 and 12), sent as
 * it sends them (stock-client.ts), checking the fields its pages read.
 */
describe.each(contractTargets)('stock client permission calls against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  let manager = '';
  let staff = '';
  let tourist = '';
  beforeAll(async () => ({ admin, manager, staff, tourist, backend } = await openSignedIn(open, 'admin', 'manager', 'staff', 'tourist')));
  afterAll(async () => backend?.close());

  const list = async (url: string, token: string) => {
    const answer = await backend.call('GET', stockUrl(url), { token });
    expect(answer.code, url).toBe(200);
    return (answer.data as { list: Node[] }).list;
  };
  const post = async (url: string, token: string, body: Record<string, unknown>, language?: string) => {
    const answer = await backend.call('POST', stockUrl(url), { token, body, language });
    expect(answer.code, url).toBe(200);
    return (answer.data as { list: Node[] }).list;
  };

  it('point 1: Department/SelectorByAuth/0 is the user, position and role pages’ tree, cut to the caller’s scope', async () => {
    const all = await list('/api/permission/Organize/Department/SelectorByAuth/0', admin);
    expect(ids(all).sort()).toEqual(['org-group', 'org-it', 'org-ops', 'org-public', 'org-terminal']);
    expect(all[0]).toMatchObject({ id: 'org-group', fullName: '港口集团', type: 'company', hasChildren: true });
    const mine = await list('/api/permission/Organize/Department/SelectorByAuth/0', manager);
    expect(mine.map((node) => node.id)).toEqual(['org-terminal']);
    expect(childIds(mine[0])).toEqual(['org-ops']);
    expect(mine[0]?.children?.[0]).toMatchObject({ fullName: '操作部', type: 'department' });
    expect(ids(await list('/api/permission/Organize/Department/SelectorByAuth/0', staff))).toEqual(['org-ops']);
    // the node being edited and its subtree are left out, as in Department/Selector
    expect(ids(await list('/api/permission/Organize/Department/SelectorByAuth/org-terminal', admin)).sort()).toEqual(['org-group', 'org-it', 'org-public']);
  });

  it('point 2: Organize/SelectorByAuth/0 is the organisation picker’s tree, cut to the caller’s scope', async () => {
    expect(ids(await list('/api/permission/Organize/SelectorByAuth/0', admin)).sort()).toEqual([
      'org-group',
      'org-it',
      'org-ops',
      'org-public',
      'org-terminal',
    ]);
    const mine = await list('/api/permission/Organize/SelectorByAuth/0', manager);
    expect(mine.map((node) => [node.id, node.fullName, node.type])).toEqual([['org-terminal', '集装箱码头公司', 'company']]);
    expect(childIds(mine[0])).toEqual(['org-ops']);
  });

  it('point 3: Position/getListByOrgIds gives each organisation with its positions, within the caller’s scope', async () => {
    const body = { organizeIds: ['org-ops', 'org-it'] };
    const groups = await post('/api/permission/Position/getListByOrgIds', admin, body);
    expect(groups.map((group) => [group.id, group.fullName, childIds(group)])).toEqual([
      ['org-ops', '操作部', ['pos-operator']],
      ['org-it', '信息中心', ['pos-it-head']],
    ]);
    expect(groups[0]?.children?.[0]).toMatchObject({ id: 'pos-operator', fullName: '操作员' });
    // org-it lies outside the company administrator's scope
    expect((await post('/api/permission/Position/getListByOrgIds', manager, body)).map((group) => group.id)).toEqual(['org-ops']);
  });

  it('point 3: Role/getListByOrgIds gives the organisation roles and the global group ("0"), within the rank rule', async () => {
    const body = { organizeIds: ['org-terminal'] };
    const groups = await post('/api/permission/Role/getListByOrgIds', admin, body);
    expect(groups.map((group) => [group.id, group.fullName, childIds(group).sort()])).toEqual([
      ['org-terminal', '集装箱码头公司', ['role-company-admin', 'role-staff']],
      ['0', '全局', ['role-admin', 'role-tourist']],
    ]);
    expect((await post('/api/permission/Role/getListByOrgIds', admin, body, 'en')).at(-1)?.fullName).toBe('Global');
    // a company administrator is offered no global role it does not hold (rank rule 2)
    const offered = await post('/api/permission/Role/getListByOrgIds', manager, body);
    expect(offered.map((group) => [group.id, childIds(group).sort()])).toEqual([
      ['org-terminal', ['role-company-admin', 'role-staff']],
      ['0', []],
    ]);
  });

  it('point 3: the choices are for holders of the user page; bodies out of bounds are refused', async () => {
    for (const url of ['/api/permission/Position/getListByOrgIds', '/api/permission/Role/getListByOrgIds']) {
      expect((await backend.call('POST', stockUrl(url), { token: tourist, body: { organizeIds: ['org-ops'] } })).code, url).toBe(401);
      expect((await backend.call('POST', stockUrl(url), { body: { organizeIds: ['org-ops'] } })).code, url).toBe(600);
      expect((await backend.call('POST', stockUrl(url), { token: admin, body: {} })).code, url).toBe(400);
    }
  });

  it('point 12: Users/getSelectedList names stored values, typed only when the value named a type', async () => {
    const answer = await backend.call('POST', stockUrl('/api/permission/Users/getSelectedList'), {
      token: staff,
      body: { userId: ['user-manager', 'org-ops--department', 'role-staff--role', 'pos-operator--position', 'nobody', 'x--unknown'] },
    });
    expect(answer.code).toBe(200);
    expect((answer.data as { list: Node[] }).list).toEqual([
      expect.objectContaining({ id: 'user-manager', fullName: '王经理/manager' }),
      { id: 'org-ops', fullName: '操作部', type: 'department' },
      { id: 'role-staff', fullName: '普通用户', type: 'role' },
      { id: 'pos-operator', fullName: '操作员', type: 'position' },
    ]);
    expect((answer.data as { list: Node[] }).list[0]).not.toHaveProperty('type');
    expect((await backend.call('POST', stockUrl('/api/permission/Users/getSelectedList'), { body: { userId: [] } })).code).toBe(600);
  });

  it('points 1 and 2: the scoped trees answer only signed-in callers', async () => {
    for (const url of ['/api/permission/Organize/Department/SelectorByAuth/0', '/api/permission/Organize/SelectorByAuth/0']) {
      expect((await backend.call('GET', stockUrl(url))).code, url).toBe(600);
    }
  });
});
