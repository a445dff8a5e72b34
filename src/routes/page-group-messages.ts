/** Names of the page-key registry's groups (./page-keys.ts), as pageGroups.{id}. */
const zh = {
  container: '集装箱业务', customs: '报关业务', contract: '合同管理', importExport: '进出口业务', truck: '车队预约',
  yard: '堆场', tally: '理货', settlement: '结算', ship: '综合船舶', business: '业务系统', onlineDev: '在线开发',
  generator: '代码生成', system: '系统管理', systemData: '系统数据', msgCenter: '消息中心', dataExchange: '数据交换',
  permission: '权限管理', workFlow: '工作流程', extend: '扩展应用', rule: '规则',
  inGroup: '它属于「%{group}」。',
};

const zhTW: typeof zh = {
  container: '集裝箱業務', customs: '報關業務', contract: '合同管理', importExport: '進出口業務', truck: '車隊預約',
  yard: '堆場', tally: '理貨', settlement: '結算', ship: '綜合船舶', business: '業務系統', onlineDev: '在線開發',
  generator: '代碼生成', system: '系統管理', systemData: '系統數據', msgCenter: '消息中心', dataExchange: '數據交換',
  permission: '權限管理', workFlow: '工作流程', extend: '擴展應用', rule: '規則',
  inGroup: '它屬於「%{group}」。',
};

const en: typeof zh = {
  container: 'Container business', customs: 'Customs business', contract: 'Contracts', importExport: 'Import and export business', truck: 'Trucks and fleet',
  yard: 'Container yard', tally: 'Tally', settlement: 'Settlement', ship: 'Integrated ship', business: 'Business systems', onlineDev: 'Online development',
  generator: 'Code generator', system: 'System', systemData: 'System data', msgCenter: 'Message centre', dataExchange: 'Data exchange',
  permission: 'Permissions', workFlow: 'Workflow', extend: 'Extensions', rule: 'Rules',
  inGroup: 'It belongs to "%{group}".',
};

export const pageGroupMessages = { zh: { pageGroups: zh }, 'zh-TW': { pageGroups: zhTW }, en: { pageGroups: en } };
