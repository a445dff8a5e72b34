import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { sql, type Kysely } from 'kysely';
import { releasedDesignModel } from '../../server/features/visualdev/design-records.ts';
import { moveLegacyLines } from '../../server/features/visualdev/child-table-rows.ts';
import ExcelJS from 'exceljs';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

/**
 * The runtime data routes of a released online design (issue 14 point 3, contract §7.4), served
 * by the generic CRUD operations: a design made through /api/visualdev/Base and released, then
 * its records created, listed (search panel, advanced query, keyword, sort), read raw and as
 * display values, updated, deleted one by one and in a batch, and exported, with the server's own
 * totals and numbers, the field's words for a bad value or sub-table cell, and the menu (and its
 * buttons) deciding who may use it.
 */

const BASE = '/api/visualdev/Base';
const RUN = '/api/visualdev/OnlineDev';
const MAIN = 'test_cargo_call';
const LINE = 'test_cargo_call_line';

type Json = Record<string, unknown>;

/** One formData field as the 3.4.7 designer saves it (contract §7.2). */
const field = (jnpfKey: string, vModel: string, label: string, formId: number, table: string, config: Json = {}, props: Json = {}): Json => ({
  __config__: { jnpfKey, label, formId, tableName: table, required: false, regList: [], layout: 'colFormItem', span: 24, visibility: ['pc', 'app'], ...config },
  __vModel__: vModel,
  ...props,
});

const staticOptions = (options: [string, string][]) => ({
  config: { dataType: 'static', props: { label: 'fullName', value: 'id' } },
  props: { __slot__: { options: options.map(([id, fullName]) => ({ id, fullName })) } },
});

const cargoTypes = staticOptions([
  ['bulk', '散货'],
  ['box', '集装箱'],
]);

function cargoForm(main: string, line: string): Json {
  const child = (jnpfKey: string, vModel: string, label: string, formId: number, config: Json = {}, props: Json = {}) =>
    field(jnpfKey, vModel, label, formId, line, { parentVModel: 'tableField110', ...config }, props);
  return {
    formRef: 'elForm',
    formModel: 'dataForm',
    labelWidth: 100,
    popupType: 'general',
    generalWidth: '800px',
    primaryKeyPolicy: 1,
    idGlobal: 120,
    fields: [
      field('comInput', 'title', '标题', 101, main, { required: true, regList: [{ pattern: '/^.{2,20}$/', message: '标题为2至20个字符' }] }, { maxlength: 20 }),
      field('numInput', 'weight', '重量', 102, main, {}, { min: 0, max: 999999, precision: 2 }),
      field('select', 'cargoType', '货类', 103, main, cargoTypes.config, cargoTypes.props),
      field('date', 'arriveDate', '到港日期', 104, main, {}, { type: 'date', format: 'yyyy-MM-dd', 'value-format': 'timestamp' }),
      field('billRule', 'billNo', '单号', 105, main, { rule: 'feeSettlement' }, { readonly: true }),
      field(
        'table',
        'tableField110',
        '明细',
        110,
        line,
        {
          layout: 'rowFormItem',
          children: [
            child('comInput', 'itemName', '品名', 111, { required: true }, { maxlength: 50 }),
            child('numInput', 'quantity', '数量', 112, { required: true }, { min: 0, max: 999999, precision: 2 }),
            child('numInput', 'unitPrice', '单价', 113, { required: true }, { min: 0, max: 99999999, precision: 2 }),
            child(
              'calculate',
              'amount',
              '金额',
              114,
              { isStorage: 2 },
              { isStorage: 2, expression: [{ __vModel__: 'tableField110.quantity' }, '×', { __vModel__: 'tableField110.unitPrice' }], precision: 2 },
            ),
          ],
        },
        { actionText: '添加' },
      ),
      field(
        'calculate',
        'totalAmount',
        '合计',
        115,
        main,
        { isStorage: 2 },
        { isStorage: 2, expression: [{ __vModel__: 'tableField110.amount' }], precision: 2 },
      ),
    ],
  };
}

const column = (prop: string, label: string, jnpfKey: string) => ({ prop, label, jnpfKey, fixed: 'none', align: 'left', width: null, sortable: true });
const search = (prop: string, label: string, jnpfKey: string, searchType: 1 | 2 | 3) => ({ prop, label, jnpfKey, searchType, searchMultiple: false });

