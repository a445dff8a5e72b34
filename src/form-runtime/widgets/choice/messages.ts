import type { Language } from '../../widget-contract.ts';

/** Texts of the option widgets (radio, checkbox, select), read with the `language` the widget gets. */
const zh = {
  pleaseSelect: '请选择',
  noData: '无数据',
  loading: '加载中',
  clear: '清空',
  open: '展开',
  close: '收起',
  /** between the labels of several chosen options */
  separator: '、',
};
export type ChoiceTexts = typeof zh;
const zhTW: ChoiceTexts = {
  pleaseSelect: '請選擇',
  noData: '無數據',
  loading: '加載中',
  clear: '清空',
  open: '展開',
  close: '收起',
  separator: '、',
};
const en: ChoiceTexts = {
  pleaseSelect: 'Please select',
  noData: 'No data',
  loading: 'Loading',
  clear: 'Clear',
  open: 'Open',
  close: 'Close',
  separator: ', ',
};

export const choiceMessages: Record<Language, ChoiceTexts> = { zh, 'zh-TW': zhTW, en };
