import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { FieldModel } from '../../common/entity-model.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { checkItemValue } from '../../common/form-runtime/validation/index.ts';
import { PATTERN_RULES } from '../../common/form-runtime/validation/pattern-rules.ts';
import { recomputeCalculatedValues } from '../../common/form-runtime/calc/recompute.ts';
import { designToModel } from '../../common/online-forms/design-to-model.ts';
import { onlineDesignOf } from '../../common/online-forms/online-design.ts';
import type { DesignModel } from '../../common/online-forms/design-model.ts';
import { demoOnlineDesigns } from '../../server/features/demo/demo-online-designs.ts';
import { demoDesignRowsFor } from '../../server/features/demo/demo-design-rows.ts';
import { demoBillRules, demoDictionaries, demoGrants, demoMenus, demoOrganizes, demoUsers } from '../../server/features/demo/demo-data.ts';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 14 point 5, the rest of the port's modules: 箱授权, 空箱管理, 放行单, 标准费率, 车队管理,
 * 堆存查询 and 理货单 no longer open the 该页面暂不可用 placeholder but are released online designs
 * of the demo seed (server/features/demo/demo-port-module-designs.ts), on the same builders, the
 * same conversion and the same runtime as the first six: each menu keeps its name and place and is
 * type 3 naming its design, each design converts with no unsupported jnpfKey, its demo records fit
 * it, its list returns them, and a bad value is refused with the field's own words.
 */

type Json = Record<string, unknown>;

interface Expected {
  menu: { id: string; parentId: string; fullName: string; enCode: string };
  table: string;
  fields: Record<string, string>;
  /** a value the form refuses, and the words it is refused with */
  bad: { field: string; value: unknown; message: string };
  /** a record the form takes: the first demo record with these changes (unique values made new) */
  fresh: Json;
}

