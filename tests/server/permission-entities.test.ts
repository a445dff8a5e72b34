import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

type Page<T> = { list: T[]; pagination: { total: number } };

/** Organisation, position, role and group, served from their schemas (contract §4.5–4.8). */
describe.each(databases())('organisation entities on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  it('lists companies and departments together in one tree, told apart by type', async () => {
    const tree =
      body<{ list: { id: string; type: string; children?: { id: string; type: string }[] }[] }>(await admin.get('/api/permission/Organize')).data?.list ?? [];
    expect(tree.map((node) => node.id)).toEqual(['org-group']);
    expect(tree[0]?.type).toBe('company');
    const children = tree[0]?.children ?? [];
    expect(children.find((node) => node.id === 'org-it')?.type).toBe('department');
    expect(children.find((node) => node.id === 'org-terminal')?.type).toBe('company');
  });

  it('serves departments through the contract’s Department paths', async () => {
    const created = await admin.post('/api/permission/Organize/Department', { parentId: 'org-terminal', fullName: '堆场部', enCode: 'CT.YARD' });
    expect(body(created).msg).toBe('新建成功');
    const tree =
      body<{ list: { id: string; fullName: string; type: string; children?: { fullName: string }[] | null }[] }>(
        await admin.get('/api/permission/Organize/org-terminal/Department'),
      ).data?.list ?? [];
    expect(tree.map((node) => node.fullName).sort()).toEqual(['堆场部', '操作部']);
    expect(tree.every((node) => node.type === 'department')).toBe(true);
    const yard = tree.find((node) => node.fullName === '堆场部') as { id: string };
    expect(body<{ type: string }>(await admin.get(`/api/permission/Organize/Department/${yard.id}`)).data?.type).toBe('department');
    expect(body(await admin.put(`/api/permission/Organize/Department/${yard.id}/Actions/State`)).code).toBe(200);
    expect(body(await admin.delete(`/api/permission/Organize/Department/${yard.id}`)).msg).toBe('删除成功');
    expect(body(await admin.post('/api/permission/Organize/Department', { parentId: 'org-terminal', fullName: '', enCode: 'x' })).msg).toBe('请输入名称');
  });

  it('refuses to delete an organisation that has children or positions', async () => {
    expect(body(await admin.delete('/api/permission/Organize/org-terminal')).msg).toBe('该数据存在下级，不允许删除');
    expect(body(await admin.delete('/api/permission/Organize/org-ops')).msg).toBe('该数据已被使用，不允许删除');
    expect(await t.services.db.selectFrom('base_organize').select('id').where('id', '=', 'org-ops').executeTakeFirst()).toBeDefined();
  });

  it('filters positions by organisation and shows the department and type names', async () => {
    const page = body<Page<{ id: string; department: string; type: string }>>(await admin.get('/api/permission/Position?organizeId=org-ops')).data;
    expect(page?.pagination.total).toBe(1);
    expect(page?.list[0]).toMatchObject({ id: 'pos-operator', department: '操作部', type: '操作岗' });
  });

  it('keeps position names unique within one organisation only', async () => {
    const position = { organizeId: 'org-ops', fullName: '操作员', enCode: 'operator2', type: 'ptype-operate' };
    expect(body(await admin.post('/api/permission/Position', position)).msg).toBe('名称不能重复');
    expect(body(await admin.post('/api/permission/Position', { ...position, organizeId: 'org-it' })).code).toBe(200);
  });

  it('stores a role’s organisation paths as sent and returns them as arrays', async () => {
    const role = {
      fullName: '堆场调度',
      enCode: 'yardDispatch',
      type: 'rtype-business',
      globalMark: 0,
      organizeIdsTree: [['org-group', 'org-terminal', 'org-ops']],
    };
    expect(body(await admin.post('/api/permission/Role', role)).code).toBe(200);
    const listed =
      body<Page<{ id: string; enCode: string; organizeIdsTree: string[][] }>>(await admin.get(`/api/permission/Role?keyword=${encodeURIComponent('堆场')}`))
        .data?.list ?? [];
    expect(listed).toHaveLength(1);
    expect(listed[0]?.organizeIdsTree).toEqual([['org-group', 'org-terminal', 'org-ops']]);
    const info = body<{ organizeIdsTree: string[][] }>(await admin.get(`/api/permission/Role/${listed[0]?.id}`)).data;
    expect(info?.organizeIdsTree).toEqual([['org-group', 'org-terminal', 'org-ops']]);
    const bad = await admin.post('/api/permission/Role', { ...role, enCode: 'other', fullName: '其他', organizeIdsTree: 'org-ops' });
    expect(body(bad).code).toBe(400);
  });

  it('pages groups with the type name and toggles their state', async () => {
    const page = body<Page<{ id: string; type: string; enabledMark: number }>>(await admin.get('/api/permission/Group')).data;
    expect(page?.list[0]).toMatchObject({ id: 'grp-duty', type: '工作组', enabledMark: 1 });
    expect(body(await admin.put('/api/permission/Group/grp-duty/Actions/State', {})).code).toBe(200);
    const after = await t.services.db.selectFrom('base_group').select('enabledMark').where('id', '=', 'grp-duty').executeTakeFirst();
    expect(after?.enabledMark).toBe(0);
  });

  it('refuses the organisation screens to a user without the permission', async () => {
    const staff = as(t.app, await tokenOf(t.app, 'staff'));
    expect(body(await staff.get('/api/permission/Role')).code).not.toBe(200);
  });
});

/** Areas load one level at a time (contract §4.10). */
describe.each(databases())('areas on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  type Node = { id: string; fullName: string; hasChildren: boolean; isLeaf: boolean };

  it('lists the root with -1 and each level by its parent id, saying which have children', async () => {
    const roots = body<{ list: Node[] }>(await admin.get('/api/system/Area/-1')).data?.list ?? [];
    expect(roots.map((node) => node.id)).toEqual(['area-zj', 'area-sh']);
    expect(roots[0]).toMatchObject({ hasChildren: true, isLeaf: false });
    const cities = body<{ list: Node[] }>(await admin.get('/api/system/Area/area-zj')).data?.list ?? [];
    expect(cities.map((node) => [node.id, node.isLeaf])).toEqual([
      ['area-nb', false],
      ['area-zs', true],
    ]);
  });

  it('searches every level with a keyword', async () => {
    const found = body<{ list: Node[] }>(await admin.get(`/api/system/Area/-1?keyword=${encodeURIComponent('北仑')}`)).data?.list ?? [];
    expect(found.map((node) => node.id)).toEqual(['area-bl']);
  });

  it('answers info with the parent’s name and refuses to delete an area with children', async () => {
    expect(body<{ parentName: string }>(await admin.get('/api/system/Area/area-nb/Info')).data?.parentName).toBe('浙江省');
    expect(body(await admin.delete('/api/system/Area/area-nb')).msg).toBe('该数据存在下级，不允许删除');
    expect(body(await admin.delete('/api/system/Area/area-bl')).code).toBe(200);
  });
});
