import type { Language } from '../../core/i18n/messages.ts';

/**
 * Texts only the system feature sends, in the three languages (zh as the stock JNPF backend words
 * them). They live beside the feature rather than in server/core/i18n/messages.ts.
 */
export const systemTexts = {
  defaultDataSource: { zh: '默认数据库', 'zh-TW': '默認數據庫', en: 'Default database' },
  synOrganize: { zh: '组织', 'zh-TW': '組織', en: 'Organisations' },
  synUser: { zh: '用户', 'zh-TW': '用戶', en: 'Users' },
  adminListElsewhere: {
    zh: '超级管理员请在“超级管理员”中设置',
    'zh-TW': '超級管理員請在「超級管理員」中設置',
    en: 'Super administrators are chosen under “Super administrators”',
  },
} as const;

export type SystemTextKey = keyof typeof systemTexts;

export const systemText = (key: SystemTextKey, language: Language): string => systemTexts[key][language];
