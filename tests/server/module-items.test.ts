import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

type Item = { id: string; enCode: string; kind: string; enabledMark: number };

/** A menu's buttons, columns and form fields (contract §3) and how they reach a user's permissions. */
describe.each(databases())('menu permission items on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  const list = async (family: string, moduleId: string, suffix = 'List') =>
    body<{ list: Item[] }>(await admin.get(`/api/system/${family}/${moduleId}/${suffix}`)).data?.list ?? [];

  it('lists each family of a menu separately', async () => {
    const buttons = await list('ModuleButton', 'm-permission-user');
    const columns = await list('ModuleColumn', 'm-permission-user', 'Fields');
    expect(buttons.length).toBeGreaterThan(0);
    expect(new Set(buttons.map((item) => item.kind))).toEqual(new Set(['button']));
    expect(new Set(columns.map((item) => item.kind))).toEqual(new Set(['column']));
  });

  it('creates, refuses duplicates within the menu and kind, toggles, and batch-creates all or nothing', async () => {
    const button = { moduleId: 'm-truck-fleet', fullName: '派车', enCode: 'btn_dispatch' };
    expect(body(await admin.post('/api/system/ModuleButton', button)).msg).toBe('新建成功');
    expect(body(await admin.post('/api/system/ModuleButton', { ...button, fullName: '另一个' })).msg).toBe('编码不能重复');
    expect(body(await admin.post('/api/system/ModuleForm', { ...button, fullName: '派车' })).code).toBe(200);
    expect(body(await admin.post('/api/system/ModuleButton', { ...button, moduleId: 'nowhere', enCode: 'x' })).msg).toBe('数据不存在');
    const [created] = (await list('ModuleButton', 'm-truck-fleet')).filter((item) => item.enCode === 'btn_dispatch');
    expect(body(await admin.put(`/api/system/ModuleButton/${created?.id}/Actions/State`)).code).toBe(200);
    expect((await list('ModuleButton', 'm-truck-fleet')).find((item) => item.id === created?.id)?.enabledMark).toBe(0);
    // The id of a button is not a column.
    expect(body(await admin.get(`/api/system/ModuleColumn/${created?.id}`)).msg).toBe('数据不存在');

    const batch = {
      list: [
        { moduleId: 'm-truck-fleet', fullName: '导入', enCode: 'btn_import' },
        { moduleId: 'm-truck-fleet', fullName: '派车2', enCode: 'btn_dispatch' },
      ],
    };
    expect(body(await admin.post('/api/system/ModuleButton/m-truck-fleet/Actions/Batch', batch)).msg).toBe('编码不能重复');
    expect((await list('ModuleButton', 'm-truck-fleet')).map((item) => item.enCode)).not.toContain('btn_import');
    batch.list[1] = { moduleId: 'm-truck-fleet', fullName: '导出', enCode: 'btn_export' };
    expect(body(await admin.post('/api/system/ModuleButton/m-truck-fleet/Actions/Batch', batch)).code).toBe(200);
    expect((await list('ModuleButton', 'm-truck-fleet')).map((item) => item.enCode).sort()).toEqual(['btn_dispatch', 'btn_export', 'btn_import']);
  });

  it('withdraws the grants of a deleted button, so the user no longer has it', async () => {
    const manager = as(t.app, await tokenOf(t.app, 'manager'));
    const codes = async () =>
      (
        body<{ permissionList: { modelId: string; button: { enCode: string }[] }[] }>(await manager.get('/api/oauth/CurrentUser')).data?.permissionList ?? []
      ).flatMap((p) => p.button.map((b) => `${p.modelId}:${b.enCode}`));
    const before = await codes();
    const granted = before.find((code) => code.startsWith('m-permission-user:'));
    expect(granted).toBeDefined();
    const enCode = (granted as string).split(':')[1];
    const item = (await list('ModuleButton', 'm-permission-user')).find((row) => row.enCode === enCode);
    expect(body(await admin.delete(`/api/system/ModuleButton/${item?.id}`)).msg).toBe('删除成功');
    expect(await codes()).not.toContain(granted);
    const grants = await t.services.db
      .selectFrom('base_authorize')
      .select('id')
      .where('itemId', '=', item?.id as string)
      .execute();
    expect(grants).toEqual([]);
  });
});
