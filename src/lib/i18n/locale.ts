import { storageGet, storageSet } from '../storage/jnpf-storage.ts';

export type Locale = 'zh' | 'zh-TW' | 'en';
export const LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'zh', name: '简体中文' },
  { locale: 'zh-TW', name: '繁體中文' },
  { locale: 'en', name: 'English' },
];

/** zh by default; zh-TW when the browser language contains "tw"; en for English browsers. */
export function detectLocale(browserLanguage: string): Locale {
  const lower = browserLanguage.toLowerCase();
  if (lower.includes('tw')) return 'zh-TW';
  if (lower.startsWith('en')) return 'en';
  return 'zh';
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
