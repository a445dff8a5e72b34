import type { Locale } from '../../lib/i18n/locale.ts';

/**
 * The chooser's words. 列设置 and 列表显示设置 are the JNPF client's (ColumnSettings.vue); 重置 is
 * the generic list page's reset. Kept beside the chooser, picked by the page's locale, so the
 * chooser can go on any list without registering texts anywhere else.
 */
const texts = {
  zh: {
    button: '列设置',
    title: '列表显示设置',
    reset: '重置',
    moveUp: '上移',
    moveDown: '下移',
    lastShown: '至少显示一列',
  },
  'zh-TW': {
    button: '列設置',
    title: '列表顯示設置',
    reset: '重置',
    moveUp: '上移',
    moveDown: '下移',
    lastShown: '至少顯示一列',
  },
  en: {
    button: 'Column settings',
    title: 'List display settings',
    reset: 'Reset',
    moveUp: 'Move up',
    moveDown: 'Move down',
    lastShown: 'At least one column stays visible',
  },
} satisfies Record<Locale, Record<string, string>>;

export type ColumnSettingsTexts = (typeof texts)['zh'];

export const columnSettingsTexts = (locale: string): ColumnSettingsTexts => texts[locale as Locale] ?? texts.zh;
