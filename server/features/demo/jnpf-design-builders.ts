/**
 * Builders for the demo's online designs (demo-online-designs.ts): JNPF 3.4.7 field objects, list
 * columns and search fields shaped as the stock designer saves them (contract §7.2, §7.3), so each
 * design reads like one an administrator made, without repeating every default by hand.
 * Pure data (no Node APIs), like demo-data.ts.
 */

export type JnpfObject = Record<string, unknown>;

/** The stock designer's tag and icon per jnpfKey (Generator/generator/config.js), and its validation trigger. */
const WIDGETS: Record<string, { tag: string; tagIcon: string; trigger?: string | string[]; props: JnpfObject }> = {
  comInput: {
    tag: 'el-input',
    tagIcon: 'icon-ym icon-ym-generator-input',
    trigger: 'blur',
    props: { placeholder: '请输入', clearable: true, style: { width: '100%' }, 'show-word-limit': false, 'show-password': false, readonly: false },
  },
  textarea: {
    tag: 'el-input',
    tagIcon: 'icon-ym icon-ym-generator-textarea',
    trigger: 'blur',
    props: { type: 'textarea', placeholder: '请输入', autosize: { minRows: 3, maxRows: 5 }, style: { width: '100%' }, 'show-word-limit': true },
  },
  numInput: {
    tag: 'JnpfInputNumber',
    tagIcon: 'icon-ym icon-ym-generator-number',
    trigger: ['blur', 'change'],
    props: { placeholder: '请输入', step: 1, 'step-strictly': false, controlsPosition: '', thousands: false, isAmountChinese: false },
  },
  select: {
    tag: 'JnpfSelect',
    tagIcon: 'icon-ym icon-ym-generator-select',
    trigger: 'change',
    props: { placeholder: '请选择', clearable: true, filterable: false, multiple: false, style: { width: '100%' } },
  },
  radio: {
    tag: 'el-radio-group',
    tagIcon: 'icon-ym icon-ym-generator-radio',
    trigger: 'change',
    props: { optionType: 'default', border: false, size: 'small' },
  },
  switch: {
    tag: 'el-switch',
    tagIcon: 'icon-ym icon-ym-generator-switch',
    trigger: 'change',
    props: { activeTxt: '是', inactiveTxt: '否', 'active-value': 1, 'inactive-value': 0 },
  },
  date: {
    tag: 'JnpfDatePicker',
    tagIcon: 'icon-ym icon-ym-generator-date',
    trigger: 'change',
    props: {
      placeholder: '请选择',
      type: 'date',
      format: 'yyyy-MM-dd',
      'value-format': 'timestamp',
      clearable: true,
      readonly: false,
      style: { width: '100%' },
    },
  },
  timeRange: {
    tag: 'el-time-picker',
    tagIcon: 'icon-ym icon-ym-generator-time-range',
    trigger: 'change',
    props: {
      'is-range': true,
      'range-separator': '至',
      'start-placeholder': '开始时间',
      'end-placeholder': '结束时间',
      format: 'HH:mm:ss',
      'value-format': 'HH:mm:ss',
      clearable: true,
      style: { width: '100%' },
    },
  },
  dateRange: {
    tag: 'el-date-picker',
    tagIcon: 'icon-ym icon-ym-generator-date-range',
    trigger: 'change',
    props: {
      type: 'daterange',
      'range-separator': '至',
      'start-placeholder': '开始日期',
      'end-placeholder': '结束日期',
      format: 'yyyy-MM-dd',
      'value-format': 'timestamp',
      clearable: true,
      readonly: false,
      style: { width: '100%' },
    },
  },
  uploadFz: {
    tag: 'JNPF-UploadFz',
    tagIcon: 'icon-ym icon-ym-generator-upload',
    trigger: 'change',
    props: { accept: '', fileSize: 10, sizeUnit: 'MB', buttonText: '点击上传', showTip: false, limit: 9, pathType: 'defaultPath', isAccount: 0, folder: '' },
  },
  userSelect: {
    tag: 'user-select',
    tagIcon: 'icon-ym icon-ym-generator-user',
    trigger: 'change',
    props: { placeholder: '请选择', selectType: 'all', multiple: false, clearable: true, ableIds: [] },
  },
  comSelect: {
    tag: 'comSelect',
    tagIcon: 'icon-ym icon-ym-generator-company',
    trigger: 'change',
    props: { placeholder: '请选择', multiple: false, clearable: true, style: { width: '100%' } },
  },
  depSelect: {
    tag: 'dep-select',
    tagIcon: 'icon-ym icon-ym-generator-department',
    trigger: 'change',
    props: { placeholder: '请选择', selectType: 'all', multiple: false, clearable: true, filterable: false, ableIds: [] },
  },
  billRule: { tag: 'el-input', tagIcon: 'icon-ym icon-ym-generator-documents', trigger: 'change', props: { readonly: true, placeholder: '系统自动生成' } },
  popupSelect: {
    tag: 'popupSelect',
    tagIcon: 'icon-ym icon-ym-generator-popup',
    trigger: 'change',
    props: {
      placeholder: '请选择',
      propsValue: 'id',
      popupType: 'dialog',
      popupTitle: '选择数据',
      popupWidth: '800px',
      hasPage: true,
      pageSize: 10,
      templateJson: [],
      clearable: true,
    },
  },
  relationForm: {
    tag: 'relationForm',
    tagIcon: 'icon-ym icon-ym-generator-menu',
    trigger: 'change',
    props: { placeholder: '请选择', hasPage: true, pageSize: 10, clearable: true, filterable: false },
  },
  calculate: { tag: 'calculate', tagIcon: 'icon-ym icon-ym-generator-count', props: { precision: 2, thousands: false, isAmountChinese: false } },
  // display widgets: no value of their own (contract §7.2 noVModelList), the code of another field (dataType relation) or a fixed text
  barcode: {
    tag: 'JNPFBarcode',
    tagIcon: 'icon-ym icon-ym-generator-barcode',
    props: { format: 'code128', lineColor: '#000000', background: '#ffffff', width: 2, height: 40, dataType: 'static', staticText: '', relationField: '' },
  },
  qrcode: {
    tag: 'JNPFQrcode',
    tagIcon: 'icon-ym icon-ym-generator-qrcode',
    props: { colorDark: '#000000', colorLight: '#ffffff', size: 100, dataType: 'static', staticText: '', relationField: '' },
  },
  table: {
    tag: 'JNPF-InputTable',
    tagIcon: 'icon-ym icon-ym-generator-table',
    props: { actionText: '添加', 'show-summary': false, summaryField: [], tableConf: {} },
  },
  createUser: { tag: 'el-input', tagIcon: 'icon-ym icon-ym-generator-founder', props: { readonly: true, placeholder: '系统自动生成' } },
  createTime: { tag: 'el-input', tagIcon: 'icon-ym icon-ym-generator-createtime', props: { readonly: true, placeholder: '系统自动生成' } },
};

