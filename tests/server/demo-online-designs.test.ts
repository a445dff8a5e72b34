import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import type { Kysely } from 'kysely';
import type { FieldModel } from '../../common/entity-model.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { checkItemValue } from '../../common/form-runtime/validation/index.ts';
import { recomputeCalculatedValues } from '../../common/form-runtime/calc/recompute.ts';
import { designToModel } from '../../common/online-forms/design-to-model.ts';
import { onlineDesignOf } from '../../common/online-forms/online-design.ts';
import type { DesignModel } from '../../common/online-forms/design-model.ts';
import { demoOnlineDesigns } from '../../server/features/demo/demo-online-designs.ts';
import { demoPortModuleDesigns } from '../../server/features/demo/demo-port-module-designs.ts';
import { demoDesignRows, demoDesignRowsFor } from '../../server/features/demo/demo-design-rows.ts';
import { demoBillRules, demoDictionaries, demoMenus, demoOrganizes, demoUsers } from '../../server/features/demo/demo-data.ts';
import { demoDataInterfaces, demoVehicles } from '../../server/features/demo/demo-data-interfaces.ts';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 14 point 5: the port's business modules are released online designs written as data in the
 * demo seed. Each converts (common/online-forms/design-to-model.ts) with no unsupported jnpfKey and
 * the fields, list and sub-tables it is meant to have; everything it names (numbering rules,
 * dictionaries, data interfaces, the related design) is demo data; its demo records fit its table,
 * body schema, pattern rules and calculations; its menu is type 3 naming it; and a fresh demo
 * database holds the designs, their tables and records.
 */

interface Expected {
  menu: string;
  table: string;
  listType: number;
  /** the model's fields (beyond id) and their widgets */
  fields: Record<string, string>;
}

const EXPECTED: Record<string, Expected> = {
  'vd-container-apply': {
    menu: 'm-container-apply',
    table: 'port_container_apply',
    listType: 1,
    fields: {
      applyNo: 'billRule',
      applicantId: 'userSelect',
      departmentId: 'depSelect',
      pickupDate: 'date',
      vesselName: 'comInput',
      voyageNo: 'comInput',
      tableField107: 'table',
      attachments: 'uploadFz',
      remarks: 'textarea',
      creatorUserId: 'createUser',
      creatorTime: 'createTime',
    },
  },
  'vd-truck-reservation': {
    menu: 'm-truck-reserve',
    table: 'port_truck_reservation',
    listType: 1,
    fields: {
      reservationNo: 'billRule',
      businessType: 'radio',
      reservationDate: 'date',
      timeWindow: 'timeRange',
      vehicleId: 'popupSelect',
      driverPhone: 'comInput',
      containerNo: 'comInput',
      status: 'select',
      remarks: 'textarea',
    },
  },
  'vd-port-contract': {
    menu: 'm-contract-port',
    table: 'port_contract',
    listType: 2,
    fields: {
      contractNo: 'comInput',
      customerName: 'comInput',
      contractType: 'select',
      signDepartmentId: 'depSelect',
      startDate: 'date',
      endDate: 'date',
      amount: 'numInput',
      autoRenew: 'switch',
      remarks: 'textarea',
    },
  },
  'vd-fee-settlement': {
    menu: 'm-settlement-bill',
    table: 'port_fee_settlement',
    listType: 1,
    fields: {
      settlementNo: 'billRule',
      settleDate: 'date',
      customerName: 'comInput',
      contractId: 'relationForm',
      handlerId: 'userSelect',
      tableField106: 'table',
      totalAmount: 'calculate',
      remarks: 'textarea',
    },
  },
  'vd-customs-manifest': {
    menu: 'm-customs-manifest',
    table: 'port_manifest',
    listType: 1,
    fields: {
      vesselName: 'comInput',
      voyageNo: 'comInput',
      ioType: 'radio',
      blNo: 'comInput',
      shipper: 'comInput',
      consignee: 'comInput',
      cargoName: 'comInput',
      packages: 'numInput',
      grossWeight: 'numInput',
    },
  },
  'vd-vessel-call': {
    menu: 'm-ship-integrated',
    table: 'port_vessel_call',
    listType: 3,
    fields: { vesselName: 'comInput', voyageNo: 'comInput', imoNo: 'comInput', berth: 'select', eta: 'date', etd: 'date', status: 'select', teu: 'numInput' },
  },
};

