import { translate } from '../i18n/language.ts';
import type { Language } from '../i18n/messages.ts';
import type { Texts } from '../../../common/entity-model.ts';
import { localizedRuleMessage, PATTERN_RULES, requiredMessage } from '../../../common/form-runtime/validation/index.ts';

/** The part of an ajv error this needs (Fastify's and ajv's own errors both fit). */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** field → JSON Schema keyword → the schema's own words (x-portside messages, with the §5 rules' filled in by the generator) */
export type FieldMessages = Record<string, Record<string, Texts>>;

/** field → its label, as the form shows it */
export type FieldLabels = Record<string, Texts>;

/**
 * Whether the message names the field already, so a `{label}：` prefix would say it twice. The
 * schema's own words do when they hold the label (账户最多为50个字符！, 请输入选择流水日期格式, Enter
 * the account); a §5 rule's message and a translated keyword text are generic (请正确输入您的手机号
 * holds 手机 but reads as the rule, not the field), so they do only when they begin with it
 * (名称不能含有特殊符号 for a field labelled 名称).
 */
function namesField(message: string, label: string, generic: boolean): boolean {
  const [text, name] = [message.toLowerCase(), label.toLowerCase()];
  return generic ? text.replace(/^the /, '').startsWith(name) : text.includes(name);
}

/**
 * The message for the first validation failure, naming the field by its label in the caller's
 * language. Pure, so the server, a record import and the offline demo engine (mocks/engine) answer
 * alike, and in the same words the browser's form shows (src/crud/schema-to-form.ts).
 *
 * What the rule says: the schema's own words for that field and keyword ({value} replaced by what
 * was sent; the generator puts a §5 rule's message there, e.g. 请正确输入您的手机号), otherwise the
 * translated text of the keyword (common/form-runtime/validation: ajv-i18n, never a regex or ajv's English).
 *
 * How the field is named: `{label}：{message}` in zh and zh-TW, `{label}: {message}` in en
 * (手机：请正确输入您的手机号, 流水起始：只能输入数字). No prefix where it would say the field twice:
 * - a required failure (an empty required text, minLength 1, counts as one) says the schema's own
 *   required words as they are (请输入账户), or else "{label}不能为空" (spec §5's 'cannot be empty');
 * - a message that names the field already stands alone (namesField: 账户最多为50个字符！,
 *   流水起始不能为0, 请输入选择流水日期格式).
 *
 * A field without a label (a hand-written route's body that declares none) keeps the generic
 * 请求参数不正确：{field} unless the route gave its own words: only API callers meet those, since no
 * screen sends such a body; every schema entity's route passes its labels.
 */
export function validationMessage(
  issue: ValidationIssue | undefined,
  language: Language,
  messages: FieldMessages | undefined,
  body: unknown,
  labels?: FieldLabels,
): string {
  const missing = issue?.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  const field = (missing || String(issue?.instancePath || issue?.params?.additionalProperty || '')).replace(/^\//, '').replace(/\//g, '.');
  // An empty required string fails minLength 1: the spec words that as the required message.
  const keyword = issue?.keyword === 'minLength' && issue.params?.limit === 1 ? 'required' : (issue?.keyword ?? '');
  const value = field && body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  const specific = messages?.[field]?.[keyword]?.[language]?.replace('{value}', typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  // An item of a list field (roleIds.0) is named by its field.
  const label = labels?.[field.split('.')[0] ?? '']?.[language];
  if (!label) return specific ?? (field ? translate('badRequestField', language, { field }) : translate('badRequest', language));
  if (keyword === 'required') return specific ?? requiredMessage(label, language);
  const message = specific ?? localizedRuleMessage(issue ?? {}, language);
  const generic = specific === undefined || Object.values(PATTERN_RULES).some((rule) => rule.messages[language] === specific);
  if (namesField(message, label, generic)) return message;
  return language === 'en' ? `${label}: ${message}` : `${label}：${message}`;
}
