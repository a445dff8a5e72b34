import type { Language } from '../../core/i18n/messages.ts';
import { fillPlaceholders } from '../../core/i18n/language.ts';
import type { FailureReason, InterfaceFailure } from './run-contract.ts';

type Texts = Readonly<Record<Language, string>>;

/**
 * Why a run failed, in the three languages (data-interface routes answer these, the log keeps them).
 * `{field}` names the parameter of a parameter failure.
 */
export const failureTexts: Readonly<Record<FailureReason, Texts>> = {
  parameterRequired: { zh: '参数{field}不能为空', 'zh-TW': '參數{field}不能為空', en: 'The parameter {field} is required' },
  parameterInvalid: { zh: '参数{field}的值格式不正确', 'zh-TW': '參數{field}的值格式不正確', en: 'The value of the parameter {field} is not valid' },
  dataSourceMissing: { zh: '数据源不存在', 'zh-TW': '數據源不存在', en: 'The data source does not exist' },
  statementRefused: {
    zh: '只允许执行单条与请求方式相符的语句，不允许多条语句或修改表结构',
    'zh-TW': '只允許執行單條與請求方式相符的語句，不允許多條語句或修改表結構',
    en: 'Only one statement of the interface’s request method may run: no several statements, no schema changes',
  },
  writesDisabled: {
    zh: '系统配置未允许执行新增、修改、删除类接口',
    'zh-TW': '系統配置未允許執行新增、修改、刪除類接口',
    en: 'The system configuration does not allow insert, update or delete interfaces to run',
  },
  statementTimeout: { zh: 'SQL语句执行超时', 'zh-TW': 'SQL語句執行超時', en: 'The SQL statement took too long' },
  objectDenied: {
    zh: '数据接口不能访问该表或字段',
    'zh-TW': '數據接口不能訪問該表或欄位',
    en: 'This table or column is not available to data interfaces',
  },
  statementFailed: { zh: 'SQL语句执行出错', 'zh-TW': 'SQL語句執行出錯', en: 'The SQL statement failed' },
  staticInvalid: { zh: '静态数据不是有效的JSON格式', 'zh-TW': '靜態數據不是有效的JSON格式', en: 'The static data is not valid JSON' },
  hostNotAllowed: { zh: '接口地址不在主机白名单内', 'zh-TW': '接口地址不在主機白名單內', en: 'The interface address is not on the host allow-list' },
  apiTimeout: { zh: '接口请求超时', 'zh-TW': '接口請求超時', en: 'The interface did not answer in time' },
  apiTooLarge: { zh: '接口返回的数据过大', 'zh-TW': '接口返回的數據過大', en: 'The interface answered too much data' },
  apiFailed: { zh: '接口请求失败', 'zh-TW': '接口請求失敗', en: 'The interface request failed' },
  scriptFailed: { zh: '数据处理脚本执行出错', 'zh-TW': '數據處理腳本執行出錯', en: 'The data processing script failed' },
  scriptTimeout: { zh: '数据处理脚本执行超时', 'zh-TW': '數據處理腳本執行超時', en: 'The data processing script took too long' },
  scriptMemory: { zh: '数据处理脚本占用内存超出限制', 'zh-TW': '數據處理腳本佔用內存超出限制', en: 'The data processing script used too much memory' },
};

/** Other words the data-interface routes send. */
export const dataInterfaceTexts = {
  /** spec lowcode §8 */
  copied: { zh: '复制成功！', 'zh-TW': '複製成功！', en: 'Copied!' },
  /** what a copy's name gets after the original's */
  copyMark: { zh: '副本', 'zh-TW': '副本', en: ' copy' },
} as const satisfies Record<string, Texts>;

export type DataInterfaceTextKey = keyof typeof dataInterfaceTexts;

export const dataInterfaceText = (key: DataInterfaceTextKey, language: Language): string => dataInterfaceTexts[key][language];

/** The detail joins the reason as the language writes it: a full-width colon in Chinese. */
const DETAIL_SEPARATOR: Readonly<Record<Language, string>> = { zh: '：', 'zh-TW': '：', en: ': ' };

/** A failure as the caller reads it: the translated reason, then `：<detail>` when the engine said more. */
export function failureMessage(failure: InterfaceFailure, language: Language): string {
  const reason = fillPlaceholders(failureTexts[failure.reason][language], { field: failure.field });
  return failure.detail ? `${reason}${DETAIL_SEPARATOR[language]}${failure.detail}` : reason;
}

/** The same message in every language, for an AppError's `texts` (the envelope picks the caller's). */
export const failureTextsOf = (failure: InterfaceFailure): Record<Language, string> => ({
  zh: failureMessage(failure, 'zh'),
  'zh-TW': failureMessage(failure, 'zh-TW'),
  en: failureMessage(failure, 'en'),
});