const EXPECTED: Record<string, Expected> = {
  'vd-container-auth': {
    menu: { id: 'm-container-auth', parentId: 'm-container', fullName: '箱授权', enCode: 'container.authorization' },
    table: 'port_container_auth',
    fields: {
      blNo: 'comInput',
      containerNo: 'comInput',
      sizeType: 'select',
      authorizedOrg: 'comSelect',
      validPeriod: 'dateRange',
      status: 'select',
      remarks: 'textarea',
    },
    bad: { field: 'containerNo', value: 'MSK1234', message: '箱号应为4位大写字母加7位数字，如MSKU1234565' },
    fresh: { blNo: 'COSU6298450001' },
  },
  'vd-empty-container': {
    menu: { id: 'm-container-empty', parentId: 'm-container', fullName: '空箱管理', enCode: 'container.empty' },
    table: 'port_empty_container',
    fields: {
      containerNo: 'comInput',
      sizeType: 'select',
      owner: 'select',
      yardLocation: 'comInput',
      gateInTime: 'date',
      condition: 'select',
      remarks: 'textarea',
    },
    bad: { field: 'yardLocation', value: 'E区12排', message: '堆场位置应写作“场区-贝-排-层”，如E1-12-03-2' },
    fresh: { containerNo: 'CSNU7020001' },
  },
  'vd-release-permit': {
    menu: { id: 'm-customs-release', parentId: 'm-customs', fullName: '放行单', enCode: 'customs.release' },
    table: 'port_release_permit',
    fields: {
      releaseNo: 'billRule',
      blNo: 'comInput',
      vesselVoyage: 'comInput',
      releaseDate: 'date',
      customsReleased: 'switch',
      tableField106: 'table',
      remarks: 'textarea',
    },
    bad: { field: 'vesselVoyage', value: '中远海运白羊座 062E', message: '船名航次应写作“船名/航次”，如中远海运白羊座/062E' },
    fresh: {},
  },
  'vd-standard-rate': {
    menu: { id: 'm-contract-rates', parentId: 'm-contract', fullName: '标准费率', enCode: 'contract.rates' },
    table: 'port_standard_rate',
    fields: {
      rateCode: 'comInput',
      feeItem: 'select',
      sizeType: 'select',
      chargeUnit: 'select',
      unitPrice: 'numInput',
      currency: 'select',
      effectiveDate: 'date',
      expiryDate: 'date',
      remarks: 'textarea',
    },
    bad: { field: 'rateCode', value: 'thc-20', message: '费率代码为2至12位大写字母或数字' },
    fresh: { rateCode: 'THC20N' },
  },
  'vd-truck-fleet': {
    menu: { id: 'm-truck-fleet', parentId: 'm-truck', fullName: '车队管理', enCode: 'truck.fleet' },
    table: 'port_truck_fleet',
    fields: { fleetName: 'comInput', managerName: 'comInput', contactPhone: 'comInput', tableField104: 'table', remarks: 'textarea' },
    // words that do not name their field are prefixed with its label
    bad: { field: 'contactPhone', value: '0574-8686', message: '联系电话：请输入正确的手机号码' },
    fresh: { fleetName: '东海第二车队' },
  },
  'vd-yard-stock': {
    menu: { id: 'm-yard-stock', parentId: 'm-yard', fullName: '堆存查询', enCode: 'yard.stock' },
    table: 'port_yard_stock',
    fields: { containerNo: 'comInput', sizeType: 'select', yardArea: 'select', bayNo: 'comInput', gateInTime: 'date', storageDays: 'numInput' },
    bad: { field: 'bayNo', value: '12/3/2', message: '贝位应写作“贝-排-层”，如12-03-2' },
    fresh: { containerNo: 'MSKU1230001' },
  },
  'vd-tally-sheet': {
    menu: { id: 'm-tally-list', parentId: 'm-tally', fullName: '理货单', enCode: 'tally.list' },
    table: 'port_tally_sheet',
    fields: {
      tallyNo: 'billRule',
      vesselVoyage: 'comInput',
      tallyClerkId: 'userSelect',
      tallyDate: 'date',
      tableField105: 'table',
      totalPieces: 'calculate',
      totalWeight: 'calculate',
      remarks: 'textarea',
    },
    bad: { field: 'vesselVoyage', value: '东方香港', message: '船名航次应写作“船名/航次”，如中远海运白羊座/062E' },
    fresh: {},
  },
};

/** The page addresses these menus held while they were placeholders (type 2, no screen behind them). */
const PLACEHOLDER_ADDRESSES = [
  'container/authorization',
  'container/emptyContainer',
  'customs/releasePermit',
  'contract/standardRates',
  'truck/fleet',
  'yard/stock',
  'tally/tallyList',
];

const ids = Object.keys(EXPECTED);
const rowOf = (id: string): Json => demoOnlineDesigns.find((row) => row.id === id) as Json;
const converted = new Map<string, DesignModel>(ids.map((id) => [id, designToModel(onlineDesignOf(rowOf(id)))]));
const conversionOf = (id: string): DesignModel => converted.get(id) as DesignModel;
const fieldOf = (id: string, name: string): FieldModel => conversionOf(id).model.fields.find((field) => field.name === name) as FieldModel;
const columnsOf = (id: string, table: string): FormItem[] => (fieldOf(id, table).columns ?? []) as unknown as FormItem[];
const dictionaryItems = (id: string) => demoDictionaries.find((dictionary) => dictionary.id === id)?.items.map((item) => item.id) ?? [];

/** A stored record as the form holds it: the JSON columns (sub-tables, ranges, organisation paths) parsed. */
function asFormValues(model: DesignModel['model'], row: Json): Json {
  const json = new Set(model.fields.filter((field) => field.json).map((field) => field.name));
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, json.has(key) && typeof value === 'string' ? (JSON.parse(value) as unknown) : value]),
  );
}

