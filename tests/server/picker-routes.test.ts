import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

interface ConditionUser {
  id: string;
  fullName: string;
  realName: string;
  account: string;
  headIcon: string;
  organize: string;
}
interface Page {
  list: ConditionUser[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
interface AreaNode {
  id: string;
  fullName: string;
  enCode: string;
  isLeaf: boolean;
  hasChildren: boolean;
}

const USER_CONDITION = '/api/permission/Users/UserCondition';
const NONE = { departIds: [], positionIds: [], userIds: [], roleIds: [], groupIds: [] };
/** Everything a user picker may learn of a user (contract §4.9 UserCondition; JNPF UserIdListVo). */
const USER_FIELDS = ['account', 'fullName', 'headIcon', 'id', 'organize', 'realName'];

/**
 * The pickers' server reads (contract §4.9 POST /api/permission/Users/UserCondition, §4.10
 * GET /api/system/Area/{parentId}/Selector/{currId} and POST /api/system/Area/GetAreaByIds):
 * open to any signed-in user, closed to anonymous callers, on both databases.
 */
describe.each(databases())('picker routes on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let tourist: string;

  beforeAll(async () => {
    ({ t, admin, tourist } = await appSignedIn(target, 'admin', 'tourist'));
    const { db } = t.services;
    const user = (id: string, values: { organizeId: string; enabledMark?: number; sortCode?: number; realName?: string }) => ({
      id,
      account: id,
      realName: values.realName ?? `测试${id}`,
      organizeId: values.organizeId,
      enabledMark: values.enabledMark ?? 1,
      sortCode: values.sortCode ?? 50,
      passwordHash: 'secret-hash-never-shown',
    });
    await db
      .insertInto('base_user')
      .values([
        // in 操作部 by organizeId only (second of two), no relation row
        user('pk-multi', { organizeId: 'org-public,org-ops' }),
        // in 操作部 through a relation only
        user('pk-related', { organizeId: 'org-public' }),
        // in 操作部 but switched off
        user('pk-disabled', { organizeId: 'org-ops', enabledMark: 0 }),
        // an id that merely contains org-ops is not org-ops
        user('pk-lookalike', { organizeId: 'org-opsx' }),
        // many users of one department, for paging
        ...Array.from({ length: 12 }, (_, i) =>
          user(`pk-bulk${String(i).padStart(2, '0')}`, { organizeId: 'org-bulk', sortCode: 60 + i, realName: `批量${i}` }),
        ),
      ])
      .execute();
    await db
      .insertInto('base_user_relation')
      .values([
        { id: 'pk-rel-1', userId: 'pk-related', objectType: 'Organize', objectId: 'org-ops', sortCode: 0 },
        { id: 'pk-rel-2', userId: 'pk-disabled', objectType: 'Role', objectId: 'role-staff', sortCode: 0 },
      ])
      .execute();
    // A switched-off area under 舟山市, and one under 宁波市 beside 北仑区.
    await db
      .insertInto('base_province')
      .values([
        { id: 'area-off', parentId: 'area-zs', fullName: '停用区', enCode: '339999', type: '3', enabledMark: 0, sortCode: 0 },
        { id: 'area-yz', parentId: 'area-nb', fullName: '鄞州区', enCode: '330212', type: '3', enabledMark: 1, sortCode: 0 },
      ])
      .execute();
  });
  afterAll(async () => t?.close());

  const condition = async (token: string, payload: object) => {
    const answer = body<Page>(await as(t.app, token).post(USER_CONDITION, payload));
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as Page;
  };
  const accounts = (page: Page) => page.list.map((user) => user.account).sort();

  it('answers the stock 3.4.7 client’s requests as it sends them (`n` cache-buster, jnpf-origin: pc)', async () => {
    const stock = { 'jnpf-origin': 'pc' };
    const n = `?n=${Math.floor(Date.now() / 1000)}`;
    const level = body<{ list: AreaNode[] }>(await as(t.app, tourist).get(`/api/system/Area/area-zj/Selector/0${n}`, stock));
    expect(level.data?.list.map((area) => [area.fullName, area.isLeaf])).toEqual([
      ['宁波市', false],
      ['舟山市', true],
    ]);
    const named = body<string[][]>(await as(t.app, tourist).post(`/api/system/Area/GetAreaByIds${n}`, { idsList: [['area-zj', 'area-nb']] }, stock));
    expect(named.data?.map((names) => names.join('/'))).toEqual(['浙江省/宁波市']);
    const users = body<Page>(
      await as(t.app, tourist).post(
        `${USER_CONDITION}${n}`,
        { pagination: { keyword: '', currentPage: 1, pageSize: 20 }, ...NONE, departIds: ['org-ops'] },
        stock,
      ),
    );
    expect(users.data?.list.map((user) => user.fullName).sort()).toEqual(['李操作/staff', '测试pk-multi/pk-multi', '测试pk-related/pk-related']);
  });

  describe('POST /api/permission/Users/UserCondition', () => {
    it('a department: users whose organizeId holds it (alone or among several) or who are related to it; enabled only', async () => {
      const page = await condition(tourist, { ...NONE, departIds: ['org-ops'], keyword: '', currentPage: 1, pageSize: 10 });
      expect(accounts(page)).toEqual(['pk-multi', 'pk-related', 'staff']);
      expect(page.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 3 });
    });

    it('the union of departments, positions, roles, groups and users, each user once', async () => {
      expect(accounts(await condition(tourist, { ...NONE, positionIds: ['pos-terminal-manager'], currentPage: 1, pageSize: 50 }))).toEqual(['manager']);
      expect(accounts(await condition(tourist, { ...NONE, groupIds: ['grp-duty'], currentPage: 1, pageSize: 50 }))).toEqual(['admin', 'manager']);
      // role-staff: staff and the sub-account; its disabled member is left out
      expect(accounts(await condition(tourist, { ...NONE, roleIds: ['role-staff'], currentPage: 1, pageSize: 50 }))).toEqual(['13900000009@manager', 'staff']);
      const union = await condition(tourist, {
        departIds: ['org-ops'],
        positionIds: ['pos-operator'],
        roleIds: ['role-staff'],
        groupIds: ['grp-duty'],
        userIds: ['user-tourist', 'user-admin', 'pk-disabled', 'no-such-user'],
        currentPage: 1,
        pageSize: 50,
      });
      expect(accounts(union)).toEqual(['13900000009@manager', 'admin', 'manager', 'pk-multi', 'pk-related', 'staff', 'tourist']);
      expect(union.pagination.total).toBe(7);
    });

    it('filters by account or name', async () => {
      const base = { ...NONE, departIds: ['org-ops'], currentPage: 1, pageSize: 10 };
      expect(accounts(await condition(tourist, { ...base, keyword: '李操' }))).toEqual(['staff']);
      expect(accounts(await condition(tourist, { ...base, keyword: 'pk-rel' }))).toEqual(['pk-related']);
      expect((await condition(tourist, { ...base, keyword: 'nobody' })).pagination.total).toBe(0);
    });

    it('pages in sort order, with the total of all pages', async () => {
      const ask = (currentPage: number) => condition(tourist, { ...NONE, departIds: ['org-bulk'], keyword: '', currentPage, pageSize: 5 });
      const pages = await Promise.all([1, 2, 3, 4].map(ask));
      expect(pages.map((page) => page.list.length)).toEqual([5, 5, 2, 0]);
      expect(pages.every((page) => page.pagination.total === 12)).toBe(true);
      expect(pages.flatMap((page) => page.list.map((user) => user.account))).toEqual(
        Array.from({ length: 12 }, (_, i) => `pk-bulk${String(i).padStart(2, '0')}`),
      );
    });

    it('accepts the stock client’s body: paging and keyword nested in `pagination`', async () => {
      const page = await condition(tourist, { ...NONE, departIds: ['org-bulk'], pagination: { keyword: '批量1', currentPage: 1, pageSize: 20 } });
      expect(accounts(page)).toEqual(['pk-bulk01', 'pk-bulk10', 'pk-bulk11']);
      expect(page.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
    });

    it('names each user "name/account" with the paths of their organisations, and nothing else', async () => {
      const page = await condition(tourist, { ...NONE, userIds: ['user-staff', 'pk-multi'], currentPage: 1, pageSize: 10 });
      const staff = page.list.find((user) => user.account === 'staff');
      expect(staff).toEqual({
        id: 'user-staff',
        fullName: '李操作/staff',
        realName: '李操作',
        account: 'staff',
        headIcon: '',
        organize: '港口集团/集装箱码头公司/操作部',
      });
      const multi = page.list.find((user) => user.account === 'pk-multi');
      expect(multi?.organize).toBe('港口集团/公众服务,港口集团/集装箱码头公司/操作部');
      for (const user of page.list) expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      const raw = (await as(t.app, tourist).post(USER_CONDITION, { ...NONE, departIds: ['org-ops'], currentPage: 1, pageSize: 10 })).body;
      expect(raw).not.toMatch(/password|secret-hash|mobilePhone|13800000003|email/i);
    });

    it('a condition that lists nobody answers an empty page', async () => {
      expect(await condition(admin, { ...NONE, keyword: '', currentPage: 1, pageSize: 10 })).toEqual({
        list: [],
        pagination: { currentPage: 1, pageSize: 10, total: 0 },
      });
      expect((await condition(admin, {})).list).toEqual([]);
    });

    it('refuses anonymous callers and malformed bodies', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: USER_CONDITION, payload: { ...NONE, userIds: ['user-admin'] } });
      expect(body(anonymous).code).toBe(600);
      expect(anonymous.body).not.toContain('系统管理员');
      const badPage = body(await as(t.app, tourist).post(USER_CONDITION, { ...NONE, userIds: ['user-admin'], currentPage: 0, pageSize: 10 }));
      expect(badPage.code).toBe(400);
      const notList = body(await as(t.app, tourist).post(USER_CONDITION, { departIds: 'org-ops' }));
      expect(notList.code).toBe(400);
    });
  });

  describe('GET /api/system/Area/{parentId}/Selector/{currId}', () => {
    const selector = async (token: string, parentId: string, currId = '0') => {
      const answer = body<{ list: AreaNode[] }>(await as(t.app, token).get(`/api/system/Area/${parentId}/Selector/${currId}`));
      expect(answer.code, answer.msg).toBe(200);
      return answer.data?.list ?? [];
    };
    const brief = (list: AreaNode[]) => list.map((area) => `${area.fullName}${area.isLeaf ? '' : '+'}`);

    it('one level of enabled areas with enCode, isLeaf and hasChildren, for a user without the area right', async () => {
      const provinces = await selector(tourist, '-1');
      expect(provinces.map((area) => area.enCode).sort()).toEqual(['310000', '330000']);
      expect(provinces.every((area) => area.hasChildren && !area.isLeaf)).toBe(true);
      expect(provinces.find((area) => area.id === 'area-zj')).toEqual({
        id: 'area-zj',
        fullName: '浙江省',
        enCode: '330000',
        isLeaf: false,
        hasChildren: true,
      });
      // 舟山市's only child is switched off: a leaf; the switched-off area is not offered
      expect(brief(await selector(tourist, 'area-zj')).sort()).toEqual(['宁波市+', '舟山市'].sort());
      expect(await selector(tourist, 'area-zs')).toEqual([]);
      const districts = await selector(tourist, 'area-nb');
      expect(districts.map((area) => area.id)).toContain('area-yz');
      expect(districts.every((area) => area.isLeaf && !area.hasChildren)).toBe(true);
      expect(await selector(tourist, 'no-such-area')).toEqual([]);
    });

    it('leaves out the area being edited with everything below it', async () => {
      expect(brief(await selector(admin, 'area-zj', 'area-nb'))).toEqual(['舟山市']);
      expect(await selector(admin, 'area-nb', 'area-nb')).toEqual([]);
      expect(await selector(admin, 'area-bl', 'area-nb')).toEqual([]);
      // 上海市's only child is the edited area: shown as a leaf
      const provinces = await selector(admin, '-1', 'area-pd');
      expect(provinces.find((area) => area.id === 'area-sh')).toMatchObject({ isLeaf: true, hasChildren: false });
      expect(provinces.find((area) => area.id === 'area-zj')).toMatchObject({ isLeaf: false, hasChildren: true });
    });

    it('refuses anonymous callers', async () => {
      expect(body(await t.app.inject({ method: 'GET', url: '/api/system/Area/-1/Selector/0' })).code).toBe(600);
    });
  });

  describe('POST /api/system/Area/GetAreaByIds', () => {
    const names = async (idsList: unknown) => {
      const answer = body<string[][]>(await as(t.app, tourist).post('/api/system/Area/GetAreaByIds', { idsList }));
      expect(answer.code, answer.msg).toBe(200);
      return answer.data;
    };

    it('names each stored path, in order, as a bare array', async () => {
      expect(
        await names([
          ['area-zj', 'area-nb', 'area-bl'],
          ['area-sh', 'area-pd'],
        ]),
      ).toEqual([
        ['浙江省', '宁波市', '北仑区'],
        ['上海市', '浦东新区'],
      ]);
    });

    it('takes one flat path too; names switched-off areas; leaves out unknown ids', async () => {
      expect(await names(['area-zj', 'area-zs', 'area-off'])).toEqual([['浙江省', '舟山市', '停用区']]);
      expect(await names([['area-zj', 'gone']])).toEqual([['浙江省']]);
      expect(await names([])).toEqual([]);
    });

    it('refuses anonymous callers and malformed bodies', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/system/Area/GetAreaByIds', payload: { idsList: [['area-zj']] } });
      expect(body(anonymous).code).toBe(600);
      expect(body(await as(t.app, tourist).post('/api/system/Area/GetAreaByIds', { idsList: [[1, { a: 1 }]] })).code).toBe(400);
    });
  });
});
