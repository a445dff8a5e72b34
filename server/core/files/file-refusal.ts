import { AppError } from '../http/app-error.ts';
import type { Language } from '../i18n/messages.ts';
import { fillPlaceholders } from '../i18n/language.ts';

/**
 * A refusal of an upload, a download or a preview (code 400) in the caller's language, from texts
 * in the three languages with `{name}` placeholders filled in, and data the browser can act on
 * when given.
 */
export function fileRefusal(texts: Record<Language, string>, params: Record<string, string | number> = {}, data?: unknown): AppError {
  const fill = (text: string) => fillPlaceholders(text, params);
  return new AppError('badRequest', { texts: { zh: fill(texts.zh), 'zh-TW': fill(texts['zh-TW']), en: fill(texts.en) }, data });
}
