/**
 * The demo data a fresh database is loaded with: four accounts, an organisation, roles,
 * two systems and a menu covering every module of spec §1 and every menu type 0–8.
 * Pure data (no Node APIs), so the offline demo engine (mocks/engine) loads the very same rows.
 */
export const DEMO_PASSWORD = 'Portside2026';

export interface DemoUser {
  id: string;
  account: string;
  realName: string;
  gender: number;
  isAdministrator: number;
  organizeId: string;
  roleIds: string[];
  positionIds: string[];
  groupIds: string[];
  mobilePhone: string;
  email: string;
}

export const demoOrganizes = [
  { id: 'org-group', parentId: '-1', type: 'company', fullName: '港口集团', enCode: 'PG' },
  { id: 'org-it', parentId: 'org-group', type: 'department', fullName: '信息中心', enCode: 'PG.IT' },
  { id: 'org-terminal', parentId: 'org-group', type: 'company', fullName: '集装箱码头公司', enCode: 'CT' },
  { id: 'org-ops', parentId: 'org-terminal', type: 'department', fullName: '操作部', enCode: 'CT.OPS' },
  { id: 'org-public', parentId: 'org-group', type: 'department', fullName: '公众服务', enCode: 'PG.PUB' },
];

export const demoPositions = [
  { id: 'pos-it-head', organizeId: 'org-it', fullName: '信息主管', enCode: 'itHead', type: 'ptype-manage' },
  { id: 'pos-terminal-manager', organizeId: 'org-terminal', fullName: '公司经理', enCode: 'terminalManager', type: 'ptype-manage' },
  { id: 'pos-operator', organizeId: 'org-ops', fullName: '操作员', enCode: 'operator', type: 'ptype-operate' },
];

/** Global roles (globalMark 1) have no organisations; organisation roles are bound to the terminal company, where their users work. */
export const demoRoles: { id: string; fullName: string; enCode: string; type: string; globalMark: number; organizeIdsTree: string[][] }[] = [
  { id: 'role-admin', fullName: '系统管理员', enCode: 'admin', type: 'rtype-system', globalMark: 1, organizeIdsTree: [] },
  {
    id: 'role-company-admin',
    fullName: '公司管理员',
    enCode: 'companyAdmin',
    type: 'rtype-system',
    globalMark: 0,
    organizeIdsTree: [['org-group', 'org-terminal']],
  },
  { id: 'role-staff', fullName: '普通用户', enCode: 'staff', type: 'rtype-business', globalMark: 0, organizeIdsTree: [['org-group', 'org-terminal']] },
  { id: 'role-tourist', fullName: '游客', enCode: 'tourist', type: 'rtype-business', globalMark: 1, organizeIdsTree: [] },
];

/** A few administrative areas (province → city → district) for the lazily loaded area tree. */
export const demoAreas = [
  { id: 'area-zj', parentId: '-1', fullName: '浙江省', enCode: '330000', type: '1' },
  { id: 'area-nb', parentId: 'area-zj', fullName: '宁波市', enCode: '330200', type: '2' },
  { id: 'area-bl', parentId: 'area-nb', fullName: '北仑区', enCode: '330206', type: '3' },
  { id: 'area-zs', parentId: 'area-zj', fullName: '舟山市', enCode: '330900', type: '2' },
  { id: 'area-sh', parentId: '-1', fullName: '上海市', enCode: '310000', type: '1' },
  { id: 'area-pd', parentId: 'area-sh', fullName: '浦东新区', enCode: '310115', type: '3' },
];

export const demoGroups = [{ id: 'grp-duty', fullName: '值班组', enCode: 'duty', type: 'gtype-work' }];