/** Every demo design: the six above and the seven placeholders replaced later (tests/server/online-demo-designs-port-modules.test.ts). */
const ALL_IDS = [...Object.keys(EXPECTED), ...demoPortModuleDesigns.map((row) => String(row.id))].sort();

const converted = new Map<string, DesignModel>(demoOnlineDesigns.map((row) => [String(row.id), designToModel(onlineDesignOf(row))]));
const conversionOf = (id: string): DesignModel => converted.get(id) as DesignModel;
const fieldOf = (id: string, name: string): FieldModel => conversionOf(id).model.fields.find((field) => field.name === name) as FieldModel;
const columnsOf = (id: string, table: string): FormItem[] => (fieldOf(id, table).columns ?? []) as unknown as FormItem[];

/** A stored record as the form holds it: the JSON columns (sub-tables, files, ranges) parsed. */
function asFormValues(model: DesignModel['model'], row: Record<string, unknown>): Record<string, unknown> {
  const json = new Set(model.fields.filter((field) => field.json).map((field) => field.name));
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, json.has(key) && typeof value === 'string' ? (JSON.parse(value) as unknown) : value]),
  );
}

const dictionaryItems = (id: string) => demoDictionaries.find((dictionary) => dictionary.id === id)?.items.map((item) => item.id) ?? [];

