import type { Texts } from '../../entity-model.ts';
import type { PatternRuleName } from '../form-item.ts';

/**
 * The pattern rules of spec §5 by name, with the spec's message (zh verbatim) and its zh-TW and en
 * forms. A schema names one (`"rule": "mobile"` in its x-portside block: the generator writes the
 * pattern into the body schema) and a JNPF regList may too (`{ rule: 'mobile' }`); the browser's
 * forms, the sub-table's cells and the server check the same source.
 *
 * The sources follow JNPF's own rule list (web utils formValidate: iphone, password, idCard, email,
 * plateNumber, chinese, enCode, userAccount, fullName, userCode, allDate, bigInt, field) where it is
 * sound, with these deliberate differences:
 * - every source is anchored at both ends and free of nested ambiguous repetition, so a long value
 *   cannot make the server's validator backtrack for long (JNPF's email and half-hour sources are
 *   neither; its half-hour one accepted any text ending in `.0`);
 * - idCard: JNPF's `[0|1|2]` day class also let a `|` through; the class is `[012]` here;
 * - email: letters of either case and a real dot before the top-level domain (JNPF's was lowercase
 *   only, with an unescaped dot);
 * - plate: also the 8-character new-energy plates (D/F after the city letter for small cars, D/F
 *   last for large ones), which JNPF's 7-character source refused;
 * - name: "without special symbols" is read literally, as the schemas always did: ASCII punctuation
 *   is refused, letters of every script, digits and spaces pass (JNPF's source refused spaces and
 *   every non-Chinese letter, so an English name like "Port Operations" could not be saved);
 * - halfHour: 0 is a whole number and passes.
 * Every source compiles with and without the u flag (ajv compiles body-schema patterns with it).
 */
export const PATTERN_RULES: Record<PatternRuleName, { pattern: string; messages: Texts }> = {
  mobile: {
    pattern: '^1[3-9][0-9]{9}$',
    messages: { zh: '请正确输入您的手机号', 'zh-TW': '請正確輸入您的手機號', en: 'Enter a valid mobile phone number' },
  },
  password: {
    pattern: '^(?![0-9]+$)(?![A-Za-z]+$)[0-9A-Za-z]{6,16}$',
    messages: {
      zh: '6-16位字符的密码（数字和字母组成）',
      'zh-TW': '6-16位字符的密碼（數字和字母組成）',
      en: 'The password has 6-16 characters, both letters and digits',
    },
  },
  idCard: {
    pattern: '^[1-9][0-9]{5}[1-9][0-9]{3}(0[0-9]|1[0-2])([012][0-9]|3[01])[0-9]{3}[0-9Xx]$',
    messages: { zh: '请正确输入您的身份证号码', 'zh-TW': '請正確輸入您的身份證號碼', en: 'Enter a valid national ID number' },
  },
  email: {
    pattern: '^[A-Za-z0-9]+([._+-][A-Za-z0-9]+)*@([A-Za-z0-9]+(-+[A-Za-z0-9]+)*\\.)+[A-Za-z]{2,}$',
    messages: { zh: '请正确输入您的邮箱地址', 'zh-TW': '請正確輸入您的郵箱地址', en: 'Enter a valid e-mail address' },
  },
  plate: {
    pattern: '^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领A-Z][A-Z]([A-Z0-9]{4}[A-Z0-9挂学警港澳]|[DF][A-Z0-9][0-9]{4}|[0-9]{5}[DF])$',
    messages: { zh: '请正确输入您的车牌号', 'zh-TW': '請正確輸入您的車牌號', en: 'Enter a valid vehicle plate number' },
  },
  chinese: {
    pattern: '^[\\u4e00-\\u9fa5]+$',
    messages: { zh: '请正确输入中文', 'zh-TW': '請正確輸入中文', en: 'Enter Chinese characters only' },
  },
  code: {
    pattern: '^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$',
    messages: {
      zh: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
      'zh-TW': '編碼只能輸入英文、數字和小數點且小數點不能放在首尾',
      en: 'The code allows letters, digits and dots, not at the start or end',
    },
  },
  account: {
    pattern: '^[A-Za-z0-9]+$',
    messages: { zh: '只能输入数字英文', 'zh-TW': '只能輸入數字英文', en: 'Letters and digits only' },
  },
  name: {
    pattern: '^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:\'",<>/?`]+$',
    messages: { zh: '名称不能含有特殊符号', 'zh-TW': '名稱不能含有特殊符號', en: 'The name cannot contain special symbols' },
  },
  digits: {
    pattern: '^[0-9]+$',
    messages: { zh: '编码只能输入数字', 'zh-TW': '編碼只能輸入數字', en: 'The code allows digits only' },
  },
  halfHour: {
    pattern: '^(0|[1-9][0-9]*)(\\.[05])?$',
    messages: { zh: '时间只能是整数和0.5的倍数', 'zh-TW': '時間只能是整數和0.5的倍數', en: 'The time must be a whole number or a multiple of 0.5' },
  },
  positiveInteger: {
    pattern: '^[1-9][0-9]*$',
    messages: { zh: '请输入正整数', 'zh-TW': '請輸入正整數', en: 'Enter a positive integer' },
  },
  fieldName: {
    pattern: '^[A-Za-z][A-Za-z0-9_]*$',
    messages: {
      zh: '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
      'zh-TW': '只能輸入大小寫英文字母、數字、下劃線組合，且不能數字、下劃線開頭',
      en: 'Letters, digits and underscores only, starting with a letter',
    },
  },
};

/** The names of the catalogue, in the spec's order. */
export const PATTERN_RULE_NAMES = Object.keys(PATTERN_RULES) as PatternRuleName[];

/** The pattern a schema field gets for a rule: empty text passes too unless the field is required. */
export const bodyPatternOf = (rule: PatternRuleName, required: boolean): string =>
  required ? PATTERN_RULES[rule].pattern : `^$|${PATTERN_RULES[rule].pattern}`;

/**
 * The catalogue message of a body-schema pattern, when the pattern is a catalogue rule's (as the
 * generator writes it, with or without the empty-text alternative); otherwise undefined.
 */
export function patternRuleMessage(pattern: unknown, language: keyof Texts): string | undefined {
  if (typeof pattern !== 'string') return undefined;
  const name = PATTERN_RULE_NAMES.find((rule) => pattern === PATTERN_RULES[rule].pattern || pattern === bodyPatternOf(rule, false));
  return name ? PATTERN_RULES[name].messages[language] : undefined;
}
