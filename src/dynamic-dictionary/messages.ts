/** Texts of the dynamic dictionary page (menu type 4). */
const zh = {
  keyword: '请输入名称或编码', search: '查询', reset: '重置', expandAll: '展开全部', collapseAll: '折叠全部', expand: '展开', collapse: '折叠',
  name: '名称', code: '编码', status: '状态', enabled: '启用', disabled: '禁用', empty: '暂无数据',
  noType: '此菜单没有指定数据字典（propertyJson.moduleId 为空）。',
};
type Texts = typeof zh;
const zhTW: Texts = {
  keyword: '請輸入名稱或編碼', search: '查詢', reset: '重置', expandAll: '展開全部', collapseAll: '摺疊全部', expand: '展開', collapse: '摺疊',
  name: '名稱', code: '編碼', status: '狀態', enabled: '啟用', disabled: '禁用', empty: '暫無數據',
  noType: '此菜單沒有指定數據字典（propertyJson.moduleId 為空）。',
};
const en: Texts = {
  keyword: 'Name or code', search: 'Search', reset: 'Reset', expandAll: 'Expand all', collapseAll: 'Collapse all', expand: 'Expand', collapse: 'Collapse',
  name: 'Name', code: 'Code', status: 'Status', enabled: 'Enabled', disabled: 'Disabled', empty: 'Nothing here',
  noType: 'This menu names no dictionary (propertyJson.moduleId is empty).',
};
export const dynamicDictionaryMessages = { zh: { dynamicDictionary: zh }, 'zh-TW': { dynamicDictionary: zhTW }, en: { dynamicDictionary: en } };