/** A record the form would send: the first demo record's values, without what the server fills, with the design's fresh values. */
function freshRecord(id: string): Json {
  const { model } = conversionOf(id);
  const [first] = demoDesignRowsFor(EXPECTED[id].table);
  const filled = new Set(model.fields.filter((field) => field.widget === 'billRule' || field.widget === 'calculate').map((field) => field.name));
  const values = asFormValues(model, first);
  return { ...Object.fromEntries(Object.entries(values).filter(([key]) => key !== 'id' && !filled.has(key))), ...EXPECTED[id].fresh };
}

describe('the port modules that were placeholders, as demo online designs', () => {
  it('convert with no unsupported jnpfKey into the expected fields, released, in a category of the design dictionary', () => {
    for (const id of ids) {
      const row = rowOf(id);
      expect(row, id).toBeDefined();
      const { model, unsupported } = conversionOf(id);
      expect(unsupported, id).toEqual([]);
      expect(model.table?.name, id).toBe(EXPECTED[id].table);
      const widgets = Object.fromEntries(model.fields.filter((field) => field.name !== 'id').map((field) => [field.name, field.widget]));
      expect(widgets, id).toEqual(EXPECTED[id].fields);
      expect(row).toMatchObject({ type: 1, webType: 2, state: 1, enableFlow: 0, dbLinkId: '0', enabledMark: 1, fullName: EXPECTED[id].menu.fullName });
      expect([row.releasedFormData, row.releasedColumnData, row.releasedTables]).toEqual([row.formData, row.columnData, row.tables]);
      expect(dictionaryItems('dict-web-design'), id).toContain(row.category);
      // the bad value's field carries the words it is refused with
      const item = conversionOf(id).form.find((formItem) => formItem.field === EXPECTED[id].bad.field);
      expect(
        item?.regList?.map((rule) => rule.message),
        id,
      ).toContain(EXPECTED[id].bad.message.replace(/^.*：/, ''));
    }
    // every design id and main table of the demo is its own
    expect(new Set(demoOnlineDesigns.map((row) => row.id)).size).toBe(demoOnlineDesigns.length);
    expect(new Set([...converted.values()].map(({ model }) => model.table?.name)).size).toBe(ids.length);
  });

  it('open from type-3 menus naming them, under the names and in the places the placeholders had', () => {
    for (const [id, { menu: expected }] of Object.entries(EXPECTED)) {
      const menu = demoMenus.find((candidate) => candidate.id === expected.id);
      expect(menu, expected.id).toMatchObject({
        type: 3,
        parentId: expected.parentId,
        fullName: expected.fullName,
        enCode: expected.enCode,
        systemId: 'sys-port',
      });
      expect(JSON.parse(menu?.propertyJson ?? '{}'), expected.id).toEqual({ moduleId: id });
      expect(menu?.urlAddress, expected.id).toMatch(/^model\/[A-Za-z]+$/);
    }
    expect(demoMenus.filter((menu) => PLACEHOLDER_ADDRESSES.includes(menu.urlAddress))).toEqual([]);
    // staff keeps the business pages it had
    const staff = demoGrants.find((grant) => grant.roleId === 'role-staff')?.modules ?? [];
    expect(staff).toEqual(expect.arrayContaining(['m-container-auth', 'm-container-empty', 'm-yard-stock', 'm-tally-list']));
  });

  it('draw what each module needs: dictionary sizes, an organisation and a date range, a numbered slip with its barcode and QR code, plates, totals', () => {
    for (const [id, name] of [
      ['vd-container-auth', 'sizeType'],
      ['vd-empty-container', 'sizeType'],
      ['vd-standard-rate', 'sizeType'],
      ['vd-yard-stock', 'sizeType'],
    ])
      expect(fieldOf(id, name).props, id).toMatchObject({ dataType: 'dictionary', dictionaryType: 'dict-container-size-type' });
    expect(columnsOf('vd-release-permit', 'tableField106').find((column) => column.field === 'sizeType')?.props).toMatchObject({
      dataType: 'dictionary',
      dictionaryType: 'dict-container-size-type',
    });
    expect(fieldOf('vd-container-auth', 'validPeriod').json).toBe(true);
    expect(fieldOf('vd-container-auth', 'authorizedOrg').json).toBe(true);

    const permit = conversionOf('vd-release-permit');
    expect(fieldOf('vd-release-permit', 'releaseNo').props?.rule).toBe('releasePermit');
    for (const key of ['barcode', 'qrcode'])
      expect(permit.form.find((item) => item.key === key)?.props, key).toMatchObject({ dataType: 'relation', relationField: 'releaseNo' });
    expect(permit.childTables).toEqual([{ field: 'tableField106', table: 'port_release_permit_item', relationField: 'permitId' }]);
    expect(columnsOf('vd-release-permit', 'tableField106').map((column) => column.field)).toEqual(['containerNo', 'sizeType', 'sealNo']);

    expect(Object.values(fieldOf('vd-standard-rate', 'currency').options ?? {}).map((label) => label.zh)).toEqual(['人民币', '美元']);
    expect(fieldOf('vd-standard-rate', 'unitPrice').props).toMatchObject({ min: 0, precision: 2, thousands: true });

    const [plate, vehicleType, load] = columnsOf('vd-truck-fleet', 'tableField104');
    expect(plate).toMatchObject({
      field: 'plateNo',
      required: true,
      regList: [{ pattern: `/${PATTERN_RULES.plate.pattern}/`, message: PATTERN_RULES.plate.messages.zh }],
    });
    expect([vehicleType.field, load.field]).toEqual(['vehicleType', 'loadTons']);
    expect(checkItemValue(plate, '浙B12', 'zh')).toBe('请正确输入您的车牌号');

    expect(conversionOf('vd-yard-stock').list).toMatchObject({ buttons: ['download'], rowButtons: ['detail'] });
    expect(conversionOf('vd-yard-stock').list.search.map((field) => field.prop)).toEqual(['containerNo', 'yardArea', 'sizeType', 'gateInTime', 'storageDays']);

    expect(fieldOf('vd-tally-sheet', 'tallyNo').props?.rule).toBe('tallySheet');
    expect(fieldOf('vd-tally-sheet', 'totalPieces').props?.expression).toEqual([{ __vModel__: 'tableField105.pieces', label: '理货明细.件数' }]);
    expect(fieldOf('vd-tally-sheet', 'tableField105').props).toMatchObject({ 'show-summary': true, summaryField: ['pieces', 'weight'] });
    const rules = demoBillRules.map((rule) => rule.enCode);
    expect(rules).toEqual(expect.arrayContaining(['releasePermit', 'tallySheet']));
  });

  it('have demo records that fit their table, body schema, pattern rules, options, dictionaries and totals', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const users = demoUsers.map((user) => user.id);
    const organizes = new Map(demoOrganizes.map((organize) => [organize.id, organize.parentId]));
    for (const [id, expected] of Object.entries(EXPECTED)) {
      const { model, form, childTables } = conversionOf(id);
      const rows = demoDesignRowsFor(expected.table);
      // a record's own columns, and its sub-tables' lines (which the loader writes to their own tables)
      const stored = [...Object.keys(model.table?.columns ?? {}), ...childTables.map((child) => child.field)];
      expect(rows.length, id).toBeGreaterThanOrEqual(3);
      const validate = ajv.compile(model.bodySchema);
      for (const row of rows) {
        const label = `${id} ${String(row.id)}`;
        for (const key of Object.keys(row)) expect(stored, `${label}: ${key}`).toContain(key);
        const values = asFormValues(model, row);
        const { id: _id, ...sent } = values;
        expect(validate(sent) ? [] : validate.errors, label).toEqual([]);
        for (const item of form.filter((formItem) => formItem.field)) {
          expect(checkItemValue(item, values[item.field as string], 'zh'), `${label}: ${item.field}`).toBeUndefined();
          if (item.key !== 'table') continue;
          for (const cells of values[item.field as string] as Json[]) {
            for (const column of item.children ?? []) {
              expect(checkItemValue(column, cells[column.field as string], 'zh'), `${label}: ${column.field}`).toBeUndefined();
              const options = column.props.options as { id: string }[] | undefined;
              if (column.props.dataType === 'static' && options) expect(options.map((option) => option.id)).toContain(cells[column.field as string]);
              if (column.props.dataType === 'dictionary') expect(dictionaryItems(String(column.props.dictionaryType))).toContain(cells[column.field as string]);
            }
          }
        }
        expect(recomputeCalculatedValues(form, values), label).toEqual(values);
        for (const field of model.fields) {
          const value = row[field.name];
          if (value === undefined) continue;
          if (field.options) expect(Object.keys(field.options), `${label}: ${field.name}`).toContain(String(value));
          if (field.props?.dataType === 'dictionary') expect(dictionaryItems(String(field.props.dictionaryType)), `${label}: ${field.name}`).toContain(value);
          if (field.widget === 'userSelect') expect(users, `${label}: ${field.name}`).toContain(value);
          if (field.widget === 'comSelect') {
            // a path from the top of the organisation tree down
            const path = values[field.name] as string[];
            expect(
              path.map((node, index) => organizes.get(node) === (index === 0 ? '-1' : path[index - 1])),
              `${label}: ${field.name}`,
            ).not.toContain(false);
          }
        }
      }
    }
  });
});

