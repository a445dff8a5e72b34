import { storageGet, storageSet } from '../storage/jnpf-storage.ts';

export type Locale = 'zh' | 'zh-TW' | 'en';
export const LOCALES: { locale: Locale; name: string; short: string }[] = [
  { locale: 'zh', name: '简体中文', short: '简' },
  { locale: 'zh-TW', name: '繁體中文', short: '繁' },
  { locale: 'en', name: 'English', short: 'EN' },
];

/**
 * The first visit's language (spec: zh is the default, zh-TW when the browser language contains
 * "tw"). An English browser starts in zh too; English is one click away in the language menu, and
 * the choice is remembered (currentLocale reads it first).
 */
export function detectLocale(browserLanguage: string): Locale {
  return browserLanguage.toLowerCase().includes('tw') ? 'zh-TW' : 'zh';
}

/** The user's stored choice wins over the browser's language. */
export function currentLocale(): Locale {
  const stored = storageGet<string>('language');
  if (stored === 'zh' || stored === 'zh-TW' || stored === 'en') return stored;
  if (stored === 'zhtw') return 'zh-TW';
  return detectLocale(typeof navigator === 'undefined' ? '' : navigator.language);
}

export function rememberLocale(locale: Locale): void {
  storageSet('language', locale);
}

/** What the server understands in Accept-Language. */
export function acceptLanguage(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : locale === 'en' ? 'en-US' : 'zh-TW';
}