export const demoUsers: DemoUser[] = [
  {
    id: 'user-admin',
    account: 'admin',
    realName: '系统管理员',
    gender: 1,
    isAdministrator: 1,
    organizeId: 'org-it',
    roleIds: ['role-admin'],
    positionIds: ['pos-it-head'],
    groupIds: ['grp-duty'],
    mobilePhone: '13800000001',
    email: 'admin@portside.local',
  },
  {
    id: 'user-manager',
    account: 'manager',
    realName: '王经理',
    gender: 1,
    isAdministrator: 0,
    organizeId: 'org-terminal',
    roleIds: ['role-company-admin'],
    positionIds: ['pos-terminal-manager'],
    groupIds: ['grp-duty'],
    mobilePhone: '13800000002',
    email: 'manager@portside.local',
  },
  {
    id: 'user-staff',
    account: 'staff',
    realName: '李操作',
    gender: 2,
    isAdministrator: 0,
    organizeId: 'org-ops',
    roleIds: ['role-staff'],
    positionIds: ['pos-operator'],
    groupIds: [],
    mobilePhone: '13800000003',
    email: 'staff@portside.local',
  },
  {
    id: 'user-tourist',
    account: 'tourist',
    realName: '游客',
    gender: 0,
    isAdministrator: 0,
    organizeId: 'org-public',
    roleIds: ['role-tourist'],
    positionIds: [],
    groupIds: [],
    mobilePhone: '',
    email: '',
  },
  // A sub-account of manager, signed in as mobile@account (spec §5).
  {
    id: 'user-manager-sub',
    account: '13900000009@manager',
    realName: '王经理(子账号)',
    gender: 1,
    isAdministrator: 0,
    organizeId: 'org-terminal',
    roleIds: ['role-staff'],
    positionIds: [],
    groupIds: [],
    mobilePhone: '13900000009',
    email: '',
  },
];

export const demoSystems = [
  { id: 'sys-port', fullName: '港口供应链平台', enCode: 'portSupply', icon: 'icon-ym icon-ym-systemToggle', isMain: 1, sortCode: 1 },
  { id: 'sys-exchange', fullName: '数据交换平台', enCode: 'dataExchange', icon: 'icon-ym icon-ym-extend', isMain: 0, sortCode: 2 },
];

export interface DemoMenu {
  id: string;
  parentId: string;
  systemId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  propertyJson: string;
  sortCode: number;
}

let order = 0;
function menu(id: string, parentId: string, type: number, fullName: string, enCode: string, urlAddress = '', extra: Partial<DemoMenu> = {}): DemoMenu {
  order += 1;
  return {
    id,
    parentId,
    systemId: 'sys-port',
    type,
    fullName,
    enCode,
    icon: 'icon-ym icon-ym-generator-menu',
    urlAddress,
    linkTarget: '_self',
    propertyJson: '{}',
    sortCode: order,
    ...extra,
  };
}
const dir = (id: string, fullName: string, enCode: string, parentId = '-1') => menu(id, parentId, 1, fullName, enCode);
const page = (id: string, parentId: string, fullName: string, enCode: string, urlAddress: string) => menu(id, parentId, 2, fullName, enCode, urlAddress);
/**
 * A released online design (type 3, contract §3): `model/` and the enCode without its dots (container.apply → model/containerApply) as its address and
 * the design's id (demo-online-designs.ts) as propertyJson.moduleId.
 */
const onlineForm = (id: string, parentId: string, fullName: string, enCode: string, moduleId: string) =>
  menu(id, parentId, 3, fullName, enCode, `model/${enCode.replace(/\.(\w)/g, (_dot, letter: string) => letter.toUpperCase())}`, {
    propertyJson: JSON.stringify({ moduleId }),
  });

/**
 * One directory a module of spec §1, with real page keys from the §2.3 registry groups beneath.
 * The platform's own pages are addressed by the stock JNPF 3.4.7 client's view names
 * (permission/group, permission/userOnline, system/menu, which also manages the applications),
 * so that either browser app opens them.
 */
