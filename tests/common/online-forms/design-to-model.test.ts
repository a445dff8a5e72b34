import { describe, expect, it } from 'vitest';
import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import { DesignRefusal } from '../../../common/online-forms/design-refusal.ts';
import { AUDIT_COLUMNS } from '../../../common/online-forms/field-names.ts';
import { RUNTIME_VALUE_KEYS } from '../../../common/online-forms/jnpf-keys.ts';
import type { JnpfField, JnpfTable, OnlineDesign } from '../../../common/online-forms/online-design.ts';
import type { FieldModel } from '../../../common/entity-model.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { formItemFromField, formItemOf, runtimeKeyOf } from '../../../common/form-runtime/model-form-items.ts';
import { checkItemValue } from '../../../common/form-runtime/validation/index.ts';
import { auditColumns } from '../../../server/core/db/table-model.ts';

/** A design field: `key` and its label, bound to `vModel` unless it holds no value. */
const field = (key: string, vModel: string | null, config: Record<string, unknown> = {}, own: Record<string, unknown> = {}): JnpfField => ({
  __config__: { jnpfKey: key, label: vModel ?? key, ...config },
  ...(vModel !== null ? { __vModel__: vModel } : {}),
  ...own,
});

const container = (key: string, children: JnpfField[], config: Record<string, unknown> = {}): JnpfField => ({
  __config__: { jnpfKey: key, children, ...config },
});
/** 3.4 writes panes without a jnpfKey */
const pane = (children: JnpfField[], own: Record<string, unknown> = {}): JnpfField => ({ __config__: { children }, ...own });

function design(fields: JnpfField[], extra: Partial<OnlineDesign> = {}): OnlineDesign {
  return { id: 'd1', fullName: '提箱申请', enCode: 'pickup', webType: 2, dbLinkId: '0', formData: { fields }, columnData: null, tables: [], ...extra };
}

const fieldOf = (fields: FieldModel[], name: string): FieldModel => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

function refusalOf(run: () => unknown): DesignRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof DesignRefusal) return error;
    throw error;
  }
  throw new Error('the design was not refused');
}

describe('designToModel: names that reach SQL', () => {
  it.each([['bad-name'], ['1table'], ['a b'], ['x;drop table base_user'], ['t'.repeat(64)]])('refuses the main table %j, naming it', (table) => {
    const refusal = refusalOf(() => designToModel(design([field('comInput', 'name')], { tables: [{ table, typeId: '1' }] })));
    expect(refusal.offending).toBe(table);
    expect(refusal.texts.zh).toContain(table);
    expect(refusal.texts.en).toContain(table);
    expect(refusal.message).toContain(table);
  });

  it.each([['full-name'], ['名称'], ['9lives'], ['a'.repeat(64)]])('refuses the column %j', (vModel) => {
    expect(() => designToModel(design([field('comInput', vModel)]))).toThrow(DesignRefusal);
  });

  it('refuses an unsafe sub-table, sub-table column or relation column', () => {
    const table = (tableName: string, column: string) => field('table', 'tableField101', { tableName, children: [field('comInput', column)] });
    expect(refusalOf(() => designToModel(design([table('child table', 'qty')]))).offending).toBe('child table');
    expect(refusalOf(() => designToModel(design([table('pickup_box', 'qty-1')]))).offending).toBe('qty-1');
    const tables: JnpfTable[] = [{ table: 'pickup_box', typeId: '0', tableField: 'F Parent' }];
    expect(refusalOf(() => designToModel(design([table('pickup_box', 'qty')], { tables }))).offending).toBe('F Parent');
  });

  it('refuses two fields (or tables) whose names differ only in case: SQLite would take them for one', () => {
    expect(refusalOf(() => designToModel(design([field('comInput', 'Name'), field('comInput', 'name')]))).offending).toBe('name');
    const twice = [field('table', 'tableField1', { tableName: 'boxes' }), field('table', 'tableField2', { tableName: 'Boxes' })];
    expect(refusalOf(() => designToModel(design(twice))).offending).toBe('Boxes');
  });

  it("refuses the generated entities' tables and those the caller reserves", () => {
    expect(refusalOf(() => designToModel(design([field('comInput', 'name')], { tables: [{ table: 'base_user', typeId: '1' }] }))).offending).toBe('base_user');
    const own = design([field('comInput', 'name')], { tables: [{ table: 'base_export_file', typeId: '1' }] });
    expect(() => designToModel(own, { reservedTables: ['BASE_EXPORT_FILE'] })).toThrow(DesignRefusal);
    expect(designToModel(own).model.table?.name).toBe('base_export_file');
  });

  it('names a design without tables online_<enCode>, safe by construction', () => {
    expect(designToModel(design([field('comInput', 'name')], { enCode: 'Truck-Booking 2' })).model.table?.name).toBe('online_truck_booking_2');
    expect(designToModel(design([field('comInput', 'name')], { enCode: '' })).model.table?.name).toBe('online_d1');
  });
});

