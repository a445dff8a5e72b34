/**
 * The rest of the port's business modules as released online designs (issue 14 point 5): 箱授权,
 * 空箱管理, 放行单, 标准费率, 车队管理, 堆存查询 and 理货单, built as demo-online-designs.ts builds
 * the first six (JNPF 3.4.7 formData and columnData, contract §7.2, §7.3) and listed with them in
 * `demoOnlineDesigns`. Their menus (demo-data.ts) are type 3 naming them; their demo records are in
 * demo-port-module-rows.ts. Pure data (no Node APIs), like demo-data.ts.
 */
import {
  childColumn,
  childTable,
  childTableOf,
  column,
  columnData,
  designRow,
  formData,
  mainTable,
  search,
  staticOptions,
  widget,
  type JnpfObject,
} from './jnpf-design-builders.ts';
import { BL_NO_RULE, CONTAINER_NO_RULE, MOBILE_RULE, SEAL_NO_RULE, VEHICLE_PLATE_RULE, VESSEL_VOYAGE_RULE } from './port-field-rules.ts';

/** The container size and type codes (dictionary containerSizeType, demo-data.ts). */
export const CONTAINER_SIZE_TYPE_DICTIONARY_ID = 'dict-container-size-type';

/** A select over a dictionary's items, stored by the item's id (contract §7.2 `dataType: dictionary`). */
const fromDictionary = (dictionaryType: string): JnpfObject => ({
  dataType: 'dictionary',
  dictionaryType,
  propsUrl: '',
  props: { label: 'fullName', value: 'id' },
});
const sizeTypeConfig = fromDictionary(CONTAINER_SIZE_TYPE_DICTIONARY_ID);
const datetime = { type: 'datetime', format: 'yyyy-MM-dd HH:mm' };

export const AUTH_STATUSES: [string, string][] = [
  ['valid', '有效'],
  ['used', '已提箱'],
  ['expired', '已过期'],
  ['revoked', '已撤销'],
];
export const CONTAINER_OWNERS: [string, string][] = [
  ['COSCO', '中远海运'],
  ['MAERSK', '马士基'],
  ['OOCL', '东方海外'],
  ['EVERGREEN', '长荣海运'],
  ['MSC', '地中海航运'],
  ['CMA', '达飞轮船'],
];
export const CONTAINER_CONDITIONS: [string, string][] = [
  ['sound', '完好'],
  ['minor', '轻微破损'],
  ['repair', '待修'],
  ['wash', '待清洗'],
];
export const FEE_ITEMS: [string, string][] = [
  ['handling', '装卸费'],
  ['storage', '堆存费'],
  ['reefer', '冷藏箱插电费'],
  ['gate', '集卡进港费'],
  ['weighing', '过磅费'],
  ['inspection', '查验移箱费'],
];
export const CHARGE_UNITS: [string, string][] = [
  ['box', '自然箱'],
  ['teu', 'TEU'],
  ['boxDay', '箱·天'],
  ['ton', '吨'],
  ['trip', '车次'],
];
export const CURRENCIES: [string, string][] = [
  ['CNY', '人民币'],
  ['USD', '美元'],
];
export const VEHICLE_TYPES: [string, string][] = [
  ['tractor', '集装箱牵引车'],
  ['flatbed', '平板半挂车'],
  ['reefer', '冷藏半挂车'],
  ['van', '厢式货车'],
];
export const YARD_AREAS: [string, string][] = [
  ['A', '重箱A区'],
  ['B', '重箱B区'],
  ['E', '空箱区'],
  ['R', '冷藏箱区'],
  ['D', '危险品箱区'],
];

