/**
 * The port's business modules as released online designs (issue 14 point 5): rows of
 * base_visual_dev with the contract's §7.1 columns, formData and columnData built as JNPF 3.4.7
 * saves them (contract §7.2, §7.3) and stored as JSON strings. Their menus (demo-data.ts) are
 * type 3 with `propertyJson.moduleId` naming the design; their demo records are in
 * demo-design-rows.ts. The six built here come first; the other seven (箱授权 … 理货单) are in
 * demo-port-module-designs.ts. Pure data (no Node APIs), like demo-data.ts.
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
} from './jnpf-design-builders.ts';
import { CONTAINER_NO_RULE, MOBILE_RULE, VOYAGE_RULE } from './port-field-rules.ts';
import { demoPortModuleDesigns } from './demo-port-module-designs.ts';

/** The function-design categories (dictionary webDesign, demo-data.ts), one per business area. */
export const WEB_DESIGN_DICTIONARY_ID = 'dict-web-design';
/** The contract types (dictionary contractType, demo-data.ts): the contract's select and its list's left tree. */
export const CONTRACT_TYPE_DICTIONARY_ID = 'dict-contract-type';

const CONTAINER_SIZES: [string, string][] = [
  ['20GP', '20GP'],
  ['40GP', '40GP'],
  ['40HQ', '40HQ'],
  ['45HQ', '45HQ'],
];
const CONTAINER_TYPES: [string, string][] = [
  ['GP', '干货'],
  ['RF', '冷藏'],
  ['OT', '开顶'],
  ['FR', '框架'],
];
export const RESERVATION_STATUSES: [string, string][] = [
  ['pending', '待审核'],
  ['confirmed', '已确认'],
  ['completed', '已完成'],
  ['cancelled', '已取消'],
];
export const BERTHS: [string, string][] = [1, 2, 3, 4, 5, 6].map((n) => [`B${n}`, `${n}#泊位`]);

// ── 提箱申请 container pickup application ──────────────────────────────────────────────
const APPLY = 'port_container_apply';
const APPLY_ITEM = 'port_container_apply_item';
const applyFields = {
  applyNo: widget('billRule', {
    formId: 101,
    vModel: 'applyNo',
    label: '申请单号',
    table: APPLY,
    span: 12,
    config: { rule: 'containerApply', ruleName: '提箱申请单号' },
  }),
  applicantId: widget('userSelect', { formId: 102, vModel: 'applicantId', label: '申请人', table: APPLY, span: 12, required: true }),
  departmentId: widget('depSelect', { formId: 103, vModel: 'departmentId', label: '申请部门', table: APPLY, span: 12, required: true }),
  pickupDate: widget('date', { formId: 104, vModel: 'pickupDate', label: '提箱日期', table: APPLY, span: 12, required: true }),
  vesselName: widget('comInput', { formId: 105, vModel: 'vesselName', label: '船名', table: APPLY, span: 12, required: true, props: { maxlength: 50 } }),
  voyageNo: widget('comInput', {
    formId: 106,
    vModel: 'voyageNo',
    label: '航次',
    table: APPLY,
    span: 12,
    required: true,
    regList: [VOYAGE_RULE],
    props: { maxlength: 12 },
  }),
};
const containerItems = childTable(
  107,
  '箱明细',
  APPLY,
  APPLY_ITEM,
  [
    childColumn(
      'comInput',
      'tableField107',
      { formId: 108, vModel: 'containerNo', label: '箱号', table: APPLY_ITEM, required: true, regList: [CONTAINER_NO_RULE], props: { maxlength: 11 } },
      180,
    ),
    childColumn(
      'select',
      'tableField107',
      { formId: 109, vModel: 'containerSize', label: '尺寸', table: APPLY_ITEM, required: true, ...staticOptions(CONTAINER_SIZES) },
      120,
    ),
    childColumn(
      'select',
      'tableField107',
      { formId: 110, vModel: 'containerType', label: '箱型', table: APPLY_ITEM, required: true, ...staticOptions(CONTAINER_TYPES) },
      120,
    ),
    childColumn(
      'numInput',
      'tableField107',
      { formId: 111, vModel: 'quantity', label: '数量', table: APPLY_ITEM, required: true, defaultValue: 1, props: { min: 1, max: 999, precision: 0 } },
      110,
    ),
  ],
  { actionText: '添加箱子', 'show-summary': true, summaryField: ['quantity'] },
);
const applyAttachments = widget('uploadFz', {
  formId: 112,
  vModel: 'attachments',
  label: '附件',
  table: APPLY,
  tipLabel: '提单、放行单等扫描件',
  props: { limit: 5, fileSize: 20 },
});
const applyRemarks = widget('textarea', { formId: 113, vModel: 'remarks', label: '备注', table: APPLY, props: { maxlength: 500 } });
// Bound to the audit columns, as a JNPF design on a real table binds them (F_CreatorUserId, F_CreatorTime): the server fills them.
const applyCreatedBy = widget('createUser', { formId: 114, vModel: 'creatorUserId', label: '创建人', table: APPLY, span: 12 });
const applyCreatedAt = widget('createTime', { formId: 115, vModel: 'creatorTime', label: '创建时间', table: APPLY, span: 12 });
const applyForm = [...Object.values(applyFields), containerItems, applyAttachments, applyRemarks, applyCreatedBy, applyCreatedAt];

