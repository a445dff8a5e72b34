/** Texts of the pickers (spec lowcode §2 "Organisation, group, … pickers", "Numbering-rule picker", §4). */
const zh = {
  selectOrganize: '选择组织', selectGroup: '分组选择', selectDepartment: '选择部门', selectPosition: '选择岗位', selectRole: '选择角色', selectUser: '选择用户',
  organizeTab: '组织', globalTab: '全局', keyword: '请输入关键词查询', selected: '已选', clearList: '清空列表', remove: '删除', clear: '清空',
  cancel: '取消', confirm: '确定', placeholder: '请选择', noData: '暂无数据', loading: '加载中...',
  allData: '全部数据', currentOrganize: '当前组织', systemVariable: '系统变量', currentUser: '当前用户',
  template: '模板', businessCategory: '业务分类', businessName: '业务名称', businessCode: '业务编码', startNumber: '流水起始',
  search: '查询', reset: '重置', add: '新建', index: '序号', fromTemplate: '从模板新建',
};
type Texts = typeof zh;
const zhTW: Texts = {
  selectOrganize: '選擇組織', selectGroup: '分組選擇', selectDepartment: '選擇部門', selectPosition: '選擇崗位', selectRole: '選擇角色', selectUser: '選擇用戶',
  organizeTab: '組織', globalTab: '全局', keyword: '請輸入關鍵詞查詢', selected: '已選', clearList: '清空列表', remove: '刪除', clear: '清空',
  cancel: '取消', confirm: '確定', placeholder: '請選擇', noData: '暫無數據', loading: '加載中...',
  allData: '全部數據', currentOrganize: '當前組織', systemVariable: '系統變量', currentUser: '當前用戶',
  template: '模板', businessCategory: '業務分類', businessName: '業務名稱', businessCode: '業務編碼', startNumber: '流水起始',
  search: '查詢', reset: '重置', add: '新建', index: '序號', fromTemplate: '從模板新建',
};
const en: Texts = {
  selectOrganize: 'Select organisation', selectGroup: 'Group selection', selectDepartment: 'Select department', selectPosition: 'Select position', selectRole: 'Select role', selectUser: 'Select user',
  organizeTab: 'Organisation', globalTab: 'Global', keyword: 'Enter a keyword', selected: 'Selected', clearList: 'Clear list', remove: 'Delete', clear: 'Clear',
  cancel: 'Cancel', confirm: 'OK', placeholder: 'Please select', noData: 'No data', loading: 'Loading...',
  allData: 'All data', currentOrganize: 'Current organisation', systemVariable: 'System variable', currentUser: 'Current user',
  template: 'Template', businessCategory: 'Business category', businessName: 'Business name', businessCode: 'Business code', startNumber: 'Serial start number',
  search: 'Search', reset: 'Reset', add: 'New', index: 'No.', fromTemplate: 'New from template',
};
export const pickerMessages = { zh: { pickers: zh }, 'zh-TW': { pickers: zhTW }, en: { pickers: en } };