/** The designer stamps each field with the time it was dropped; the demo's stamps are fixed, so the seed is the same on every run. */
const RENDER_KEY_BASE = 1767225600000;

export interface WidgetSpec {
  formId: number;
  /** the column the value is stored in (camelCase); a child table's own is `tableField{formId}`; '' for a display widget, which has none */
  vModel: string;
  label: string;
  /** the bound table: the main table, or the child table for a child table's columns */
  table: string;
  span?: number;
  required?: boolean;
  regList?: { pattern: string; message: string }[];
  defaultValue?: unknown;
  unique?: boolean;
  tipLabel?: string;
  /** more `__config__` keys (dataType, dictionaryType, rule, children, …) */
  config?: JnpfObject;
  /** the widget's own props beside the defaults (options in `__slot__` are passed here as `__slot__`) */
  props?: JnpfObject;
}

/** One formData field as the stock 3.4.7 designer saves it. */
export function widget(jnpfKey: string, spec: WidgetSpec): JnpfObject {
  const defaults = WIDGETS[jnpfKey];
  if (!defaults) throw new Error(`no designer defaults for ${jnpfKey}`);
  const isTable = jnpfKey === 'table';
  return {
    __config__: {
      jnpfKey,
      label: spec.label,
      tipLabel: spec.tipLabel ?? '',
      showLabel: !isTable,
      tag: defaults.tag,
      tagIcon: defaults.tagIcon,
      className: [],
      defaultValue: spec.defaultValue ?? (isTable || jnpfKey === 'uploadFz' ? [] : null),
      required: spec.required ?? false,
      layout: isTable ? 'rowFormItem' : 'colFormItem',
      span: spec.span ?? 24,
      dragDisabled: false,
      visibility: ['pc', 'app'],
      tableName: spec.table,
      noShow: false,
      unique: spec.unique ?? false,
      regList: spec.regList ?? [],
      ...(defaults.trigger ? { trigger: defaults.trigger } : {}),
      formId: spec.formId,
      renderKey: RENDER_KEY_BASE + spec.formId,
      ...spec.config,
    },
    ...(spec.vModel ? { __vModel__: spec.vModel } : {}),
    disabled: false,
    // 3.4.7 keeps isStorage in __config__ (contract §7.2), later versions beside the props: both readers find it.
    ...(spec.config?.isStorage !== undefined ? { isStorage: spec.config.isStorage } : {}),
    ...defaults.props,
    ...spec.props,
  };
}