// ── 车辆预约 truck reservation ─────────────────────────────────────────────────────────
const RESERVE = 'port_truck_reservation';
const reserveFields = {
  reservationNo: widget('billRule', {
    formId: 101,
    vModel: 'reservationNo',
    label: '预约单号',
    table: RESERVE,
    span: 12,
    config: { rule: 'truckReservation', ruleName: '车辆预约单号' },
  }),
  businessType: widget('radio', {
    formId: 102,
    vModel: 'businessType',
    label: '业务类型',
    table: RESERVE,
    span: 12,
    required: true,
    defaultValue: 'pickup',
    ...staticOptions([
      ['pickup', '提箱'],
      ['delivery', '送箱'],
    ]),
  }),
  reservationDate: widget('date', { formId: 103, vModel: 'reservationDate', label: '预约日期', table: RESERVE, span: 12, required: true }),
  timeWindow: widget('timeRange', {
    formId: 104,
    vModel: 'timeWindow',
    label: '预约时段',
    table: RESERVE,
    span: 12,
    required: true,
    props: { format: 'HH:mm', startTime: '06:00', endTime: '22:00' },
  }),
  vehicleId: widget('popupSelect', {
    formId: 105,
    vModel: 'vehicleId',
    label: '车辆',
    table: RESERVE,
    span: 12,
    required: true,
    props: {
      interfaceId: 'di-demo-vehicles',
      interfaceName: '车辆列表',
      propsValue: 'id',
      relationField: 'plateNo',
      popupTitle: '选择车辆',
      columnOptions: [
        { value: 'plateNo', label: '车牌号' },
        { value: 'vehicleType', label: '车型' },
        { value: 'driver', label: '司机' },
        { value: 'fleet', label: '所属车队' },
      ],
    },
  }),
  driverPhone: widget('comInput', {
    formId: 106,
    vModel: 'driverPhone',
    label: '司机电话',
    table: RESERVE,
    span: 12,
    required: true,
    regList: [MOBILE_RULE],
    props: { maxlength: 11 },
  }),
  containerNo: widget('comInput', {
    formId: 107,
    vModel: 'containerNo',
    label: '箱号',
    table: RESERVE,
    span: 12,
    regList: [CONTAINER_NO_RULE],
    props: { maxlength: 11 },
  }),
  status: widget('select', {
    formId: 108,
    vModel: 'status',
    label: '状态',
    table: RESERVE,
    span: 12,
    required: true,
    defaultValue: 'pending',
    ...staticOptions(RESERVATION_STATUSES),
  }),
  remarks: widget('textarea', { formId: 109, vModel: 'remarks', label: '备注', table: RESERVE, props: { maxlength: 500 } }),
};
const reserveForm = Object.values(reserveFields);

