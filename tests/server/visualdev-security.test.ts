import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';
import { newId } from '../../server/core/db/ids.ts';
import { copiedTableName } from '../../server/features/visualdev/design-copy-tables.ts';

/**
 * Who reads and changes what of online designs (issue 14, after review), on the demo's released
 * designs: 费用结算 picks a 港口合同 contract through a related-form widget, 车辆预约's menu judges
 * its buttons, and the staff role holds 车辆预约 (with btn_add only) but neither 费用结算 nor 港口合同
 * until a test grants it.
 *  1. the related-form picker's records (FieldDataSelect) only for the design's menu holders (all
 *     columns) and the users of a form picking from it (only what that form's widgets show);
 *  2. its rows carry the list's display values;
 *  3. the chosen record and the related design's Config are read by those users too, cut the same way;
 *  4. button, column and form grants whenever the MENU judges them;
 *  5. batchDelete asks for btn_batchRemove;
 *  6. one table holds one design's records (copy renames, release refuses a taken table), and a tree
 *     list keeps its parent column whatever the column grants;
 *  7. a caller without access is told the same as for an id that names no design;
 *  8. the copy's words are the spec's.
 */

const BASE = '/api/visualdev/Base';
const RUN = '/api/visualdev/OnlineDev';
const CONTRACT = 'vd-port-contract';
const FEE = 'vd-fee-settlement';
const TRUCK = 'vd-truck-reservation';
const NOT_FOUND = { code: 400, msg: '数据不存在' };
const DENIED = { code: 401, msg: '没有访问权限，请联系管理员授权' };
/** What the fee settlement's 关联合同 widget shows of a contract: the record's id, relationField and columnOptions. */
const FEE_WIDGET_SHOWS = ['id', 'contractNo', 'customerName', 'contractType', 'endDate'];

type Json = Record<string, unknown>;
interface Page {
  list: Json[];
  pagination: { total: number };
}

const field = (jnpfKey: string, vModel: string | undefined, label: string, formId: number, table: string, extra: Json = {}): Json => ({
  __config__: { jnpfKey, label, formId, tableName: table, required: false, regList: [], layout: 'colFormItem', span: 24 },
  ...(vModel ? { __vModel__: vModel } : {}),
  ...extra,
});

const mainTables = (table: string) => JSON.stringify([{ table, tableName: table, typeId: '1', relationTable: '', relationField: '', tableField: '' }]);

