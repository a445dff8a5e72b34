import { currentLocale, type Locale } from '../../lib/i18n/locale.ts';

/** Texts of the framed business pages and their preview dialogs (spec §2.4). */
const zh = {
  notConfigured: '未配置该页面的地址，请联系管理员在系统配置中设置',
  invalidAddress: '页面地址无效，只能打开 http 或 https 地址',
  loadFailed: '页面地址获取失败，请刷新重试',
  reportPreview: '报表预览',
  pdfPreview: '文件预览',
  close: '关闭',
};
export type FramedText = keyof typeof zh;
const zhTW: Record<FramedText, string> = {
  notConfigured: '未配置該頁面的地址，請聯繫管理員在系統配置中設置',
  invalidAddress: '頁面地址無效，只能打開 http 或 https 地址',
  loadFailed: '頁面地址獲取失敗，請刷新重試',
  reportPreview: '報表預覽',
  pdfPreview: '文件預覽',
  close: '關閉',
};
const en: Record<FramedText, string> = {
  notConfigured: 'This page has no address yet; ask an administrator to set it in the system configuration',
  invalidAddress: 'The page address is not valid; only http or https addresses open',
  loadFailed: 'The page address could not be fetched; refresh to try again',
  reportPreview: 'Report preview',
  pdfPreview: 'File preview',
  close: 'Close',
};

/** Merged into react-admin's messages under `framed` (src/lib/i18n/i18n-provider.ts). */
export const framedMessages = { zh: { framed: zh }, 'zh-TW': { framed: zhTW }, en: { framed: en } };

const byLocale: Record<Locale, Record<FramedText, string>> = { zh, 'zh-TW': zhTW, en };

/** A text in the current language; the message host runs outside react-admin's context, so it reads the stored language. */
export function framedText(key: FramedText): string {
  return byLocale[currentLocale()][key];
}