// ── 港口合同 port contract ─────────────────────────────────────────────────────────────
const CONTRACT = 'port_contract';
const contractFields = {
  contractNo: widget('comInput', {
    formId: 101,
    vModel: 'contractNo',
    label: '合同编号',
    table: CONTRACT,
    span: 12,
    required: true,
    unique: true,
    regList: [{ pattern: '/^[A-Z0-9-]{4,30}$/', message: '合同编号为4至30位大写字母、数字或短横线' }],
    props: { maxlength: 30 },
  }),
  customerName: widget('comInput', {
    formId: 102,
    vModel: 'customerName',
    label: '客户名称',
    table: CONTRACT,
    span: 12,
    required: true,
    props: { maxlength: 100 },
  }),
  contractType: widget('select', {
    formId: 103,
    vModel: 'contractType',
    label: '合同类型',
    table: CONTRACT,
    span: 12,
    required: true,
    config: { dataType: 'dictionary', dictionaryType: CONTRACT_TYPE_DICTIONARY_ID, propsUrl: '', props: { label: 'fullName', value: 'id' } },
  }),
  signDepartmentId: widget('depSelect', { formId: 104, vModel: 'signDepartmentId', label: '签约部门', table: CONTRACT, span: 12 }),
  startDate: widget('date', { formId: 105, vModel: 'startDate', label: '生效日期', table: CONTRACT, span: 12, required: true }),
  endDate: widget('date', { formId: 106, vModel: 'endDate', label: '到期日期', table: CONTRACT, span: 12, required: true }),
  amount: widget('numInput', {
    formId: 107,
    vModel: 'amount',
    label: '合同金额',
    table: CONTRACT,
    span: 12,
    required: true,
    props: { min: 0, precision: 2, thousands: true, isAmountChinese: true, addonAfter: '元' },
  }),
  autoRenew: widget('switch', { formId: 108, vModel: 'autoRenew', label: '自动续签', table: CONTRACT, span: 12, defaultValue: 0 }),
  remarks: widget('textarea', { formId: 109, vModel: 'remarks', label: '备注', table: CONTRACT, props: { maxlength: 500 } }),
};
const contractForm = Object.values(contractFields);

// ── 费用结算 fee settlement ────────────────────────────────────────────────────────────
const FEE = 'port_fee_settlement';
const FEE_LINE = 'port_fee_settlement_line';
const feeFields = {
  settlementNo: widget('billRule', {
    formId: 101,
    vModel: 'settlementNo',
    label: '结算单号',
    table: FEE,
    span: 12,
    config: { rule: 'feeSettlement', ruleName: '费用结算单号' },
  }),
  settleDate: widget('date', { formId: 102, vModel: 'settleDate', label: '结算日期', table: FEE, span: 12, required: true }),
  customerName: widget('comInput', { formId: 103, vModel: 'customerName', label: '客户名称', table: FEE, span: 12, required: true, props: { maxlength: 100 } }),
  contractId: widget('relationForm', {
    formId: 104,
    vModel: 'contractId',
    label: '关联合同',
    table: FEE,
    span: 12,
    props: {
      modelId: 'vd-port-contract',
      relationField: 'contractNo',
      columnOptions: [
        { value: 'contractNo', label: '合同编号' },
        { value: 'customerName', label: '客户名称' },
        { value: 'contractType', label: '合同类型' },
        { value: 'endDate', label: '到期日期' },
      ],
    },
  }),
  handlerId: widget('userSelect', { formId: 105, vModel: 'handlerId', label: '经办人', table: FEE, span: 12 }),
};
const feeLines = childTable(
  106,
  '费用明细',
  FEE,
  FEE_LINE,
  [
    childColumn(
      'comInput',
      'tableField106',
      { formId: 107, vModel: 'feeName', label: '费用名称', table: FEE_LINE, required: true, props: { maxlength: 50 } },
      180,
    ),
    childColumn(
      'numInput',
      'tableField106',
      { formId: 108, vModel: 'quantity', label: '数量', table: FEE_LINE, required: true, props: { min: 0, max: 999999, precision: 2 } },
      120,
    ),
    childColumn(
      'numInput',
      'tableField106',
      { formId: 109, vModel: 'unitPrice', label: '单价', table: FEE_LINE, required: true, props: { min: 0, max: 99999999, precision: 2, thousands: true } },
      140,
    ),
    childColumn(
      'calculate',
      'tableField106',
      {
        formId: 110,
        vModel: 'amount',
        label: '金额',
        table: FEE_LINE,
        config: { isStorage: 2 },
        props: {
          expression: [
            { __vModel__: 'tableField106.quantity', label: '费用明细.数量' },
            '×',
            { __vModel__: 'tableField106.unitPrice', label: '费用明细.单价' },
          ],
          precision: 2,
          thousands: true,
        },
      },
      140,
    ),
  ],
  { actionText: '添加费用', 'show-summary': true, summaryField: ['amount'] },
);
const feeTotal = widget('calculate', {
  formId: 111,
  vModel: 'totalAmount',
  label: '合计',
  table: FEE,
  config: { isStorage: 2 },
  props: { expression: [{ __vModel__: 'tableField106.amount', label: '费用明细.金额' }], precision: 2, thousands: true, isAmountChinese: true },
});
const feeRemarks = widget('textarea', { formId: 112, vModel: 'remarks', label: '备注', table: FEE, props: { maxlength: 500 } });
const feeForm = [...Object.values(feeFields), feeLines, feeTotal, feeRemarks];

