import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';
import { newId } from '../../server/core/db/ids.ts';
import { evolveReleasedDesigns } from '../../server/features/visualdev/design-startup.ts';

/**
 * The design entity `/api/visualdev/Base` (issue 14 point 1, contract §7.1): CRUD through the
 * generic routes, copy, release (tables created and later widened by the schema entities' table
 * evolution, keeping every row; one type-3 menu per design naming it in propertyJson.moduleId),
 * the selector, a design's value fields, the relation-form picker's records, the tables of released
 * designs evolved on start, and the rank rule: only system administrators change designs.
 */

const BASE = '/api/visualdev/Base';
const MAIN = 'test_vd_cargo';
const ITEM = 'test_vd_cargo_item';
const CATEGORY = 'wd-test-category';
const DENIED = { code: 401, msg: '没有访问权限，请联系管理员授权' };
const NOT_FOUND = { code: 400, msg: '数据不存在' };

type Json = Record<string, unknown>;

const field = (jnpfKey: string, vModel: string, label: string, formId: number, table: string, config: Json = {}, props: Json = {}): Json => ({
  __config__: { jnpfKey, label, formId, tableName: table, required: false, regList: [], layout: 'colFormItem', span: 24, ...config },
  __vModel__: vModel,
  ...props,
});

/** A cargo form: two main fields, a sub-table, a card holding a third, and whatever a test adds. */
function cargoForm(extra: Json[] = [], weightKey = 'numInput'): string {
  const child = (jnpfKey: string, vModel: string, label: string, formId: number) =>
    field(jnpfKey, vModel, label, formId, ITEM, { parentVModel: 'tableField103' });
  return JSON.stringify({
    formRef: 'elForm',
    labelWidth: 100,
    popupType: 'general',
    fields: [
      field('comInput', 'cargoName', '货名', 101, MAIN, { required: true }, { maxlength: 50 }),
      field(weightKey, 'weight', '重量', 102, MAIN, {}, { precision: 2 }),
      {
        __config__: {
          jnpfKey: 'table',
          label: '明细',
          formId: 103,
          tableName: ITEM,
          layout: 'rowFormItem',
          children: [child('comInput', 'itemName', '品名', 104), child('numInput', 'qty', '数量', 105)],
        },
        __vModel__: 'tableField103',
      },
      { __config__: { jnpfKey: 'card', label: '卡片', formId: 106, children: [field('comInput', 'port', '港口', 107, MAIN)] } },
      { __config__: { jnpfKey: 'divider', label: '分割线', formId: 109 } },
      ...extra,
    ],
  });
}

const columnData = JSON.stringify({
  type: 1,
  columnList: [
    { prop: 'cargoName', label: '货名', jnpfKey: 'comInput', fixed: 'none', align: 'left', sortable: true },
    { prop: 'weight', label: '重量', jnpfKey: 'numInput', fixed: 'none', align: 'right', sortable: true },
  ],
  searchList: [{ prop: 'cargoName', label: '货名', jnpfKey: 'comInput', searchType: 2 }],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }],
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  defaultSidx: '',
});

const tables = (main = MAIN) =>
  JSON.stringify([
    { table: main, tableName: '货物', typeId: '1', relationTable: '', relationField: '', tableField: '' },
    { table: ITEM, tableName: '货物明细', typeId: '0', relationTable: main, relationField: 'id', tableField: 'cargoId' },
  ]);

const design = (fields: Json = {}): Json => ({
  fullName: '货物登记',
  enCode: 'test.cargo',
  type: 1,
  webType: 2,
  category: CATEGORY,
  dbLinkId: '0',
  sortCode: 1,
  description: '',
  enableFlow: 0,
  tables: tables(),
  formData: cargoForm(),
  columnData,
  appColumnData: '',
  enabledMark: 1,
  ...fields,
});

const RELEASE_TO_ONLINE_DEV = { pc: 1, pcModuleParentId: 'm-onlinedev', pcSystemId: 'sys-port' };

