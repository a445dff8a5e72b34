import type { Language } from '../../core/i18n/messages.ts';
import { fillPlaceholders } from '../../core/i18n/language.ts';
import { AppError } from '../../core/http/app-error.ts';

type Texts = Readonly<Record<Language, string>>;

/**
 * What only the administrator list and the print log say, in the three languages (the spec names
 * no words for them). They live beside the routes so the shared catalogue stays untouched; `{name}`
 * placeholders are filled by `auditRefusal`.
 */
const texts = {
  unknownUsers: { zh: '所选用户不存在或已被删除', 'zh-TW': '所選用戶不存在或已被刪除', en: 'A chosen user does not exist or has been deleted' },
  disabledUser: {
    zh: '“{name}”未启用，不能设为超级管理员',
    'zh-TW': '「{name}」未啟用，不能設為超級管理員',
    en: '“{name}” is not enabled and cannot become a super administrator',
  },
  cannotRemoveSelf: {
    zh: '不能将自己移出超级管理员',
    'zh-TW': '不能將自己移出超級管理員',
    en: 'You cannot remove yourself from the super administrators',
  },
  builtInAdministrator: {
    zh: '“{name}”是内置管理员，不能移出超级管理员',
    'zh-TW': '「{name}」是內置管理員，不能移出超級管理員',
    en: '“{name}” is a built-in administrator and stays a super administrator',
  },
  printTemplateMissing: { zh: '打印模板不存在', 'zh-TW': '打印模板不存在', en: 'The print template does not exist' },
} as const satisfies Record<string, Texts>;

export type AuditTextKey = keyof typeof texts;

/** A refusal (400) in the caller's language, carried by the shared AppError. */
export function auditRefusal(key: AuditTextKey, params: Record<string, string> = {}): AppError {
  const filled = Object.fromEntries(Object.entries(texts[key]).map(([language, text]) => [language, fillPlaceholders(text, params)])) as Record<
    Language,
    string
  >;
  return new AppError('badRequest', { texts: filled });
}
