import { framedScreens } from './framed-screens.ts';

/**
 * The page-key registry of spec §2.3: every page a menu entry of type 2 may name (its urlAddress
 * without the query), in the spec's groups. A key names a page; whether this platform has a screen
 * for it is decided by the page table (src/app/page-table.tsx), and a key without one gets the
 * generic page loader, which says so plainly. JNPF's own keys are kept as JNPF spells them
 * (`system/sysConfig`, `workFlow/flowTodo`); the port groups follow the same `group/page` shape.
 */
export interface PageGroup {
  /** translation key: pageGroups.{id} */
  id: string;
  /** the first path segment(s) of its pages */
  prefixes: readonly string[];
  /** the pages the spec names in this group */
  keys: readonly string[];
}

export const PAGE_GROUPS: readonly PageGroup[] = [
  {
    id: 'container',
    prefixes: ['container'],
    keys: [
      'container/authorization',
      'container/exportImport',
      'container/emptyContainer',
      'container/trainLoad',
      'container/selfSearch',
      'container/commonSearch',
    ],
  },
  { id: 'customs', prefixes: ['customs'], keys: ['customs/inspection', 'customs/releasePermit', 'customs/manifest', 'customs/tally'] },
  {
    id: 'contract',
    prefixes: ['contract'],
    keys: ['contract/portContract', 'contract/template', 'contract/type', 'contract/standardRates', 'contract/expenseItems'],
  },
  {
    id: 'importExport',
    prefixes: ['importExport'],
    keys: ['importExport/entrustIn', 'importExport/entrustOut', 'importExport/cargoPlanIn', 'importExport/cargoPlanOut', 'importExport/v1', 'importExport/v2'],
  },
  { id: 'truck', prefixes: ['truck'], keys: ['truck/plan', 'truck/reservation', 'truck/fleet', 'truck/record', 'truck/order'] },
  { id: 'yard', prefixes: ['yard'], keys: ['yard/stock'] },
  { id: 'tally', prefixes: ['tally'], keys: ['tally/tallyList'] },
  { id: 'settlement', prefixes: ['settlement'], keys: ['settlement/feeBill'] },
  { id: 'ship', prefixes: ['ship'], keys: ['ship/integratedShip'] },
  // The framed business systems of spec §2.4, from their own table (src/features/framed decides their addresses).
  { id: 'business', prefixes: ['business', 'businessoil', 'businessgd', 'businessquery'], keys: framedScreens.map((screen) => screen.pageKey) },
  { id: 'onlineDev', prefixes: ['onlineDev'], keys: ['onlineDev/webDesign', 'onlineDev/dataReport', 'onlineDev/visualPortal', 'onlineDev/widgetGallery'] },
  { id: 'generator', prefixes: ['generator'], keys: ['generator/webForm', 'generator/flowForm'] },
  {
    id: 'system',
    prefixes: ['system'],
    keys: [
      'system/sysConfig',
      'system/notice',
      'system/task',
      'system/log',
      'system/printLog',
      'system/monitor',
      'system/icons',
      'system/menu',
      'system/area',
      'system/fileType',
      'system/billRule',
      'system/printDev',
      'system/system',
    ],
  },
  {
    id: 'systemData',
    prefixes: ['systemData'],
    keys: ['systemData/dictionary', 'systemData/dataSource', 'systemData/dataModel', 'systemData/dataInterface', 'systemData/dataSync'],
  },
  {
    id: 'msgCenter',
    prefixes: ['msgCenter'],
    keys: [
      'msgCenter/email',
      'msgCenter/sms',
      'msgCenter/weChat',
      'msgCenter/dingTalk',
      'msgCenter/webhook',
      'msgCenter/mpConfig',
      'msgCenter/msgTemplate',
      'msgCenter/sendConfig',
      'msgCenter/msgMonitor',
    ],
  },
  { id: 'dataExchange', prefixes: ['dataExchange'], keys: ['dataExchange/task', 'dataExchange/log'] },
  {
    id: 'permission',
    prefixes: ['permission'],
    keys: [
      'permission/organize',
      'permission/roleLevel',
      'permission/companyAdminApply',
      'permission/userAudit',
      'permission/user',
      'permission/role',
      'permission/group',
      'permission/authorize',
      'permission/userOnline',
      'permission/position',
    ],
  },
  {
    id: 'workFlow',
    prefixes: ['workFlow'],
    keys: [
      'workFlow/flowEngine',
      'workFlow/formDesign',
      'workFlow/flowMonitor',
      'workFlow/flowQuickLaunch',
      'workFlow/flowLaunch',
      'workFlow/flowTodo',
      'workFlow/flowDone',
      'workFlow/flowCirculate',
      'workFlow/entrust',
    ],
  },
  { id: 'extend', prefixes: ['extend'], keys: ['extend/schedule', 'extend/email'] },
  { id: 'rule', prefixes: ['rule'], keys: ['rule/ruleList'] },
];

/** The group a page key belongs to, by its first path segment; undefined for a key outside every group. */
export function pageGroupOf(pageKey: string): PageGroup | undefined {
  const first = pageKey.replace(/^\/+/, '').split('/')[0];
  return PAGE_GROUPS.find((group) => group.prefixes.includes(first));
}

/** Whether the spec names this exact page (rather than only its group). */
export function isKnownPageKey(pageKey: string): boolean {
  const key = pageKey.replace(/^\/+/, '');
  return PAGE_GROUPS.some((group) => group.keys.includes(key));
}
