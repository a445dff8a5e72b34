import { currentLocale, type Locale } from '../../lib/i18n/locale.ts';

/** Texts of the framed business pages and their preview dialogs (spec §2.4). */
const zh = {
  notConfigured: '未配置该页面的地址，请联系管理员在系统配置中设置',
  invalidAddress: '页面地址无效，只能打开 http 或 https 地址',
  loadFailed: '页面地址获取失败，请刷新重试',
  reportPreview: '报表预览',
  pdfPreview: '文件预览',
  close: '关闭',
  pageNotConfigured: '该页面对应的业务系统尚未配置，暂时无法使用。',
  pageNotConfiguredAdmin: '请在 系统配置 › 业务页面 中填写它的地址。',
  toIndex: '首页',
  toSysConfig: '系统配置',
};
export type FramedText = keyof typeof zh;
const zhTW: Record<FramedText, string> = {
  notConfigured: '未配置該頁面的地址，請聯繫管理員在系統配置中設置',
  invalidAddress: '頁面地址無效，只能打開 http 或 https 地址',
  loadFailed: '頁面地址獲取失敗，請刷新重試',
  reportPreview: '報表預覽',
  pdfPreview: '文件預覽',
  close: '關閉',
  pageNotConfigured: '該頁面對應的業務系統尚未配置，暫時無法使用。',
  pageNotConfiguredAdmin: '請在 系統配置 › 業務頁面 中填寫它的地址。',
  toIndex: '首頁',
  toSysConfig: '系統配置',
};
const en: Record<FramedText, string> = {
  notConfigured: 'This page has no address yet; ask an administrator to set it in the system configuration',
  invalidAddress: 'The page address is not valid; only http or https addresses open',
  loadFailed: 'The page address could not be fetched; refresh to try again',
  reportPreview: 'Report preview',
  pdfPreview: 'File preview',
  close: 'Close',
  pageNotConfigured: 'The business system behind this page has not been configured yet, so the page cannot be used for now.',
  pageNotConfiguredAdmin: 'Set its address under System configuration › Business pages.',
  toIndex: 'Home',
  toSysConfig: 'System configuration',
};

/** Merged into react-admin's messages under `framed` (src/lib/i18n/i18n-provider.ts). */
export const framedMessages = { zh: { framed: zh }, 'zh-TW': { framed: zhTW }, en: { framed: en } };

const byLocale: Record<Locale, Record<FramedText, string>> = { zh, 'zh-TW': zhTW, en };

/** A text in the current language; the message host runs outside react-admin's context, so it reads the stored language. */
export function framedText(key: FramedText): string {
  return byLocale[currentLocale()][key];
}
