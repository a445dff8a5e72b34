import { useLocaleState } from 'react-admin';
import type { Locale } from '../../lib/i18n/locale.ts';

/** Texts of 系统配置's 超级管理员 tab (the super administrators, SysConfig/getAdminList and setAdminList). */
const zh = {
  title: '超级管理员',
  hint: '超级管理员可管理全部系统与数据；内置管理员与您本人不能移出。',
  add: '添加',
  remove: '移除',
  save: '保存',
  account: '账户',
  realName: '姓名',
  kind: '类型',
  builtIn: '内置管理员',
  listed: '超级管理员',
  actions: '操作',
  loading: '加载中...',
  loadFailed: '超级管理员加载失败',
  retry: '重试',
};
export type AdminListTexts = typeof zh;

const zhTW: AdminListTexts = {
  title: '超級管理員',
  hint: '超級管理員可管理全部系統與數據；內置管理員與您本人不能移出。',
  add: '添加',
  remove: '移除',
  save: '保存',
  account: '賬戶',
  realName: '姓名',
  kind: '類型',
  builtIn: '內置管理員',
  listed: '超級管理員',
  actions: '操作',
  loading: '加載中...',
  loadFailed: '超級管理員加載失敗',
  retry: '重試',
};

const en: AdminListTexts = {
  title: 'Super administrators',
  hint: 'Super administrators manage every system and all data; built-in administrators and you yourself cannot be removed.',
  add: 'Add',
  remove: 'Remove',
  save: 'Save',
  account: 'Account',
  realName: 'Name',
  kind: 'Kind',
  builtIn: 'Built-in administrator',
  listed: 'Super administrator',
  actions: 'Actions',
  loading: 'Loading...',
  loadFailed: 'The super administrators could not be loaded',
  retry: 'Retry',
};

const TEXTS: Record<Locale, AdminListTexts> = { zh, 'zh-TW': zhTW, en };

/** The tab's texts in a language (an unknown one falls back to zh); its title names the tab in the settings page. */
export const adminListTexts = (locale: string | undefined): AdminListTexts => TEXTS[locale as Locale] ?? zh;

/** The texts in the language the app speaks now, with that language. */
export function useAdminListTexts(): { texts: AdminListTexts; locale: Locale } {
  const [locale] = useLocaleState();
  const known = (Object.hasOwn(TEXTS, locale) ? locale : 'zh') as Locale;
  return { texts: TEXTS[known], locale: known };
}