/** Static options of a select or radio (`__slot__.options`, `__config__.props` naming their label and value). */
export function staticOptions(options: [id: string, fullName: string][]): { config: JnpfObject; props: JnpfObject } {
  return {
    config: { dataType: 'static', dictionaryType: '', propsUrl: '', props: { label: 'fullName', value: 'id' } },
    props: { __slot__: { options: options.map(([id, fullName]) => ({ id, fullName })) } },
  };
}

/** A child table's column as it sits in `__config__.children`: bound to the child table, knowing its parent field. */
export function childColumn(jnpfKey: string, parentVModel: string, spec: WidgetSpec, columnWidth: number): JnpfObject {
  const column = widget(jnpfKey, spec);
  return { ...column, __config__: { ...(column.__config__ as JnpfObject), parentVModel, columnWidth } };
}

/** Form-level configuration (config.js formConf) with the fields; idGlobal is the highest formId used. */
export function formData(settings: JnpfObject, fields: JnpfObject[]): JnpfObject {
  const formIds = (items: JnpfObject[]): number[] =>
    items.flatMap((item) => {
      const config = item.__config__ as JnpfObject;
      return [Number(config.formId), ...formIds((config.children as JnpfObject[] | undefined) ?? [])];
    });
  return {
    formRef: 'elForm',
    formModel: 'dataForm',
    size: 'small',
    labelPosition: 'right',
    labelWidth: 100,
    formRules: 'rules',
    popupType: 'general',
    generalWidth: '800px',
    fullScreenWidth: '100%',
    drawerWidth: '600px',
    gutter: 15,
    disabled: false,
    span: 24,
    formBtns: false,
    hasCancelBtn: true,
    cancelButtonText: '取 消',
    hasConfirmBtn: true,
    confirmButtonText: '确 定',
    hasPrintBtn: false,
    printButtonText: '打 印',
    printId: '',
    primaryKeyPolicy: 1,
    concurrencyLock: false,
    logicalDelete: false,
    formStyle: '',
    classNames: [],
    className: [],
    classJson: '',
    ...settings,
    idGlobal: Math.max(...formIds(fields)),
    fields,
  };
}

const config = (field: JnpfObject): JnpfObject => field.__config__ as JnpfObject;

/** A list column (columnData.columnList): the whole field, as the designer copies it, with the column's own settings. */
export function column(
  field: JnpfObject,
  settings: { width?: number; align?: 'left' | 'center' | 'right'; sortable?: boolean; fixed?: 'none' | 'left' | 'right' } = {},
): JnpfObject {
  const prop = String(field.__vModel__);
  const label = String(config(field).label);
  return {
    ...field,
    id: prop,
    prop,
    label,
    fullName: label,
    jnpfKey: config(field).jnpfKey,
    fixed: settings.fixed ?? 'none',
    align: settings.align ?? 'left',
    width: settings.width ?? null,
    sortable: settings.sortable ?? false,
  };
}

/** A search field (columnData.searchList): 1 equal, 2 like, 3 range. */
export function search(field: JnpfObject, searchType: 1 | 2 | 3): JnpfObject {
  const prop = String(field.__vModel__);
  const label = String(config(field).label);
  return {
    ...field,
    id: prop,
    prop,
    label,
    fullName: label,
    jnpfKey: config(field).jnpfKey,
    value: searchType === 3 ? [] : '',
    searchType,
    searchMultiple: false,
    isKeyword: false,
  };
}

const BUTTONS: Record<string, { icon: string; label: string }> = {
  add: { icon: 'icon-ym icon-ym-btn-add', label: '新增' },
  download: { icon: 'icon-ym icon-ym-btn-download', label: '导出' },
  upload: { icon: 'icon-ym icon-ym-btn-upload', label: '导入' },
  batchRemove: { icon: 'icon-ym icon-ym-btn-clearn', label: '批量删除' },
  edit: { icon: 'icon-ym icon-ym-btn-edit', label: '编辑' },
  remove: { icon: 'icon-ym icon-ym-btn-clearn', label: '删除' },
  detail: { icon: 'icon-ym icon-ym-generator-menu', label: '详情' },
};
const buttons = (values: string[]) => values.map((value) => ({ value, ...BUTTONS[value] }));

