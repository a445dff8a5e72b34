import type { Language } from '../../form-runtime/widget-contract.ts';

/**
 * Texts of the design page (在线开发 → 功能设计, issue 14 point 6): its row actions (preview,
 * release, copy), the release dialog, the preview and the JSON editor of formData and columnData.
 * Read with the language the page or widget is handed, as the online-form pages read theirs
 * (messages.ts). The server's own answers (复制成功, 发布成功, a release refused) show as sent.
 */
const zh = {
  preview: '预览',
  release: '发布',
  copy: '复制',
  confirmCopy: '您确定要复制该功能表单, 是否继续?',
  releaseTitle: '发布功能',
  /** what the release does: a type-3 menu under the chosen directory */
  releaseHint: '发布后将在所选上级菜单下生成菜单：{name}',
  parentMenu: '上级菜单',
  parentRequired: '请选择上级菜单',
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  previewTitle: '预览：{name}',
  previewHint: '预览可填写表单，但不会保存',
  /** /previewModel opened without the design it should show */
  previewNoDesign: '请从功能设计列表打开预览',
  previewFailed: '无法读取该功能设计',
  listColumns: '列表字段',
  noColumns: '该功能没有列表设计',
  category: '分类',
  loading: '加载中...',
  format: '格式化',
  invalidJson: 'JSON格式不正确',
  invalidJsonAt: 'JSON格式不正确（第{line}行第{column}列）',
  notObject: 'JSON格式不正确：内容应为对象 {...}',
  /** the field's label, then the words above */
  fieldInvalid: '{label}：{message}',
  unsupportedKeys: '表单中含有暂不支持的控件：{keys}，不能发布',
  notConvertible: '表单设计无法转换，不能发布',
  designOk: '表单设计可以发布：共{count}个字段',
};
export type DesignPageTexts = typeof zh;

const zhTW: DesignPageTexts = {
  preview: '預覽',
  release: '發布',
  copy: '複製',
  confirmCopy: '您確定要複製該功能表單, 是否繼續?',
  releaseTitle: '發布功能',
  releaseHint: '發布後將在所選上級菜單下生成菜單：{name}',
  parentMenu: '上級菜單',
  parentRequired: '請選擇上級菜單',
  confirm: '確定',
  cancel: '取消',
  close: '關閉',
  previewTitle: '預覽：{name}',
  previewHint: '預覽可填寫表單，但不會保存',
  previewNoDesign: '請從功能設計列表打開預覽',
  previewFailed: '無法讀取該功能設計',
  listColumns: '列表欄位',
  noColumns: '該功能沒有列表設計',
  category: '分類',
  loading: '加載中...',
  format: '格式化',
  invalidJson: 'JSON格式不正確',
  invalidJsonAt: 'JSON格式不正確（第{line}行第{column}列）',
  notObject: 'JSON格式不正確：內容應為對象 {...}',
  fieldInvalid: '{label}：{message}',
  unsupportedKeys: '表單中含有暫不支持的控件：{keys}，不能發布',
  notConvertible: '表單設計無法轉換，不能發布',
  designOk: '表單設計可以發布：共{count}個欄位',
};

const en: DesignPageTexts = {
  preview: 'Preview',
  release: 'Release',
  copy: 'Copy',
  confirmCopy: 'Copy this function form?',
  releaseTitle: 'Release the function',
  releaseHint: 'Releasing adds the menu {name} under the chosen parent menu',
  parentMenu: 'Parent menu',
  parentRequired: 'Choose the parent menu',
  confirm: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  previewTitle: 'Preview: {name}',
  previewHint: 'The preview can be filled in but is never saved',
  previewNoDesign: 'Open the preview from the function design list',
  previewFailed: 'The function design could not be read',
  listColumns: 'List columns',
  noColumns: 'This function has no list design',
  category: 'Category',
  loading: 'Loading...',
  format: 'Format',
  invalidJson: 'The JSON is not valid',
  invalidJsonAt: 'The JSON is not valid (line {line}, column {column})',
  notObject: 'The JSON is not valid: an object {...} is expected',
  fieldInvalid: '{label}: {message}',
  unsupportedKeys: 'The form uses widgets that are not supported yet: {keys}; it cannot be released',
  notConvertible: 'The form design cannot be converted; it cannot be released',
  designOk: 'The form design can be released: {count} fields',
};

const TEXTS: Record<Language, DesignPageTexts> = { zh, 'zh-TW': zhTW, en };

/** The design page's texts in a language. */
export const designPageTexts = (language: Language): DesignPageTexts => TEXTS[language] ?? zh;

/** A text with its `{name}` placeholders filled. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
