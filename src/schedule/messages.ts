/** Texts of the calendar. */
const zh = {
  today: '今天', previous: '上个月', next: '下个月', monthTitle: '%{year}年%{month}月', view: '查看日程', close: '关闭',
  type: '类型', urgent: '紧急程度', title: '标题', content: '内容', start: '开始时间', end: '结束时间', creator: '创建人', participants: '参与人',
  deleteScope: '删除日程', editScope: '修改日程', scopeThis: '此日程', scopeLater: '此日程及后续日程', scopeAll: '所有日程',
  confirmDelete: '此操作将永久删除该日程, 是否继续?', chooseScope: '请选择日程', allDay: '全天',
  weekdays: '一,二,三,四,五,六,日',
};
type Texts = typeof zh;
const zhTW: Texts = {
  today: '今天', previous: '上個月', next: '下個月', monthTitle: '%{year}年%{month}月', view: '查看日程', close: '關閉',
  type: '類型', urgent: '緊急程度', title: '標題', content: '內容', start: '開始時間', end: '結束時間', creator: '創建人', participants: '參與人',
  deleteScope: '刪除日程', editScope: '修改日程', scopeThis: '此日程', scopeLater: '此日程及後續日程', scopeAll: '所有日程',
  confirmDelete: '此操作將永久刪除該日程, 是否繼續?', chooseScope: '請選擇日程', allDay: '全天',
  weekdays: '一,二,三,四,五,六,日',
};
const en: Texts = {
  today: 'Today', previous: 'Previous month', next: 'Next month', monthTitle: '%{month}/%{year}', view: 'View event', close: 'Close',
  type: 'Type', urgent: 'Urgency', title: 'Title', content: 'Content', start: 'Starts', end: 'Ends', creator: 'Created by', participants: 'Participants',
  deleteScope: 'Delete event', editScope: 'Change event', scopeThis: 'This event', scopeLater: 'This and following events', scopeAll: 'All events',
  confirmDelete: 'This permanently deletes the event. Continue?', chooseScope: 'Choose which events', allDay: 'All day',
  weekdays: 'Mon,Tue,Wed,Thu,Fri,Sat,Sun',
};
export const scheduleMessages = { zh: { schedule: zh }, 'zh-TW': { schedule: zhTW }, en: { schedule: en } };