function cargoColumns(useBtnPermission: boolean): Json {
  return {
    type: 1,
    columnList: [
      column('title', '标题', 'comInput'),
      column('weight', '重量', 'numInput'),
      column('cargoType', '货类', 'select'),
      column('arriveDate', '到港日期', 'date'),
      column('billNo', '单号', 'billRule'),
      column('totalAmount', '合计', 'calculate'),
    ],
    searchList: [
      search('title', '标题', 'comInput', 2),
      search('cargoType', '货类', 'select', 1),
      search('arriveDate', '到港日期', 'date', 3),
      search('weight', '重量', 'numInput', 3),
    ],
    btnsList: [
      { value: 'add', label: '新增' },
      { value: 'download', label: '导出' },
    ],
    columnBtnsList: [
      { value: 'edit', label: '编辑' },
      { value: 'remove', label: '删除' },
    ],
    hasPage: true,
    pageSize: 20,
    defaultSidx: '',
    sort: 'desc',
    hasSuperQuery: true,
    useColumnPermission: false,
    useFormPermission: false,
    useBtnPermission,
    useDataPermission: false,
  };
}

const tables = (main: string, line: string) => [
  { table: main, tableName: '货物', typeId: '1', relationTable: '', relationField: '', tableField: '' },
  { table: line, tableName: '货物明细', typeId: '0', relationTable: main, relationField: 'id', tableField: 'cargoId' },
];

