import type { ErrorObject } from 'ajv';
// One locale module each (the package's index would bring every language into the page).
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import localizeZhTw from 'ajv-i18n/localize/zh-TW/index.js';
import localizeEn from 'ajv-i18n/localize/en/index.js';
import type { Texts } from '../../entity-model.ts';
import { patternRuleMessage } from './pattern-rules.ts';
import { GENERIC_TEXTS, TYPE_NAMES } from './generic-texts.ts';

type Language = keyof Texts;

/** The part of an ajv error (server, offline demo or rjsf's transformed one) a message is made from. */
export interface AjvIssue {
  keyword?: string;
  params?: Record<string, unknown>;
  /** ajv's own English text: never shown, only replaced */
  message?: string;
}

const LOCALIZERS: Record<Language, (errors: ErrorObject[]) => void> = { zh: localizeZh, 'zh-TW': localizeZhTw, en: localizeEn };

/**
 * Keywords whose ajv-i18n text would show the user what only a developer reads: a regex, a format's
 * or a property's programmatic name, a JSON Schema keyword (`应当匹配模式 "^…$"`, `应当有必需属性 mobilePhone`,
 * `不应当匹配 "not" schema`). They read as one of the generic texts instead.
 */
const GENERIC_BY_KEYWORD: Record<string, keyof typeof GENERIC_TEXTS> = {
  format: 'format',
  required: 'required',
  dependencies: 'invalid',
  dependentRequired: 'invalid',
  not: 'invalid',
  anyOf: 'invalid',
  oneOf: 'invalid',
  if: 'invalid',
  discriminator: 'invalid',
  propertyNames: 'invalid',
  patternRequired: 'invalid',
  'false schema': 'invalid',
};

/** ajv-i18n's text for the issue (ajv-i18n localizes a list of errors in place). */
function localized(keyword: string, params: Record<string, unknown>, language: Language): string {
  const error = { keyword, params, instancePath: '', schemaPath: '', message: '' } as ErrorObject;
  LOCALIZERS[language]([error]);
  return error.message ?? '';
}

/** `integer` or `string,null` as the reader's words. */
const typeNames = (type: unknown, language: Language): string =>
  String(type ?? '')
    .split(',')
    .map((name) => TYPE_NAMES[name.trim()]?.[language] ?? name.trim())
    .join(language === 'en' ? ' or ' : '或');

/**
 * The text of any ajv keyword failure in the user's language: a body-schema pattern that is a
 * catalogue rule's reads as that rule's message (spec §5); every other keyword as ajv-i18n words it
 * (maintained translations), except those whose words would show a regex, a programmatic name or a
 * keyword (GENERIC_BY_KEYWORD). A last check keeps the promise whatever a future ajv-i18n says: no
 * Latin word in zh or zh-TW, no pattern source in any language.
 */
export function localizedRuleMessage(issue: AjvIssue, language: Language): string {
  const keyword = issue.keyword ?? '';
  const params = issue.params ?? {};
  if (keyword === 'pattern') return patternRuleMessage(params.pattern, language) ?? GENERIC_TEXTS.format[language];
  // An empty required text fails minLength 1: that is a missing value, not a short one.
  if (keyword === 'minLength' && params.limit === 1) return GENERIC_TEXTS.required[language];
  const generic = GENERIC_BY_KEYWORD[keyword];
  if (generic || !keyword) return GENERIC_TEXTS[generic ?? 'invalid'][language];
  const text = localized(keyword, keyword === 'type' ? { ...params, type: typeNames(params.type, language) } : params, language).trim();
  const leaks = !text || (language !== 'en' && /[A-Za-z]{2,}/.test(text)) || (typeof params.pattern === 'string' && text.includes(params.pattern));
  return leaks ? GENERIC_TEXTS.invalid[language] : text;
}