/** Fields the stock designer never offers as list columns (comConfig.js noColumnShowList), and child tables. */
const NO_COLUMN = new Set(['uploadFz', 'uploadImg', 'editor', 'table']);

export interface ListSpec {
  type?: 1 | 2 | 3 | 4 | 5;
  columns: JnpfObject[];
  search: JnpfObject[];
  buttons: string[];
  rowButtons?: string[];
  defaultSidx: string;
  /** every field of the form, for the designer's candidate columns */
  fields: JnpfObject[];
  extra?: JnpfObject;
}

/** columnData (contract §7.3) with the stock designer's defaults. */
export function columnData(spec: ListSpec): JnpfObject {
  const chosen = new Set(spec.columns.map((c) => c.prop));
  const candidates = spec.fields.filter((field) => field.__vModel__ && !NO_COLUMN.has(String(config(field).jnpfKey))).map((field) => column(field));
  return {
    type: spec.type ?? 1,
    columnList: spec.columns,
    searchList: spec.search,
    columnOptions: candidates,
    defaultColumnList: candidates.map((candidate) => ({ ...candidate, checked: chosen.has(candidate.prop) })),
    btnsList: buttons(spec.buttons),
    columnBtnsList: buttons(spec.rowButtons ?? ['edit', 'remove', 'detail']),
    customBtnsList: [],
    hasPage: true,
    pageSize: 20,
    defaultSidx: spec.defaultSidx,
    sort: 'desc',
    hasSuperQuery: true,
    childTableStyle: 1,
    showSummary: false,
    summaryField: [],
    thousands: false,
    thousandsField: [],
    showOverflow: true,
    useColumnPermission: false,
    useFormPermission: false,
    useBtnPermission: false,
    useDataPermission: false,
    ruleList: { conditionList: [], matchLogic: 'and' },
    printIds: [],
    uploaderTemplateJson: {},
    hasTreeQuery: false,
    treeTitle: '左侧标题',
    treeDataSource: 'dictionary',
    treeDictionary: '',
    treeRelation: '',
    treeSynType: 0,
    treeInterfaceId: '',
    treeInterfaceName: '',
    treeTemplateJson: [],
    treePropsUrl: '',
    treePropsValue: 'id',
    treePropsLabel: 'fullName',
    treePropsChildren: 'children',
    groupField: '',
    parentField: '',
    funcs: {},
    ...spec.extra,
  };
}

/** The child table field with its columns; its own `__vModel__` is `tableField{formId}`, as the designer names it. */
export function childTable(formId: number, label: string, mainTable: string, childTableName: string, children: JnpfObject[], props: JnpfObject): JnpfObject {
  return widget('table', {
    formId,
    vModel: `tableField${formId}`,
    label,
    table: mainTable,
    config: { tableName: childTableName, showTitle: true, type: 'table', rowType: 'table', children },
    props,
  });
}

/** A design's main table (JNPF's TableModel, contract §7.1 `tables`). */
export const mainTable = (table: string, tableName: string): JnpfObject => ({
  table,
  tableName,
  typeId: '1',
  relationTable: '',
  relationField: '',
  tableField: '',
});
/** A child table: `relationField` is the main table's key, `tableField` the child's column holding it (JNPF's TableModel). */
export const childTableOf = (table: string, tableName: string, relationTable: string, tableField: string): JnpfObject => ({
  table,
  tableName,
  typeId: '0',
  relationTable,
  relationField: 'id',
  tableField,
});

/** 2026-11-02 09:00 (+08:00): when the demo's designs count as released. */
const DEMO_RELEASE_TIME = Date.parse('2026-11-02T09:00:00+08:00');

/** One released design as a row of base_visual_dev (contract §7.1), the released snapshot equal to the draft. */
export function designRow(design: {
  id: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  category: string;
  description: string;
  tables: JnpfObject[];
  formData: JnpfObject;
  columnData: JnpfObject;
}): Record<string, unknown> {
  const tables = JSON.stringify(design.tables);
  const form = JSON.stringify(design.formData);
  const list = JSON.stringify(design.columnData);
  return {
    id: design.id,
    fullName: design.fullName,
    enCode: design.enCode,
    type: 1,
    webType: 2,
    dbLinkId: '0',
    sortCode: design.sortCode,
    description: design.description,
    enableFlow: 0,
    state: 1,
    category: design.category,
    tables,
    formData: form,
    columnData: list,
    appColumnData: '',
    enabledMark: 1,
    releasedTables: tables,
    releasedFormData: form,
    releasedColumnData: list,
    releasedAppColumnData: '',
    releaseTime: DEMO_RELEASE_TIME,
  };
}
