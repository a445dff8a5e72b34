/** Texts of the list's Excel export (the Export button and its dialog). */
const zh = {
  button: '导出',
  title: '导出数据',
  range: '数据选择',
  currentPage: '当前页面数据',
  allPages: '全部页面数据',
  columns: '导出字段',
  allColumns: '全选',
  cancel: '取消',
  confirm: '导出',
  noColumn: '请至少选择一个导出字段',
};
type Texts = typeof zh;
const zhTW: Texts = {
  button: '導出',
  title: '導出數據',
  range: '數據選擇',
  currentPage: '當前頁面數據',
  allPages: '全部頁面數據',
  columns: '導出字段',
  allColumns: '全選',
  cancel: '取消',
  confirm: '導出',
  noColumn: '請至少選擇一個導出字段',
};
const en: Texts = {
  button: 'Export',
  title: 'Export data',
  range: 'Rows',
  currentPage: 'This page',
  allPages: 'All pages',
  columns: 'Columns',
  allColumns: 'All',
  cancel: 'Cancel',
  confirm: 'Export',
  noColumn: 'Choose at least one column',
};

export const excelExportMessages = { zh: { excelExport: zh }, 'zh-TW': { excelExport: zhTW }, en: { excelExport: en } };