export const demoMenus: DemoMenu[] = [
  dir('m-container', '集装箱业务', 'container'),
  onlineForm('m-container-auth', 'm-container', '箱授权', 'container.authorization', 'vd-container-auth'),
  onlineForm('m-container-empty', 'm-container', '空箱管理', 'container.empty', 'vd-empty-container'),
  onlineForm('m-container-apply', 'm-container', '提箱申请(在线表单)', 'container.apply', 'vd-container-apply'),
  dir('m-customs', '报关业务', 'customs'),
  onlineForm('m-customs-release', 'm-customs', '放行单', 'customs.release', 'vd-release-permit'),
  onlineForm('m-customs-manifest', 'm-customs', '舱单', 'customs.manifest', 'vd-customs-manifest'),
  dir('m-contract', '合同管理', 'contract'),
  onlineForm('m-contract-port', 'm-contract', '港口合同', 'contract.port', 'vd-port-contract'),
  onlineForm('m-contract-rates', 'm-contract', '标准费率', 'contract.rates', 'vd-standard-rate'),
  dir('m-truck', '车队预约', 'truck'),
  onlineForm('m-truck-reserve', 'm-truck', '车辆预约', 'truck.reservation', 'vd-truck-reservation'),
  onlineForm('m-truck-fleet', 'm-truck', '车队管理', 'truck.fleet', 'vd-truck-fleet'),
  dir('m-yard', '堆场管理', 'yard'),
  onlineForm('m-yard-stock', 'm-yard', '堆存查询', 'yard.stock', 'vd-yard-stock'),
  menu('m-yard-report', 'm-yard', 5, '堆场日报(报表)', 'yard.dailyReport', 'dataReport/yardDaily', {
    propertyJson: JSON.stringify({ moduleId: 'rpt-yard-daily' }),
  }),
  dir('m-tally', '理货', 'tally'),
  onlineForm('m-tally-list', 'm-tally', '理货单', 'tally.list', 'vd-tally-sheet'),
  dir('m-settlement', '结算', 'settlement'),
  onlineForm('m-settlement-bill', 'm-settlement', '费用结算', 'settlement.bill', 'vd-fee-settlement'),
  // The settlement bill entity of schemas/fee-settlement.schema.json: the same business as a developer's schema.
  page('m-settlement-feebill', 'm-settlement', '结算单', 'settlement.feeBill', 'settlement/feeBill'),
  dir('m-ship', '船舶数据', 'ship'),
  onlineForm('m-ship-integrated', 'm-ship', '综合船舶', 'ship.integrated', 'vd-vessel-call'),
  menu('m-ship-screen', 'm-ship', 6, '船舶动态大屏', 'ship.screen', 'dataScreen/shipScreen', {
    propertyJson: JSON.stringify({ moduleId: 'scr-ship' }),
    linkTarget: '_blank',
  }),
  dir('m-workflow', '工作流程', 'workFlow'),
  page('m-workflow-todo', 'm-workflow', '待办事宜', 'workFlow.flowTodo', 'workFlow/flowTodo'),
  page('m-workflow-launch', 'm-workflow', '我发起的', 'workFlow.flowLaunch', 'workFlow/flowLaunch'),
  page('m-workflow-schedule', 'm-workflow', '日程安排', 'schedule', 'extend/schedule'),
  // a personal tool beside the schedule (JNPF 3.4's extend/email), not under 消息中心's administration
  page('m-workflow-email', 'm-workflow', '邮件', 'extend.email', 'extend/email'),
  dir('m-onlinedev', '在线开发', 'onlineDev'),
  page('m-onlinedev-web', 'm-onlinedev', '功能设计', 'onlineDev.webDesign', 'onlineDev/webDesign'),
  page('m-onlinedev-widgets', 'm-onlinedev', '控件示例', 'onlineDev.widgetGallery', 'onlineDev/widgetGallery'),
  menu('m-onlinedev-portal', 'm-onlinedev', 8, '港口门户', 'onlineDev.portal', 'portal/portHome', {
    propertyJson: JSON.stringify({ moduleId: 'portal-port-home' }),
  }),
  dir('m-system', '系统管理', 'system'),
  page('m-system-config', 'm-system', '系统配置', 'sysConfig', 'system/sysConfig'),
  page('m-system-notice', 'm-system', '系统公告', 'system.notice', 'system/notice'),
  page('m-system-billrule', 'm-system', '单据规则', 'system.billRule', 'system/billRule'),
  page('m-system-printdev', 'm-system', '打印模板', 'system.printDev', 'system/printDev'),
  page('m-system-area', 'm-system', '行政区划', 'system.area', 'system/area'),
  page('m-system-menu', 'm-system', '系统菜单', 'system.menu', 'system/menu'),
  page('m-system-log', 'm-system', '系统日志', 'system.sysLog', 'system/log'),
  page('m-system-printlog', 'm-system', '打印日志', 'system.printLog', 'system/printLog'),
  dir('m-systemdata', '系统数据', 'systemData'),
  page('m-systemdata-dictionary', 'm-systemdata', '数据字典', 'systemData.dictionary', 'systemData/dictionary'),
  page('m-systemdata-interface', 'm-systemdata', '数据接口', 'systemData.dataInterface', 'systemData/dataInterface'),
  menu('m-systemdata-porttype', 'm-systemdata', 4, '港区类型(字典)', 'dictionary.portType', 'dictionary/portType', {
    propertyJson: JSON.stringify({ moduleId: 'dict-port-type', isTree: 0 }),
  }),
  menu('m-systemdata-businesstype', 'm-systemdata', 4, '业务分类(树形字典)', 'dictionary.businessType', 'dictionary/businessType', {
    propertyJson: JSON.stringify({ moduleId: 'dict-business-type', isTree: 1 }),
  }),
  dir('m-permission', '权限管理', 'permission'),
  page('m-permission-organize', 'm-permission', '组织管理', 'permission.organize', 'permission/organize'),
  page('m-permission-position', 'm-permission', '岗位管理', 'permission.position', 'permission/position'),
  page('m-permission-role', 'm-permission', '角色管理', 'permission.role', 'permission/role'),
  page('m-permission-group', 'm-permission', '分组管理', 'permission.group', 'permission/group'),
  page('m-permission-user', 'm-permission', '用户管理', 'permission.user', 'permission/user'),
  page('m-permission-authorize', 'm-permission', '权限授权', 'permission.authorize', 'permission/authorize'),
  page('m-permission-companyapply', 'm-permission', '公司管理员申请', 'permission.companyAdminApply', 'permission/companyAdminApply'),
  page('m-permission-useraudit', 'm-permission', '公司用户审核', 'permission.userAudit', 'permission/userAudit'),
  page('m-permission-online', 'm-permission', '在线用户', 'permission.onlineUser', 'permission/userOnline'),
  dir('m-msgcenter', '消息中心', 'msgCenter'),
  page('m-msgcenter-template', 'm-msgcenter', '消息模板', 'msgCenter.msgTemplate', 'msgCenter/msgTemplate'),
  page('m-msgcenter-sendconfig', 'm-msgcenter', '发送配置', 'msgCenter.sendConfig', 'msgCenter/sendConfig'),
  dir('m-exchange', '数据交换', 'exchange'),
  page('m-exchange-task', 'm-exchange', '交换任务', 'exchange.task', 'dataExchange/task'),
  dir('m-gis', 'GIS', 'gis'),
  menu('m-gis-map', 'm-gis', 7, '港区地图(框架内)', 'gis.map', '/index', { linkTarget: '_self' }),
  menu('m-gis-help', 'm-gis', 7, '平台首页(新窗口)', 'gis.portal', '/index?token=${jnpfToken}', { linkTarget: '_blank' }),
  // Framed business pages (spec §2.4): the page keys of src/lib/routes/framed-screens.ts; addresses from server/features/demo/demo-framed.ts.
  dir('m-framed', '业务单证', 'businessDocs'),
  page('m-framed-importdocument', 'm-framed', '进口单证', 'business.importdocument', 'business/importdocument'),
  page('m-framed-classesplan', 'm-framed', '班次计划', 'business.classesplan', 'business/classesplan'),
  page('m-framed-shipperdoc', 'm-framed', '托运单证查询', 'businessquery.sbcshipperdoc', 'businessquery/sbcshipperdoc'),
  // The second system, so switching systems can be tried.
  { ...dir('m-x-root', '交换监控', 'exchangeMonitor'), systemId: 'sys-exchange' },
  { ...page('m-x-log', 'm-x-root', '交换日志', 'exchangeMonitor.log', 'dataExchange/log'), systemId: 'sys-exchange' },
];

