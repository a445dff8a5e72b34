import type { Language } from '../../form-runtime/widget-contract.ts';

/**
 * Texts of the record pickers (spec lowcode §2 "Pop-up data picker", "Table-type data picker",
 * "Related-form picker", "Record picker dialog"). The widgets read them with the `language` they
 * are handed (as every form-runtime widget does, so a sub-table cell or the gallery needs no i18n
 * context); the export keeps the `{ locale: { namespace: texts } }` shape should the app merge it.
 */
const zh = {
  selectData: '选择数据',
  keyword: '请输入关键词查询',
  keywordLabel: '关键词',
  search: '查询',
  reset: '重置',
  refresh: '刷新',
  index: '序号',
  cancel: '取消',
  confirm: '确定',
  close: '关闭',
  placeholder: '请选择',
  clear: '清空',
  noData: '暂无数据',
  loading: '加载中...',
  total: '共 %{count} 条',
  selectRow: '选择',
  selectAll: '全选',
  detail: '详情',
  goToPage: '第 %{page} 页',
  firstPage: '首页',
  lastPage: '末页',
  nextPage: '下一页',
  previousPage: '上一页',
};
export type RecordPickerTexts = typeof zh;
const zhTW: RecordPickerTexts = {
  selectData: '選擇數據',
  keyword: '請輸入關鍵詞查詢',
  keywordLabel: '關鍵詞',
  search: '查詢',
  reset: '重置',
  refresh: '刷新',
  index: '序號',
  cancel: '取消',
  confirm: '確定',
  close: '關閉',
  placeholder: '請選擇',
  clear: '清空',
  noData: '暫無數據',
  loading: '加載中...',
  total: '共 %{count} 條',
  selectRow: '選擇',
  selectAll: '全選',
  detail: '詳情',
  goToPage: '第 %{page} 頁',
  firstPage: '首頁',
  lastPage: '末頁',
  nextPage: '下一頁',
  previousPage: '上一頁',
};
const en: RecordPickerTexts = {
  selectData: 'Select data',
  keyword: 'Enter a keyword',
  keywordLabel: 'Keyword',
  search: 'Search',
  reset: 'Reset',
  refresh: 'Refresh',
  index: 'No.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  placeholder: 'Please select',
  clear: 'Clear',
  noData: 'No data',
  loading: 'Loading...',
  total: '%{count} in total',
  selectRow: 'Select',
  selectAll: 'Select all',
  detail: 'Details',
  goToPage: 'Page %{page}',
  firstPage: 'First page',
  lastPage: 'Last page',
  nextPage: 'Next page',
  previousPage: 'Previous page',
};

export const recordPickerMessages = {
  zh: { recordPicker: zh },
  'zh-TW': { recordPicker: zhTW },
  en: { recordPicker: en },
};

/** The texts in a widget's language (an unknown language falls back to zh, the default). */
export const recordPickerTexts = (language: Language): RecordPickerTexts => (recordPickerMessages[language] ?? recordPickerMessages.zh).recordPicker;

/** '共 12 条' in the language. */
export const totalText = (texts: RecordPickerTexts, count: number): string => texts.total.replace('%{count}', String(count));
