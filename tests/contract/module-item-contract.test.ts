import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn, signIn } from './contract-suite.ts';

type Item = { id: string; enCode: string; fullName: string; kind: string; enabledMark: number };

/** A menu's buttons, columns and form fields in the contract's shapes. */
describe.each(contractTargets)('menu item contract against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  beforeAll(async () => ({ admin, backend } = await openSignedIn(open, 'admin')));
  afterAll(async () => backend?.close());

  const list = async (family: string, suffix = 'List', keyword = '') =>
    (
      (await backend.call('GET', `/api/system/${family}/m-truck-fleet/${suffix}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`, { token: admin }))
        .data as { list: Item[] }
    ).list;
  const buttonCodes = async (token: string) =>
    (
      (await backend.call('GET', '/api/oauth/CurrentUser', { token })).data as { permissionList: { modelId: string; button: { enCode: string }[] }[] }
    ).permissionList
      .filter((p) => p.modelId === 'm-truck-fleet')
      .flatMap((p) => p.button.map((b) => b.enCode));

  it('creates, lists by family, refuses clashes and bad bodies, edits, toggles and deletes', async () => {
    const button = { moduleId: 'm-truck-fleet', fullName: '派车', enCode: 'btn_dispatch', sortCode: 5 };
    expect(await backend.call('POST', '/api/system/ModuleButton', { token: admin, body: button })).toEqual({ code: 200, msg: '新建成功' });
    expect(await backend.call('POST', '/api/system/ModuleButton', { token: admin, body: { ...button, fullName: '另一个' } })).toEqual({
      code: 400,
      msg: '编码不能重复',
    });
    expect(await backend.call('POST', '/api/system/ModuleButton', { token: admin, body: { ...button, enCode: 'btn_other' } })).toEqual({
      code: 400,
      msg: '名称不能重复',
    });
    expect(await backend.call('POST', '/api/system/ModuleButton', { token: admin, body: { ...button, moduleId: 'nowhere', enCode: 'x' } })).toEqual({
      code: 400,
      msg: '数据不存在',
    });
    const missing = await backend.call('POST', '/api/system/ModuleButton', { token: admin, body: { moduleId: 'm-truck-fleet', enCode: 'btn_x' } });
    expect(missing.code).toBe(400);
    expect(await backend.call('POST', '/api/system/ModuleColumn', { token: admin, body: { ...button, enCode: 'plateNo', fullName: '车牌' } })).toEqual({
      code: 200,
      msg: '新建成功',
    });

    const buttons = await list('ModuleButton');
    expect(buttons.map((item) => [item.enCode, item.kind])).toContainEqual(['btn_dispatch', 'button']);
    expect(buttons.map((item) => item.enCode)).not.toContain('plateNo');
    expect((await list('ModuleColumn', 'Fields')).map((item) => item.enCode)).toEqual(['plateNo']);
    expect((await list('ModuleButton', 'List', 'dispatch')).map((item) => item.enCode)).toEqual(['btn_dispatch']);
    const created = buttons.find((item) => item.enCode === 'btn_dispatch') as Item;
    expect((await backend.call('GET', `/api/system/ModuleButton/${created.id}`, { token: admin })).data).toMatchObject({
      enCode: 'btn_dispatch',
      fullName: '派车',
      kind: 'button',
    });
    // A button's id is not a column.
    expect(await backend.call('GET', `/api/system/ModuleColumn/${created.id}`, { token: admin })).toEqual({ code: 400, msg: '数据不存在' });

    expect(await backend.call('PUT', `/api/system/ModuleButton/${created.id}`, { token: admin, body: { ...button, fullName: '调度派车' } })).toEqual({
      code: 200,
      msg: '更新成功',
    });
    expect(await backend.call('PUT', `/api/system/ModuleButton/${created.id}/Actions/State`, { token: admin })).toEqual({ code: 200, msg: '更新成功' });
    expect((await list('ModuleButton')).find((item) => item.id === created.id)).toMatchObject({ fullName: '调度派车', enabledMark: 0 });
    expect(await backend.call('PUT', '/api/system/ModuleButton/nothing', { token: admin, body: button })).toEqual({ code: 400, msg: '数据不存在' });
    expect(await backend.call('DELETE', `/api/system/ModuleButton/${created.id}`, { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect((await list('ModuleButton')).map((item) => item.id)).not.toContain(created.id);
  });

  it('batch-creates all or nothing', async () => {
    const before = (await list('ModuleButton')).length;
    const twice = {
      list: [
        { moduleId: 'm-truck-fleet', fullName: '导入', enCode: 'btn_in' },
        { moduleId: 'm-truck-fleet', fullName: '导入2', enCode: 'btn_in' },
      ],
    };
    expect(await backend.call('POST', '/api/system/ModuleButton/m-truck-fleet/Actions/Batch', { token: admin, body: twice })).toEqual({
      code: 400,
      msg: '编码不能重复',
    });
    expect(await list('ModuleButton')).toHaveLength(before);
    const batch = {
      list: [
        { moduleId: 'm-truck-fleet', fullName: '导入', enCode: 'btn_in' },
        { moduleId: 'm-truck-fleet', fullName: '打印', enCode: 'btn_print' },
      ],
    };
    expect(await backend.call('POST', '/api/system/ModuleButton/m-truck-fleet/Actions/Batch', { token: admin, body: batch })).toEqual({
      code: 200,
      msg: '新建成功',
    });
    expect((await list('ModuleButton')).map((item) => item.enCode)).toEqual(expect.arrayContaining(['btn_in', 'btn_print']));
    // The administrator sees a new enabled button in their permission list at once.
    expect(await buttonCodes(admin)).toEqual(expect.arrayContaining(['btn_in', 'btn_print']));
  });

  it('asks for a session and the menu permission', async () => {
    expect((await backend.call('GET', '/api/system/ModuleButton/m-truck-fleet/List')).code).toBe(600);
    const tourist = await signIn(backend, 'tourist');
    expect((await backend.call('GET', '/api/system/ModuleButton/m-truck-fleet/List', { token: tourist })).code).toBe(401);
  });
});
