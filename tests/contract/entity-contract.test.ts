import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn } from './contract-suite.ts';

/** The generic CRUD of a schema-driven entity answers in the contract's shapes and words. */
describe.each(contractTargets)('entity CRUD contract against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  let staff = '';
  beforeAll(async () => ({ admin, staff, backend } = await openSignedIn(open, 'admin', 'staff')));
  afterAll(async () => backend?.close());

  const rule = (fields: Record<string, unknown> = {}) => ({
    fullName: '出库单',
    enCode: 'outbound',
    category: 'c1',
    prefix: 'CK',
    dateFormat: 'no',
    digit: 3,
    startNumber: '1',
    ...fields,
  });

  it('creates, pages, filters, toggles and deletes numbering rules with the same answers', async () => {
    expect(await backend.call('POST', '/api/system/BillRule', { token: admin, body: rule() })).toEqual({ code: 200, msg: '新建成功' });
    expect(await backend.call('POST', '/api/system/BillRule', { token: admin, body: rule({ enCode: 'x' }) })).toEqual({ code: 400, msg: '名称不能重复' });
    expect(await backend.call('POST', '/api/system/BillRule', { token: admin, body: rule({ fullName: '别的', startNumber: '00' }) })).toEqual({
      code: 400,
      msg: '流水起始不能为00',
    });
    expect(await backend.call('POST', '/api/system/BillRule', { token: admin, body: rule({ fullName: '' }), language: 'en' })).toEqual({
      code: 400,
      msg: 'Enter the business name',
    });
    const page = (await backend.call('GET', '/api/system/BillRule?keyword=out&categoryId=c1&currentPage=1&pageSize=10', { token: admin })).data as {
      list: { id: string; enabledMark: number }[];
      pagination: { total: number; currentPage: number; pageSize: number };
    };
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 1 });
    expect(page.list[0]).toMatchObject({ creatorUser: '系统管理员/admin' });
    await backend.call('POST', '/api/system/BillRule', { token: admin, body: rule({ fullName: '仓储单', enCode: 'store', category: 'biz-warehouse' }) });
    const named = (
      (await backend.call('GET', '/api/system/BillRule?categoryId=biz-warehouse', { token: admin })).data as { list: { category: string; id: string }[] }
    ).list;
    expect(named.map((row) => row.category)).toEqual(['仓储']);
    expect(((await backend.call('GET', `/api/system/BillRule/${named[0].id}`, { token: admin })).data as { category: string }).category).toBe('biz-warehouse');
    await backend.call('POST', '/api/system/BillRule', { token: admin, body: rule({ fullName: '入库单', enCode: 'inbound', sortCode: 5 }) });
    const sorted = async (sort: string) =>
      ((await backend.call('GET', `/api/system/BillRule?sidx=enCode&sort=${sort}`, { token: admin })).data as { list: { enCode: string }[] }).list
        .map((r) => r.enCode)
        // the demo's own numbering rules sort among them
        .filter((code) => ['inbound', 'outbound', 'store'].includes(code));
    expect(await sorted('asc')).toEqual(['inbound', 'outbound', 'store']);
    expect(await sorted('desc')).toEqual(['store', 'outbound', 'inbound']);
    const id = page.list[0].id;
    expect((await backend.call('GET', '/api/system/BillRule?categoryId=zz', { token: admin })).data).toMatchObject({ pagination: { total: 0 } });
    expect((await backend.call('PUT', `/api/system/BillRule/${id}/Actions/State`, { token: admin })).code).toBe(200);
    expect(((await backend.call('GET', `/api/system/BillRule/${id}`, { token: admin })).data as { enabledMark: number }).enabledMark).toBe(0);
    expect(await backend.call('PUT', `/api/system/BillRule/${id}`, { token: admin, body: rule({ prefix: 'OUT' }) })).toEqual({ code: 200, msg: '更新成功' });
    expect(await backend.call('DELETE', `/api/system/BillRule/${id}`, { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    const remaining = ((await backend.call('GET', '/api/system/BillRule', { token: admin })).data as { list: { id: string }[] }).list;
    for (const row of remaining) await backend.call('DELETE', `/api/system/BillRule/${row.id}`, { token: admin });
  });

  it('nests dictionary categories and refuses what the schema refuses', async () => {
    expect((await backend.call('POST', '/api/system/DictionaryType', { token: admin, body: { parentId: '-1', fullName: '港区', enCode: 'area' } })).code).toBe(
      200,
    );
    const root = ((await backend.call('GET', '/api/system/DictionaryType', { token: admin })).data as { list: { id: string; enCode: string }[] }).list.find(
      (n) => n.enCode === 'area',
    ) as { id: string };
    await backend.call('POST', '/api/system/DictionaryType', { token: admin, body: { parentId: root.id, fullName: '码头', enCode: 'area.wharf' } });
    const tree = (
      (await backend.call('GET', '/api/system/DictionaryType?keyword=%E7%A0%81%E5%A4%B4', { token: admin })).data as {
        list: { id: string; hasChildren: boolean; children: { fullName: string }[] }[];
      }
    ).list;
    expect(tree.map((n) => n.id)).toEqual([root.id]);
    expect(tree[0].children.map((c) => c.fullName)).toEqual(['码头']);
    expect(await backend.call('DELETE', `/api/system/DictionaryType/${root.id}`, { token: admin })).toEqual({ code: 400, msg: '该数据存在下级，不允许删除' });
    expect(await backend.call('POST', '/api/system/DictionaryType', { token: admin, body: { parentId: '-1', fullName: 'x', enCode: '.x' } })).toEqual({
      code: 400,
      msg: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
    });
    expect((await backend.call('GET', '/api/system/DictionaryType', { token: staff })).code).toBe(401);
  });
});