// ── 箱授权 container release authorisation ─────────────────────────────────────────────
const AUTH = 'port_container_auth';
const authFields = {
  blNo: widget('comInput', {
    formId: 101,
    vModel: 'blNo',
    label: '提单号',
    table: AUTH,
    span: 12,
    required: true,
    regList: [BL_NO_RULE],
    props: { maxlength: 20 },
  }),
  containerNo: widget('comInput', {
    formId: 102,
    vModel: 'containerNo',
    label: '箱号',
    table: AUTH,
    span: 12,
    required: true,
    regList: [CONTAINER_NO_RULE],
    props: { maxlength: 11 },
  }),
  sizeType: widget('select', { formId: 103, vModel: 'sizeType', label: '箱型尺寸', table: AUTH, span: 12, required: true, config: sizeTypeConfig }),
  authorizedOrg: widget('comSelect', {
    formId: 104,
    vModel: 'authorizedOrg',
    label: '授权单位',
    table: AUTH,
    span: 12,
    required: true,
    tipLabel: '获准提箱的公司或部门',
  }),
  validPeriod: widget('dateRange', { formId: 105, vModel: 'validPeriod', label: '授权有效期', table: AUTH, span: 12, required: true }),
  status: widget('select', {
    formId: 106,
    vModel: 'status',
    label: '状态',
    table: AUTH,
    span: 12,
    required: true,
    defaultValue: 'valid',
    ...staticOptions(AUTH_STATUSES),
  }),
  remarks: widget('textarea', { formId: 107, vModel: 'remarks', label: '备注', table: AUTH, props: { maxlength: 500 } }),
};
const authForm = Object.values(authFields);

// ── 空箱管理 empty containers in the yard ─────────────────────────────────────────────
const EMPTY = 'port_empty_container';
const emptyFields = {
  containerNo: widget('comInput', {
    formId: 101,
    vModel: 'containerNo',
    label: '箱号',
    table: EMPTY,
    span: 12,
    required: true,
    unique: true,
    regList: [CONTAINER_NO_RULE],
    props: { maxlength: 11 },
  }),
  sizeType: widget('select', { formId: 102, vModel: 'sizeType', label: '箱型', table: EMPTY, span: 12, required: true, config: sizeTypeConfig }),
  owner: widget('select', { formId: 103, vModel: 'owner', label: '箱主', table: EMPTY, span: 12, required: true, ...staticOptions(CONTAINER_OWNERS) }),
  yardLocation: widget('comInput', {
    formId: 104,
    vModel: 'yardLocation',
    label: '堆场位置',
    table: EMPTY,
    span: 12,
    required: true,
    regList: [{ pattern: '/^[A-Z]\\d{1,2}-\\d{2}-\\d{2}-\\d$/', message: '堆场位置应写作“场区-贝-排-层”，如E1-12-03-2' }],
    props: { maxlength: 12 },
  }),
  gateInTime: widget('date', { formId: 105, vModel: 'gateInTime', label: '进场时间', table: EMPTY, span: 12, required: true, props: datetime }),
  condition: widget('select', {
    formId: 106,
    vModel: 'condition',
    label: '箱况',
    table: EMPTY,
    span: 12,
    required: true,
    defaultValue: 'sound',
    ...staticOptions(CONTAINER_CONDITIONS),
  }),
  remarks: widget('textarea', { formId: 107, vModel: 'remarks', label: '备注', table: EMPTY, props: { maxlength: 500 } }),
};
const emptyForm = Object.values(emptyFields);

