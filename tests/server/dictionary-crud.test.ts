import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

interface Node {
  id: string;
  fullName: string;
  children?: Node[];
}

describe.each(databases())('schema-driven CRUD for dictionaries on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  const createType = async (fields: Record<string, unknown>) =>
    body(await admin.post('/api/system/DictionaryType', { parentId: '-1', isTree: 0, sortCode: 0, ...fields }));
  const tree = async (keyword = '') =>
    (body<{ list: Node[] }>(await admin.get(`/api/system/DictionaryType?keyword=${encodeURIComponent(keyword)}`)).data as { list: Node[] }).list;

  it('creates categories and lists them as a tree', async () => {
    expect(await createType({ fullName: '港区', enCode: 'portArea' })).toEqual({ code: 200, msg: '新建成功' });
    const root = (await tree()).find((n) => n.fullName === '港区') as Node;
    expect(await createType({ fullName: '码头', enCode: 'portArea.wharf', parentId: root.id })).toMatchObject({ code: 200 });
    const again = (await tree()).find((n) => n.id === root.id) as Node;
    expect(again.children?.map((c) => c.fullName)).toEqual(['码头']);
    const filtered = await tree('码头');
    expect(filtered.map((n) => n.fullName)).toEqual(['港区']);
  });

  it('refuses duplicates with 名称不能重复 / 编码不能重复 and writes nothing', async () => {
    const before = JSON.stringify(await tree());
    expect(await createType({ fullName: '港区', enCode: 'other' })).toEqual({ code: 400, msg: '名称不能重复' });
    expect(await createType({ fullName: '别的', enCode: 'portArea' })).toEqual({ code: 400, msg: '编码不能重复' });
    expect(JSON.stringify(await tree())).toBe(before);
  });

  it("answers bad input with the spec's messages in the caller's language", async () => {
    expect((await createType({ fullName: '', enCode: 'x1' })).msg).toBe('请输入名称');
    expect((await createType({ fullName: 'a'.repeat(51), enCode: 'x2' })).msg).toBe('名称最多为50个字符！');
    expect((await createType({ fullName: 'a<b', enCode: 'x3' })).msg).toBe('名称不能含有特殊符号');
    expect((await createType({ fullName: 'ok', enCode: '.bad' })).msg).toBe('编码只能输入英文、数字和小数点且小数点不能放在首尾');
    expect((await createType({ fullName: 'ok', enCode: 'ok', sortCode: 1000000 })).msg).toBe('排序最大为999999');
    const en = body(await admin.post('/api/system/DictionaryType', { parentId: '-1', enCode: 'x4' }, { 'accept-language': 'en' }));
    expect(en).toEqual({ code: 400, msg: 'Enter the name' });
  });

  it('serves items, toggles their state and refuses to delete a category in use', async () => {
    await createType({ fullName: '性别', enCode: 'sexType' });
    const category = (await tree()).find((n) => n.fullName === '性别') as Node;
    expect(body(await admin.post('/api/system/DictionaryData', { dictionaryTypeId: category.id, parentId: '0', fullName: '男', enCode: '1' })).code).toBe(200);
    const rows = await t.services.db
      .selectFrom('base_dictionary_data' as never)
      .selectAll()
      .execute();
    const item = (rows as { id: string; enabledMark: number; dictionaryTypeId: string }[]).find((r) => r.dictionaryTypeId === category.id) as {
      id: string;
      enabledMark: number;
    };
    expect(item.enabledMark).toBe(1);
    expect(body(await admin.put(`/api/system/DictionaryData/${item.id}/Actions/State`)).code).toBe(200);
    expect((body(await admin.get(`/api/system/DictionaryData/${item.id}/Info`)).data as { enabledMark: number }).enabledMark).toBe(0);
    expect(body(await admin.post('/api/system/DictionaryData', { dictionaryTypeId: category.id, parentId: '0', fullName: '男', enCode: '9' })).msg).toBe(
      '名称不能重复',
    );
    expect(
      body(
        await t.app.inject({ method: 'DELETE', url: `/api/system/DictionaryType/${category.id}`, headers: { authorization: await tokenOf(t.app, 'admin') } }),
      ),
    ).toEqual({
      code: 400,
      msg: '该数据已被使用，不允许删除',
    });
  });

  it('refuses to delete a category with children, then deletes a leaf', async () => {
    const token = await tokenOf(t.app, 'admin');
    const root = (await tree()).find((n) => n.fullName === '港区') as Node;
    const remove = async (id: string) =>
      body(await t.app.inject({ method: 'DELETE', url: `/api/system/DictionaryType/${id}`, headers: { authorization: token } }));
    expect((await remove(root.id)).msg).toBe('该数据存在下级，不允许删除');
    expect(await remove(root.children?.[0].id as string)).toEqual({ code: 200, msg: '删除成功' });
  });

  it('checks the permission the schema declares', async () => {
    const staff = as(t.app, await tokenOf(t.app, 'staff'));
    expect(body(await staff.get('/api/system/DictionaryType')).code).toBe(401);
    expect(body(await staff.post('/api/system/DictionaryType', { parentId: '-1', fullName: 'x', enCode: 'x' })).code).toBe(401);
  });
});