describe('designToModel: the model', () => {
  it('has the shape of a schema entity: name, labels, api, table with audit columns, dialog', () => {
    const { model } = designToModel(
      design([field('comInput', 'name')], { formData: { fields: [field('comInput', 'name')], generalWidth: '800px', labelWidth: 120 } }),
    );
    expect(model).toMatchObject({
      name: 'online-d1',
      permission: '',
      labels: { zh: '提箱申请', 'zh-TW': '提箱申请', en: '提箱申请' },
      api: { base: '/api/visualdev/OnlineDev/d1', list: 'page', info: '/{id}' },
      storage: 'table',
      tree: null,
      dialog: {
        width: 800,
        labelWidth: 120,
        titles: { create: { zh: '新建提箱申请', en: 'New 提箱申请' }, edit: { zh: '编辑提箱申请', 'zh-TW': '編輯提箱申请' } },
      },
    });
    expect(model.fields[0]).toMatchObject({ name: 'id', readOnly: true });
    expect(model.table?.columns).toEqual({ id: 'id', name: 'text', ...auditColumns });
  });

  it("repeats the server's audit columns exactly", () => expect(AUDIT_COLUMNS).toEqual(auditColumns));

  it('flattens every layout container to its value fields, and keeps the layout in the form', () => {
    const fields = [
      container('row', [field('comInput', 'a'), container('card', [field('numInput', 'b')])]),
      container('tab', [
        pane([field('comInput', 'c')], { title: 'Tab 1' }),
        pane([container('collapse', [pane([field('date', 'd')], { title: '面板', name: '1' })])]),
      ]),
      container('tableGrid', [pane([pane([field('switch', 'e')])])]),
      container('steps', [container('stepItem', [field('textarea', 'f')])]),
      field('divider', null),
      field('groupTitle', null),
      field('JNPFText', null),
      field('calculate', 'shownOnly', {}, { isStorage: 1 }),
    ];
    const converted = designToModel(design(fields));
    expect(converted.model.fields.map((f) => f.name)).toEqual(['id', 'a', 'b', 'c', 'd', 'e', 'f']);
    expect(converted.unsupported).toEqual([]);
    const keys = (items: readonly FormItem[]): unknown[] => items.map((item) => (item.children ? [item.key, keys(item.children)] : (item.field ?? item.key)));
    expect(keys(converted.form)).toEqual([
      ['row', ['a', ['card', ['b']]]],
      [
        'tab',
        [
          ['tabItem', ['c']],
          ['tabItem', [['collapse', [['collapseItem', ['d']]]]]],
        ],
      ],
      ['tableGrid', [['tableGridTr', [['tableGridTd', ['e']]]]]],
      'f',
      'divider',
      'groupTitle',
      'JNPFText',
      'calculate',
    ]);
    expect(converted.form[1]?.children?.[0]?.props.title).toBe('Tab 1');
  });

  it('stores each widget as its value needs', () => {
    const { model } = designToModel(
      design([
        field('numInput', 'qty', {}, { precision: 0, min: 1, max: 99 }),
        field('inputNumber', 'price', {}, { precision: 2 }),
        field('datePicker', 'day', { defaultValue: 1700000000000 }),
        field('switch', 'urgent', { defaultValue: 1 }),
        field('uploadFz', 'files', { defaultValue: [] }, { limit: 3 }),
        field('comSelect', 'org'),
        field('areaSelect', 'area', {}, { multiple: true }),
        field('select', 'sizes', {}, { multiple: true }),
        field('checkbox', 'flags'),
        field('input', 'remark', {}, { maxlength: 200 }),
        field('billRule', 'billNo', { rule: 'pickup', required: true }),
        field('createTime', 'createdAt', { required: true }),
        field('calculate', 'total', {}, { isStorage: 2, precision: 2, expression: [] }),
      ]),
    );
    const columns = model.table?.columns ?? {};
    expect(columns).toMatchObject({
      qty: 'integer',
      price: 'real',
      day: { kind: 'bigint', defaultValue: 1700000000000 },
      urgent: { kind: 'integer', defaultValue: 1 },
      files: { kind: 'text', defaultValue: '[]' },
      org: 'text',
      area: 'text',
      sizes: 'text',
      flags: 'text',
      remark: 'string',
      billNo: 'string',
      createdAt: 'bigint',
      total: 'real',
    });
    const properties = model.bodySchema.properties;
    expect(properties.qty).toEqual({ type: 'integer', minimum: 1, maximum: 99 });
    expect(properties.urgent).toEqual({ type: 'integer', enum: [1, 0] });
    expect(properties.files).toMatchObject({ type: 'array', maxItems: 3, items: { required: ['name', 'fileId', 'url'] } });
    expect(properties.remark).toEqual({ type: 'string', maxLength: 200 });
    // what the server fills is never required of the body
    expect(model.bodySchema.required).toEqual([]);
    expect(fieldOf(model.fields, 'billNo')).toMatchObject({ widget: 'billRule', required: true, props: { rule: 'pickup' } });
    expect(model.fields.filter((f) => f.json).map((f) => f.name)).toEqual(['files', 'org', 'area', 'sizes', 'flags']);
    expect(fieldOf(model.fields, 'remark').messages?.maxLength).toEqual({
      zh: 'remark最多为200个字符！',
      'zh-TW': 'remark最多為200個字符！',
      en: 'remark has at most 200 characters!',
    });
  });

  it('keeps options: static as labels by value, dictionary and data interface as their source', () => {
    const slot = {
      __slot__: {
        options: [
          { fullName: '20尺', id: '20' },
          { fullName: '40尺', id: '40' },
        ],
      },
    };
    const { model } = designToModel(
      design([
        field('select', 'size', { dataType: 'static', props: { label: 'fullName', value: 'id' } }, slot),
        field(
          'radio',
          'level',
          {},
          {
            options: [
              { name: '高', code: 1 },
              { name: '低', code: 2 },
            ],
            props: { label: 'name', value: 'code' },
          },
        ),
        field('select', 'kind', { dataType: 'dictionary', dictionaryType: 'dict-1' }, { options: [{ fullName: 'stale', id: 'x' }] }),
        field('treeSelect', 'parent', { dataType: 'dynamic', propsUrl: 'di-1' }, { props: { props: { label: 'name', value: 'id' } } }),
      ]),
    );
    expect(fieldOf(model.fields, 'size').options).toEqual({ 20: { zh: '20尺', 'zh-TW': '20尺', en: '20尺' }, 40: { zh: '40尺', 'zh-TW': '40尺', en: '40尺' } });
    expect(fieldOf(model.fields, 'size').props).toMatchObject({
      dataType: 'static',
      options: slot.__slot__.options,
      props: { props: { label: 'fullName', value: 'id' } },
    });
    // 3.5+ writes the record keys flat; numbers stay numbers
    expect(fieldOf(model.fields, 'level').props?.props).toEqual({ props: { label: 'name', value: 'code', children: 'children' } });
    expect(Object.keys(fieldOf(model.fields, 'level').options ?? {})).toEqual(['1', '2']);
    expect(model.bodySchema.properties.level).toEqual({ type: 'number' });
    expect(fieldOf(model.fields, 'kind').props).toMatchObject({ dataType: 'dictionary', dictionaryType: 'dict-1' });
    expect(fieldOf(model.fields, 'kind').props?.options).toBeUndefined();
    expect(fieldOf(model.fields, 'parent').props).toMatchObject({ dataType: 'dynamic', propsUrl: 'di-1' });
    expect(runtimeKeyOf(fieldOf(model.fields, 'parent'))).toBe('treeSelect');
  });

  it('makes a sub-table a JSON field with its columns as form items, and records its own table', () => {
    const table = field(
      'table',
      'tableField101',
      {
        label: '箱子',
        tableName: 'pickup_box',
        required: true,
        children: [
          field('comInput', 'boxNo', { required: true, regList: [{ pattern: '/^[A-Z]{4}\\d{7}$/', message: '箱号格式不正确' }] }),
          field('numInput', 'qty', { defaultValue: 1 }),
          field('calculate', 'shown', {}, { isStorage: 1, expression: [] }),
        ],
      },
      { 'show-summary': true, summaryField: ['qty'] },
    );
    const tables: JnpfTable[] = [{ table: 'pickup_box', typeId: '0', tableField: 'F_PickupId', fields: [{ columnName: 'F_PickupId', field: 'pickupId' }] }];
    const converted = designToModel(design([table], { tables }));
    const sub = fieldOf(converted.model.fields, 'tableField101');
    expect(sub).toMatchObject({ widget: 'table', json: true, required: true, default: '[]', props: { 'show-summary': true, summaryField: ['qty'] } });
    expect(sub.columns).toEqual([
      {
        key: 'comInput',
        field: 'boxNo',
        label: { zh: 'boxNo', 'zh-TW': 'boxNo', en: 'boxNo' },
        required: true,
        regList: [{ pattern: '/^[A-Z]{4}\\d{7}$/', message: '箱号格式不正确' }],
        props: expect.any(Object),
      },
      { key: 'numInput', field: 'qty', label: { zh: 'qty', 'zh-TW': 'qty', en: 'qty' }, defaultValue: 1, props: expect.any(Object) },
      // shown only: drawn in the row, not a stored column
      { key: 'calculate', field: 'shown', label: { zh: 'shown', 'zh-TW': 'shown', en: 'shown' }, props: expect.objectContaining({ isStorage: 1 }) },
    ]);
    expect(converted.childTables).toEqual([{ field: 'tableField101', table: 'pickup_box', relationField: 'pickupId' }]);
    expect(converted.model.bodySchema.properties.tableField101).toMatchObject({
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['boxNo'],
        additionalProperties: false,
        properties: { boxNo: { type: 'string', minLength: 1 }, qty: { type: 'number' }, shown: {} },
      },
    });
    // its lines live in the sub-table's own table, not in a main-table column
    expect(converted.model.table?.columns.tableField101).toBeUndefined();
    expect(converted.childTables.map((child) => child.field)).toContain('tableField101');
    // a cell is checked by the shared rules with the design's own words
    const boxNo = (sub.columns as unknown as FormItem[])[0] as FormItem;
    expect(checkItemValue(boxNo, 'abc', 'zh')).toBe('箱号格式不正确');
  });

  it("carries a field's regList to its form item, where the shared validation checks it", () => {
    const { model } = designToModel(
      design([field('comInput', 'phone', { regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '手机号不正确' }], span: 12, tipLabel: '11位' })]),
    );
    const item = formItemOf(model, fieldOf(model.fields, 'phone')) as FormItem;
    expect(item).toMatchObject({ regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '手机号不正确' }], span: 12, tipLabel: '11位' });
    expect(item.props.regList).toBeUndefined();
    expect(checkItemValue(item, '12345', 'zh')).toBe('手机号不正确');
    expect(checkItemValue(item, '13800138000', 'zh')).toBeUndefined();
  });

  it('requires of the body what the web shows and the user fills, worded as the spec says', () => {
    const { model } = designToModel(
      design([
        field('comInput', 'name', { required: true }),
        field('comInput', 'hidden', { required: true, noShow: true }),
        field('comInput', 'appOnly', { required: true, visibility: ['app'] }),
      ]),
    );
    expect(model.bodySchema.required).toEqual(['name']);
    expect(model.bodySchema.properties.name).toEqual({ type: 'string', minLength: 1 });
    expect(fieldOf(model.fields, 'name').messages?.required).toEqual({ zh: 'name不能为空', 'zh-TW': 'name不能為空', en: 'name cannot be empty' });
    expect(fieldOf(model.fields, 'hidden').required).toBe(true);
  });

  it('makes unique fields unique in the model and the table, blanks left out', () => {
    const { model } = designToModel(
      design([field('comInput', 'code', { unique: true, label: '编码' }, { maxlength: 50 })], { tables: [{ table: 'pickup', typeId: '1' }] }),
    );
    expect(model.unique).toEqual(['code']);
    expect(model.table?.indexes).toEqual([{ name: 'pickup_code_uq', columns: ['code'], unique: true, whereNotEmpty: ['code'] }]);
    expect(fieldOf(model.fields, 'code').messages?.unique).toEqual({ zh: '编码不能重复', 'zh-TW': '编码不能重複', en: '编码 already exists' });
  });

  it('keeps a widget the runtime cannot draw as a text field, and reports each key once by name', () => {
    const converted = designToModel(design([field('location', 'place'), field('location', 'place2'), field('iframe', null), field('sign', 'signature')]));
    expect(converted.unsupported).toEqual(['location', 'iframe', 'sign']);
    expect(fieldOf(converted.model.fields, 'place')).toMatchObject({ widget: 'comInput', label: { zh: 'place' } });
    expect(converted.model.table?.columns.place).toBe('text');
    expect(converted.model.fields.map((f) => f.name)).toEqual(['id', 'place', 'place2', 'signature']);
  });

  it('draws every value widget it supports with the runtime (a form item for each)', () => {
    for (const key of RUNTIME_VALUE_KEYS) {
      const { model } = designToModel(design([field(key, 'value', {}, { isStorage: 2 })]));
      const converted = fieldOf(model.fields, 'value');
      expect(converted.widget, key).toBe(key);
      expect(formItemFromField(converted, model.bodySchema.properties.value ?? {})?.key, key).toBe(key);
    }
  });

  it("leaves the schema entities' own tree select to their dialog", () => {
    expect(runtimeKeyOf({ widget: 'treeSelect' })).toBeUndefined();
    expect(runtimeKeyOf({ widget: 'treeSelect', props: { dataType: 'static' } })).toBe('treeSelect');
  });
});