/**
 * Buttons, columns and forms on a few pages, so roles can differ below menu level. A page with items
 * judges that kind (load-demo-data sets isButtonAuthorize and friends, spec §6): a column or form
 * field without an item is then hidden for everyone, so the user page lists every column of its
 * list and every visible field of its dialog under the names the schema gives them.
 */
export const demoModuleItems = [
  ...['btn_add:新增', 'btn_edit:编辑', 'btn_remove:删除', 'btn_export:导出', 'btn_upload:导入'].map((pair, index) => {
    const [enCode, fullName] = pair.split(':');
    return { id: `mi-user-${enCode}`, moduleId: 'm-permission-user', kind: 'button', fullName, enCode, sortCode: index };
  }),
  ...[
    'account:账户',
    'realName:姓名',
    'gender:性别',
    'organize:所属组织',
    'positionName:岗位',
    'roleName:角色',
    'mobilePhone:手机',
    'enabledMark:状态',
    'sortCode:排序',
  ].map((pair, index) => {
    const [enCode, fullName] = pair.split(':');
    return { id: `mi-user-col-${enCode}`, moduleId: 'm-permission-user', kind: 'column', fullName, enCode, sortCode: index };
  }),
  ...[
    'account:账户',
    'realName:姓名',
    'gender:性别',
    'organizeId:所属组织',
    'positionId:岗位',
    'roleId:角色',
    'groupId:分组',
    'mobilePhone:手机',
    'email:邮箱',
    'entryDate:入职日期',
    'birthday:出生日期',
    'enabledMark:状态',
    'sortCode:排序',
    'description:说明',
  ].map((pair, index) => {
    const [enCode, fullName] = pair.split(':');
    return { id: `mi-user-form-${enCode}`, moduleId: 'm-permission-user', kind: 'form', fullName, enCode, sortCode: index };
  }),
  ...['btn_add:新增', 'btn_edit:编辑', 'btn_remove:删除'].map((pair, index) => {
    const [enCode, fullName] = pair.split(':');
    return { id: `mi-truck-${enCode}`, moduleId: 'm-truck-reserve', kind: 'button', fullName, enCode, sortCode: index };
  }),
];

