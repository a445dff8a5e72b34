import type { Language } from '../../form-runtime/widget-contract.ts';

/**
 * Texts of the autocomplete and the pop-up attribute (and their gallery examples), beside the
 * record pickers' own (src/components/record-picker/messages.ts); the same
 * `{ locale: { namespace: texts } }` shape.
 */
const zh = {
  loading: '加载中...',
  noData: '暂无数据',
  exampleAutoComplete: '车牌号（自动补全）',
  exampleVehicle: '车辆',
  examplePopupAttr: '车辆类型（弹窗属性）',
  examplePopupAttrStored: '司机（弹窗属性，存储）',
};
export type TextWidgetTexts = typeof zh;
const zhTW: TextWidgetTexts = {
  loading: '加載中...',
  noData: '暫無數據',
  exampleAutoComplete: '車牌號（自動補全）',
  exampleVehicle: '車輛',
  examplePopupAttr: '車輛類型（彈窗屬性）',
  examplePopupAttrStored: '司機（彈窗屬性，存儲）',
};
const en: TextWidgetTexts = {
  loading: 'Loading...',
  noData: 'No data',
  exampleAutoComplete: 'Plate number (autocomplete)',
  exampleVehicle: 'Vehicle',
  examplePopupAttr: 'Vehicle type (pop-up attribute)',
  examplePopupAttrStored: 'Driver (pop-up attribute, stored)',
};

export const textWidgetMessages = {
  zh: { interfacePickersMore: zh },
  'zh-TW': { interfacePickersMore: zhTW },
  en: { interfacePickersMore: en },
};

/** The texts in a widget's language (an unknown language falls back to zh, the default). */
export const moreTexts = (language: Language): TextWidgetTexts => (textWidgetMessages[language] ?? textWidgetMessages.zh).interfacePickersMore;

/** One text in all three languages (the gallery examples' labels). */
export const inAllLanguages = (key: keyof TextWidgetTexts) => ({ zh: zh[key], 'zh-TW': zhTW[key], en: en[key] });