describe('designToModel: the list design', () => {
  it("takes JNPF's defaults when the design has no columnData", () => {
    const converted = designToModel(
      design([
        field('comInput', 'name'),
        field('uploadFz', 'files'),
        field('table', 'tableField1', { children: [field('comInput', 'x')] }),
        field('date', 'day'),
      ]),
    );
    expect(converted.list).toEqual({
      type: 1,
      columns: [
        { prop: 'name', label: 'name', jnpfKey: 'comInput', fixed: 'none', align: 'left', width: null, sortable: false },
        { prop: 'day', label: 'day', jnpfKey: 'date', fixed: 'none', align: 'left', width: null, sortable: false },
      ],
      search: [],
      buttons: ['add'],
      rowButtons: ['edit', 'remove'],
      hasPage: true,
      pageSize: 20,
      defaultSidx: '',
      sort: 'desc',
      showSummary: false,
      summaryField: [],
      thousandsField: [],
      tree: null,
      groupField: '',
      parentField: '',
      popupType: 'general',
      formWidth: '600px',
      useColumnPermission: false,
      useFormPermission: false,
      useBtnPermission: false,
      useDataPermission: false,
    });
    expect(converted.model).toMatchObject({ listColumns: ['name', 'day'], search: [], sort: null, excelExport: null });
  });

  it('reads columnData: columns, search, buttons, sort, tree, summary; sub-table columns stay out of the model list', () => {
    const columnData = {
      type: 2,
      columnList: [
        { prop: 'name', label: '名称', jnpfKey: 'input', fixed: true, align: 'center', width: '120', sortable: true },
        { prop: 'tableField1-qty', label: '数量', jnpfKey: 'numInput' },
        { prop: 'gone', label: '已删除' },
      ],
      searchList: [{ prop: 'name', jnpfKey: 'input', searchType: 2 }, { prop: 'day', jnpfKey: 'datePicker', searchMultiple: true }, { prop: 'kind' }],
      btnsList: [{ value: 'add' }, { value: 'download' }, { value: 'upload' }],
      columnBtnsList: ['edit', 'detail'],
      defaultSidx: 'day',
      sort: 'asc',
      hasPage: false,
      pageSize: 50,
      showSummary: true,
      summaryField: ['tableField1-qty'],
      treeTitle: '类型',
      treeDataSource: 'dictionary',
      treeDictionary: 'dict-1',
      treeRelation: 'kind',
      uploaderTemplateJson: { selectKey: ['name', 'kind'] },
    };
    const fields = [
      field('comInput', 'name'),
      field('date', 'day'),
      field('select', 'kind'),
      field('table', 'tableField1', { children: [field('numInput', 'qty')] }),
    ];
    const converted = designToModel(design(fields, { columnData, formData: { fields, popupType: 'drawer', drawerWidth: '700px' } }));
    expect(converted.list.columns).toEqual([
      { prop: 'name', label: '名称', jnpfKey: 'comInput', fixed: 'left', align: 'center', width: 120, sortable: true },
      { prop: 'tableField1-qty', label: '数量', jnpfKey: 'numInput', fixed: 'none', align: 'left', width: null, sortable: false },
    ]);
    expect(converted.list.search).toEqual([
      { prop: 'name', label: 'name', jnpfKey: 'comInput', searchType: 2, multiple: false },
      { prop: 'day', label: 'day', jnpfKey: 'date', searchType: 3, multiple: true },
      { prop: 'kind', label: 'kind', jnpfKey: 'select', searchType: 1, multiple: false },
    ]);
    expect(converted.list).toMatchObject({
      type: 2,
      buttons: ['add', 'download', 'upload'],
      rowButtons: ['edit', 'detail'],
      defaultSidx: 'day',
      sort: 'asc',
      hasPage: false,
      pageSize: 50,
      summaryField: ['tableField1-qty'],
      tree: {
        title: '类型',
        source: 'dictionary',
        dictionary: 'dict-1',
        relation: 'kind',
        propsValue: 'id',
        propsLabel: 'fullName',
        propsChildren: 'children',
      },
      popupType: 'drawer',
      formWidth: '700px',
    });
    expect(converted.model).toMatchObject({
      listColumns: ['name'],
      search: ['name'],
      sort: 'day',
      excelExport: { columns: ['name'] },
      excelImport: { columns: ['name', 'kind'] },
    });
  });

  it('names renamed fields in the list as the model does, and keeps a tree table parentField', () => {
    const fields = [field('comInput', 'creatoruserid'), field('treeSelect', 'parentId', { dataType: 'dynamic', propsUrl: 'di' })];
    const columnData = { type: 5, parentField: 'parentId', columnList: [{ prop: 'creatoruserid' }], searchList: [{ prop: 'creatoruserid', searchType: 2 }] };
    const converted = designToModel(design(fields, { columnData }));
    expect(converted.renamed).toEqual({ creatoruserid: 'creatoruserid_1' });
    expect(converted.model).toMatchObject({ listColumns: ['creatoruserid_1'], search: ['creatoruserid_1'], api: { list: 'page' }, tree: null });
    expect(converted.list).toMatchObject({ type: 5, parentField: 'parentId', tree: null });
  });
});
