import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

interface Node {
  id: string;
  parentId: string;
  fullName: string;
  type: string;
  lastFullName?: string;
  organize?: string;
  organizeIds?: string[];
  children?: Node[];
}
interface Company {
  id: string;
  companyName: string;
  fullName: string;
  enCode: string;
}
interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
const find = (nodes: Node[] | undefined, id: string) => flat(nodes ?? []).find((node) => node.id === id);
const ids = (rows: { id: string }[] | undefined) => (rows ?? []).map((row) => row.id);
/** Each node as "parent>id", so a test reads the whole shape of a tree at once. */
const shape = (nodes: Node[] | undefined) => flat(nodes ?? []).map((node) => `${node.parentId}>${node.id}`);

describe.each(databases())('position, organisation, role and company choices (contract §4.5–4.7, spec lowcode §7) on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let staff: string;
  beforeAll(async () => ({ t, admin, manager, staff } = await appSignedIn(target, 'admin', 'manager', 'staff')));
  afterAll(async () => t?.close());

  const list = async <T = Node>(token: string, url: string, payload?: object) =>
    body<{ list: T[] }>(payload === undefined ? await as(t.app, token).get(url) : await as(t.app, token).post(url, payload)).data?.list;

  it('GET /Position/All: every enabled position, for any signed-in user', async () => {
    await t.services.db.updateTable('base_position').set({ enabledMark: 0 }).where('id', '=', 'pos-it-head').execute();
    try {
      const all = await list<Record<string, unknown>>(staff, '/api/permission/Position/All');
      expect(all?.find((row) => row.id === 'pos-operator')).toEqual({
        id: 'pos-operator',
        enCode: 'operator',
        fullName: '操作员',
        organizeId: 'org-ops',
        type: 'ptype-operate',
      });
      expect(ids(all as { id: string }[])).not.toContain('pos-it-head');
      expect((await t.app.inject({ method: 'GET', url: '/api/permission/Position/All' })).json()).toMatchObject({ code: 600 });
    } finally {
      await t.services.db.updateTable('base_position').set({ enabledMark: 1 }).where('id', '=', 'pos-it-head').execute();
    }
  });

  it("POST /Position/PositionCondition: the named departments' positions and the named positions under their organisations", async () => {
    const url = '/api/permission/Position/PositionCondition';
    // FE347's body: a company "--company" stands for it and everything beneath
    const company = await list(staff, url, { keyword: '', departIds: ['org-terminal--company'], positionIds: [] });
    expect(shape(company)).toEqual(['-1>org-terminal', 'org-terminal>pos-terminal-manager', 'org-terminal>org-ops', 'org-ops>pos-operator']);
    expect(find(company, 'org-terminal')?.fullName).toBe('港口集团/集装箱码头公司');
    expect(find(company, 'org-ops')).toMatchObject({ fullName: '操作部', organize: '港口集团/集装箱码头公司/操作部' });
    expect(find(company, 'pos-operator')).toMatchObject({ type: 'position', fullName: '操作员', organizeId: 'org-ops' });
    // a plain id is that organisation alone; a position named by itself comes with its organisation
    const plain = await list(staff, url, { departIds: ['org-terminal'], positionIds: ['pos-it-head'] });
    expect(shape(plain)).toEqual(['-1>org-it', 'org-it>pos-it-head', '-1>org-terminal', 'org-terminal>pos-terminal-manager']);
    expect(find(plain, 'org-it')?.fullName).toBe('港口集团/信息中心');
    expect(ids(await list(staff, url, { departIds: ['org-terminal--company'], keyword: '操作' }))).toEqual(['org-ops']);
    // BE36's body: `ids`
    expect(shape(await list(staff, url, { ids: ['org-ops--department'] }))).toEqual(['-1>org-ops', 'org-ops>pos-operator']);
    expect(await list(staff, url, {})).toEqual([]);
  });

  it('POST /Organize/OrganizeCondition: the named organisations as a tree, each under its nearest named ancestor', async () => {
    const url = '/api/permission/Organize/OrganizeCondition';
    const company = await list(staff, url, { keyword: '', departIds: ['org-group--company'] });
    expect(shape(company)).toEqual(['-1>org-group', 'org-group>org-it', 'org-group>org-terminal', 'org-terminal>org-ops', 'org-group>org-public']);
    expect(find(company, 'org-ops')).toMatchObject({
      fullName: '操作部',
      lastFullName: '操作部',
      type: 'department',
      organize: '港口集团/集装箱码头公司/操作部',
      organizeIds: ['org-group', 'org-terminal', 'org-ops'],
    });
    // the organisations between two named ones are left out: the lower one is named by the path from under the upper
    const gap = await list(staff, url, { departIds: ['org-group', 'org-ops'] });
    expect(shape(gap)).toEqual(['-1>org-group', 'org-group>org-ops']);
    expect(find(gap, 'org-ops')?.fullName).toBe('集装箱码头公司/操作部');
    const roots = await list(staff, url, { departIds: ['org-ops', 'org-it'] });
    expect(roots?.map((node) => node.fullName)).toEqual(['港口集团/信息中心', '港口集团/集装箱码头公司/操作部']);
    expect(ids(await list(staff, url, { ids: ['org-group--company'], keyword: '码头' }))).toEqual(['org-terminal']);
    // a disabled organisation is no choice
    await t.services.db.updateTable('base_organize').set({ enabledMark: 0 }).where('id', '=', 'org-public').execute();
    try {
      expect(ids(flat((await list(staff, url, { departIds: ['org-group--company'] })) ?? []))).not.toContain('org-public');
    } finally {
      await t.services.db.updateTable('base_organize').set({ enabledMark: 1 }).where('id', '=', 'org-public').execute();
    }
  });

  it("GET /Role/SelectorByPermission: the role tree cut to the caller's scope; global roles for system administrators only", async () => {
    const url = '/api/permission/Role/SelectorByPermission';
    const everything = await list(admin, url);
    expect(ids(find(everything, '1')?.children)).toEqual(expect.arrayContaining(['role-admin', 'role-tourist']));
    expect(ids(find(everything, 'org-terminal')?.children)).toEqual(expect.arrayContaining(['role-company-admin', 'role-staff']));
    const scoped = await list(manager, url);
    expect(find(scoped, '1')).toBeUndefined();
    expect(ids(scoped)).toEqual(['org-terminal']);
    expect(ids(find(scoped, 'org-terminal')?.children)).toEqual(expect.arrayContaining(['role-company-admin', 'role-staff']));
    expect(ids(flat(scoped ?? []))).not.toContain('role-admin');
    // staff administers its department only, where no role is bound
    expect(await list(staff, url)).toEqual([]);
  });

  it('POST /api/permission/SysCompany/getSelectList: enabled companies by name or code, five to a page', async () => {
    const url = '/api/permission/SysCompany/getSelectList';
    const first = body<Page<Company>>(await as(t.app, staff).post(url, { companyName: '', isCheck: 1, currentPage: 1 })).data;
    expect(first?.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 2 });
    expect(first?.list).toEqual([
      { id: 'org-group', companyName: '港口集团', fullName: '港口集团', enCode: 'PG' },
      { id: 'org-terminal', companyName: '集装箱码头公司', fullName: '集装箱码头公司', enCode: 'CT' },
    ]);
    expect(ids(body<Page<Company>>(await as(t.app, staff).post(url, { companyName: '码头' })).data?.list)).toEqual(['org-terminal']);
    expect(ids(body<Page<Company>>(await as(t.app, staff).post(url, { companyName: 'pg', isCheck: true })).data?.list)).toEqual(['org-group']);
    const second = body<Page<Company>>(await as(t.app, staff).post(url, { currentPage: 2, pageSize: 1 })).data;
    expect(ids(second?.list)).toEqual(['org-terminal']);
    // departments are no companies; a disabled company is no choice
    expect(ids(body<Page<Company>>(await as(t.app, staff).post(url, { companyName: '操作' })).data?.list)).toEqual([]);
    await t.services.db.updateTable('base_organize').set({ enabledMark: 0 }).where('id', '=', 'org-terminal').execute();
    try {
      expect(ids(body<Page<Company>>(await as(t.app, staff).post(url, {})).data?.list)).toEqual(['org-group']);
    } finally {
      await t.services.db.updateTable('base_organize').set({ enabledMark: 1 }).where('id', '=', 'org-terminal').execute();
    }
    expect(body(await as(t.app, staff).post(url, { pageSize: 1000 })).code).toBe(400);
  });
});
