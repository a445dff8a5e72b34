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

/** A text with its `{name}` placeholders filled in; a name without a value stays as written. */
export function fillPlaceholders(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translate(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(serverMessages[key][language], params);
}