describe.each(contractTargets)('dictionary reads contract against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  beforeAll(async () => ({ admin, backend } = await openSignedIn(open, 'admin')));
  afterAll(async () => backend?.close());

  it('serves the demo dictionaries the same way', async () => {
    const all = (
      (await backend.call('GET', '/api/system/DictionaryData/All', { token: admin })).data as {
        list: { enCode: string; isTree: number; dictionaryList: { enCode: string; children?: { enCode: string }[] }[] }[];
      }
    ).list;
    const business = all.find((entry) => entry.enCode === 'businessType');
    expect(business?.isTree).toBe(1);
    expect(business?.dictionaryList.map((item) => item.enCode)).toEqual(['port', 'finance']);
    expect(business?.dictionaryList[0].children?.map((item) => item.enCode)).toEqual(['warehouse', 'transport']);
    const tree = (
      (await backend.call('GET', '/api/system/DictionaryData/dict-business-type?isTree=1&keyword=%E4%BB%93', { token: admin })).data as {
        list: { enCode: string; children?: { enCode: string }[] }[];
      }
    ).list;
    expect(tree.map((item) => item.enCode)).toEqual(['port']);
    expect(tree[0].children?.map((item) => item.enCode)).toEqual(['warehouse']);
    const selector = (
      (await backend.call('GET', '/api/system/DictionaryData/dict-business-type/Selector/biz-port', { token: admin })).data as {
        list: { id: string; fullName: string; children: { id: string }[] }[];
      }
    ).list;
    expect(selector[0]).toMatchObject({ id: '0', fullName: '业务分类' });
    expect(selector[0].children.map((child) => child.id)).toEqual(['biz-finance']);
    const types = ((await backend.call('GET', '/api/system/DictionaryType/Selector/dict-port-type', { token: admin })).data as { list: { id: string }[] }).list;
    expect(types.some((type) => type.id === 'dict-port-type')).toBe(false);
    expect(types.some((type) => type.id === 'dict-business-type')).toBe(true);
  });
});