describe.each(databases())('dictionary reads on %s (contract §4.2)', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let typeId = '';
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
    await admin.post('/api/system/DictionaryType', { parentId: '-1', fullName: '区域', enCode: 'region', isTree: 1 });
    typeId = (
      (await t.services.db
        .selectFrom('base_dictionary_type' as never)
        .selectAll()
        .execute()) as { id: string; enCode: string }[]
    ).find((r) => r.enCode === 'region')?.id as string;
    const add = async (name: string, code: string, parentId = '0') => {
      await admin.post('/api/system/DictionaryData', { dictionaryTypeId: typeId, parentId, fullName: name, enCode: code });
      const rows = (await t.services.db
        .selectFrom('base_dictionary_data' as never)
        .selectAll()
        .execute()) as { id: string; enCode: string }[];
      ids[code] = rows.find((r) => r.enCode === code)?.id as string;
    };
    await add('华东', 'east');
    await add('上海港', 'sh', ids.east);
    await add('华南', 'south');
  });
  afterAll(async () => t?.close());

  it('lists the items of a type flat or as a tree, keeping the ancestors of keyword matches', async () => {
    const flat = body<{ list: { enCode: string }[] }>(await admin.get(`/api/system/DictionaryData/${typeId}`)).data?.list ?? [];
    expect(flat.map((r) => r.enCode).sort()).toEqual(['east', 'sh', 'south']);
    const tree =
      body<{ list: { enCode: string; children?: { enCode: string }[] }[] }>(
        await admin.get(`/api/system/DictionaryData/${typeId}?isTree=1&keyword=${encodeURIComponent('上海')}`),
      ).data?.list ?? [];
    expect(tree.map((r) => r.enCode)).toEqual(['east']);
    expect(tree[0].children?.map((c) => c.enCode)).toEqual(['sh']);
  });

  it('serves the All list with trees for tree types, enabled items only', async () => {
    await admin.put(`/api/system/DictionaryData/${ids.south}/Actions/State`);
    const all =
      body<{ list: { enCode: string; isTree: number; dictionaryList: { enCode: string; children?: unknown[] }[] }[] }>(
        await admin.get('/api/system/DictionaryData/All'),
      ).data?.list ?? [];
    const region = all.find((a) => a.enCode === 'region');
    expect(region?.isTree).toBe(1);
    expect(region?.dictionaryList.map((d) => d.enCode)).toEqual(['east']);
    expect(region?.dictionaryList[0].children).toHaveLength(1);
  });

  it('gives the item selector a synthetic root and leaves out the edited item with its children', async () => {
    const list =
      body<{ list: { id: string; fullName: string; children?: { id: string }[] }[] }>(
        await admin.get(`/api/system/DictionaryData/${typeId}/Selector/${ids.east}`),
      ).data?.list ?? [];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: '0', fullName: '区域' });
    expect(list[0].children?.map((c) => c.id)).toEqual([ids.south]);
  });
});

describe.each(databases())('dictionary .bdd export and import on %s', (target) => {
  it('exports a category with its items and reads it back on another database', async () => {
    const source = await createTestApp(target);
    const destination = await createTestApp(target);
    try {
      const admin = as(source.app, await tokenOf(source.app, 'admin'));
      await admin.post('/api/system/DictionaryType', { parentId: '-1', fullName: '箱型', enCode: 'boxType', isTree: 1 });
      const typeId = (
        (await source.services.db
          .selectFrom('base_dictionary_type' as never)
          .selectAll()
          .execute()) as { id: string; enCode: string }[]
      ).find((r) => r.enCode === 'boxType')?.id as string;
      await admin.post('/api/system/DictionaryData', { dictionaryTypeId: typeId, parentId: '0', fullName: '干箱', enCode: 'GP' });
      const gp = (
        (await source.services.db
          .selectFrom('base_dictionary_data' as never)
          .selectAll()
          .execute()) as { id: string; enCode: string }[]
      ).find((r) => r.enCode === 'GP')?.id as string;
      await admin.post('/api/system/DictionaryData', { dictionaryTypeId: typeId, parentId: gp, fullName: '20尺干箱', enCode: '20GP' });
      const exported = body<{ name: string; url: string }>(await admin.get(`/api/system/DictionaryType/${typeId}/Action/Export`));
      expect(exported.data?.name).toBe('箱型.bdd');
      const download = await source.app.inject({ method: 'GET', url: exported.data?.url as string });
      expect(download.headers['content-disposition']).toContain('attachment');
      const file = download.body;

      const token = await tokenOf(destination.app, 'admin');
      const boundary = 'portsideboundary';
      const upload = (name: string, content: string) =>
        destination.app.inject({
          method: 'POST',
          url: '/api/system/DictionaryData/Action/Import',
          headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`,
        });
      expect(body(await upload('x.txt', file)).msg).toBe('导入文件格式不正确，请选择.bdd文件');
      expect(body(await upload('bad.bdd', '{nope'))).toEqual({ code: 400, msg: '导入文件格式不正确，请选择.bdd文件' });
      expect(body(await upload('箱型.bdd', file))).toEqual({ code: 200, msg: '导入成功' });
      expect(body(await upload('箱型.bdd', file))).toEqual({ code: 400, msg: '编码不能重复' });
      const dest = as(destination.app, token);
      const types = body<{ list: { id: string; enCode: string; isTree: number }[] }>(await dest.get('/api/system/DictionaryType')).data?.list ?? [];
      const imported = types.find((t) => t.enCode === 'boxType');
      expect(imported?.isTree).toBe(1);
      const tree =
        body<{ list: { enCode: string; children?: { enCode: string }[] }[] }>(await dest.get(`/api/system/DictionaryData/${imported?.id}?isTree=1`)).data
          ?.list ?? [];
      expect(tree.map((n) => n.enCode)).toEqual(['GP']);
      expect(tree[0].children?.map((n) => n.enCode)).toEqual(['20GP']);
    } finally {
      await source.close();
      await destination.close();
    }
  });
});
