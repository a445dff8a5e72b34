import type { Language } from '../../form-runtime/widget-contract.ts';

/**
 * Texts of the online-form pages (type-3 menus, contract §7.3–7.4). The page and its parts read
 * them with the `language` they are handed, as the form runtime's widgets do.
 */
const zh = {
  search: '查询',
  reset: '重置',
  all: '全部',
  summary: '合计',
  subTableRows: '{n} 条',
  yes: '是',
  no: '否',
  save: '保存',
  cancel: '取消',
  confirm: '确定',
  close: '关闭',
  add: '新建',
  edit: '编辑',
  saved: '保存成功',
  loading: '加载中...',
  loadFailed: '该功能暂不可用',
  unsupported: '以下控件暂不支持，已按文本显示：{keys}',
  fullForm: '完整表单',
};
export type OnlineDevTexts = typeof zh;

const zhTW: OnlineDevTexts = {
  search: '查詢',
  reset: '重置',
  all: '全部',
  summary: '合計',
  subTableRows: '{n} 條',
  yes: '是',
  no: '否',
  save: '保存',
  cancel: '取消',
  confirm: '確定',
  close: '關閉',
  add: '新建',
  edit: '編輯',
  saved: '保存成功',
  loading: '加載中...',
  loadFailed: '該功能暫不可用',
  unsupported: '以下控件暫不支持，已按文本顯示：{keys}',
  fullForm: '完整表單',
};

const en: OnlineDevTexts = {
  search: 'Search',
  reset: 'Reset',
  all: 'All',
  summary: 'Total',
  subTableRows: '{n} rows',
  yes: 'Yes',
  no: 'No',
  save: 'Save',
  cancel: 'Cancel',
  confirm: 'OK',
  close: 'Close',
  add: 'New',
  edit: 'Edit',
  saved: 'Saved',
  loading: 'Loading...',
  loadFailed: 'This function is not available',
  unsupported: 'These widgets are not supported yet and show as text: {keys}',
  fullForm: 'Full form',
};

const TEXTS: Record<Language, OnlineDevTexts> = { zh, 'zh-TW': zhTW, en };

/** The online-form pages' texts in a language. */
export const onlineDevTexts = (language: Language): OnlineDevTexts => TEXTS[language] ?? zh;
