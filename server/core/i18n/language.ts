import { serverMessages, type Language, type MessageKey } from './messages.ts';

/**
 * The language of a request: Accept-Language as the browser app sends it (zh-CN, zh-TW, en-US),
 * zh when absent, exactly like the browser's own choice (zh-TW when it contains "tw").
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage ?? '').split(',')[0].trim().toLowerCase();
  if (first.includes('tw') || first.includes('hant') || first.includes('hk')) return 'zh-TW';
  if (first.startsWith('en')) return 'en';
  return 'zh';
}

export function translate(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  const template: string = serverMessages[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