interface Page {
  list: Json[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

describe.each(databases())('online design runtime on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  let tourist: ReturnType<typeof as>;
  let modelId = '';
  let buttonModelId = '';

  /** A design created (as the administrator) and released to a Web menu under the first directory. */
  const releasedDesign = async (enCode: string, main: string, line: string, useBtnPermission: boolean): Promise<string> => {
    const created = body<{ id?: string }>(
      await admin.post(BASE, {
        fullName: `货物登记${enCode}`,
        enCode,
        category: 'test',
        type: 1,
        webType: 2,
        tables: JSON.stringify(tables(main, line)),
        formData: JSON.stringify(cargoForm(main, line)),
        columnData: JSON.stringify(cargoColumns(useBtnPermission)),
      }),
    );
    expect(created.code).toBe(200);
    const row = await t.services.db.selectFrom('base_visual_dev').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow();
    const directory = await t.services.db
      .selectFrom('base_module')
      .select(['id', 'systemId'])
      .where('type', '=', 1)
      .where('category', '=', 'Web')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const released = body(await admin.post(`${BASE}/${row.id}/Actions/Release`, { pc: 1, pcModuleParentId: directory.id, pcSystemId: directory.systemId }));
    expect(released).toMatchObject({ code: 200 });
    return row.id;
  };

  /** The menu a release made for the design, granted to the staff role. */
  const grantMenuToStaff = async (designId: string): Promise<string> => {
    const menus = await t.services.db.selectFrom('base_module').select(['id', 'propertyJson']).where('type', '=', 3).execute();
    const menu = menus.find((found) => (JSON.parse(found.propertyJson ?? '{}') as { moduleId?: string }).moduleId === designId);
    if (!menu) throw new Error('the release made no menu');
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: `auth-${menu.id}`, objectType: 'Role', objectId: 'role-staff', itemType: 'module', itemId: menu.id })
      .execute();
    return menu.id;
  };

  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'staff', 'tourist');
    t = signed.t;
    admin = as(t.app, signed.admin);
    staff = as(t.app, signed.staff);
    tourist = as(t.app, signed.tourist);
    modelId = await releasedDesign('cargoCall', MAIN, LINE, false);
    buttonModelId = await releasedDesign('cargoButtons', 'test_cargo_buttons', 'test_cargo_buttons_line', true);
  }, 60_000);
  afterAll(async () => t?.close());

  const line = (itemName: string, quantity: number, unitPrice: number, amount?: number) => ({
    itemName,
    quantity,
    unitPrice,
    ...(amount === undefined ? {} : { amount }),
  });
  const create = (data: Json, caller = admin, model = modelId) => caller.post(`${RUN}/${model}`, { data: JSON.stringify(data) });
  const list = async (query: Json, caller = admin): Promise<Page> => {
    const answer = body<Page>(await caller.post(`${RUN}/${modelId}/List`, { currentPage: 1, pageSize: 20, sort: 'desc', sidx: '', ...query }));
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as Page;
  };
  const titles = (page: Page) => page.list.map((row) => row.title).sort();
  const idOf = async (title: string): Promise<string> => {
    const found = (await list({ queryJson: JSON.stringify({ title }) })).list.find((row) => row.title === title);
    if (!found) throw new Error(`no record ${title}`);
    return String(found.id);
  };
  const info = async (id: string): Promise<Json> => {
    const answer = body<{ id: string; data: string }>(await admin.get(`${RUN}/${modelId}/${id}`));
    expect(answer.code).toBe(200);
    expect(typeof answer.data?.data).toBe('string');
    return JSON.parse(answer.data?.data ?? '{}') as Json;
  };

  const march2 = dayjs('2026-03-02').valueOf();
  const march5 = dayjs('2026-03-05').valueOf();
  const march9 = dayjs('2026-03-09').valueOf();

  it('serves the released design’s configuration', async () => {
    const config = body<Json>(await admin.get(`${RUN}/${modelId}/Config`));
    expect(config.code).toBe(200);
    expect(config.data).toMatchObject({ id: modelId, fullName: '货物登记cargoCall', webType: 2, enableFlow: 0 });
    const formData = JSON.parse(String(config.data?.formData)) as { fields: Json[] };
    expect(formData.fields.map((item) => item.__vModel__)).toContain('tableField110');
    expect((JSON.parse(String(config.data?.columnData)) as { searchList: unknown[] }).searchList).toHaveLength(4);
    expect(typeof config.data?.appColumnData).toBe('string');
    expect(JSON.parse(String(body<Json>(await admin.get(`${RUN}/${modelId}/ColumnData`)).data?.columnData))).toMatchObject({ pageSize: 20 });
    expect(JSON.parse(String(body<Json>(await admin.get(`${RUN}/${modelId}/FormData`)).data?.formData))).toMatchObject({ popupType: 'general' });
  });

  it('creates a record with the server’s own number, amounts and total, and reads it back raw', async () => {
    const created = body(
      await create({
        title: '大豆进口',
        weight: 1200.5,
        cargoType: 'bulk',
        arriveDate: march2,
        billNo: 'FORGED-1',
        // the first amount is tampered, the second missing; the total is tampered
        tableField110: [line('大豆', 3, 120.5, 1), line('包装', 2, 1000)],
        totalAmount: 1,
      }),
    );
    expect(created).toEqual({ code: 200, msg: '新建成功' });
    const stored = await info(await idOf('大豆进口'));
    expect(stored).toMatchObject({ title: '大豆进口', cargoType: 'bulk', arriveDate: march2 });
    expect(Number(stored.weight)).toBe(1200.5);
    expect(String(stored.billNo)).toMatch(new RegExp(`^JS${dayjs().format('YYYYMMDD')}\\d{4}$`));
    const lines = stored.tableField110 as Json[];
    expect(lines.map((row) => row.itemName)).toEqual(['大豆', '包装']);
    expect(lines.map((row) => Number(row.amount))).toEqual([361.5, 2000]);
    expect(Number(stored.totalAmount)).toBe(2361.5);
  });

  it('refuses a bad value and a bad sub-table cell with the field’s words', async () => {
    const good = { title: '好的', cargoType: 'box', tableField110: [line('钢材', 1, 1)] };
    // the regList's own message
    expect(body(await create({ ...good, title: 'X' }))).toEqual({ code: 400, msg: '标题为2至20个字符' });
    const missing = body(await create({ ...good, title: '' }));
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('标题');
    // a cell missing in the second row: named by the table, the row and the column
    const cell = body(await create({ ...good, tableField110: [line('钢材', 1, 1), { quantity: 1, unitPrice: 1 }] }));
    expect(cell.code).toBe(400);
    expect(cell.msg).toMatch(/^明细：第2行 .*品名/);
    const english = body(
      await admin.post(`${RUN}/${modelId}`, { data: JSON.stringify({ ...good, tableField110: [{ quantity: 1, unitPrice: 1 }] }) }, { 'accept-language': 'en' }),
    );
    expect(english.msg).toMatch(/^明细: row 1, /);
    // not JSON at all
    expect(body(await admin.post(`${RUN}/${modelId}`, { data: '{not json' })).code).toBe(400);
    expect((await list({ queryJson: JSON.stringify({ title: '好的' }) })).pagination.total).toBe(0);
  });

  it('lists with the search panel, the advanced query, the keyword and a sort, showing display values', async () => {
    expect(body(await create({ title: '钢卷出口', weight: 300, cargoType: 'box', arriveDate: march5, tableField110: [line('钢卷', 10, 5)] })).code).toBe(200);
    expect(body(await create({ title: '玉米进口', weight: 800, cargoType: 'bulk', arriveDate: march9, tableField110: [line('玉米', 2, 3)] })).code).toBe(200);

    const all = await list({});
    expect(all.pagination.total).toBe(3);
    const soy = all.list.find((row) => row.title === '大豆进口') as Json;
    // options by label, the date in its widget's format, sub-table rows as an array
    expect(soy).toMatchObject({ cargoType: '散货', arriveDate: '2026-03-02' });
    expect((soy.tableField110 as Json[]).map((row) => row.itemName)).toEqual(['大豆', '包装']);

    // equal (searchType 1), like (2), ranges (3: dates whole days, numbers)
    expect(titles(await list({ queryJson: JSON.stringify({ cargoType: 'bulk' }) }))).toEqual(['大豆进口', '玉米进口']);
    expect(titles(await list({ queryJson: JSON.stringify({ title: '进口' }) }))).toEqual(['大豆进口', '玉米进口']);
    expect(titles(await list({ queryJson: JSON.stringify({ arriveDate: [march2, march5] }) }))).toEqual(['大豆进口', '钢卷出口']);
    expect(titles(await list({ queryJson: JSON.stringify({ weight: [500, null] }) }))).toEqual(['大豆进口', '玉米进口']);
    expect(titles(await list({ queryJson: JSON.stringify({ cargoType: 'bulk', weight: [0, 1000] }) }))).toEqual(['玉米进口']);

    // the advanced query: and / or over the common symbols
    const superQuery = (matchLogic: string, conditionJson: Json[]) => ({ superQueryJson: JSON.stringify({ matchLogic, conditionJson }) });
    expect(
      titles(
        await list(
          superQuery('AND', [
            { field: 'weight', symbol: '>', fieldValue: 500 },
            { field: 'cargoType', symbol: '==', fieldValue: 'bulk' },
          ]),
        ),
      ),
    ).toEqual(['大豆进口', '玉米进口']);
    expect(
      titles(
        await list(
          superQuery('OR', [
            { field: 'weight', symbol: '<=', fieldValue: 300 },
            { field: 'title', symbol: 'like', fieldValue: '玉米' },
          ]),
        ),
      ),
    ).toEqual(['玉米进口', '钢卷出口']);
    expect(titles(await list(superQuery('AND', [{ field: 'title', symbol: 'notLike', fieldValue: '进口' }])))).toEqual(['钢卷出口']);
    expect(titles(await list(superQuery('AND', [{ field: 'cargoType', symbol: '<>', fieldValue: 'bulk' }])))).toEqual(['钢卷出口']);
    expect(
      titles(
        await list(
          superQuery('AND', [
            { field: 'weight', symbol: 'notNull' },
            { field: 'arriveDate', symbol: '>=', fieldValue: march5 },
          ]),
        ),
      ),
    ).toEqual(['玉米进口', '钢卷出口']);
    // a field the design does not store is refused, never put into SQL
    const unknown = body(await admin.post(`${RUN}/${modelId}/List`, superQuery('AND', [{ field: 'title; drop table x', symbol: '==', fieldValue: 1 }])));
    expect(unknown.code).toBe(400);

    // the keyword, and a sort in both directions
    expect(titles(await list({ keyword: '钢卷' }))).toEqual(['钢卷出口']);
    expect((await list({ sidx: 'weight', sort: 'asc' })).list.map((row) => row.title)).toEqual(['钢卷出口', '玉米进口', '大豆进口']);
    expect((await list({ sidx: 'weight', sort: 'desc' })).list.map((row) => row.title)).toEqual(['大豆进口', '玉米进口', '钢卷出口']);
    // paging, up to JNPF's 10000 for an unpaged list
    expect((await list({ pageSize: 2 })).list).toHaveLength(2);
    expect((await list({ pageSize: 10000 })).list).toHaveLength(3);
    expect(body(await admin.post(`${RUN}/${modelId}/List`, { pageSize: 10001 })).code).toBe(400);
  });

  it('shows a record’s display values (DataChange)', async () => {
    const answer = body<{ id: string; data: string }>(await admin.get(`${RUN}/${modelId}/${await idOf('钢卷出口')}/DataChange`));
    expect(answer.code).toBe(200);
    const shown = JSON.parse(answer.data?.data ?? '{}') as Json;
    expect(shown).toMatchObject({ title: '钢卷出口', cargoType: '集装箱', arriveDate: '2026-03-05' });
    expect(Number(shown.totalAmount)).toBe(50);
  });

  it('writes dates in the reader’s time zone (X-Time-Zone), the server’s when none or an unknown one is named', async () => {
    // 20:00 UTC on 4 March: 5 March in Shanghai, 4 March in New York
    const instant = Date.UTC(2026, 2, 4, 20, 0, 0);
    expect(body(await create({ title: '时区测试', cargoType: 'box', arriveDate: instant, tableField110: [line('钢材', 1, 1)] })).code).toBe(200);
    const id = await idOf('时区测试');
    const shownIn = async (zone?: string) => {
      const answer = body<{ data: string }>(await admin.get(`${RUN}/${modelId}/${id}/DataChange`, zone ? { 'x-time-zone': zone } : {}));
      return (JSON.parse(answer.data?.data ?? '{}') as Json).arriveDate;
    };
    const listedIn = async (zone: string) =>
      (body<{ list: Json[] }>(await admin.post(`${RUN}/${modelId}/List`, { pageSize: 50 }, { 'x-time-zone': zone })).data?.list ?? []).find(
        (row) => row.title === '时区测试',
      )?.arriveDate;
    expect(await shownIn('Asia/Shanghai')).toBe('2026-03-05');
    expect(await shownIn('America/New_York')).toBe('2026-03-04');
    expect(await listedIn('Asia/Shanghai')).toBe('2026-03-05');
    expect(await listedIn('America/New_York')).toBe('2026-03-04');
    expect(await shownIn('Mars/Olympus')).toBe(dayjs(instant).format('YYYY-MM-DD'));
    expect(await shownIn()).toBe(dayjs(instant).format('YYYY-MM-DD'));
    expect(body(await admin.delete(`${RUN}/${modelId}/${id}`)).code).toBe(200);
  });

  it('keeps a record’s sub-table lines in the sub-table’s own table, in order, and none in the main table', async () => {
    const raw = t.services.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const linesOf = async (recordId: string) =>
      (await raw.selectFrom(LINE).selectAll().where('cargoId', '=', recordId).orderBy('sortCode').execute()).map((row) => [row.itemName, Number(row.amount)]);
    expect(body(await create({ title: '明细存表', cargoType: 'box', tableField110: [line('甲', 1, 2), line('乙', 3, 4), line('丙', 1, 1)] })).code).toBe(200);
    const id = await idOf('明细存表');
    expect(await linesOf(id)).toEqual([
      ['甲', 2],
      ['乙', 12],
      ['丙', 1],
    ]);
    const columns = (await t.services.db.introspection.getTables()).find((table) => table.name === MAIN)?.columns.map((column) => column.name) ?? [];
    expect(columns).not.toContain('tableField110');
    // read back in their order, under the sub-table's field
    expect(((await info(id)).tableField110 as Json[]).map((row) => row.itemName)).toEqual(['甲', '乙', '丙']);
    // an update that sends lines replaces them; one that leaves them out keeps them
    const update = (data: Json) => admin.put(`${RUN}/${modelId}/${id}`, { data: JSON.stringify(data) });
    expect(body(await update({ title: '明细存表', cargoType: 'box', tableField110: [line('丁', 2, 5)] })).code).toBe(200);
    expect(await linesOf(id)).toEqual([['丁', 10]]);
    expect(body(await update({ title: '明细存表', cargoType: 'bulk' })).code).toBe(200);
    expect(await linesOf(id)).toEqual([['丁', 10]]);
    expect(Number((await info(id)).totalAmount)).toBe(10);
    // the lines go with their record
    expect(body(await admin.delete(`${RUN}/${modelId}/${id}`)).code).toBe(200);
    expect(await linesOf(id)).toEqual([]);
  });

  it('moves lines an earlier release kept as JSON in a main-table column into their own table', async () => {
    const raw = t.services.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    expect(body(await create({ title: '旧明细', cargoType: 'box', tableField110: [line('甲', 1, 2)] })).code).toBe(200);
    const id = await idOf('旧明细');
    // as a release before this one left it: the lines as JSON in a column of the main table, none of their own
    await sql.raw(`alter table ${MAIN} add column "tableField110" text`).execute(t.services.db);
    await raw.deleteFrom(LINE).where('cargoId', '=', id).execute();
    await raw
      .updateTable(MAIN)
      .set({ tableField110: JSON.stringify([line('旧一', 1, 5, 5), line('旧二', 2, 5, 10)]) })
      .where('id', '=', id)
      .execute();
    const released = await releasedDesignModel(t.services, modelId);
    expect(await moveLegacyLines(t.services.db, released!.converted)).toBe(1);
    const lines = await raw.selectFrom(LINE).selectAll().where('cargoId', '=', id).orderBy('sortCode').execute();
    expect(lines.map((row) => row.itemName)).toEqual(['旧一', '旧二']);
    expect((await raw.selectFrom(MAIN).select('tableField110').where('id', '=', id).executeTakeFirst())?.tableField110).toBeNull();
    // a second run finds nothing to move, and the record reads its lines from their table
    expect(await moveLegacyLines(t.services.db, released!.converted)).toBe(0);
    expect(((await info(id)).tableField110 as Json[]).map((row) => row.itemName)).toEqual(['旧一', '旧二']);
    expect(body(await admin.delete(`${RUN}/${modelId}/${id}`)).code).toBe(200);
  });

  it('updates a record, recomputing a tampered total and keeping its number', async () => {
    const id = await idOf('大豆进口');
    const before = await info(id);
    const updated = body(
      await admin.put(`${RUN}/${modelId}/${id}`, {
        data: JSON.stringify({
          ...before,
          title: '大豆进口改',
          billNo: 'FORGED-2',
          tableField110: [line('大豆', 4, 100, 5), line('运费', 1, 0.15)],
          totalAmount: 99999,
        }),
      }),
    );
    expect(updated).toEqual({ code: 200, msg: '更新成功' });
    const after = await info(id);
    expect(after).toMatchObject({ title: '大豆进口改', billNo: before.billNo, cargoType: 'bulk' });
    expect((after.tableField110 as Json[]).map((row) => Number(row.amount))).toEqual([400, 0.15]);
    expect(Number(after.totalAmount)).toBe(400.15);
    // an update that leaves the sub-table out keeps its rows, and the total over them
    const withoutLines = Object.fromEntries(Object.entries(after).filter(([key]) => key !== 'tableField110'));
    expect(body(await admin.put(`${RUN}/${modelId}/${id}`, { data: JSON.stringify({ ...withoutLines, totalAmount: 1 }) })).code).toBe(200);
    const kept = await info(id);
    expect((kept.tableField110 as Json[]).map((row) => row.itemName)).toEqual(['大豆', '运费']);
    expect(Number(kept.totalAmount)).toBe(400.15);
  });

  it('exports the selected columns as an .xlsx', async () => {
    const answer = body<{ name: string; url: string }>(
      await admin.post(`${RUN}/${modelId}/Actions/Export`, {
        currentPage: 1,
        pageSize: 20,
        sort: 'desc',
        sidx: 'weight',
        selectKey: 'title,cargoType',
        dataType: 1,
      }),
    );
    expect(answer.code).toBe(200);
    expect(answer.data?.name).toMatch(/\.xlsx$/);
    expect(answer.data?.url).toMatch(/^\/api\/file\/Download\?encryption=/);
    const file = await t.app.inject({ method: 'GET', url: answer.data?.url ?? '' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    expect(rows).toEqual([
      ['标题', '货类'],
      ['大豆进口改', '散货'],
      ['玉米进口', '散货'],
      ['钢卷出口', '集装箱'],
    ]);
    // the JNPF client sends the keys as a list
    expect(body(await admin.post(`${RUN}/${modelId}/Actions/Export`, { selectKey: ['title'], dataType: 0 })).code).toBe(200);
    expect(body(await admin.post(`${RUN}/${modelId}/Actions/Export`, { selectKey: 'secret', dataType: 1 })).code).toBe(400);
  });

  it('deletes one record and several at once', async () => {
    const corn = await idOf('玉米进口');
    expect(body(await admin.delete(`${RUN}/${modelId}/${corn}`))).toEqual({ code: 200, msg: '删除成功' });
    expect(body(await admin.get(`${RUN}/${modelId}/${corn}`))).toMatchObject({ code: 400, msg: '数据不存在' });
    const rest = (await list({})).list.map((row) => String(row.id));
    expect(rest).toHaveLength(2);
    expect(body(await admin.post(`${RUN}/batchDelete/${modelId}`, { ids: rest }))).toEqual({ code: 200, msg: '删除成功' });
    expect((await list({})).pagination.total).toBe(0);
    // a record not there stops the batch with the generic words
    expect(body(await admin.post(`${RUN}/batchDelete/${modelId}`, { ids: [corn] }))).toMatchObject({ code: 400, msg: '数据不存在' });
  });

  it('answers a design that does not exist, or is not released, as no such record', async () => {
    const missing = { code: 400, msg: '数据不存在' };
    expect(body(await admin.get(`${RUN}/no-such-design/Config`))).toMatchObject(missing);
    expect(body(await admin.post(`${RUN}/no-such-design/List`, {}))).toMatchObject(missing);
    expect(body(await admin.post(`${RUN}/no-such-design`, { data: '{}' }))).toMatchObject(missing);
    expect(
      body(
        await admin.post(BASE, {
          fullName: '草稿',
          enCode: 'draftOnly',
          category: 'test',
          formData: JSON.stringify(cargoForm('test_draft', 'test_draft_line')),
        }),
      ).code,
    ).toBe(200);
    const draft = await t.services.db.selectFrom('base_visual_dev').select('id').where('enCode', '=', 'draftOnly').executeTakeFirstOrThrow();
    expect(body(await admin.post(`${RUN}/${draft.id}/List`, {}))).toMatchObject(missing);
    expect(body(await admin.get(`${RUN}/${draft.id}/Config`))).toMatchObject(missing);
  });

  it('refuses a user without a menu opening the design, and serves them once granted', async () => {
    // as for a design that does not exist: the refusal does not tell which ids are released designs
    const refused = { code: 400, msg: '数据不存在' };
    expect(body(await staff.post(`${RUN}/${modelId}/List`, {}))).toMatchObject(refused);
    expect(body(await staff.get(`${RUN}/${modelId}/Config`))).toMatchObject(refused);
    expect(body(await create({ title: '越权', tableField110: [line('钢材', 1, 1)] }, staff))).toMatchObject(refused);
    expect(body(await tourist.post(`${RUN}/${modelId}/List`, {}))).toMatchObject(refused);
    await grantMenuToStaff(modelId);
    expect(body(await create({ title: '授权后', tableField110: [line('钢材', 1, 1)] }, staff))).toMatchObject({ code: 200, msg: '新建成功' });
    expect(titles(await list({}, staff))).toEqual(['授权后']);
    expect(body(await tourist.post(`${RUN}/${modelId}/List`, {}))).toMatchObject(refused);
  });

  it('asks for the buttons when the released list judges them', async () => {
    const refused = { code: 401, msg: '没有访问权限，请联系管理员授权' };
    const menuId = await grantMenuToStaff(buttonModelId);
    const record = { title: '按钮', tableField110: [line('钢材', 1, 1)] };
    // the menu is there: reading works, adding needs btn_add
    expect(body(await staff.post(`${RUN}/${buttonModelId}/List`, {})).code).toBe(200);
    expect(body(await create(record, staff, buttonModelId))).toMatchObject(refused);
    await t.services.db
      .insertInto('base_module_item')
      .values({ id: 'mi-test-add', moduleId: menuId, kind: 'button', parentId: '-1', fullName: '新增', enCode: 'btn_add', enabledMark: 1, sortCode: 0 })
      .execute();
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: 'auth-mi-test-add', objectType: 'Role', objectId: 'role-staff', itemType: 'button', itemId: 'mi-test-add' })
      .execute();
    expect(body(await create(record, staff, buttonModelId))).toMatchObject({ code: 200, msg: '新建成功' });
    // btn_download is still not granted; the administrator needs none
    expect(body(await staff.post(`${RUN}/${buttonModelId}/Actions/Export`, { dataType: 1 }))).toMatchObject(refused);
    expect(body(await admin.post(`${RUN}/${buttonModelId}/Actions/Export`, { dataType: 1 })).code).toBe(200);
  });

  /** A small released design of plain fields (its list type and extra list settings given). */
  const plainDesign = async (enCode: string, table: string, fields: Json[], list: Json): Promise<string> => {
    const created = body(
      await admin.post(BASE, {
        fullName: enCode,
        enCode,
        category: 'test',
        webType: 2,
        tables: JSON.stringify([{ table, tableName: enCode, typeId: '1', relationTable: '', relationField: '', tableField: '' }]),
        formData: JSON.stringify({ popupType: 'general', fields }),
        columnData: JSON.stringify({ columnList: [], searchList: [], hasPage: true, pageSize: 20, sort: 'desc', ...list }),
      }),
    );
    expect(created.code).toBe(200);
    const row = await t.services.db.selectFrom('base_visual_dev').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow();
    const directory = await t.services.db
      .selectFrom('base_module')
      .select(['id'])
      .where('type', '=', 1)
      .where('category', '=', 'Web')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(body(await admin.post(`${BASE}/${row.id}/Actions/Release`, { pc: 1, pcModuleParentId: directory.id })).code).toBe(200);
    return row.id;
  };

  it('lists a tree list’s top rows and, by List/{id}, one row’s children', async () => {
    const tree = await plainDesign(
      'cargoTree',
      'test_cargo_tree',
      [field('comInput', 'name', '名称', 101, 'test_cargo_tree', { required: true }), field('comInput', 'parentId', '上级', 102, 'test_cargo_tree')],
      { type: 5, parentField: 'parentId', columnList: [column('name', '名称', 'comInput')] },
    );
    const add = async (name: string, parentId = '') => {
      expect(body(await admin.post(`${RUN}/${tree}`, { data: JSON.stringify({ name, parentId }) })).code).toBe(200);
      const rows = body<Page>(await admin.post(`${RUN}/${tree}/List`, { queryJson: JSON.stringify({ name }) })).data?.list ?? [];
      return String(rows.find((row) => row.name === name)?.id);
    };
    const root = await add('一号堆场');
    await add('A区', root);
    await add('B区', root);
    await add('二号堆场');
    const top = body<Page>(await admin.post(`${RUN}/${tree}/List`, { sidx: 'name', sort: 'asc' })).data as Page;
    expect(top.list.map((row) => [row.name, row.hasChildren])).toEqual([
      ['一号堆场', true],
      ['二号堆场', false],
    ]);
    const children = body<Page>(await admin.post(`${RUN}/${tree}/List/${root}`, { sidx: 'name', sort: 'asc' })).data as Page;
    expect(children.list.map((row) => [row.name, row.hasChildren])).toEqual([
      ['A区', false],
      ['B区', false],
    ]);
    // a plain list has no children to ask for
    expect(body(await admin.post(`${RUN}/${modelId}/List/${root}`, {})).code).toBe(400);
  });

  it('shows a related form’s record by its field, with the id beside it', async () => {
    expect(body(await create({ title: '关联目标', cargoType: 'box', tableField110: [line('钢材', 1, 1)] })).code).toBe(200);
    const target = await idOf('关联目标');
    const related = await plainDesign(
      'cargoRelated',
      'test_cargo_related',
      [
        field('comInput', 'note', '备注', 101, 'test_cargo_related', { required: true }),
        field(
          'relationForm',
          'cargoRef',
          '关联货物',
          102,
          'test_cargo_related',
          {},
          { modelId, relationField: 'title', columnOptions: [{ value: 'title', label: '标题' }] },
        ),
      ],
      { columnList: [column('note', '备注', 'comInput'), column('cargoRef', '关联货物', 'relationForm')] },
    );
    expect(body(await admin.post(`${RUN}/${related}`, { data: JSON.stringify({ note: '引用', cargoRef: target }) })).code).toBe(200);
    const [row] = (body<Page>(await admin.post(`${RUN}/${related}/List`, {})).data as Page).list;
    expect(row).toMatchObject({ note: '引用', cargoRef: '关联目标', cargoRef_id: target });
    const raw = JSON.parse(body<{ data: string }>(await admin.get(`${RUN}/${related}/${String(row?.id)}`)).data?.data ?? '{}') as Json;
    expect(raw.cargoRef).toBe(target);
  });

  it('takes a search text literally (no wildcard of its own)', async () => {
    expect(titles(await list({ queryJson: JSON.stringify({ title: '%' }) }))).toEqual([]);
    expect(titles(await list({ queryJson: JSON.stringify({ title: '关联_标' }) }))).toEqual([]);
    expect(titles(await list({ queryJson: JSON.stringify({ title: '联目' }) }))).toEqual(['关联目标']);
  });
});