// ── 放行单 customs release slip ────────────────────────────────────────────────────────
const RELEASE = 'port_release_permit';
const RELEASE_ITEM = 'port_release_permit_item';
const releaseFields = {
  releaseNo: widget('billRule', {
    formId: 101,
    vModel: 'releaseNo',
    label: '放行单号',
    table: RELEASE,
    span: 12,
    config: { rule: 'releasePermit', ruleName: '放行单号' },
  }),
  blNo: widget('comInput', {
    formId: 102,
    vModel: 'blNo',
    label: '提单号',
    table: RELEASE,
    span: 12,
    required: true,
    regList: [BL_NO_RULE],
    props: { maxlength: 20 },
  }),
  vesselVoyage: widget('comInput', {
    formId: 103,
    vModel: 'vesselVoyage',
    label: '船名航次',
    table: RELEASE,
    span: 12,
    required: true,
    regList: [VESSEL_VOYAGE_RULE],
    props: { maxlength: 53 },
  }),
  releaseDate: widget('date', { formId: 104, vModel: 'releaseDate', label: '放行日期', table: RELEASE, span: 12, required: true }),
  customsReleased: widget('switch', {
    formId: 105,
    vModel: 'customsReleased',
    label: '海关放行',
    table: RELEASE,
    span: 12,
    defaultValue: 0,
    props: { activeTxt: '已放行', inactiveTxt: '未放行' },
  }),
};
const releaseItems = childTable(
  106,
  '箱明细',
  RELEASE,
  RELEASE_ITEM,
  [
    childColumn(
      'comInput',
      'tableField106',
      { formId: 107, vModel: 'containerNo', label: '箱号', table: RELEASE_ITEM, required: true, regList: [CONTAINER_NO_RULE], props: { maxlength: 11 } },
      180,
    ),
    childColumn(
      'select',
      'tableField106',
      { formId: 108, vModel: 'sizeType', label: '箱型', table: RELEASE_ITEM, required: true, config: sizeTypeConfig },
      130,
    ),
    childColumn(
      'comInput',
      'tableField106',
      { formId: 109, vModel: 'sealNo', label: '铅封号', table: RELEASE_ITEM, required: true, regList: [SEAL_NO_RULE], props: { maxlength: 15 } },
      160,
    ),
  ],
  { actionText: '添加箱子' },
);
// The slip's number as a barcode and a QR code for the gate's scanners: display widgets reading the number (dataType relation).
const releaseBarcode = widget('barcode', {
  formId: 110,
  vModel: '',
  label: '条形码',
  table: RELEASE,
  span: 12,
  props: { dataType: 'relation', relationField: 'releaseNo' },
});
const releaseQrcode = widget('qrcode', {
  formId: 111,
  vModel: '',
  label: '二维码',
  table: RELEASE,
  span: 12,
  props: { dataType: 'relation', relationField: 'releaseNo' },
});
const releaseRemarks = widget('textarea', { formId: 112, vModel: 'remarks', label: '备注', table: RELEASE, props: { maxlength: 500 } });
const releaseForm = [...Object.values(releaseFields), releaseItems, releaseBarcode, releaseQrcode, releaseRemarks];

// ── 标准费率 standard rates ────────────────────────────────────────────────────────────
const RATE = 'port_standard_rate';
const rateFields = {
  rateCode: widget('comInput', {
    formId: 101,
    vModel: 'rateCode',
    label: '费率代码',
    table: RATE,
    span: 12,
    required: true,
    unique: true,
    regList: [{ pattern: '/^[A-Z0-9]{2,12}$/', message: '费率代码为2至12位大写字母或数字' }],
    props: { maxlength: 12 },
  }),
  feeItem: widget('select', { formId: 102, vModel: 'feeItem', label: '费目', table: RATE, span: 12, required: true, ...staticOptions(FEE_ITEMS) }),
  sizeType: widget('select', {
    formId: 103,
    vModel: 'sizeType',
    label: '箱型',
    table: RATE,
    span: 12,
    tipLabel: '按吨或车次计费的费目不分箱型',
    config: sizeTypeConfig,
  }),
  chargeUnit: widget('select', { formId: 104, vModel: 'chargeUnit', label: '计费单位', table: RATE, span: 12, required: true, ...staticOptions(CHARGE_UNITS) }),
  unitPrice: widget('numInput', {
    formId: 105,
    vModel: 'unitPrice',
    label: '单价',
    table: RATE,
    span: 12,
    required: true,
    props: { min: 0, max: 99999999, precision: 2, thousands: true },
  }),
  currency: widget('select', {
    formId: 106,
    vModel: 'currency',
    label: '币种',
    table: RATE,
    span: 12,
    required: true,
    defaultValue: 'CNY',
    ...staticOptions(CURRENCIES),
  }),
  effectiveDate: widget('date', { formId: 107, vModel: 'effectiveDate', label: '生效日期', table: RATE, span: 12, required: true }),
  expiryDate: widget('date', { formId: 108, vModel: 'expiryDate', label: '失效日期', table: RATE, span: 12 }),
  remarks: widget('textarea', { formId: 109, vModel: 'remarks', label: '备注', table: RATE, props: { maxlength: 500 } }),
};
const rateForm = Object.values(rateFields);

