import type { Language } from '../../core/i18n/messages.ts';

type Texts = Record<Language, string>;

/**
 * Refusals only the column-settings routes send, in the three languages. The spec names no words
 * for them (it only says the client restores its previous list when a save fails), so they say
 * plainly what is wrong with fieldList. They live beside the routes so the shared catalogue stays untouched.
 */
export const columnSettingsTexts = {
  notJson: {
    zh: '列设置不是有效的 JSON 文本',
    'zh-TW': '列設置不是有效的 JSON 文本',
    en: 'The column settings are not valid JSON text',
  },
  notText: {
    zh: '列设置必须是 JSON 文本',
    'zh-TW': '列設置必須是 JSON 文本',
    en: 'The column settings must be sent as JSON text',
  },
  tooLong: {
    zh: '列设置内容过长',
    'zh-TW': '列設置內容過長',
    en: 'The column settings are too long',
  },
  notList: {
    zh: '列设置必须是列的列表',
    'zh-TW': '列設置必須是列的列表',
    en: 'The column settings must be a list of columns',
  },
} as const satisfies Record<string, Texts>;

/** At most `max` columns in one list. */
export const tooManyColumns = (max: number): Texts => ({
  zh: `列设置最多包含${max}列`,
  'zh-TW': `列設置最多包含${max}列`,
  en: `The column settings may hold at most ${max} columns`,
});

/** Entry `position` (1-based) of the list is not a column as the settings describe one. */
export const badColumnEntry = (position: number): Texts => ({
  zh: `列设置第${position}项不正确`,
  'zh-TW': `列設置第${position}項不正確`,
  en: `Entry ${position} of the column settings is not valid`,
});