const allPortMenus = demoMenus.filter((m) => m.systemId === 'sys-port').map((m) => m.id);
const itemIds = (filter: (id: string) => boolean) => demoModuleItems.map((i) => i.id).filter(filter);

/** What each role is granted: the company administrator sees most, staff the business side, the tourist nothing but home. */
export const demoGrants: { roleId: string; systems: string[]; modules: string[]; items: string[] }[] = [
  { roleId: 'role-admin', systems: ['sys-port', 'sys-exchange'], modules: demoMenus.map((m) => m.id), items: demoModuleItems.map((i) => i.id) },
  {
    roleId: 'role-company-admin',
    systems: ['sys-port'],
    // The platform's own settings, design tools and admin-wide log belong to system administrators.
    modules: allPortMenus.filter((id) => !id.startsWith('m-system-config') && !id.startsWith('m-onlinedev') && id !== 'm-system-log'),
    items: itemIds((id) => id !== 'mi-user-btn_export'),
  },
  {
    roleId: 'role-staff',
    systems: ['sys-port'],
    modules: [
      'm-container-auth',
      'm-container-empty',
      'm-container-apply',
      'm-truck-reserve',
      'm-yard-stock',
      'm-yard-report',
      'm-tally-list',
      'm-workflow-todo',
      'm-workflow-schedule',
      'm-permission-user',
      'm-gis-map',
      'm-workflow-email',
    ],
    items: itemIds((id) => id === 'mi-truck-btn_add' || id === 'mi-user-col-account' || id === 'mi-user-col-realName' || id === 'mi-user-form-realName'),
  },
  { roleId: 'role-tourist', systems: ['sys-port'], modules: ['m-gis-help'], items: [] },
];

/** Numbering rules the demo's forms draw their numbers from (the fee settlement's 结算单号). */
export const demoBillRules: {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
}[] = [
  {
    id: 'rule-fee-settlement',
    fullName: '费用结算单号',
    enCode: 'feeSettlement',
    category: 'biz-finance',
    prefix: 'JS',
    dateFormat: 'yyyyMMdd',
    digit: 4,
    startNumber: '0001',
  },
  {
    id: 'rule-container-apply',
    fullName: '提箱申请单号',
    enCode: 'containerApply',
    category: 'biz-port',
    prefix: 'TX',
    dateFormat: 'yyyyMM',
    digit: 5,
    startNumber: '00001',
  },
  {
    id: 'rule-release-permit',
    fullName: '放行单号',
    enCode: 'releasePermit',
    category: 'biz-port',
    prefix: 'FX',
    dateFormat: 'yyyyMMdd',
    digit: 4,
    startNumber: '0001',
  },
  {
    id: 'rule-tally-sheet',
    fullName: '理货单号',
    enCode: 'tallySheet',
    category: 'biz-port',
    prefix: 'LH',
    dateFormat: 'yyyyMMdd',
    digit: 3,
    startNumber: '001',
  },
  {
    id: 'rule-truck-reservation',
    fullName: '车辆预约单号',
    enCode: 'truckReservation',
    category: 'biz-transport',
    prefix: 'YY',
    dateFormat: 'yyyyMMdd',
    digit: 3,
    startNumber: '001',
  },
];

