import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn } from './contract-suite.ts';

type Node = { id: string; children?: Node[] | null };
const ids = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);

/** Trees, lazily loaded levels, selectors, reference names and array fields in the contract's shapes. */
describe.each(contractTargets)('organisation and area contract against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  let staff = '';
  beforeAll(async () => ({ admin, staff, backend } = await openSignedIn(open, 'admin', 'staff')));
  afterAll(async () => backend?.close());

  it('serves the organisation selector to any signed-in user, without the node being edited and its subtree', async () => {
    const all = ((await backend.call('GET', '/api/permission/Organize/Selector/0', { token: staff })).data as { list: Node[] }).list;
    expect(ids(all).sort()).toEqual(['org-group', 'org-it', 'org-ops', 'org-public', 'org-terminal']);
    const without = ((await backend.call('GET', '/api/permission/Organize/Selector/org-terminal', { token: staff })).data as { list: Node[] }).list;
    expect(ids(without).sort()).toEqual(['org-group', 'org-it', 'org-public']);
    expect((await backend.call('GET', '/api/permission/Organize', { token: staff })).code).not.toBe(200);
  });

  it('loads areas one level at a time and names the parent in info', async () => {
    const roots = ((await backend.call('GET', '/api/system/Area/-1', { token: admin })).data as { list: { id: string; isLeaf: boolean }[] }).list;
    expect(roots.map((row) => [row.id, row.isLeaf])).toEqual([
      ['area-zj', false],
      ['area-sh', false],
    ]);
    const info = (await backend.call('GET', '/api/system/Area/area-bl/Info', { token: admin })).data as { parentName: string };
    expect(info.parentName).toBe('宁波市');
    expect(await backend.call('POST', '/api/system/Area', { token: admin, body: { parentId: 'area-nb', fullName: '镇海区', enCode: '330211' } })).toEqual({
      code: 200,
      msg: '新建成功',
    });
    const districts = ((await backend.call('GET', '/api/system/Area/area-nb', { token: admin })).data as { list: { fullName: string }[] }).list;
    // sortCode orders a level: the new district (0) comes before the seeded one (2)
    expect(districts.map((row) => row.fullName)).toEqual(['镇海区', '北仑区']);
    expect(await backend.call('POST', '/api/system/Area', { token: admin, body: { parentId: 'area-nb', fullName: '重复', enCode: '330211' } })).toEqual({
      code: 400,
      msg: '编码不能重复',
    });
  });

  it('pages positions with the department name and keeps a role’s organisation paths', async () => {
    const page = (await backend.call('GET', '/api/permission/Position?organizeId=org-ops', { token: admin })).data as {
      list: { department: string; type: string }[];
    };
    expect(page.list).toEqual([expect.objectContaining({ department: '操作部', type: '操作岗' })]);
    const role = { fullName: '闸口', enCode: 'gate', type: 'rtype-business', organizeIdsTree: [['org-group', 'org-it']] };
    expect(await backend.call('POST', '/api/permission/Role', { token: admin, body: role })).toEqual({ code: 200, msg: '新建成功' });
    const roles = ((await backend.call('GET', '/api/permission/Role?keyword=gate', { token: admin })).data as { list: { organizeIdsTree: string[][] }[] }).list;
    expect(roles.map((row) => row.organizeIdsTree)).toEqual([[['org-group', 'org-it']]]);
  });

  it('lists one application’s menus at ModuleBySystem/{systemId} and names the application in info', async () => {
    const tree = ((await backend.call('GET', '/api/system/Menu/ModuleBySystem/sys-exchange', { token: admin })).data as { list: Node[] }).list;
    expect(ids(tree)).toEqual(['m-x-root', 'm-x-log']);
    const info = (await backend.call('GET', '/api/system/Menu/m-x-log', { token: admin })).data as { systemName: string };
    expect(info.systemName).toBe('数据交换平台');
    expect(await backend.call('DELETE', '/api/system/System/sys-exchange', { token: admin })).toEqual({ code: 400, msg: '该数据已被使用，不允许删除' });
  });
});
