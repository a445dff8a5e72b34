import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import { textIn } from '../../../../common/form-runtime/form-item.ts';
import type { Texts } from '../../../../common/entity-model.ts';
import type { Language } from '../../widget-contract.ts';

/**
 * Texts of the basic widgets. The widgets get `language` in their props and read these directly, so a
 * sub-table cell needs no react-admin translate call.
 */
const zh = {
  pleaseInput: '请输入',
  pleaseSelect: '请选择',
  clear: '清空',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  increase: '增加',
  decrease: '减少',
  on: '开',
  off: '关',
  rangeTo: '至',
  minValue: '最小值',
  maxValue: '最大值',
  pickColour: '选择颜色',
  colourValue: '颜色值',
  stars: '{n}星',
  noRating: '未评分',
};
export type BasicTexts = typeof zh;
const zhTW: BasicTexts = {
  pleaseInput: '請輸入',
  pleaseSelect: '請選擇',
  clear: '清空',
  showPassword: '顯示密碼',
  hidePassword: '隱藏密碼',
  increase: '增加',
  decrease: '減少',
  on: '開',
  off: '關',
  rangeTo: '至',
  minValue: '最小值',
  maxValue: '最大值',
  pickColour: '選擇顏色',
  colourValue: '顏色值',
  stars: '{n}星',
  noRating: '未評分',
};
const en: BasicTexts = {
  pleaseInput: 'Please enter',
  pleaseSelect: 'Please select',
  clear: 'Clear',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  increase: 'Increase',
  decrease: 'Decrease',
  on: 'On',
  off: 'Off',
  rangeTo: 'to',
  minValue: 'Minimum',
  maxValue: 'Maximum',
  pickColour: 'Pick a colour',
  colourValue: 'Colour value',
  stars: '{n} stars',
  noRating: 'Not rated',
};

export const basicMessages: Record<Language, BasicTexts> = { zh, 'zh-TW': zhTW, en };

// JNPF's designer writes its zh defaults into every item; shown as they are, they would stay Chinese in en.
const DESIGNER_DEFAULTS: Record<string, keyof BasicTexts> = { 请输入: 'pleaseInput', 请选择: 'pleaseSelect' };

/** A configured text (a string or all three languages) in the user's language; the designer's default placeholders are translated. */
export function configuredText(text: unknown, language: Language): string {
  if (typeof text === 'string') return DESIGNER_DEFAULTS[text] ? basicMessages[language][DESIGNER_DEFAULTS[text]] : text;
  if (text && typeof text === 'object' && 'zh' in text) return textIn(text as Texts, language);
  return '';
}

/** The item's placeholder, or the widget's default (请输入 / 请选择) when it sets none. */
export function placeholderOf(item: FormItem, language: Language, fallback: 'pleaseInput' | 'pleaseSelect' = 'pleaseInput'): string {
  return configuredText(item.props.placeholder, language) || basicMessages[language][fallback];
}

/** A text in all three languages (the gallery examples' labels). */
export const inAllLanguages = (zh: string, zhTW: string, en: string): Texts => ({ zh, 'zh-TW': zhTW, en });
