import type { Language } from '../../widget-contract.ts';

/** Texts of the tree select, cascader and address picker (spec lowcode §2 "Tree select": empty text 'no data'). */
export interface TreeTexts {
  noData: string;
  placeholder: string;
  loading: string;
  search: string;
  addressTitle: string;
  selected: string;
  clearList: string;
  remove: string;
  clear: string;
  cancel: string;
  confirm: string;
  expand: string;
  collapse: string;
}

export const treeTexts: Record<Language, TreeTexts> = {
  zh: {
    noData: '无数据',
    placeholder: '请选择',
    loading: '加载中...',
    search: '请输入关键词查询',
    addressTitle: '选择省市区',
    selected: '已选',
    clearList: '清空列表',
    remove: '删除',
    clear: '清空',
    cancel: '取消',
    confirm: '确定',
    expand: '展开',
    collapse: '收起',
  },
  'zh-TW': {
    noData: '無數據',
    placeholder: '請選擇',
    loading: '加載中...',
    search: '請輸入關鍵詞查詢',
    addressTitle: '選擇省市區',
    selected: '已選',
    clearList: '清空列表',
    remove: '刪除',
    clear: '清空',
    cancel: '取消',
    confirm: '確定',
    expand: '展開',
    collapse: '收起',
  },
  en: {
    noData: 'No data',
    placeholder: 'Please select',
    loading: 'Loading...',
    search: 'Enter a keyword',
    addressTitle: 'Select region',
    selected: 'Selected',
    clearList: 'Clear list',
    remove: 'Delete',
    clear: 'Clear',
    cancel: 'Cancel',
    confirm: 'OK',
    expand: 'Expand',
    collapse: 'Collapse',
  },
};

/** A configured text (placeholder) in the user's language, or the default. */
export function configuredText(value: unknown, language: Language, fallback: string): string {
  if (typeof value === 'string' && value !== '') return value;
  if (value !== null && typeof value === 'object' && typeof (value as Record<string, unknown>)[language] === 'string')
    return (value as Record<Language, string>)[language];
  return fallback;
}