describe.each(databases())('the port modules in a fresh demo database on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const run = (id: string) => `/api/visualdev/OnlineDev/${id}`;
  const list = async (id: string, query: Json = {}): Promise<Json[]> => {
    const answer = body<{ list: Json[] }>(
      await admin.post(`${run(id)}/List`, { currentPage: 1, pageSize: 10000, menuId: EXPECTED[id].menu.id, queryJson: '{}', ...query }),
    );
    expect(answer.code, `${id}: ${answer.msg}`).toBe(200);
    return answer.data?.list ?? [];
  };
  const create = async (id: string, data: Json) => body(await admin.post(run(id), { data: JSON.stringify(data) }));

  it('holds each menu as type 3 naming its design, and each design’s table with its demo records', async () => {
    const db = t.services.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for (const [id, expected] of Object.entries(EXPECTED)) {
      const menu = await db
        .selectFrom('base_module')
        .select(['type', 'propertyJson', 'fullName', 'parentId'])
        .where('id', '=', expected.menu.id)
        .executeTakeFirstOrThrow();
      expect(menu, expected.menu.id).toMatchObject({ type: 3, fullName: expected.menu.fullName, parentId: expected.menu.parentId });
      expect(JSON.parse(String(menu.propertyJson)), expected.menu.id).toEqual({ moduleId: id });
      const design = await db.selectFrom('base_visual_dev').select(['state', 'formData', 'releasedFormData']).where('id', '=', id).executeTakeFirstOrThrow();
      expect([design.state, design.releasedFormData], id).toEqual([1, design.formData]);
    }
  });

  it('lists each design’s demo records through the runtime, with display values', async () => {
    for (const [id, expected] of Object.entries(EXPECTED)) {
      const rows = await list(id);
      expect(rows.map((row) => row.id).sort(), id).toEqual(
        demoDesignRowsFor(expected.table)
          .map((row) => String(row.id))
          .sort(),
      );
    }
    // dictionary items, options and users by name; sub-tables as arrays
    const auth = (await list('vd-container-auth')).find((row) => row.id === 'cau-0001');
    expect(auth).toMatchObject({ sizeType: '20GP', status: '有效' });
    expect(String(auth?.authorizedOrg)).toContain('操作部');
    const fleet = (await list('vd-truck-fleet')).find((row) => row.id === 'tf-0002');
    expect((fleet?.tableField104 as Json[]).map((vehicle) => vehicle.plateNo)).toEqual(['浙B8M261', '浙B7K935', '浙B2H408', '浙BD12368']);
    const tally = (await list('vd-tally-sheet')).find((row) => row.id === 'ts-0003');
    expect(tally?.tallyClerkId).toBe('王经理/manager');
    // the query page's search: like on the container number, equal on the area, a range of days
    const stock = async (query: Json) => (await list('vd-yard-stock', { queryJson: JSON.stringify(query) })).map((row) => row.id).sort();
    expect(await stock({ yardArea: 'A' })).toEqual(['ys-0001', 'ys-0002']);
    expect(await stock({ containerNo: 'MSKU' })).toEqual(['ys-0001', 'ys-0004']);
    expect(await stock({ storageDays: [10, null] })).toEqual(['ys-0003', 'ys-0005']);
  });

  it('refuses a bad value with the field’s words, and takes a good record', async () => {
    for (const [id, expected] of Object.entries(EXPECTED)) {
      const record = freshRecord(id);
      expect(await create(id, { ...record, [expected.bad.field]: expected.bad.value }), id).toEqual({ code: 400, msg: expected.bad.message });
      expect(await create(id, record), id).toEqual({ code: 200, msg: '新建成功' });
      expect((await list(id)).length, id).toBe(demoDesignRowsFor(expected.table).length + 1);
    }
    // a bad cell of a sub-table: named by the table, the row and the column's words
    const fleet = freshRecord('vd-truck-fleet');
    const vehicles = [...(fleet.tableField104 as Json[]), { plateNo: '浙B12', vehicleType: 'van', loadTons: 5 }];
    const cell = await create('vd-truck-fleet', { ...fleet, fleetName: '北仑第二车队', tableField104: vehicles });
    expect(cell.code).toBe(400);
    expect(cell.msg).toMatch(/^车辆：第5行 .*请正确输入您的车牌号/);
  });

  it('lets staff list the modules its role holds (箱授权, 空箱管理, 堆存查询, 理货单) and no other', async () => {
    const staff = as(t.app, await tokenOf(t.app, 'staff'));
    const listAs = async (id: string) =>
      body<{ list: Json[] }>(await staff.post(`${run(id)}/List`, { currentPage: 1, pageSize: 10000, menuId: EXPECTED[id].menu.id, queryJson: '{}' }));
    for (const id of ['vd-container-auth', 'vd-empty-container', 'vd-yard-stock', 'vd-tally-sheet']) {
      const answer = await listAs(id);
      expect(answer.code, `${id}: ${answer.msg}`).toBe(200);
      expect(answer.data?.list.length, id).toBeGreaterThanOrEqual(demoDesignRowsFor(EXPECTED[id].table).length);
    }
    for (const id of ['vd-release-permit', 'vd-standard-rate', 'vd-truck-fleet']) expect((await listAs(id)).code, id).not.toBe(200);
  });

  it('numbers a new release slip and tally sheet, and totals the tally on the server', async () => {
    const today = dayjs().format('YYYYMMDD');
    const read = async (id: string, rowId: string) => JSON.parse(String(body<{ data: string }>(await admin.get(`${run(id)}/${rowId}`)).data?.data)) as Json;
    const newest = async (id: string, table: string) => {
      const known = new Set(demoDesignRowsFor(table).map((row) => row.id));
      return (await list(id)).find((row) => !known.has(String(row.id)))?.id as string;
    };
    const permit = await read('vd-release-permit', await newest('vd-release-permit', 'port_release_permit'));
    expect(String(permit.releaseNo)).toMatch(new RegExp(`^FX${today}\\d{4}$`));
    const tallyId = await newest('vd-tally-sheet', 'port_tally_sheet');
    const tally = await read('vd-tally-sheet', tallyId);
    expect(String(tally.tallyNo)).toMatch(new RegExp(`^LH${today}\\d{3}$`));
    expect([Number(tally.totalPieces), Number(tally.totalWeight)]).toEqual([368, 37.851]);
  });
});
