import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn } from './contract-suite.ts';
import { PORT_ONLY_VIEWS, STOCK_PLATFORM_VIEWS, stockUrl } from './stock-client.ts';

type Node = { id: string; fullName: string; type?: number | string; isLeaf?: boolean; urlAddress?: string; children?: Node[] | null };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
const ids = (nodes: Node[]) => flat(nodes).map((node) => node.id);

/**
 * The system calls the stock JNPF 3.4.7 client makes (issue 16 points 6, 9, 10, 11, 13 and 14), sent
 * as it sends them (stock-client.ts), checking the fields its pages read.
 */
describe.each(contractTargets)('stock client system calls against %s', (name, open) => {
  let backend: Backend;
  let admin = '';
  let staff = '';
  beforeAll(async () => ({ admin, staff, backend } = await openSignedIn(open, 'admin', 'staff')));
  afterAll(async () => backend?.close());

  const data = async (url: string, token: string) => {
    const answer = await backend.call('GET', url, { token });
    expect(answer.code, url).toBe(200);
    return answer.data;
  };

  it('point 6: Users/Current/SystemLog takes startTime= and endTime= as no bound', async () => {
    const query = { currentPage: 1, pageSize: 20, sort: 'desc', keyword: '', startTime: '', endTime: '', category: 1 };
    const page = (await data(stockUrl('/api/permission/Users/Current/SystemLog', query), staff)) as {
      list: { creatorTime: number; userName: string; ipaddress: string; platForm: string }[];
      pagination: { total: number };
    };
    expect(page.pagination.total).toBeGreaterThan(0);
    expect(page.list[0]).toMatchObject({
      userName: '李操作/staff',
      ipaddress: expect.any(String),
      platForm: expect.any(String),
      creatorTime: expect.any(Number),
    });
    const future = Date.now() + 86_400_000;
    expect(
      ((await data(stockUrl('/api/permission/Users/Current/SystemLog', { ...query, startTime: future, endTime: future + 1 }), staff)) as { list: unknown[] })
        .list,
    ).toEqual([]);
    expect(await backend.call('GET', stockUrl('/api/permission/Users/Current/SystemLog', { ...query, startTime: 'x' }), { token: staff })).toEqual({
      code: 400,
      msg: '请求参数不正确：startTime',
    });
  });

  it('point 9: the address widget reads one level at a time and names stored paths', async () => {
    const provinces = (await data(stockUrl('/api/system/Area/-1/Selector/0'), staff)) as { list: Node[] };
    expect(provinces.list.map((area) => [area.id, area.fullName, area.isLeaf])).toEqual([
      ['area-zj', '浙江省', false],
      ['area-sh', '上海市', false],
    ]);
    const cities = (await data(stockUrl('/api/system/Area/area-zj/Selector/0'), staff)) as { list: Node[] };
    expect(cities.list.map((area) => [area.id, area.isLeaf])).toEqual([
      ['area-nb', false],
      ['area-zs', true],
    ]);
    const names = await backend.call('POST', stockUrl('/api/system/Area/GetAreaByIds'), {
      token: staff,
      body: { idsList: [['area-zj', 'area-nb', 'area-bl']] },
    });
    expect(names).toMatchObject({ code: 200, data: [['浙江省', '宁波市', '北仑区']] });
    expect((names.data as string[][]).map((path) => path.join('/'))).toEqual(['浙江省/宁波市/北仑区']);
  });

  it('point 10: Menu/Selector/{id}/{systemId} is the parent-menu picker: directories, without the menu edited', async () => {
    const port = (await data(stockUrl('/api/system/Menu/Selector/0/sys-port', { category: 'Web' }), admin)) as { list: Node[] };
    const directories = ids(port.list);
    expect(directories).toContain('m-system');
    expect(directories).toContain('m-permission');
    expect(flat(port.list).every((menu) => menu.type === 1)).toBe(true);
    expect(port.list[0]).toMatchObject({ id: 'm-container', fullName: '集装箱业务' });
    const editing = (await data(stockUrl('/api/system/Menu/Selector/m-system/sys-port', { category: 'Web' }), admin)) as { list: Node[] };
    expect(ids(editing.list)).not.toContain('m-system');
    expect(ids(editing.list)).toHaveLength(directories.length - 1);
    // systemId 0: every application as a type-0 node over its directories
    const every = (await data(stockUrl('/api/system/Menu/Selector/0/0', { category: 'Web' }), admin)) as { list: Node[] };
    expect(every.list.map((node) => [node.id, node.type])).toEqual([
      ['sys-port', 0],
      ['sys-exchange', 0],
    ]);
    expect(every.list[1]?.children?.map((node) => node.id)).toEqual(['m-x-root']);
    expect((await backend.call('GET', stockUrl('/api/system/Menu/Selector/0/sys-port', { category: 'Web' }), { token: staff })).code).toBe(401);
  });

  it('point 11: DataSource/Selector answers the platform’s own database as "0", first', async () => {
    const groups = ((await data(stockUrl('/api/system/DataSource/Selector'), staff)) as { list: Node[] }).list;
    const usable = groups.filter((group) => group.children && group.children.length);
    expect(usable[0]?.children?.[0]).toEqual({ id: '0', fullName: '默认数据库', dbType: name.endsWith('postgres') ? 'PostgreSQL' : 'SQLite' });
  });

  it('point 13: SynThirdInfo/getSynThirdTotal/{type} counts the records, none synchronised', async () => {
    for (const type of ['1', '2']) {
      const rows = (await data(stockUrl(`/api/system/SynThirdInfo/getSynThirdTotal/${type}`), admin)) as {
        synType: string;
        recordTotal: number;
        synSuccessCount: number;
        synFailCount: number;
        unSynCount: number;
      }[];
      expect(rows.map((row) => row.synType)).toEqual(['组织', '用户']);
      expect(rows[0]).toMatchObject({ recordTotal: 5, synSuccessCount: 0, synFailCount: 0, unSynCount: 5, synDate: null });
      expect(rows[1]?.recordTotal).toBeGreaterThan(0);
    }
    expect((await backend.call('GET', stockUrl('/api/system/SynThirdInfo/getSynThirdTotal/1'), { token: staff })).code).toBe(401);
  });

  it('point 14: the demo menu addresses the platform’s own pages by the stock client’s view names', async () => {
    const user = (await data(stockUrl('/api/oauth/CurrentUser'), admin)) as { menuList: Node[]; routerList?: Node[] };
    const pages = flat([...(user.routerList ?? []), ...user.menuList]).filter((menu) => menu.type === 2);
    const platform = pages.filter((menu) => (menu.urlAddress ?? '').split('/')[0] in STOCK_PLATFORM_VIEWS);
    expect(platform.length).toBeGreaterThan(10);
    for (const menu of platform) {
      const [group, view] = (menu.urlAddress ?? '').split('?')[0].split('/');
      if (PORT_ONLY_VIEWS[group]?.includes(view)) continue;
      expect(STOCK_PLATFORM_VIEWS[group], `${menu.fullName}: ${menu.urlAddress}`).toContain(view);
    }
    expect(platform.map((menu) => menu.urlAddress)).toEqual(expect.arrayContaining(['permission/group', 'permission/userOnline', 'system/menu']));
  });
});