// ── 舱单 manifest ─────────────────────────────────────────────────────────────────────
const MANIFEST = 'port_manifest';
const manifestFields = {
  vesselName: widget('comInput', { formId: 101, vModel: 'vesselName', label: '船名', table: MANIFEST, span: 12, required: true, props: { maxlength: 50 } }),
  voyageNo: widget('comInput', {
    formId: 102,
    vModel: 'voyageNo',
    label: '航次',
    table: MANIFEST,
    span: 12,
    required: true,
    regList: [VOYAGE_RULE],
    props: { maxlength: 12 },
  }),
  ioType: widget('radio', {
    formId: 103,
    vModel: 'ioType',
    label: '进出口',
    table: MANIFEST,
    span: 12,
    required: true,
    defaultValue: 'I',
    ...staticOptions([
      ['I', '进口'],
      ['E', '出口'],
    ]),
  }),
  blNo: widget('comInput', {
    formId: 104,
    vModel: 'blNo',
    label: '提单号',
    table: MANIFEST,
    span: 12,
    required: true,
    unique: true,
    regList: [{ pattern: '/^[A-Z0-9]{6,20}$/', message: '提单号为6至20位大写字母或数字' }],
    props: { maxlength: 20 },
  }),
  shipper: widget('comInput', { formId: 105, vModel: 'shipper', label: '发货人', table: MANIFEST, span: 12, required: true, props: { maxlength: 100 } }),
  consignee: widget('comInput', { formId: 106, vModel: 'consignee', label: '收货人', table: MANIFEST, span: 12, required: true, props: { maxlength: 100 } }),
  cargoName: widget('comInput', { formId: 107, vModel: 'cargoName', label: '货物名称', table: MANIFEST, span: 24, required: true, props: { maxlength: 200 } }),
  packages: widget('numInput', {
    formId: 108,
    vModel: 'packages',
    label: '件数',
    table: MANIFEST,
    span: 12,
    required: true,
    props: { min: 0, max: 9999999, precision: 0 },
  }),
  grossWeight: widget('numInput', {
    formId: 109,
    vModel: 'grossWeight',
    label: '毛重',
    table: MANIFEST,
    span: 12,
    required: true,
    props: { min: 0, precision: 3, thousands: true, addonAfter: '千克' },
  }),
};
const manifestForm = Object.values(manifestFields);

// ── 综合船舶 vessel calls ──────────────────────────────────────────────────────────────
const VESSEL = 'port_vessel_call';
const datetime = { type: 'datetime', format: 'yyyy-MM-dd HH:mm' };
const vesselFields = {
  vesselName: widget('comInput', { formId: 101, vModel: 'vesselName', label: '船名', table: VESSEL, span: 12, required: true, props: { maxlength: 50 } }),
  voyageNo: widget('comInput', {
    formId: 102,
    vModel: 'voyageNo',
    label: '航次',
    table: VESSEL,
    span: 12,
    required: true,
    regList: [VOYAGE_RULE],
    props: { maxlength: 12 },
  }),
  imoNo: widget('comInput', {
    formId: 103,
    vModel: 'imoNo',
    label: 'IMO编号',
    table: VESSEL,
    span: 12,
    regList: [{ pattern: '/^\\d{7}$/', message: 'IMO编号为7位数字' }],
    props: { maxlength: 7 },
  }),
  berth: widget('select', { formId: 104, vModel: 'berth', label: '泊位', table: VESSEL, span: 12, required: true, ...staticOptions(BERTHS) }),
  eta: widget('date', { formId: 105, vModel: 'eta', label: '预计抵港(ETA)', table: VESSEL, span: 12, required: true, props: datetime }),
  etd: widget('date', { formId: 106, vModel: 'etd', label: '预计离港(ETD)', table: VESSEL, span: 12, required: true, props: datetime }),
  status: widget('select', {
    formId: 107,
    vModel: 'status',
    label: '状态',
    table: VESSEL,
    span: 12,
    required: true,
    defaultValue: 'forecast',
    ...staticOptions([
      ['forecast', '预报'],
      ['berthed', '在泊作业'],
      ['departed', '已离泊'],
    ]),
  }),
  teu: widget('numInput', {
    formId: 108,
    vModel: 'teu',
    label: '计划装卸量',
    table: VESSEL,
    span: 12,
    props: { min: 0, max: 30000, precision: 0, addonAfter: 'TEU' },
  }),
};
const vesselForm = Object.values(vesselFields);

