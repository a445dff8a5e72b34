/** Texts of the generic entity screens. */
const zh = {
  keyword: '关键词', search: '查询', reset: '重置', add: '新建', edit: '编辑', delete: '删除', actions: '操作',
  enable: '启用', disable: '禁用', enabled: '启用', disabled: '禁用', cancel: '取消', confirm: '确定',
  confirmDelete: '此操作将永久删除该数据, 是否继续?', confirmEnable: '您确定要启用该数据吗？', confirmDisable: '您确定要禁用该数据吗？',
  expandAll: '展开全部', collapseAll: '折叠全部', expand: '展开', collapse: '折叠', addChild: '新建下级', topLevel: '顶级节点',
  save: '保存', saved: '保存成功', export: '导出', import: '导入', confirmExport: '您确定要导出该数据, 是否继续?',
  videoNotAllowed: '该视频地址不可插入：仅支持 YouTube、Vimeo、哔哩哔哩、腾讯视频的视频地址（https）',
};
type Texts = typeof zh;
const zhTW: Texts = {
  keyword: '關鍵詞', search: '查詢', reset: '重置', add: '新建', edit: '編輯', delete: '刪除', actions: '操作',
  enable: '啟用', disable: '禁用', enabled: '啟用', disabled: '禁用', cancel: '取消', confirm: '確定',
  confirmDelete: '此操作將永久刪除該數據, 是否繼續?', confirmEnable: '您確定要啟用該數據嗎？', confirmDisable: '您確定要禁用該數據嗎？',
  expandAll: '展開全部', collapseAll: '折疊全部', expand: '展開', collapse: '折疊', addChild: '新建下級', topLevel: '頂級節點',
  save: '保存', saved: '保存成功', export: '导出', import: '导入', confirmExport: '您确定要导出该数据, 是否继续?',
  videoNotAllowed: '該視頻地址不可插入：僅支持 YouTube、Vimeo、嗶哩嗶哩、騰訊視頻的視頻地址（https）',
};
const en: Texts = {
  keyword: 'Keyword', search: 'Search', reset: 'Reset', add: 'New', edit: 'Edit', delete: 'Delete', actions: 'Actions',
  enable: 'Enable', disable: 'Disable', enabled: 'Enabled', disabled: 'Disabled', cancel: 'Cancel', confirm: 'OK',
  confirmDelete: 'This permanently deletes the record. Continue?', confirmEnable: 'Enable this record?', confirmDisable: 'Disable this record?',
  expandAll: 'Expand all', collapseAll: 'Collapse all', expand: 'Expand', collapse: 'Collapse', addChild: 'New child', topLevel: 'Top level',
  save: 'Save', saved: 'Saved', export: 'Export', import: 'Import', confirmExport: 'Export this record?',
  videoNotAllowed: 'This video address cannot be inserted: only https addresses of YouTube, Vimeo, Bilibili and Tencent Video are allowed.',
};
export const entityMessages = { zh: { entity: zh }, 'zh-TW': { entity: zhTW }, en: { entity: en } };
