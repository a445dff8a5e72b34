import type { Language } from '../../core/i18n/messages.ts';

type Texts = Record<Language, string>;

/**
 * Refusals only the authority routes send, in the three languages. The spec names no words for
 * them, so they say plainly what is wrong. They live beside the routes, as the column settings'
 * do, so the shared catalogue stays untouched.
 */
export const authorityTexts = {
  /** an id that names no enabled system, menu or item of the kind it was sent as */
  unknownItem: {
    zh: '授权内容不存在、已停用或类型不符，请刷新后重试',
    'zh-TW': '授權內容不存在、已停用或類型不符，請重新整理後重試',
    en: 'Something to be granted does not exist, is disabled or is not of the kind sent; refresh and try again',
  },
  /** a batch that names no role, position or user */
  noObjects: {
    zh: '请选择授权对象',
    'zh-TW': '請選擇授權對象',
    en: 'Choose the roles, positions or users to authorise',
  },
} as const satisfies Record<string, Texts>;