// ── 车队管理 truck fleets ──────────────────────────────────────────────────────────────
const FLEET = 'port_truck_fleet';
const FLEET_VEHICLE = 'port_truck_fleet_vehicle';
const fleetFields = {
  fleetName: widget('comInput', {
    formId: 101,
    vModel: 'fleetName',
    label: '车队名称',
    table: FLEET,
    span: 12,
    required: true,
    unique: true,
    props: { maxlength: 50 },
  }),
  managerName: widget('comInput', { formId: 102, vModel: 'managerName', label: '负责人', table: FLEET, span: 12, required: true, props: { maxlength: 20 } }),
  contactPhone: widget('comInput', {
    formId: 103,
    vModel: 'contactPhone',
    label: '联系电话',
    table: FLEET,
    span: 12,
    required: true,
    regList: [MOBILE_RULE],
    props: { maxlength: 11 },
  }),
};
const fleetVehicles = childTable(
  104,
  '车辆',
  FLEET,
  FLEET_VEHICLE,
  [
    childColumn(
      'comInput',
      'tableField104',
      { formId: 105, vModel: 'plateNo', label: '车牌号', table: FLEET_VEHICLE, required: true, regList: [VEHICLE_PLATE_RULE], props: { maxlength: 8 } },
      150,
    ),
    childColumn(
      'select',
      'tableField104',
      { formId: 106, vModel: 'vehicleType', label: '车型', table: FLEET_VEHICLE, required: true, ...staticOptions(VEHICLE_TYPES) },
      150,
    ),
    childColumn(
      'numInput',
      'tableField104',
      { formId: 107, vModel: 'loadTons', label: '载重', table: FLEET_VEHICLE, required: true, props: { min: 0, max: 100, precision: 1, addonAfter: '吨' } },
      130,
    ),
  ],
  { actionText: '添加车辆', 'show-summary': true, summaryField: ['loadTons'] },
);
const fleetRemarks = widget('textarea', { formId: 108, vModel: 'remarks', label: '备注', table: FLEET, props: { maxlength: 500 } });
const fleetForm = [...Object.values(fleetFields), fleetVehicles, fleetRemarks];

// ── 堆存查询 containers in stock ───────────────────────────────────────────────────────
const STOCK = 'port_yard_stock';
const stockFields = {
  containerNo: widget('comInput', {
    formId: 101,
    vModel: 'containerNo',
    label: '箱号',
    table: STOCK,
    span: 12,
    required: true,
    unique: true,
    regList: [CONTAINER_NO_RULE],
    props: { maxlength: 11 },
  }),
  sizeType: widget('select', { formId: 102, vModel: 'sizeType', label: '箱型', table: STOCK, span: 12, required: true, config: sizeTypeConfig }),
  yardArea: widget('select', { formId: 103, vModel: 'yardArea', label: '场区', table: STOCK, span: 12, required: true, ...staticOptions(YARD_AREAS) }),
  bayNo: widget('comInput', {
    formId: 104,
    vModel: 'bayNo',
    label: '贝位',
    table: STOCK,
    span: 12,
    required: true,
    regList: [{ pattern: '/^\\d{2}-\\d{2}-\\d$/', message: '贝位应写作“贝-排-层”，如12-03-2' }],
    props: { maxlength: 8 },
  }),
  gateInTime: widget('date', { formId: 105, vModel: 'gateInTime', label: '进场时间', table: STOCK, span: 12, required: true, props: datetime }),
  storageDays: widget('numInput', {
    formId: 106,
    vModel: 'storageDays',
    label: '堆存天数',
    table: STOCK,
    span: 12,
    required: true,
    props: { min: 0, max: 3650, precision: 0, addonAfter: '天' },
  }),
};
const stockForm = Object.values(stockFields);

