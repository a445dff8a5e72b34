import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

type Node = { id: string; enCode: string; systemId: string; children?: Node[] | null };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);

/** Applications and their menus, served from schemas (contract §3). */
describe.each(databases())('applications and menus on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  it('lists one application’s menu tree at ModuleBySystem/{systemId}, filtered by category', async () => {
    const exchange = flat(body<{ list: Node[] }>(await admin.get('/api/system/Menu/ModuleBySystem/sys-exchange')).data?.list ?? []);
    expect(exchange.length).toBeGreaterThan(0);
    expect(new Set(exchange.map((node) => node.systemId))).toEqual(new Set(['sys-exchange']));
    const app = body<{ list: Node[] }>(await admin.get('/api/system/Menu/ModuleBySystem/sys-exchange?category=App')).data?.list ?? [];
    expect(app).toEqual([]);
  });

  it('keeps menu codes unique within an application, and a new menu reaches the administrator’s menu list', async () => {
    const menu = { parentId: '-1', systemId: 'sys-exchange', type: 2, fullName: '任务监控', enCode: 'exchange.monitor', urlAddress: 'dataExchange/monitor' };
    expect(body(await admin.post('/api/system/Menu', menu)).msg).toBe('新建成功');
    expect(body(await admin.post('/api/system/Menu', { ...menu, fullName: '另一个' })).msg).toBe('编码不能重复');
    expect(body(await admin.post('/api/system/Menu', { ...menu, systemId: 'sys-port' })).code).toBe(200);
    expect(body(await admin.post('/api/system/Menu', { ...menu, enCode: 'x.y', type: 9 })).code).toBe(400);
    await admin.put('/api/permission/Users/Current/major', { majorId: 'sys-exchange', majorType: 'System' });
    const current = body<{ menuList: Node[] }>(await admin.get('/api/oauth/CurrentUser')).data;
    expect(flat(current?.menuList ?? []).some((node) => node.enCode === 'exchange.monitor')).toBe(true);
  });

  it('refuses to delete an application that still has menus, and a menu that still has buttons', async () => {
    expect(body(await admin.delete('/api/system/System/sys-exchange')).msg).toBe('该数据已被使用，不允许删除');
    expect(body(await admin.delete('/api/system/Menu/m-permission-user')).msg).toBe('该数据已被使用，不允许删除');
    const systems = body<{ list: { id: string; isMain: number }[] }>(await admin.get('/api/system/System')).data?.list ?? [];
    expect(systems.map((s) => [s.id, s.isMain])).toEqual([
      ['sys-port', 1],
      ['sys-exchange', 0],
    ]);
  });
});