/** Dictionaries the demo screens read (contract §4.2 type enCodes the front end relies on). */
export const demoDictionaries: {
  id: string;
  fullName: string;
  enCode: string;
  isTree: number;
  items: { id: string; fullName: string; enCode: string; parentId?: string; description?: string }[];
}[] = [
  {
    id: 'dict-business-type',
    fullName: '业务分类',
    enCode: 'businessType',
    isTree: 1,
    items: [
      { id: 'biz-port', fullName: '港口业务', enCode: 'port' },
      { id: 'biz-warehouse', fullName: '仓储', enCode: 'warehouse', parentId: 'biz-port' },
      { id: 'biz-transport', fullName: '运输', enCode: 'transport', parentId: 'biz-port' },
      { id: 'biz-finance', fullName: '财务', enCode: 'finance' },
    ],
  },
  {
    id: 'dict-print-dev',
    fullName: '打印模板分类',
    enCode: 'printDev',
    isTree: 0,
    items: [
      { id: 'print-flow', fullName: '流程表单', enCode: 'flow' },
      { id: 'print-bill', fullName: '业务单据', enCode: 'bill' },
    ],
  },
  {
    id: 'dict-interface-type',
    fullName: '数据接口分类',
    enCode: 'DataInterfaceType',
    isTree: 0,
    items: [
      { id: 'iface-base', fullName: '基础数据', enCode: 'base' },
      { id: 'iface-business', fullName: '业务数据', enCode: 'business' },
    ],
  },
  {
    id: 'dict-position-type',
    fullName: '岗位类型',
    enCode: 'PositionType',
    isTree: 0,
    items: [
      { id: 'ptype-manage', fullName: '管理岗', enCode: 'manage' },
      { id: 'ptype-operate', fullName: '操作岗', enCode: 'operate' },
    ],
  },
  {
    id: 'dict-role-type',
    fullName: '角色类型',
    enCode: 'RoleType',
    isTree: 0,
    items: [
      { id: 'rtype-system', fullName: '系统角色', enCode: 'system' },
      { id: 'rtype-business', fullName: '业务角色', enCode: 'business' },
    ],
  },
  {
    id: 'dict-group-type',
    fullName: '分组类型',
    enCode: 'groupType',
    isTree: 0,
    items: [
      { id: 'gtype-work', fullName: '工作组', enCode: 'work' },
      { id: 'gtype-project', fullName: '项目组', enCode: 'project' },
    ],
  },
  {
    id: 'dict-schedule-type',
    fullName: '日程类型',
    enCode: 'scheduleType',
    isTree: 0,
    items: [
      { id: 'stype-meeting', fullName: '会议', enCode: 'meeting' },
      { id: 'stype-duty', fullName: '值班', enCode: 'duty' },
      { id: 'stype-trip', fullName: '出差', enCode: 'trip' },
    ],
  },
  {
    id: 'dict-notice-type',
    fullName: '公告类型',
    enCode: 'NoticeType',
    isTree: 0,
    items: [
      { id: 'ntype-notice', fullName: '通知', enCode: 'notice' },
      { id: 'ntype-announcement', fullName: '公告', enCode: 'announcement' },
      { id: 'ntype-rule', fullName: '制度', enCode: 'rule' },
    ],
  },
  {
    // Read by the demo data interface di-demo-rates (demo-data-interfaces.ts): charge units on top,
    // below them the standard rates, each rate's amount in yuan kept in its description.
    id: 'dict-contract-rate',
    fullName: '合同费率',
    enCode: 'contractRate',
    isTree: 1,
    items: [
      { id: 'rate-unit-box', fullName: '自然箱', enCode: 'box' },
      { id: 'rate-thc-20', fullName: '20尺重箱装卸费', enCode: 'THC20', parentId: 'rate-unit-box', description: '520' },
      { id: 'rate-thc-40', fullName: '40尺重箱装卸费', enCode: 'THC40', parentId: 'rate-unit-box', description: '780' },
      { id: 'rate-empty-20', fullName: '20尺空箱装卸费', enCode: 'EMP20', parentId: 'rate-unit-box', description: '260' },
      { id: 'rate-unit-box-day', fullName: '箱·天', enCode: 'boxDay' },
      { id: 'rate-storage-20', fullName: '20尺堆存费', enCode: 'STO20', parentId: 'rate-unit-box-day', description: '15' },
      { id: 'rate-storage-40', fullName: '40尺堆存费', enCode: 'STO40', parentId: 'rate-unit-box-day', description: '30' },
      { id: 'rate-reefer', fullName: '冷藏箱插电费', enCode: 'REEFER', parentId: 'rate-unit-box-day', description: '150' },
      { id: 'rate-unit-ton', fullName: '吨', enCode: 'ton' },
      { id: 'rate-bulk', fullName: '散货装卸费', enCode: 'BULK', parentId: 'rate-unit-ton', description: '18.5' },
      { id: 'rate-unit-trip', fullName: '车次', enCode: 'trip' },
      { id: 'rate-gate', fullName: '集卡进港费', enCode: 'GATE', parentId: 'rate-unit-trip', description: '25' },
      { id: 'rate-weigh', fullName: '过磅费', enCode: 'WEIGH', parentId: 'rate-unit-trip', description: '30' },
    ],
  },
  {
    // The contract design's select and its list's left tree (demo-online-designs.ts).
    id: 'dict-contract-type',
    fullName: '合同类型',
    enCode: 'contractType',
    isTree: 0,
    items: [
      { id: 'ctype-handling', fullName: '装卸作业合同', enCode: 'handling' },
      { id: 'ctype-storage', fullName: '堆存保管合同', enCode: 'storage' },
      { id: 'ctype-logistics', fullName: '物流服务合同', enCode: 'logistics' },
      { id: 'ctype-lease', fullName: '场地租赁合同', enCode: 'lease' },
    ],
  },
  {
    // The container size and type codes (ISO 6346) the container, customs, rate and yard designs pick from (demo-port-module-designs.ts).
    id: 'dict-container-size-type',
    fullName: '箱型尺寸',
    enCode: 'containerSizeType',
    isTree: 0,
    items: [
      { id: 'cst-20gp', fullName: '20GP', enCode: '22G1', description: '20尺普通干货箱' },
      { id: 'cst-40gp', fullName: '40GP', enCode: '42G1', description: '40尺普通干货箱' },
      { id: 'cst-40hq', fullName: '40HQ', enCode: '45G1', description: '40尺高箱' },
      { id: 'cst-45hq', fullName: '45HQ', enCode: 'L5G1', description: '45尺高箱' },
      { id: 'cst-20rf', fullName: '20RF', enCode: '22R1', description: '20尺冷藏箱' },
      { id: 'cst-40rh', fullName: '40RH', enCode: '45R1', description: '40尺冷藏高箱' },
      { id: 'cst-20ot', fullName: '20OT', enCode: '22U1', description: '20尺开顶箱' },
      { id: 'cst-40fr', fullName: '40FR', enCode: '45P3', description: '40尺框架箱' },
    ],
  },
  {
    // The categories of the function designs (contract §7.1 `category`, JNPF's dictionary webDesign).
    id: 'dict-web-design',
    fullName: '功能设计分类',
    enCode: 'webDesign',
    isTree: 0,
    items: [
      { id: 'wd-container', fullName: '集装箱业务', enCode: 'container' },
      { id: 'wd-customs', fullName: '报关业务', enCode: 'customs' },
      { id: 'wd-contract', fullName: '合同管理', enCode: 'contract' },
      { id: 'wd-truck', fullName: '车队预约', enCode: 'truck' },
      { id: 'wd-settlement', fullName: '结算', enCode: 'settlement' },
      { id: 'wd-ship', fullName: '船舶数据', enCode: 'ship' },
      { id: 'wd-yard', fullName: '堆场管理', enCode: 'yard' },
      { id: 'wd-tally', fullName: '理货', enCode: 'tally' },
    ],
  },
  {
    id: 'dict-port-type',
    fullName: '港区类型',
    enCode: 'portType',
    isTree: 0,
    items: [
      { id: 'port-container', fullName: '集装箱港区', enCode: 'container' },
      { id: 'port-bulk', fullName: '散货港区', enCode: 'bulk' },
    ],
  },
  {
    // The certificate types of the user form and of personal certification (/certification).
    id: 'dict-certificate-type',
    fullName: '证件类型',
    enCode: 'certificateType',
    isTree: 0,
    items: [
      { id: 'cert-id-card', fullName: '居民身份证', enCode: 'idCard' },
      { id: 'cert-passport', fullName: '护照', enCode: 'passport' },
      { id: 'cert-hk-macao', fullName: '港澳居民来往内地通行证', enCode: 'hkMacaoPass' },
      { id: 'cert-taiwan', fullName: '台湾居民来往大陆通行证', enCode: 'taiwanPass' },
    ],
  },
];