export const demoOnlineDesigns: Record<string, unknown>[] = [
  designRow({
    id: 'vd-container-apply',
    fullName: '提箱申请',
    enCode: 'containerApply',
    sortCode: 1,
    category: 'wd-container',
    description: '货主或代理在线申请提取重箱，列明船名航次与所提箱子，审核后安排提箱',
    tables: [mainTable(APPLY, '提箱申请'), childTableOf(APPLY_ITEM, '提箱申请箱明细', APPLY, 'applyId')],
    formData: formData({ generalWidth: '1000px' }, applyForm),
    columnData: columnData({
      fields: applyForm,
      columns: [
        column(applyFields.applyNo, { width: 160, sortable: true }),
        column(applyFields.applicantId, { width: 150 }),
        column(applyFields.departmentId, { width: 140 }),
        column(applyFields.vesselName, { width: 160 }),
        column(applyFields.voyageNo, { width: 110 }),
        column(applyFields.pickupDate, { width: 120, align: 'center', sortable: true }),
        column(applyCreatedAt, { width: 170, align: 'center', sortable: true }),
      ],
      search: [search(applyFields.applyNo, 2), search(applyFields.vesselName, 2), search(applyFields.pickupDate, 3)],
      buttons: ['add', 'download', 'batchRemove'],
      defaultSidx: 'pickupDate',
    }),
  }),
  designRow({
    id: 'vd-truck-reservation',
    fullName: '车辆预约',
    enCode: 'truckReservation',
    sortCode: 2,
    category: 'wd-truck',
    description: '集卡进港预约：预约日期与时段、车辆、司机电话与箱号，码头确认后按时段进港',
    tables: [mainTable(RESERVE, '车辆预约')],
    formData: formData({}, reserveForm),
    columnData: columnData({
      fields: reserveForm,
      columns: [
        column(reserveFields.reservationNo, { width: 150, sortable: true }),
        column(reserveFields.businessType, { width: 90, align: 'center' }),
        column(reserveFields.reservationDate, { width: 120, align: 'center', sortable: true }),
        column(reserveFields.timeWindow, { width: 140, align: 'center' }),
        column(reserveFields.vehicleId, { width: 120 }),
        column(reserveFields.driverPhone, { width: 130 }),
        column(reserveFields.containerNo, { width: 140 }),
        column(reserveFields.status, { width: 90, align: 'center' }),
      ],
      search: [
        search(reserveFields.reservationNo, 2),
        search(reserveFields.reservationDate, 3),
        search(reserveFields.status, 1),
        search(reserveFields.containerNo, 2),
      ],
      buttons: ['add', 'download', 'batchRemove'],
      defaultSidx: 'reservationDate',
    }),
  }),
  designRow({
    id: 'vd-port-contract',
    fullName: '港口合同',
    enCode: 'portContract',
    sortCode: 3,
    category: 'wd-contract',
    description: '与客户签订的港口作业合同，左侧按合同类型筛选',
    tables: [mainTable(CONTRACT, '港口合同')],
    formData: formData({}, contractForm),
    columnData: columnData({
      type: 2,
      fields: contractForm,
      columns: [
        column(contractFields.contractNo, { width: 160, sortable: true, fixed: 'left' }),
        column(contractFields.customerName, { width: 200 }),
        column(contractFields.contractType, { width: 130 }),
        column(contractFields.startDate, { width: 120, align: 'center', sortable: true }),
        column(contractFields.endDate, { width: 120, align: 'center', sortable: true }),
        column(contractFields.amount, { width: 150, align: 'right', sortable: true }),
        column(contractFields.autoRenew, { width: 90, align: 'center' }),
      ],
      search: [search(contractFields.contractNo, 2), search(contractFields.customerName, 2), search(contractFields.endDate, 3)],
      buttons: ['add', 'download'],
      defaultSidx: 'startDate',
      extra: {
        treeTitle: '合同类型',
        treeDataSource: 'dictionary',
        treeDictionary: CONTRACT_TYPE_DICTIONARY_ID,
        treeRelation: 'contractType',
        thousands: true,
        thousandsField: ['amount'],
      },
    }),
  }),
  designRow({
    id: 'vd-fee-settlement',
    fullName: '费用结算',
    enCode: 'feeSettlement',
    sortCode: 4,
    category: 'wd-settlement',
    description: '按合同向客户结算港口费用：费用明细的数量乘单价得金额，合计以大写金额显示',
    tables: [mainTable(FEE, '费用结算'), childTableOf(FEE_LINE, '费用结算明细', FEE, 'settlementId')],
    formData: formData({ popupType: 'fullScreen' }, feeForm),
    columnData: columnData({
      fields: feeForm,
      columns: [
        column(feeFields.settlementNo, { width: 160, sortable: true }),
        column(feeFields.customerName, { width: 200 }),
        column(feeFields.contractId, { width: 160 }),
        column(feeFields.settleDate, { width: 120, align: 'center', sortable: true }),
        column(feeFields.handlerId, { width: 150 }),
        column(feeTotal, { width: 150, align: 'right', sortable: true }),
      ],
      search: [search(feeFields.settlementNo, 2), search(feeFields.customerName, 2), search(feeFields.settleDate, 3)],
      buttons: ['add', 'download', 'batchRemove'],
      defaultSidx: 'settleDate',
      extra: { showSummary: true, summaryField: ['totalAmount'], thousands: true, thousandsField: ['totalAmount'] },
    }),
  }),
  designRow({
    id: 'vd-customs-manifest',
    fullName: '舱单',
    enCode: 'customsManifest',
    sortCode: 5,
    category: 'wd-customs',
    description: '船舶进出口舱单，按提单登记货物、件数与毛重，可从Excel导入',
    tables: [mainTable(MANIFEST, '舱单')],
    formData: formData({}, manifestForm),
    columnData: columnData({
      fields: manifestForm,
      columns: [
        column(manifestFields.vesselName, { width: 150 }),
        column(manifestFields.voyageNo, { width: 100 }),
        column(manifestFields.ioType, { width: 80, align: 'center' }),
        column(manifestFields.blNo, { width: 160, sortable: true }),
        column(manifestFields.shipper, { width: 180 }),
        column(manifestFields.consignee, { width: 180 }),
        column(manifestFields.cargoName, { width: 180 }),
        column(manifestFields.packages, { width: 90, align: 'right', sortable: true }),
        column(manifestFields.grossWeight, { width: 130, align: 'right', sortable: true }),
      ],
      search: [search(manifestFields.vesselName, 2), search(manifestFields.voyageNo, 1), search(manifestFields.blNo, 2), search(manifestFields.ioType, 1)],
      buttons: ['add', 'download', 'upload', 'batchRemove'],
      defaultSidx: 'blNo',
      extra: {
        thousands: true,
        thousandsField: ['grossWeight'],
        // The import wizard's template: the columns an Excel row fills; dataType '1' only adds rows.
        uploaderTemplateJson: { dataType: '1', selectKey: Object.values(manifestFields).map((field) => String(field.__vModel__)) },
      },
    }),
  }),
  designRow({
    id: 'vd-vessel-call',
    fullName: '综合船舶',
    enCode: 'vesselCall',
    sortCode: 6,
    category: 'wd-ship',
    description: '船舶靠泊计划与动态，按泊位分组查看',
    tables: [mainTable(VESSEL, '船舶靠泊')],
    formData: formData({}, vesselForm),
    columnData: columnData({
      type: 3,
      fields: vesselForm,
      columns: [
        column(vesselFields.vesselName, { width: 160 }),
        column(vesselFields.voyageNo, { width: 100 }),
        column(vesselFields.imoNo, { width: 100 }),
        column(vesselFields.berth, { width: 100, align: 'center' }),
        column(vesselFields.eta, { width: 160, align: 'center', sortable: true }),
        column(vesselFields.etd, { width: 160, align: 'center', sortable: true }),
        column(vesselFields.status, { width: 100, align: 'center' }),
        column(vesselFields.teu, { width: 120, align: 'right' }),
      ],
      search: [search(vesselFields.vesselName, 2), search(vesselFields.berth, 1), search(vesselFields.status, 1), search(vesselFields.eta, 3)],
      buttons: ['add', 'download'],
      defaultSidx: 'eta',
      extra: { groupField: 'berth' },
    }),
  }),
  // 箱授权, 空箱管理, 放行单, 标准费率, 车队管理, 堆存查询, 理货单
  ...demoPortModuleDesigns,
];