// ── 理货单 tally sheet ─────────────────────────────────────────────────────────────────
const TALLY = 'port_tally_sheet';
const TALLY_ITEM = 'port_tally_sheet_item';
const tallyFields = {
  tallyNo: widget('billRule', {
    formId: 101,
    vModel: 'tallyNo',
    label: '理货单号',
    table: TALLY,
    span: 12,
    config: { rule: 'tallySheet', ruleName: '理货单号' },
  }),
  vesselVoyage: widget('comInput', {
    formId: 102,
    vModel: 'vesselVoyage',
    label: '船名航次',
    table: TALLY,
    span: 12,
    required: true,
    regList: [VESSEL_VOYAGE_RULE],
    props: { maxlength: 53 },
  }),
  tallyClerkId: widget('userSelect', { formId: 103, vModel: 'tallyClerkId', label: '理货员', table: TALLY, span: 12, required: true }),
  tallyDate: widget('date', { formId: 104, vModel: 'tallyDate', label: '理货日期', table: TALLY, span: 12, required: true }),
};
const tallyItems = childTable(
  105,
  '理货明细',
  TALLY,
  TALLY_ITEM,
  [
    childColumn(
      'comInput',
      'tableField105',
      { formId: 106, vModel: 'containerNo', label: '箱号', table: TALLY_ITEM, required: true, regList: [CONTAINER_NO_RULE], props: { maxlength: 11 } },
      180,
    ),
    childColumn(
      'numInput',
      'tableField105',
      { formId: 107, vModel: 'pieces', label: '件数', table: TALLY_ITEM, required: true, props: { min: 0, max: 999999, precision: 0 } },
      120,
    ),
    childColumn(
      'numInput',
      'tableField105',
      { formId: 108, vModel: 'weight', label: '重量', table: TALLY_ITEM, required: true, props: { min: 0, max: 99999, precision: 3, addonAfter: '吨' } },
      140,
    ),
  ],
  { actionText: '添加箱子', 'show-summary': true, summaryField: ['pieces', 'weight'] },
);
const tallyTotalPieces = widget('calculate', {
  formId: 109,
  vModel: 'totalPieces',
  label: '合计件数',
  table: TALLY,
  span: 12,
  config: { isStorage: 2 },
  props: { expression: [{ __vModel__: 'tableField105.pieces', label: '理货明细.件数' }], precision: 0 },
});
const tallyTotalWeight = widget('calculate', {
  formId: 110,
  vModel: 'totalWeight',
  label: '合计重量(吨)',
  table: TALLY,
  span: 12,
  config: { isStorage: 2 },
  props: { expression: [{ __vModel__: 'tableField105.weight', label: '理货明细.重量' }], precision: 3, thousands: true },
});
const tallyRemarks = widget('textarea', { formId: 111, vModel: 'remarks', label: '备注', table: TALLY, props: { maxlength: 500 } });
const tallyForm = [...Object.values(tallyFields), tallyItems, tallyTotalPieces, tallyTotalWeight, tallyRemarks];

