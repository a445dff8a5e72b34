/** Texts of dictionary management. */
const zh = {
  title: '数据字典', filter: '输入关键字过滤', refresh: '刷新', expandAll: '展开全部', collapseAll: '折叠全部', categoryManagement: '字典分类管理',
  name: '名称', code: '编码', sort: '排序', status: '状态', isTree: '树形', yes: '是', no: '否', topLevel: '顶级节点', import: '导入', export: '导出',
  confirmExport: '您确定要导出该字典分类, 是否继续?',
};
type Texts = typeof zh;
const zhTW: Texts = {
  title: '數據字典', filter: '輸入關鍵字過濾', refresh: '刷新', expandAll: '展開全部', collapseAll: '摺疊全部', categoryManagement: '字典分類管理',
  name: '名稱', code: '編碼', sort: '排序', status: '狀態', isTree: '樹形', yes: '是', no: '否', topLevel: '頂級節點', import: '導入', export: '導出',
  confirmExport: '您確定要導出該字典分類, 是否繼續?',
};
const en: Texts = {
  title: 'Dictionaries', filter: 'Type to filter', refresh: 'Refresh', expandAll: 'Expand all', collapseAll: 'Collapse all', categoryManagement: 'Dictionary categories',
  name: 'Name', code: 'Code', sort: 'Sort', status: 'Status', isTree: 'Tree', yes: 'Yes', no: 'No', topLevel: 'Top level', import: 'Import', export: 'Export',
  confirmExport: 'Export this dictionary category?',
};
export const dictionaryMessages = { zh: { dictionary: zh }, 'zh-TW': { dictionary: zhTW }, en: { dictionary: en } };