describe('the demo online designs', () => {
  it('are the six first business modules (the seven later ones: online-demo-designs-port-modules.test.ts), each converting with no unsupported jnpfKey into the expected fields and table', () => {
    expect(demoOnlineDesigns.map((row) => row.id).sort()).toEqual(ALL_IDS);
    for (const row of demoOnlineDesigns.filter((design) => String(design.id) in EXPECTED)) {
      const id = String(row.id);
      const { model, unsupported } = conversionOf(id);
      expect(unsupported, id).toEqual([]);
      expect(model.table?.name, id).toBe(EXPECTED[id].table);
      const widgets = Object.fromEntries(model.fields.filter((field) => field.name !== 'id').map((field) => [field.name, field.widget]));
      expect(widgets, id).toEqual(EXPECTED[id].fields);
      // released: the snapshot the runtime serves is the design itself
      expect(row).toMatchObject({ type: 1, webType: 2, state: 1, enableFlow: 0, dbLinkId: '0', enabledMark: 1 });
      expect([row.releasedFormData, row.releasedColumnData, row.releasedTables]).toEqual([row.formData, row.columnData, row.tables]);
      expect(dictionaryItems('dict-web-design'), id).toContain(row.category);
    }
  });

  it('lists as their modules need: a left tree by contract type, grouping by berth, import from Excel for the manifest', () => {
    for (const [id, expected] of Object.entries(EXPECTED)) {
      const { list } = conversionOf(id);
      expect(list.type, id).toBe(expected.listType);
      expect(list.buttons, id).toEqual(expect.arrayContaining(['add', 'download']));
      expect(list.rowButtons, id).toEqual(['edit', 'remove', 'detail']);
      expect([list.hasPage, list.pageSize, list.sort], id).toEqual([true, 20, 'desc']);
      expect(Object.keys(expected.fields), id).toContain(list.defaultSidx);
      for (const column of list.columns) expect(Object.keys(expected.fields), `${id} column ${column.prop}`).toContain(column.prop);
      expect(list.search.length, id).toBeGreaterThan(0);
    }
    const contract = conversionOf('vd-port-contract').list.tree;
    expect(contract).toMatchObject({ source: 'dictionary', dictionary: 'dict-contract-type', relation: 'contractType' });
    expect(fieldOf('vd-port-contract', 'contractType').props).toMatchObject({ dataType: 'dictionary', dictionaryType: 'dict-contract-type' });
    expect(dictionaryItems('dict-contract-type').length).toBeGreaterThan(1);

    expect(conversionOf('vd-vessel-call').list.groupField).toBe('berth');
    expect(Object.values(fieldOf('vd-vessel-call', 'berth').options ?? {}).map((label) => label.zh)).toEqual([
      '1#泊位',
      '2#泊位',
      '3#泊位',
      '4#泊位',
      '5#泊位',
      '6#泊位',
    ]);

    const manifest = conversionOf('vd-customs-manifest');
    expect(manifest.list.buttons).toEqual(['add', 'download', 'upload', 'batchRemove']);
    expect(manifest.model.excelImport?.columns).toEqual(Object.keys(EXPECTED['vd-customs-manifest'].fields));
  });

  it('give the pickup application a numbered, picked and attached form with a container sub-table summing its count', () => {
    expect(fieldOf('vd-container-apply', 'applyNo').props?.rule).toBe('containerApply');
    expect(fieldOf('vd-container-apply', 'tableField107').props).toMatchObject({ 'show-summary': true, summaryField: ['quantity'] });
    const [containerNo, size, type, quantity] = columnsOf('vd-container-apply', 'tableField107');
    expect(containerNo).toMatchObject({ field: 'containerNo', required: true, regList: [{ pattern: '/^[A-Z]{4}\\d{7}$/' }] });
    expect(size.props.options).toEqual(['20GP', '40GP', '40HQ', '45HQ'].map((id) => ({ id, fullName: id })));
    expect((type.props.options as { fullName: string }[]).map((option) => option.fullName)).toEqual(['干货', '冷藏', '开顶', '框架']);
    expect(quantity).toMatchObject({ key: 'numInput', field: 'quantity' });
    expect(conversionOf('vd-container-apply').childTables).toEqual([{ field: 'tableField107', table: 'port_container_apply_item', relationField: 'applyId' }]);
  });

  it('give the truck reservation a time window, a vehicle from the demo interface and the four statuses', () => {
    expect(fieldOf('vd-truck-reservation', 'vehicleId').props).toMatchObject({ interfaceId: 'di-demo-vehicles', propsValue: 'id', relationField: 'plateNo' });
    expect(Object.values(fieldOf('vd-truck-reservation', 'status').options ?? {}).map((label) => label.zh)).toEqual(['待审核', '已确认', '已完成', '已取消']);
    expect(fieldOf('vd-truck-reservation', 'timeWindow').json).toBe(true);
  });

  it('give the fee settlement amount = quantity × unit price, a total in capital amount with thousands, and a contract from the contract design', () => {
    const amount = columnsOf('vd-fee-settlement', 'tableField106').find((column) => column.field === 'amount');
    expect(amount?.props.expression).toEqual([
      { __vModel__: 'tableField106.quantity', label: '费用明细.数量' },
      '×',
      { __vModel__: 'tableField106.unitPrice', label: '费用明细.单价' },
    ]);
    expect(fieldOf('vd-fee-settlement', 'totalAmount').props).toMatchObject({
      isAmountChinese: true,
      thousands: true,
      expression: [{ __vModel__: 'tableField106.amount' }],
    });
    const contract = fieldOf('vd-fee-settlement', 'contractId').props ?? {};
    expect(contract).toMatchObject({ modelId: 'vd-port-contract', relationField: 'contractNo' });
    const contractFields = Object.keys(EXPECTED['vd-port-contract'].fields);
    expect(contractFields).toContain(contract.relationField);
    for (const option of contract.columnOptions as { value: string }[]) expect(contractFields).toContain(option.value);
  });

  it('name only numbering rules, dictionaries and data interfaces the demo has', () => {
    const ruleCodes = demoBillRules.map((rule) => rule.enCode);
    for (const { model } of converted.values()) {
      for (const field of model.fields) {
        if (field.widget === 'billRule') expect(ruleCodes, field.name).toContain(field.props?.rule);
        if (field.props?.dataType === 'dictionary')
          expect(
            demoDictionaries.map((d) => d.id),
            field.name,
          ).toContain(field.props.dictionaryType);
        if (field.widget === 'popupSelect')
          expect(
            demoDataInterfaces.map((i) => i.id),
            field.name,
          ).toContain(field.props?.interfaceId);
      }
    }
  });

  it('have demo records that fit their table, body schema, pattern rules, options and calculations', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const ids = {
      users: demoUsers.map((user) => user.id),
      organizes: demoOrganizes.map((organize) => organize.id),
      vehicles: demoVehicles.map((vehicle) => vehicle.id),
      contracts: demoDesignRows.port_contract.map((row) => row.id),
    };
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
        const { id: _id, creatorUserId: _by, creatorTime: _at, ...sent } = values;
        expect(validate(sent) ? [] : validate.errors, label).toEqual([]);
        for (const item of form.filter((formItem) => formItem.field)) {
          expect(checkItemValue(item, values[item.field as string], 'zh'), `${label}: ${item.field}`).toBeUndefined();
          if (item.key !== 'table') continue;
          for (const cells of values[item.field as string] as Record<string, unknown>[]) {
            for (const column of item.children ?? [])
              expect(checkItemValue(column, cells[column.field as string], 'zh'), `${label}: ${column.field}`).toBeUndefined();
          }
        }
        // stored calculations are what the server computes
        expect(recomputeCalculatedValues(form, values), label).toEqual(values);
        for (const field of model.fields) {
          const value = row[field.name];
          if (field.options) expect(Object.keys(field.options), `${label}: ${field.name}`).toContain(value);
          if (field.props?.dataType === 'dictionary') expect(dictionaryItems(String(field.props.dictionaryType)), `${label}: ${field.name}`).toContain(value);
          if (field.widget === 'userSelect' && value) expect(ids.users, `${label}: ${field.name}`).toContain(value);
          if (field.widget === 'depSelect' && value) expect(ids.organizes, `${label}: ${field.name}`).toContain(value);
          if (field.widget === 'popupSelect') expect(ids.vehicles, `${label}: ${field.name}`).toContain(value);
          if (field.widget === 'relationForm') expect(ids.contracts, `${label}: ${field.name}`).toContain(value);
        }
      }
    }
    expect(demoDesignRowsFor('port_unknown')).toEqual([]);
  });

  it('open from type-3 menus naming them, in the places the placeholders held', () => {
    for (const [id, expected] of Object.entries(EXPECTED)) {
      const menu = demoMenus.find((candidate) => candidate.id === expected.menu);
      expect(menu?.type, expected.menu).toBe(3);
      expect(JSON.parse(menu?.propertyJson ?? '{}'), expected.menu).toEqual({ moduleId: id });
      expect(menu?.urlAddress, expected.menu).toMatch(/^model\/[A-Za-z]+$/);
    }
    expect(demoMenus.find((menu) => menu.id === 'm-onlinedev-web')).toMatchObject({
      type: 2,
      parentId: 'm-onlinedev',
      enCode: 'onlineDev.webDesign',
      urlAddress: 'onlineDev/webDesign',
    });
  });
});

