import type { Texts } from '../../entity-model.ts';

/**
 * The few texts no rule of its own words: what a failure reads as when only its kind is known. They
 * stand in for validator texts that would show the user a regex, a JSON Schema keyword or a
 * property's programmatic name (ajv's "must match pattern …", "must have required property …").
 */
export const GENERIC_TEXTS = {
  /** a value of the wrong shape: a pattern or format with no message of its own */
  format: { zh: '格式不正确', 'zh-TW': '格式不正確', en: 'The format is invalid' },
  /** a required value that is missing, where the field's label is not known */
  required: { zh: '不能为空', 'zh-TW': '不能為空', en: 'Cannot be empty' },
  /** a value refused by a combination of rules (not, anyOf, oneOf, if …) */
  invalid: { zh: '取值无效', 'zh-TW': '取值無效', en: 'The value is invalid' },
} satisfies Record<string, Texts>;

/** JSON types as a Chinese reader knows them (ajv-i18n's zh texts name them in English). */
export const TYPE_NAMES: Record<string, Texts> = {
  string: { zh: '文本', 'zh-TW': '文字', en: 'a string' },
  integer: { zh: '整数', 'zh-TW': '整數', en: 'an integer' },
  number: { zh: '数字', 'zh-TW': '數字', en: 'a number' },
  boolean: { zh: '布尔值', 'zh-TW': '布林值', en: 'a boolean' },
  array: { zh: '列表', 'zh-TW': '列表', en: 'a list' },
  object: { zh: '对象', 'zh-TW': '物件', en: 'an object' },
  null: { zh: '空值', 'zh-TW': '空值', en: 'null' },
};
