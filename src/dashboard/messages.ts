/** Texts of the dashboard (/dashboard). */
const zh = {
  refresh: '刷新', loading: '加载中…', empty: '暂无数据', viewAll: '查看全部',
  unreadTitle: '未读消息', type1: '公告', type2: '流程', type3: '系统', type4: '日程',
  flowTitle: '流程消息', toBeReviewed: '待办', flowDone: '已办', entrust: '委托',
  flowSource: '本平台不包含工作流引擎：以上数字统计的是您收到的流程消息（未打开的为待办，已打开的为已办）。',
  noticeTitle: '最新公告', scheduleTitle: '今日日程', noSchedule: '今天没有日程', allDay: '全天', todoTitle: '流程待办',
};
type Texts = typeof zh;
const zhTW: Texts = {
  refresh: '刷新', loading: '加載中…', empty: '暫無數據', viewAll: '查看全部',
  unreadTitle: '未讀消息', type1: '公告', type2: '流程', type3: '系統', type4: '日程',
  flowTitle: '流程消息', toBeReviewed: '待辦', flowDone: '已辦', entrust: '委託',
  flowSource: '本平台不包含工作流引擎：以上數字統計的是您收到的流程消息（未打開的為待辦，已打開的為已辦）。',
  noticeTitle: '最新公告', scheduleTitle: '今日日程', noSchedule: '今天沒有日程', allDay: '全天', todoTitle: '流程待辦',
};
const en: Texts = {
  refresh: 'Refresh', loading: 'Loading…', empty: 'Nothing yet', viewAll: 'View all',
  unreadTitle: 'Unread messages', type1: 'Notices', type2: 'Workflow', type3: 'System', type4: 'Schedule',
  flowTitle: 'Flow messages', toBeReviewed: 'To do', flowDone: 'Done', entrust: 'Entrusted',
  flowSource: 'This platform has no workflow engine: these figures count the flow messages you received (unopened ones are to do, opened ones done).',
  noticeTitle: 'Latest notices', scheduleTitle: 'Today', noSchedule: 'Nothing scheduled today', allDay: 'All day', todoTitle: 'Flow to-dos',
};
export const dashboardMessages = { zh: { dashboard: zh }, 'zh-TW': { dashboard: zhTW }, en: { dashboard: en } };
