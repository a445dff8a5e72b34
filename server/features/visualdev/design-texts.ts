import type { Language } from '../../core/i18n/messages.ts';
import { fillPlaceholders } from '../../core/i18n/language.ts';

type Texts = Readonly<Record<Language, string>>;

/**
 * Words only the design routes (`/api/visualdev/Base`) send, in the three languages. They live
 * beside the feature rather than in the shared catalogue (server/core/i18n/messages.ts), as the
 * data-interface and message features keep theirs.
 */
export const designTexts = {
  /** spec lowcode §8: 复制成功！ or 复制失败 */
  copied: { zh: '复制成功！', 'zh-TW': '複製成功！', en: 'Copied!' },
  copyFailed: { zh: '复制失败', 'zh-TW': '複製失敗', en: 'The copy failed' },
  /** what a copy's name gets after the original's */
  copyMark: { zh: '.副本', 'zh-TW': '.副本', en: '.copy' },
  released: { zh: '发布成功', 'zh-TW': '發布成功', en: 'Released' },
  /** `{keys}`: the jnpfKeys the converter has no conversion for, comma-joined */
  unsupportedKeys: {
    zh: '表单中含有暂不支持的控件：{keys}，不能发布',
    'zh-TW': '表單中含有暫不支持的控件：{keys}，不能發布',
    en: 'The form uses widgets that are not supported yet: {keys}; it cannot be released',
  },
  /** the design's table already holds one of its columns with another kind of value (evolving never changes a column) */
  tableConflict: {
    zh: '数据表{table}的字段{column}类型与已有字段不一致，不能发布',
    'zh-TW': '數據表{table}的字段{column}類型與已有字段不一致，不能發布',
    en: 'The column {column} of the table {table} already holds another kind of value; the design cannot be released',
  },
  /** `{table}`: a main or child table another released design (`{design}`) keeps its records in */
  tableTaken: {
    zh: '数据表{table}已被功能{design}使用，不能发布',
    'zh-TW': '數據表{table}已被功能{design}使用，不能發布',
    en: 'The table {table} is used by the design {design}; this design cannot be released',
  },
  /** Release with pc (or app) on needs the directory the menu goes under */
  parentRequired: { zh: '请选择上级菜单', 'zh-TW': '請選擇上級菜單', en: 'Choose the parent menu' },
  parentMissing: { zh: '上级菜单不存在', 'zh-TW': '上級菜單不存在', en: 'The parent menu does not exist' },
} as const satisfies Record<string, Texts>;

export type DesignTextKey = keyof typeof designTexts;

export const designText = (key: DesignTextKey, language: Language, params: Record<string, string | number> = {}): string =>
  fillPlaceholders(designTexts[key][language], params);

/** The same text in every language, for an AppError's `texts` (the envelope picks the caller's). */
export const designTextsOf = (key: DesignTextKey, params: Record<string, string | number> = {}): Record<Language, string> => ({
  zh: designText(key, 'zh', params),
  'zh-TW': designText(key, 'zh-TW', params),
  en: designText(key, 'en', params),
});