describe.each(databases())('online designs (/api/visualdev/Base), on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  let designId = '';
  let copyId = '';

  const tableColumns = async (table: string): Promise<string[] | undefined> =>
    (await t.services.db.introspection.getTables()).find((found) => found.name === table)?.columns.map((column) => column.name);
  const menusOf = async (id: string) =>
    (await t.services.db.selectFrom('base_module').selectAll().where('type', '=', 3).execute()).filter(
      (menu) => (JSON.parse(menu.propertyJson ?? '{}') as { moduleId?: string }).moduleId === id,
    );
  const rows = () => t.services.db as unknown as Kysely<Record<string, Json>>;

  beforeAll(async () => {
    const signedIn = await appSignedIn(target, 'admin', 'manager', 'staff');
    t = signedIn.t;
    admin = as(t.app, signedIn.admin);
    manager = as(t.app, signedIn.manager);
    staff = as(t.app, signedIn.staff);
    const db = t.services.db;
    // The manager holds the design page (and is no system administrator): the rank rule is what refuses.
    await db
      .insertInto('base_authorize')
      .values({ id: newId(), objectType: 'Role', objectId: 'role-company-admin', itemType: 'module', itemId: 'm-onlinedev-web' })
      .execute();
    // A category of the webDesign dictionary (the demo's, when it has one).
    let type = await db.selectFrom('base_dictionary_type').select('id').where('enCode', '=', 'webDesign').executeTakeFirst();
    if (!type) {
      type = { id: 'dict-test-web-design' };
      await db
        .insertInto('base_dictionary_type')
        .values({ id: type.id, parentId: '-1', fullName: '功能设计', enCode: 'webDesign', isTree: 0, sortCode: 0, description: '' })
        .execute();
    }
    await db
      .insertInto('base_dictionary_data')
      .values({
        id: CATEGORY,
        dictionaryTypeId: type.id,
        parentId: '0',
        fullName: '测试分类',
        enCode: 'testCategory',
        enabledMark: 1,
        sortCode: 0,
        description: '',
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates, lists, reads and updates a design through the generic routes', async () => {
    expect(body(await admin.post(BASE, design()))).toMatchObject({ code: 200 });
    const listed = body<{ list: Json[]; pagination: { total: number } }>(await admin.get(`${BASE}?keyword=${encodeURIComponent('货物')}&category=${CATEGORY}`));
    expect(listed.data?.pagination.total).toBe(1);
    const row = listed.data?.list[0] as Json;
    designId = String(row.id);
    // lists carry the design's place, not its JSON (a design runs to hundreds of KB)
    expect(row).toMatchObject({ fullName: '货物登记', enCode: 'test.cargo', state: 0, isRelease: 0, webType: 2 });
    expect(row).not.toHaveProperty('formData');
    const info = body<Json>(await admin.get(`${BASE}/${designId}`));
    expect(info.data).toMatchObject({ id: designId, formData: cargoForm(), columnData, tables: tables(), state: 0 });
    expect(info.data).not.toHaveProperty('releasedFormData');
    expect(body(await admin.put(`${BASE}/${designId}`, design({ description: '进港货物' })))).toMatchObject({ code: 200 });
    expect(body<Json>(await admin.get(`${BASE}/${designId}`)).data).toMatchObject({ description: '进港货物' });
    // the body's state is not the caller's to set: only a release sets it
    expect(body(await admin.put(`${BASE}/${designId}`, { ...design({ description: '进港货物' }), state: 1 }))).toMatchObject({ code: 200 });
    expect(body<Json>(await admin.get(`${BASE}/${designId}`)).data).toMatchObject({ state: 0 });
    expect(body(await admin.post(BASE, design()))).toMatchObject({ code: 400, msg: '名称不能重复' });
  });

  it('copies a design as a draft with the copy mark, into tables of its own', async () => {
    const copied = body<{ id: string }>(await admin.post(`${BASE}/${designId}/Actions/Copy`));
    expect(copied).toMatchObject({ code: 200, msg: '复制成功！' });
    copyId = String(copied.data?.id);
    const copy = await t.services.db.selectFrom('base_visual_dev').selectAll().where('id', '=', copyId).executeTakeFirstOrThrow();
    expect(copy.fullName).toMatch(/^货物登记\.副本[a-z0-9]{5}$/);
    expect(copy.enCode).toMatch(/^test\.cargo[a-z0-9]{5}$/);
    expect(copy).toMatchObject({ state: 0, releasedFormData: null, releaseTime: null, creatorUserId: 'user-admin' });
    // the same form and tables, each table under the copy's suffix (the original's rows stay the original's)
    const suffix = String(copy.enCode).slice('test.cargo'.length);
    const renamed = (text: string) => text.replaceAll(`"${ITEM}"`, `"${ITEM}_${suffix}"`).replaceAll(`"${MAIN}"`, `"${MAIN}_${suffix}"`);
    expect(JSON.parse(copy.formData ?? '')).toEqual(JSON.parse(renamed(cargoForm())));
    expect(JSON.parse(copy.tables ?? '')).toEqual(JSON.parse(renamed(tables())));
    expect(body(await admin.post(`${BASE}/no-such-design/Actions/Copy`))).toMatchObject(NOT_FOUND);
  });

  it('releases a design: its tables are created, its snapshot kept and a type-3 menu names it', async () => {
    expect(body(await admin.post(`${BASE}/${designId}/Actions/Release`, { pc: 1 }))).toMatchObject({ code: 400, msg: '请选择上级菜单' });
    expect(await tableColumns(MAIN)).toBeUndefined(); // a refused release leaves nothing behind
    expect(body(await admin.post(`${BASE}/${designId}/Actions/Release`, RELEASE_TO_ONLINE_DEV))).toMatchObject({ code: 200, msg: '发布成功' });
    expect(await tableColumns(MAIN)).toEqual(expect.arrayContaining(['id', 'cargoName', 'weight', 'port', 'creatorTime']));
    // the sub-table's lines have their own table, not a column of the main one
    expect(await tableColumns(MAIN)).not.toContain('tableField103');
    expect(await tableColumns(ITEM)).toEqual(expect.arrayContaining(['id', 'cargoId', 'itemName', 'qty', 'sortCode']));
    const stored = await t.services.db.selectFrom('base_visual_dev').selectAll().where('id', '=', designId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ state: 1, releasedFormData: cargoForm(), releasedColumnData: columnData, releasedTables: tables() });
    expect(stored.releaseTime).toBeGreaterThan(0);
    const [menu, ...more] = await menusOf(designId);
    expect(more).toHaveLength(0);
    expect(menu).toMatchObject({
      type: 3,
      parentId: 'm-onlinedev',
      systemId: 'sys-port',
      category: 'Web',
      fullName: '货物登记',
      enCode: 'test.cargo',
      urlAddress: 'model/testcargo',
      enabledMark: 1,
    });
    expect(JSON.parse(menu?.propertyJson ?? '{}')).toMatchObject({ moduleId: designId, iconBackgroundColor: '' });
    const listed = body<{ list: Json[] }>(await admin.get(`${BASE}?keyword=${encodeURIComponent('货物登记')}&isRelease=1`));
    expect(listed.data?.list.map((row) => row.id)).toEqual([designId]);
  });

  it('re-releases a design with a new field: the table is widened and its rows kept, the one menu renamed', async () => {
    await rows().insertInto(MAIN).values({ id: 'cargo-1', cargoName: '钢材', weight: 12.5, port: '青岛' }).execute();
    const withRemark = cargoForm([field('comInput', 'remark', '备注', 108, MAIN)]);
    expect(body(await admin.put(`${BASE}/${designId}`, design({ fullName: '货物登记(新)', formData: withRemark })))).toMatchObject({ code: 200 });
    // until it is released again, the runtime keeps the released snapshot
    const before = await t.services.db
      .selectFrom('base_visual_dev')
      .select(['releasedFormData', 'releaseTime'])
      .where('id', '=', designId)
      .executeTakeFirstOrThrow();
    expect(before.releasedFormData).toBe(cargoForm());
    expect(await tableColumns(MAIN)).not.toContain('remark');
    expect(body(await admin.post(`${BASE}/${designId}/Actions/Release`, RELEASE_TO_ONLINE_DEV))).toMatchObject({ code: 200 });
    expect(await tableColumns(MAIN)).toEqual(expect.arrayContaining(['cargoName', 'weight', 'port', 'remark']));
    expect(await rows().selectFrom(MAIN).selectAll().execute()).toEqual([
      expect.objectContaining({ id: 'cargo-1', cargoName: '钢材', weight: 12.5, port: '青岛', remark: null }),
    ]);
    const after = await t.services.db
      .selectFrom('base_visual_dev')
      .select(['releasedFormData', 'releaseTime'])
      .where('id', '=', designId)
      .executeTakeFirstOrThrow();
    expect(after.releasedFormData).toBe(withRemark);
    expect(Number(after.releaseTime)).toBeGreaterThan(Number(before.releaseTime));
    const menus = await menusOf(designId);
    expect(menus).toHaveLength(1);
    expect(menus[0]).toMatchObject({ fullName: '货物登记(新)', enCode: 'test.cargo', urlAddress: 'model/testcargo' });
  });

  it('refuses a release the table cannot take, a platform table and widgets it cannot draw, naming them', async () => {
    // the copy pointed back at the original's table: one table holds one design's records
    expect(
      body(await admin.put(`${BASE}/${copyId}`, design({ fullName: '货物文本重量', enCode: 'test.cargoText', formData: cargoForm([], 'comInput') }))),
    ).toMatchObject({ code: 200 });
    expect(body(await admin.post(`${BASE}/${copyId}/Actions/Release`))).toMatchObject({
      code: 400,
      msg: `数据表${MAIN}已被功能货物登记(新)使用，不能发布`,
    });
    // weight is a number column now: a text field on it would not save
    const withRemark = cargoForm([field('comInput', 'remark', '备注', 108, MAIN)]);
    const textWeight = cargoForm([field('comInput', 'remark', '备注', 108, MAIN)], 'comInput');
    expect(body(await admin.put(`${BASE}/${designId}`, design({ fullName: '货物登记(新)', formData: textWeight })))).toMatchObject({ code: 200 });
    expect(body(await admin.post(`${BASE}/${designId}/Actions/Release`))).toMatchObject({
      code: 400,
      msg: `数据表${MAIN}的字段weight类型与已有字段不一致，不能发布`,
    });
    expect(body(await admin.put(`${BASE}/${designId}`, design({ fullName: '货物登记(新)', formData: withRemark })))).toMatchObject({ code: 200 });
    expect(body(await admin.put(`${BASE}/${copyId}`, design({ fullName: '用户表单', enCode: 'test.users', tables: tables('base_user') })))).toMatchObject({
      code: 200,
    });
    expect(body(await admin.post(`${BASE}/${copyId}/Actions/Release`))).toMatchObject({ code: 400, msg: expect.stringContaining('base_user') });
    const mystery = cargoForm([field('mysteryWidget', 'mystery', '神秘', 110, 'test_vd_mystery')]);
    expect(
      body(
        await admin.put(`${BASE}/${copyId}`, design({ fullName: '神秘表单', enCode: 'test.mystery', tables: tables('test_vd_mystery'), formData: mystery })),
      ),
    ).toMatchObject({
      code: 200,
    });
    expect(body(await admin.post(`${BASE}/${copyId}/Actions/Release`))).toMatchObject({ code: 400, msg: '表单中含有暂不支持的控件：mysteryWidget，不能发布' });
    expect(await tableColumns('test_vd_mystery')).toBeUndefined();
    const copy = await t.services.db.selectFrom('base_visual_dev').select(['state', 'releasedFormData']).where('id', '=', copyId).executeTakeFirstOrThrow();
    expect(copy).toEqual({ state: 0, releasedFormData: null });
  });

  it('lists released designs by category in the selector', async () => {
    type Node = { id: string; fullName: string; children: Node[] | null };
    const ids = (nodes: Node[] | undefined): string[] => (nodes ?? []).flatMap((node) => [node.id, ...ids(node.children ?? [])]);
    const released = body<{ list: Node[] }>(await staff.get(`${BASE}/Selector`));
    const category = released.data?.list.find((node) => node.id === CATEGORY);
    expect(category?.children?.map((node) => [node.id, node.fullName])).toEqual([[designId, '货物登记(新)']]);
    expect(ids(released.data?.list)).not.toContain(copyId);
    expect(ids(body<{ list: Node[] }>(await staff.get(`${BASE}/Selector?isRelease=0`)).data?.list)).toEqual(expect.arrayContaining([designId, copyId]));
    expect(ids(body<{ list: Node[] }>(await staff.get(`${BASE}/Selector?webType=1`)).data?.list)).not.toContain(designId);
  });

  it("answers a design's value fields, with or without its sub-table's columns", async () => {
    const all = body<{ list: Json[] }>(await staff.get(`${BASE}/${designId}/FormDataFields`));
    expect(all.data?.list).toEqual([
      { vmodel: 'cargoName', label: '货名' },
      { vmodel: 'weight', label: '重量' },
      { vmodel: 'tableField103-itemName', label: '明细-品名' },
      { vmodel: 'tableField103-qty', label: '明细-数量' },
      { vmodel: 'port', label: '港口' },
      { vmodel: 'remark', label: '备注' },
    ]);
    const main = body<{ list: Json[] }>(await staff.get(`${BASE}/${designId}/FormDataFields?filterType=1`));
    expect(main.data?.list.map((entry) => entry.vmodel)).toEqual(['cargoName', 'weight', 'port', 'remark']);
    // a draft's fields only for the page's holders
    expect(body(await staff.get(`${BASE}/${copyId}/FormDataFields`))).toMatchObject(NOT_FOUND);
    expect(body<{ list: Json[] }>(await manager.get(`${BASE}/${copyId}/FormDataFields`)).data?.list).toContainEqual({ vmodel: 'mystery', label: '神秘' });
  });

  it("pages a released design's records for the relation-form picker", async () => {
    await rows().insertInto(MAIN).values({ id: 'cargo-2', cargoName: '钢管', weight: 3, port: '天津', remark: '加急' }).execute();
    await rows().insertInto(MAIN).values({ id: 'cargo-3', cargoName: '煤炭', weight: 40, port: '秦皇岛' }).execute();
    const query = `keyword=${encodeURIComponent('钢')}&relationField=cargoName&columnOptions=cargoName,weight&currentPage=1&pageSize=1&sidx=weight&sort=asc`;
    const page = body<{ list: Json[]; pagination: Json }>(await admin.get(`${BASE}/${designId}/FieldDataSelect?${query}`));
    expect(page.data?.pagination).toMatchObject({ currentPage: 1, pageSize: 1, total: 2 });
    expect(page.data?.list).toEqual([{ id: 'cargo-2', cargoName: '钢管', weight: 3 }]);
    const all = body<{ list: Json[] }>(await admin.get(`${BASE}/${designId}/FieldDataSelect?relationField=cargoName&pageSize=10`));
    expect(all.data?.list.map((row) => row.id).sort()).toEqual(['cargo-1', 'cargo-2', 'cargo-3']);
    expect(body(await admin.get(`${BASE}/${copyId}/FieldDataSelect`))).toMatchObject(NOT_FOUND);
    // the records are the design's data: not for a user without its menu or a form picking from it (tests/server/visualdev-security.test.ts)
    expect(body(await staff.get(`${BASE}/${designId}/FieldDataSelect?relationField=cargoName`))).toMatchObject(NOT_FOUND);
  });

  it('lets only system administrators create, change, copy, release and delete designs', async () => {
    expect(body(await manager.get(`${BASE}?keyword=${encodeURIComponent('货物')}`))).toMatchObject({ code: 200 });
    expect(body(await manager.post(BASE, design({ fullName: '经理的设计', enCode: 'test.manager' })))).toMatchObject(DENIED);
    expect(body(await manager.put(`${BASE}/${designId}`, design()))).toMatchObject(DENIED);
    expect(body(await manager.post(`${BASE}/${designId}/Actions/Copy`))).toMatchObject(DENIED);
    expect(body(await manager.post(`${BASE}/${designId}/Actions/Release`, RELEASE_TO_ONLINE_DEV))).toMatchObject(DENIED);
    expect(body(await manager.delete(`${BASE}/${copyId}`))).toMatchObject(DENIED);
    // staff does not even hold the page
    expect(body(await staff.post(`${BASE}/${designId}/Actions/Release`, RELEASE_TO_ONLINE_DEV))).toMatchObject(DENIED);
    expect(await t.services.db.selectFrom('base_visual_dev').select('id').where('enCode', '=', 'test.manager').executeTakeFirst()).toBeUndefined();
    expect(body(await admin.delete(`${BASE}/${copyId}`))).toMatchObject({ code: 200 });
  });

  it('evolves the tables of every released design on start, skipping (and naming) one that does not convert', async () => {
    const released = (id: string, enCode: string, main: string) => {
      const form = JSON.stringify({ fields: [field('comInput', 'berth', '泊位', 101, main)] });
      const list = JSON.stringify([{ table: main, typeId: '1' }]);
      return {
        id,
        fullName: enCode,
        enCode,
        type: 1,
        webType: 2,
        category: CATEGORY,
        state: 1,
        enabledMark: 1,
        formData: form,
        tables: list,
        releasedFormData: form,
        releasedTables: list,
        releaseTime: 1,
      };
    };
    await rows()
      .insertInto('base_visual_dev')
      .values(released('vd-test-boot', 'test.boot', 'test_vd_boot'))
      .execute();
    await rows()
      .insertInto('base_visual_dev')
      .values(released('vd-test-broken', 'test.broken', 'base_user'))
      .execute();
    const warnings: string[] = [];
    const changes = await evolveReleasedDesigns(t.services, (message) => warnings.push(message));
    expect(changes).toContain('create table test_vd_boot');
    expect(await tableColumns('test_vd_boot')).toEqual(expect.arrayContaining(['id', 'berth']));
    expect(warnings).toEqual([expect.stringContaining('vd-test-broken')]);
    // every design the demo loader inserted released found its main table when the app started
    const demo = await t.services.db
      .selectFrom('base_visual_dev')
      .select(['id', 'releasedTables'])
      .where('state', '=', 1)
      .where('id', 'like', 'vd-%')
      .where('id', 'not like', 'vd-test-%')
      .execute();
    for (const { releasedTables } of demo) {
      const main = (JSON.parse(releasedTables ?? '[]') as { table: string; typeId: string }[]).find((table) => table.typeId === '1');
      if (main) expect(await tableColumns(main.table), main.table).toBeDefined();
    }
  });
});
