import type { Language } from '../../core/i18n/messages.ts';
import { fillPlaceholders } from '../../core/i18n/language.ts';
import type { SchemeOperator, UserVariable } from '../../crud/operations/data-scope/scheme-model.ts';

type Texts = Readonly<Record<Language, string>>;

/**
 * Words only the data-permission scheme routes send, in the three languages, kept beside the
 * feature as the other features keep theirs: the refusals of a scheme's conditions and the
 * vocabulary of its readable summary (conditionText).
 */
export const schemeTexts = {
  conditionsUnreadable: {
    zh: '过滤条件格式不正确',
    'zh-TW': '過濾條件格式不正確',
    en: 'The conditions are not in the expected form',
  },
  conditionsRequired: {
    zh: '请添加过滤条件，或选择全部数据',
    'zh-TW': '請添加過濾條件，或選擇全部數據',
    en: 'Add a condition, or choose all data',
  },
  tooManyConditions: {
    zh: '过滤条件最多{max}条',
    'zh-TW': '過濾條件最多{max}條',
    en: 'At most {max} conditions',
  },
  /** `{field}`: the field as sent */
  unknownField: {
    zh: '过滤字段不存在：{field}',
    'zh-TW': '過濾字段不存在：{field}',
    en: 'There is no field {field} to filter on',
  },
  /** `{field}`: the field's label; `{op}`: the operator as sent */
  unknownOperator: {
    zh: '{field}不支持该条件：{op}',
    'zh-TW': '{field}不支持該條件：{op}',
    en: '{field} cannot be compared with {op}',
  },
  valueRequired: {
    zh: '请输入{field}的条件值',
    'zh-TW': '請輸入{field}的條件值',
    en: 'Enter the value to compare {field} with',
  },
  valueTooLong: {
    zh: '{field}的条件值过长',
    'zh-TW': '{field}的條件值過長',
    en: 'The value for {field} is too long',
  },
  notANumber: {
    zh: '{field}的条件值必须为数字',
    'zh-TW': '{field}的條件值必須為數字',
    en: 'The value for {field} must be a number',
  },
  notADay: {
    zh: '{field}的条件值必须为日期（YYYY-MM-DD）',
    'zh-TW': '{field}的條件值必須為日期（YYYY-MM-DD）',
    en: 'The value for {field} must be a date (YYYY-MM-DD)',
  },
  /** `{value}`: the variable as sent */
  unknownVariable: {
    zh: '{field}不能使用变量：{value}',
    'zh-TW': '{field}不能使用變量：{value}',
    en: '{field} cannot be compared with the variable {value}',
  },
  menuHasNoRecords: {
    zh: '该菜单没有可设置数据权限的数据',
    'zh-TW': '該菜單沒有可設置數據權限的數據',
    en: 'This menu has no records to set data permissions on',
  },
  /** the summary of an allData scheme */
  allData: { zh: '全部数据', 'zh-TW': '全部數據', en: 'All data' },
  and: { zh: '并且', 'zh-TW': '並且', en: 'and' },
  or: { zh: '或者', 'zh-TW': '或者', en: 'or' },
} as const satisfies Record<string, Texts>;

export type SchemeTextKey = keyof typeof schemeTexts;

export const schemeText = (key: SchemeTextKey, language: Language, params: Record<string, string | number> = {}): string =>
  fillPlaceholders(schemeTexts[key][language], params);

/** The same text in every language, for an AppError's `texts` (the envelope picks the caller's). */
export const schemeTextsOf = (key: SchemeTextKey, params: Record<string, string | number> = {}): Record<Language, string> => ({
  zh: schemeText(key, 'zh', params),
  'zh-TW': schemeText(key, 'zh-TW', params),
  en: schemeText(key, 'en', params),
});

/** The operators as the summary reads them. */
export const OPERATOR_WORDS: Record<SchemeOperator, Texts> = {
  '==': { zh: '等于', 'zh-TW': '等於', en: 'equals' },
  '!=': { zh: '不等于', 'zh-TW': '不等於', en: 'does not equal' },
  '>': { zh: '大于', 'zh-TW': '大於', en: 'is greater than' },
  '>=': { zh: '大于等于', 'zh-TW': '大於等於', en: 'is at least' },
  '<': { zh: '小于', 'zh-TW': '小於', en: 'is less than' },
  '<=': { zh: '小于等于', 'zh-TW': '小於等於', en: 'is at most' },
  like: { zh: '包含', 'zh-TW': '包含', en: 'contains' },
  notLike: { zh: '不包含', 'zh-TW': '不包含', en: 'does not contain' },
  null: { zh: '为空', 'zh-TW': '為空', en: 'is empty' },
  notNull: { zh: '不为空', 'zh-TW': '不為空', en: 'is not empty' },
  in: { zh: '包含任意', 'zh-TW': '包含任意', en: 'is one of' },
};

/** The current-user variables as the summary reads them. */
export const VARIABLE_WORDS: Record<UserVariable, Texts> = {
  '@userId': { zh: '当前用户', 'zh-TW': '當前用戶', en: 'the current user' },
  '@userAndSubordinates': { zh: '当前用户及下属', 'zh-TW': '當前用戶及下屬', en: 'the current user and their subordinates' },
  '@organizeId': { zh: '当前组织', 'zh-TW': '當前組織', en: "the current user's organisation" },
  '@organizationAndSuborganization': {
    zh: '当前组织及子组织',
    'zh-TW': '當前組織及子組織',
    en: "the current user's organisation and those beneath it",
  },
  '@positionId': { zh: '当前岗位', 'zh-TW': '當前崗位', en: "the current user's position" },
};