export const demoPortModuleDesigns: Record<string, unknown>[] = [
  designRow({
    id: 'vd-container-auth',
    fullName: '箱授权',
    enCode: 'containerAuthorization',
    sortCode: 7,
    category: 'wd-container',
    description: '船公司或代理按提单授权指定单位在有效期内提取重箱，码头凭授权放箱',
    tables: [mainTable(AUTH, '箱授权')],
    formData: formData({}, authForm),
    columnData: columnData({
      fields: authForm,
      columns: [
        column(authFields.blNo, { width: 160, sortable: true }),
        column(authFields.containerNo, { width: 140 }),
        column(authFields.sizeType, { width: 100, align: 'center' }),
        column(authFields.authorizedOrg, { width: 200 }),
        column(authFields.validPeriod, { width: 220, align: 'center' }),
        column(authFields.status, { width: 90, align: 'center' }),
      ],
      search: [search(authFields.blNo, 2), search(authFields.containerNo, 2), search(authFields.sizeType, 1), search(authFields.status, 1)],
      buttons: ['add', 'download', 'batchRemove'],
      defaultSidx: 'blNo',
    }),
  }),
  designRow({
    id: 'vd-empty-container',
    fullName: '空箱管理',
    enCode: 'emptyContainer',
    sortCode: 8,
    category: 'wd-container',
    description: '在场空箱的箱主、箱型、堆场位置与箱况，供调运与修洗安排',
    tables: [mainTable(EMPTY, '空箱')],
    formData: formData({}, emptyForm),
    columnData: columnData({
      fields: emptyForm,
      columns: [
        column(emptyFields.containerNo, { width: 140, sortable: true, fixed: 'left' }),
        column(emptyFields.sizeType, { width: 90, align: 'center' }),
        column(emptyFields.owner, { width: 120 }),
        column(emptyFields.yardLocation, { width: 130 }),
        column(emptyFields.gateInTime, { width: 160, align: 'center', sortable: true }),
        column(emptyFields.condition, { width: 100, align: 'center' }),
        column(emptyFields.remarks, { width: 200 }),
      ],
      search: [
        search(emptyFields.containerNo, 2),
        search(emptyFields.sizeType, 1),
        search(emptyFields.owner, 1),
        search(emptyFields.condition, 1),
        search(emptyFields.gateInTime, 3),
      ],
      buttons: ['add', 'download', 'batchRemove'],
      defaultSidx: 'gateInTime',
    }),
  }),
  designRow({
    id: 'vd-release-permit',
    fullName: '放行单',
    enCode: 'releasePermit',
    sortCode: 9,
    category: 'wd-customs',
    description: '海关放行后签发的放行单：提单、船名航次与所放行的箱子，单号印成条形码和二维码供闸口扫描',
    tables: [mainTable(RELEASE, '放行单'), childTableOf(RELEASE_ITEM, '放行单箱明细', RELEASE, 'permitId')],
    formData: formData({ generalWidth: '1000px' }, releaseForm),
    columnData: columnData({
      fields: releaseForm,
      columns: [
        column(releaseFields.releaseNo, { width: 160, sortable: true }),
        column(releaseFields.blNo, { width: 160 }),
        column(releaseFields.vesselVoyage, { width: 200 }),
        column(releaseFields.releaseDate, { width: 120, align: 'center', sortable: true }),
        column(releaseFields.customsReleased, { width: 100, align: 'center' }),
      ],
      search: [search(releaseFields.releaseNo, 2), search(releaseFields.blNo, 2), search(releaseFields.releaseDate, 3)],
      buttons: ['add', 'download', 'batchRemove'],
      defaultSidx: 'releaseDate',
    }),
  }),
  designRow({
    id: 'vd-standard-rate',
    fullName: '标准费率',
    enCode: 'standardRate',
    sortCode: 10,
    category: 'wd-contract',
    description: '港口作业的标准费率：费目、箱型、计费单位与单价，合同未约定时按此计费',
    tables: [mainTable(RATE, '标准费率')],
    formData: formData({}, rateForm),
    columnData: columnData({
      fields: rateForm,
      columns: [
        column(rateFields.rateCode, { width: 120, sortable: true }),
        column(rateFields.feeItem, { width: 140 }),
        column(rateFields.sizeType, { width: 90, align: 'center' }),
        column(rateFields.chargeUnit, { width: 100, align: 'center' }),
        column(rateFields.unitPrice, { width: 130, align: 'right', sortable: true }),
        column(rateFields.currency, { width: 90, align: 'center' }),
        column(rateFields.effectiveDate, { width: 120, align: 'center', sortable: true }),
        column(rateFields.expiryDate, { width: 120, align: 'center' }),
      ],
      search: [search(rateFields.feeItem, 1), search(rateFields.sizeType, 1), search(rateFields.currency, 1), search(rateFields.effectiveDate, 3)],
      buttons: ['add', 'download', 'batchRemove'],
      defaultSidx: 'rateCode',
      extra: { sort: 'asc', thousands: true, thousandsField: ['unitPrice'] },
    }),
  }),
  designRow({
    id: 'vd-truck-fleet',
    fullName: '车队管理',
    enCode: 'truckFleet',
    sortCode: 11,
    category: 'wd-truck',
    description: '进港集卡车队的负责人、联系电话与所属车辆',
    tables: [mainTable(FLEET, '车队'), childTableOf(FLEET_VEHICLE, '车队车辆', FLEET, 'fleetId')],
    formData: formData({ generalWidth: '900px' }, fleetForm),
    columnData: columnData({
      fields: fleetForm,
      columns: [
        column(fleetFields.fleetName, { width: 180, sortable: true }),
        column(fleetFields.managerName, { width: 120 }),
        column(fleetFields.contactPhone, { width: 140 }),
        column(fleetRemarks, { width: 240 }),
      ],
      search: [search(fleetFields.fleetName, 2), search(fleetFields.managerName, 2)],
      buttons: ['add', 'download'],
      defaultSidx: 'fleetName',
    }),
  }),
  designRow({
    id: 'vd-yard-stock',
    fullName: '堆存查询',
    enCode: 'yardStock',
    sortCode: 12,
    category: 'wd-yard',
    description: '在场箱的场区、贝位、进场时间与堆存天数，按箱号、场区或进场时间查询',
    tables: [mainTable(STOCK, '在场箱')],
    formData: formData({}, stockForm),
    columnData: columnData({
      fields: stockForm,
      columns: [
        column(stockFields.containerNo, { width: 140, sortable: true }),
        column(stockFields.sizeType, { width: 90, align: 'center' }),
        column(stockFields.yardArea, { width: 120 }),
        column(stockFields.bayNo, { width: 100, align: 'center' }),
        column(stockFields.storageDays, { width: 100, align: 'right', sortable: true }),
        column(stockFields.gateInTime, { width: 160, align: 'center', sortable: true }),
      ],
      search: [
        search(stockFields.containerNo, 2),
        search(stockFields.yardArea, 1),
        search(stockFields.sizeType, 1),
        search(stockFields.gateInTime, 3),
        search(stockFields.storageDays, 3),
      ],
      // a query page: the yard system keeps the stock, users look it up and export it
      buttons: ['download'],
      rowButtons: ['detail'],
      defaultSidx: 'gateInTime',
    }),
  }),
  designRow({
    id: 'vd-tally-sheet',
    fullName: '理货单',
    enCode: 'tallySheet',
    sortCode: 13,
    category: 'wd-tally',
    description: '船舶装卸理货：理货员按箱记录件数与重量，合计件数与重量由系统计算',
    tables: [mainTable(TALLY, '理货单'), childTableOf(TALLY_ITEM, '理货单明细', TALLY, 'tallyId')],
    formData: formData({ generalWidth: '1000px' }, tallyForm),
    columnData: columnData({
      fields: tallyForm,
      columns: [
        column(tallyFields.tallyNo, { width: 150, sortable: true }),
        column(tallyFields.vesselVoyage, { width: 200 }),
        column(tallyFields.tallyClerkId, { width: 120 }),
        column(tallyFields.tallyDate, { width: 120, align: 'center', sortable: true }),
        column(tallyTotalPieces, { width: 110, align: 'right' }),
        column(tallyTotalWeight, { width: 130, align: 'right' }),
      ],
      search: [search(tallyFields.tallyNo, 2), search(tallyFields.vesselVoyage, 2), search(tallyFields.tallyDate, 3)],
      buttons: ['add', 'download', 'batchRemove'],
      defaultSidx: 'tallyDate',
      extra: { showSummary: true, summaryField: ['totalPieces', 'totalWeight'], thousands: true, thousandsField: ['totalWeight'] },
    }),
  }),
];