describe.each(databases())('the demo online designs in a fresh demo database on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await tokenOf(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds the released designs, their type-3 menus and their tables with the demo records', async () => {
    const db = t.services.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const designs = await db.selectFrom('base_visual_dev').select(['id', 'state', 'formData', 'releasedFormData']).orderBy('id').execute();
    expect(designs.map((design) => design.id)).toEqual(ALL_IDS);
    for (const design of designs) expect([design.state, design.releasedFormData]).toEqual([1, design.formData]);
    for (const [id, expected] of Object.entries(EXPECTED)) {
      const menu = await db.selectFrom('base_module').select(['type', 'propertyJson']).where('id', '=', expected.menu).executeTakeFirstOrThrow();
      expect(menu.type, expected.menu).toBe(3);
      expect(JSON.parse(String(menu.propertyJson)), expected.menu).toEqual({ moduleId: id });
      const rows = await db.selectFrom(expected.table).select('id').orderBy('id').execute();
      expect(
        rows.map((row) => row.id),
        expected.table,
      ).toEqual(demoDesignRows[expected.table].map((row) => row.id));
    }
  });

  it('lists each design’s demo records through the runtime', async () => {
    for (const [id, expected] of Object.entries(EXPECTED)) {
      const response = await as(t.app, admin).post(`/api/visualdev/OnlineDev/${id}/List`, {
        currentPage: 1,
        pageSize: 10000,
        menuId: expected.menu,
        queryJson: '{}',
      });
      const result = body<{ list: Record<string, unknown>[] }>(response);
      expect(result.code, `${id}: ${result.msg}`).toBe(200);
      const rows = result.data?.list ?? [];
      // a grouped list (type 3) answers a heading per value, its records as children (contract §7.4)
      const records = rows.flatMap((row) => (row.top === true ? (row.children as Record<string, unknown>[]) : [row]));
      expect(records.map((row) => row.id).sort(), id).toEqual(demoDesignRows[expected.table].map((row) => row.id).sort());
      if (id === 'vd-vessel-call') {
        expect(rows.every((row) => row.top === true && Array.isArray(row.children))).toBe(true);
        for (const heading of rows) for (const child of heading.children as Record<string, unknown>[]) expect(child.berth).toBe(heading.berth);
        expect(new Set(rows.map((row) => row.berth)).size).toBe(rows.length);
      } else expect(rows.some((row) => row.top === true)).toBe(false);
    }
  });
});