describe.each(databases())('online designs: who reads and changes what, on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  let tourist: ReturnType<typeof as>;

  const grantToStaff = async (itemType: string, itemId: string) =>
    t.services.db.insertInto('base_authorize').values({ id: newId(), objectType: 'Role', objectId: 'role-staff', itemType, itemId }).execute();
  const moduleItem = async (moduleId: string, kind: string, enCode: string): Promise<string> => {
    const id = newId();
    await t.services.db
      .insertInto('base_module_item')
      .values({ id, moduleId, kind, parentId: '-1', fullName: enCode, enCode, enabledMark: 1, sortCode: 0 })
      .execute();
    return id;
  };
  const menuOf = async (designId: string): Promise<string> => {
    const menus = await t.services.db.selectFrom('base_module').select(['id', 'propertyJson']).where('type', '=', 3).execute();
    const menu = menus.find((found) => (JSON.parse(found.propertyJson ?? '{}') as { moduleId?: string }).moduleId === designId);
    if (!menu) throw new Error(`no menu opens ${designId}`);
    return menu.id;
  };
  const pageOf = (answer: { data?: Page }) => answer.data ?? { list: [], pagination: { total: 0 } };
  const keysOf = (rows: Json[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();
  const infoData = async (caller: ReturnType<typeof as>, designId: string, id: string): Promise<Json> => {
    const answer = body<{ data: string }>(await caller.get(`${RUN}/${designId}/${id}`));
    expect(answer.code, answer.msg).toBe(200);
    return JSON.parse(answer.data?.data ?? '{}') as Json;
  };
  /** A design created and released by the administrator (to a Web menu under 在线开发 unless `menu` is false); answers its id. */
  const released = async (design: Json, menu = true): Promise<string> => {
    const created = body(await admin.post(BASE, { category: 'test', type: 1, webType: 2, ...design }));
    expect(created.code, created.msg).toBe(200);
    const row = await t.services.db.selectFrom('base_visual_dev').select('id').where('enCode', '=', String(design.enCode)).executeTakeFirstOrThrow();
    const release = body(await admin.post(`${BASE}/${row.id}/Actions/Release`, menu ? { pc: 1, pcModuleParentId: 'm-onlinedev', pcSystemId: 'sys-port' } : {}));
    expect(release.code, release.msg).toBe(200);
    return row.id;
  };

  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager', 'staff', 'tourist');
    t = signed.t;
    admin = as(t.app, signed.admin);
    manager = as(t.app, signed.manager);
    staff = as(t.app, signed.staff);
    tourist = as(t.app, signed.tourist);
  }, 60_000);
  afterAll(async () => t?.close());

  it('serves the related-form picker’s records only to the design’s menu holders and the users of a form picking from it', async () => {
    const ask = `relationField=contractNo&pageSize=50&columnOptions=${['contractNo', 'amount', 'remarks', 'signDepartmentId'].join(',')}`;
    // no menu of 港口合同, none of a form picking from it
    expect(body(await staff.get(`${BASE}/${CONTRACT}/FieldDataSelect?relationField=contractNo`))).toMatchObject(NOT_FOUND);
    expect(body(await tourist.get(`${BASE}/${CONTRACT}/FieldDataSelect?${ask}`))).toMatchObject(NOT_FOUND);
    // the manager holds 港口合同: the columns asked, as the menu shows them
    const full = pageOf(body<Page>(await manager.get(`${BASE}/${CONTRACT}/FieldDataSelect?${ask}`)));
    expect(full.pagination.total).toBeGreaterThan(0);
    expect(keysOf(full.list)).toEqual(expect.arrayContaining(['amount', 'contractNo', 'remarks']));
    // 费用结算 picks contracts: its users see what its widget shows, whatever they ask for
    await grantToStaff('module', await menuOf(FEE));
    const cut = pageOf(body<Page>(await staff.get(`${BASE}/${CONTRACT}/FieldDataSelect?${ask}`)));
    expect(cut.pagination.total).toBe(full.pagination.total);
    expect(keysOf(cut.list)).toEqual(['contractNo', 'id']);
    const unasked = pageOf(body<Page>(await staff.get(`${BASE}/${CONTRACT}/FieldDataSelect?relationField=contractNo&pageSize=50`)));
    expect(keysOf(unasked.list).every((key) => FEE_WIDGET_SHOWS.includes(key))).toBe(true);
    expect(keysOf(unasked.list)).toEqual(expect.arrayContaining(['contractNo', 'contractType', 'customerName', 'endDate', 'id']));
    // nor searched or sorted by a column they are not shown
    const searched = pageOf(body<Page>(await staff.get(`${BASE}/${CONTRACT}/FieldDataSelect?relationField=remarks&keyword=${encodeURIComponent('合同')}`)));
    expect(searched.pagination.total).toBe(0);
    expect(body(await staff.get(`${BASE}/${CONTRACT}/FieldDataSelect?relationField=contractNo&sidx=amount&sort=asc`)).code).toBe(400);
    // still no page of its own: the list, a record's detail view and the writes need the menu
    expect(body(await staff.post(`${RUN}/${CONTRACT}/List`, {}))).toMatchObject(NOT_FOUND);
    expect(body(await staff.get(`${RUN}/${CONTRACT}/pc-0001/DataChange`))).toMatchObject(NOT_FOUND);
    expect(body(await staff.get(`${RUN}/${CONTRACT}/ColumnData`))).toMatchObject(NOT_FOUND);
    expect(body(await staff.delete(`${RUN}/${CONTRACT}/pc-0001`))).toMatchObject(NOT_FOUND);
  });

  it('shows the picker’s records as the list shows them', async () => {
    const ask = `relationField=contractNo&pageSize=50&columnOptions=contractNo,customerName,contractType,endDate`;
    const picked = pageOf(body<Page>(await staff.get(`${BASE}/${CONTRACT}/FieldDataSelect?${ask}`)));
    const listed = pageOf(body<Page>(await manager.post(`${RUN}/${CONTRACT}/List`, { pageSize: 50 })));
    const first = picked.list.find((row) => row.id === 'pc-0001');
    // the dictionary item's name and the date in its widget's format (yyyy-MM-dd), not 'ctype-handling' and epoch milliseconds
    const stored = await t.services.db
      .selectFrom('port_contract' as never)
      .select('endDate' as never)
      .where('id' as never, '=', 'pc-0001' as never)
      .executeTakeFirstOrThrow();
    const endDate = dayjs(Number((stored as { endDate: unknown }).endDate)).format('YYYY-MM-DD');
    expect(first).toEqual({ id: 'pc-0001', contractNo: 'NBCT-2026-001', customerName: '宁波港远国际物流有限公司', contractType: '装卸作业合同', endDate });
    for (const row of picked.list) {
      const shown = listed.list.find((candidate) => candidate.id === row.id);
      expect(row).toEqual(Object.fromEntries(Object.keys(row).map((key) => [key, shown?.[key]])));
    }
  });

  it('reads the chosen record and its design’s Config for the users of a form picking from it, cut to what the form shows', async () => {
    expect(Object.keys(await infoData(staff, CONTRACT, 'pc-0001')).sort()).toEqual([...FEE_WIDGET_SHOWS].sort());
    expect(await infoData(staff, CONTRACT, 'pc-0001')).toMatchObject({ id: 'pc-0001', contractNo: 'NBCT-2026-001', contractType: 'ctype-handling' });
    const config = body<Json>(await staff.get(`${RUN}/${CONTRACT}/Config`));
    expect(config).toMatchObject({ code: 200, data: { id: CONTRACT, fullName: '港口合同' } });
    expect(JSON.parse(String(config.data?.formData))).toHaveProperty('fields');
    // nothing for someone holding neither form
    expect(body(await tourist.get(`${RUN}/${CONTRACT}/pc-0001`))).toMatchObject(NOT_FOUND);
    expect(body(await tourist.get(`${RUN}/${CONTRACT}/Config`))).toMatchObject(NOT_FOUND);
    // a second form picking contracts adds what it shows: a relationFormAttr's showField too
    const note = 'test_contract_note';
    const noteDesign = await released({
      fullName: '合同备注',
      enCode: 'test.contractNote',
      tables: mainTables(note),
      formData: JSON.stringify({
        fields: [
          field('comInput', 'note', '备注', 101, note),
          field('relationForm', 'contractRef', '合同', 102, note, { modelId: CONTRACT, relationField: 'customerName', columnOptions: [] }),
          field('relationFormAttr', undefined, '合同备注', 103, note, { relationField: 'contractRef', showField: 'remarks', isStorage: 1 }),
        ],
      }),
      columnData: JSON.stringify({ columnList: [], searchList: [] }),
    });
    await grantToStaff('module', await menuOf(noteDesign));
    const union = await infoData(staff, CONTRACT, 'pc-0001');
    expect(Object.keys(union).sort()).toEqual([...FEE_WIDGET_SHOWS, 'remarks'].sort());
    expect(union).not.toHaveProperty('amount');
  });

  it('asks for the buttons, columns and form fields whenever the menu judges them, and btn_batchRemove for a batch delete', async () => {
    const truckMenu = await menuOf(TRUCK);
    // 车辆预约's menu judges its buttons; the staff role holds btn_add only
    expect(body(await staff.delete(`${RUN}/${TRUCK}/tr-0001`))).toMatchObject(DENIED);
    expect(body(await staff.post(`${RUN}/batchDelete/${TRUCK}`, { ids: ['tr-0001'] }))).toMatchObject(DENIED);
    expect(
      await t.services.db
        .selectFrom('port_truck_reservation' as never)
        .select('id' as never)
        .where('id' as never, '=', 'tr-0001' as never)
        .executeTakeFirst(),
    ).toBeDefined();
    // btn_remove deletes one record; a batch needs the batch button
    await grantToStaff('button', `mi-truck-btn_remove`);
    expect(body(await staff.delete(`${RUN}/${TRUCK}/tr-0001`))).toMatchObject({ code: 200 });
    expect(body(await staff.post(`${RUN}/batchDelete/${TRUCK}`, { ids: ['tr-0002'] }))).toMatchObject(DENIED);
    await grantToStaff('button', await moduleItem(truckMenu, 'button', 'btn_batchRemove'));
    expect(body(await staff.post(`${RUN}/batchDelete/${TRUCK}`, { ids: ['tr-0002'] }))).toMatchObject({ code: 200 });

    // the menu made to judge columns (the design's useColumnPermission is off): only the granted ones come back
    await t.services.db.updateTable('base_module').set({ isColumnAuthorize: 1, isFormAuthorize: 1 }).where('id', '=', truckMenu).execute();
    for (const column of ['reservationNo', 'status']) await grantToStaff('column', await moduleItem(truckMenu, 'column', column));
    const rows = pageOf(body<Page>(await staff.post(`${RUN}/${TRUCK}/List`, { pageSize: 50 }))).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(keysOf(rows)).toEqual(['id', 'reservationNo', 'status']);
    // and judging form fields: an update keeps what the caller may not fill
    await grantToStaff('button', 'mi-truck-btn_edit');
    await grantToStaff('form', await moduleItem(truckMenu, 'form', 'remarks'));
    const before = await infoData(admin, TRUCK, 'tr-0003');
    const updated = body(await staff.put(`${RUN}/${TRUCK}/tr-0003`, { data: JSON.stringify({ ...before, driverPhone: '13800000000', remarks: '改过' }) }));
    expect(updated.code, updated.msg).toBe(200);
    expect(await infoData(admin, TRUCK, 'tr-0003')).toMatchObject({ driverPhone: before.driverPhone, remarks: '改过' });
  });

  it('keeps a tree list’s parent column for a caller not granted it', async () => {
    const table = 'test_sec_tree';
    const tree = await released({
      fullName: '堆场树',
      enCode: 'test.secTree',
      tables: mainTables(table),
      formData: JSON.stringify({ fields: [field('comInput', 'name', '名称', 101, table), field('comInput', 'upperId', '上级', 102, table)] }),
      columnData: JSON.stringify({
        type: 5,
        parentField: 'upperId',
        columnList: [{ prop: 'name', label: '名称', jnpfKey: 'comInput' }],
        searchList: [],
        useColumnPermission: true,
      }),
    });
    const add = async (name: string, upperId = ''): Promise<string> => {
      expect(body(await admin.post(`${RUN}/${tree}`, { data: JSON.stringify({ name, upperId }) })).code).toBe(200);
      const found = pageOf(body<Page>(await admin.post(`${RUN}/${tree}/List`, { queryJson: JSON.stringify({ name }) }))).list;
      return String(found.find((row) => row.name === name)?.id);
    };
    const root = await add('一号堆场');
    await add('A区', root);
    // released judging columns (useColumnPermission), the menu judges them; staff is granted the name only
    const menu = await menuOf(tree);
    await grantToStaff('module', menu);
    await grantToStaff('column', await moduleItem(menu, 'column', 'name'));
    const top = body<Page>(await staff.post(`${RUN}/${tree}/List`, {}));
    expect(top.code, top.msg).toBe(200);
    expect(pageOf(top).list.map((row) => [row.name, row.hasChildren])).toEqual([['一号堆场', true]]);
    const children = body<Page>(await staff.post(`${RUN}/${tree}/List/${root}`, {}));
    expect(children.code, children.msg).toBe(200);
    expect(pageOf(children).list).toEqual([expect.objectContaining({ name: 'A区', upperId: root })]);
  });

  it('copies a design into tables of its own and refuses a release into another design’s table', async () => {
    const copied = body<{ id: string }>(await admin.post(`${BASE}/${CONTRACT}/Actions/Copy`));
    expect(copied).toMatchObject({ code: 200, msg: '复制成功！' });
    expect(body(await admin.post(`${BASE}/${CONTRACT}/Actions/Copy`, {}, { 'accept-language': 'zh-TW' }))).toMatchObject({ code: 200, msg: '複製成功！' });
    const copyId = String(copied.data?.id);
    const copy = await t.services.db.selectFrom('base_visual_dev').select(['tables', 'formData']).where('id', '=', copyId).executeTakeFirstOrThrow();
    const [main] = JSON.parse(copy.tables ?? '[]') as { table: string }[];
    expect(main?.table).toMatch(/^port_contract_[a-z0-9]{5}$/);
    expect(copy.formData).not.toContain('"port_contract"');
    // released, the copy lists its own (empty) table, never the contracts
    expect(body(await admin.post(`${BASE}/${copyId}/Actions/Release`, {})).code).toBe(200);
    expect(pageOf(body<Page>(await admin.post(`${RUN}/${copyId}/List`, {}))).pagination.total).toBe(0);
    expect(pageOf(body<Page>(await admin.post(`${RUN}/${CONTRACT}/List`, {}))).pagination.total).toBeGreaterThan(0);

    // a design pointed at another's main table, child table, or generated table name
    const form = (table: string, extra: Json[] = []) => JSON.stringify({ fields: [field('comInput', 'contractNo', '编号', 101, table), ...extra] });
    const create = async (enCode: string, tables: string, formData: string): Promise<string> => {
      expect(body(await admin.post(BASE, { fullName: enCode, enCode, category: 'test', webType: 2, tables, formData })).code).toBe(200);
      return (await t.services.db.selectFrom('base_visual_dev').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
    };
    const mainTaken = await create('test.mainTaken', mainTables('port_contract'), form('port_contract'));
    expect(body(await admin.post(`${BASE}/${mainTaken}/Actions/Release`, {}))).toMatchObject({
      code: 400,
      msg: '数据表port_contract已被功能港口合同使用，不能发布',
    });
    const english = body(await admin.post(`${BASE}/${mainTaken}/Actions/Release`, {}, { 'accept-language': 'en' }));
    expect(english.msg).toBe('The table port_contract is used by the design 港口合同; this design cannot be released');
    const line = 'port_fee_settlement_line';
    const childForm = form('test_sec_fee', [
      {
        __config__: {
          jnpfKey: 'table',
          label: '明细',
          formId: 102,
          tableName: line,
          layout: 'rowFormItem',
          children: [field('comInput', 'feeName', '费用', 103, line)],
        },
        __vModel__: 'tableField102',
      },
    ]);
    const childTaken = await create(
      'test.childTaken',
      JSON.stringify([
        { table: 'test_sec_fee', typeId: '1' },
        { table: line, typeId: '0', relationTable: 'test_sec_fee', relationField: 'id', tableField: 'settlementId' },
      ]),
      childForm,
    );
    expect(body(await admin.post(`${BASE}/${childTaken}/Actions/Release`, {}))).toMatchObject({
      code: 400,
      msg: `数据表${line}已被功能费用结算使用，不能发布`,
    });
    const generated = await released({ fullName: '自动表名', enCode: 'test.generated', formData: form('') }, false);
    expect(generated).toBeTruthy();
    const onGenerated = await create('test.onGenerated', mainTables('online_test_generated'), form('online_test_generated'));
    expect(body(await admin.post(`${BASE}/${onGenerated}/Actions/Release`, {}))).toMatchObject({
      code: 400,
      msg: '数据表online_test_generated已被功能自动表名使用，不能发布',
    });
    expect(await t.services.db.selectFrom('base_visual_dev').select('state').where('id', 'in', [mainTaken, childTaken, onGenerated]).execute()).toEqual([
      { state: 0 },
      { state: 0 },
      { state: 0 },
    ]);
  });

  it('names a copy’s table within 63 characters, a valid name that releases', async () => {
    const long = `test_${'x'.repeat(58)}`;
    expect(copiedTableName(long, 'ab12z')).toBe(`${long.slice(0, 57)}_ab12z`);
    const original = await released(
      {
        fullName: '长表名',
        enCode: 'test.long',
        tables: mainTables(long),
        formData: JSON.stringify({ fields: [field('comInput', 'name', '名称', 101, long)] }),
      },
      false,
    );
    const copyId = String(body<{ id: string }>(await admin.post(`${BASE}/${original}/Actions/Copy`)).data?.id);
    const [main] = JSON.parse(
      (await t.services.db.selectFrom('base_visual_dev').select('tables').where('id', '=', copyId).executeTakeFirstOrThrow()).tables ?? '[]',
    ) as { table: string }[];
    expect(main?.table).not.toBe(long);
    expect(main?.table).toHaveLength(63);
    expect(body(await admin.post(`${BASE}/${copyId}/Actions/Release`, {})).code).toBe(200);
  });

  it('tells a caller without access what it tells anyone of an id that names no design', async () => {
    // staff holds no menu of 综合船舶 and no form picks from it
    for (const path of ['Config', 'ColumnData', 'FormData']) {
      const missing = body(await staff.get(`${RUN}/no-such-design/${path}`));
      const released = body(await staff.get(`${RUN}/vd-vessel-call/${path}`));
      expect(released, path).toEqual(missing);
      expect(released).toMatchObject(NOT_FOUND);
    }
    expect(body(await staff.post(`${RUN}/vd-vessel-call/List`, {}))).toEqual(body(await staff.post(`${RUN}/no-such-design/List`, {})));
    expect(body(await staff.get(`${BASE}/vd-vessel-call/FieldDataSelect`))).toEqual(body(await staff.get(`${BASE}/no-such-design/FieldDataSelect`)));
    // the administrator is told the truth
    expect(body(await admin.get(`${RUN}/no-such-design/Config`))).toMatchObject(NOT_FOUND);
    expect(body(await admin.get(`${RUN}/vd-vessel-call/Config`)).code).toBe(200);
  });
});
