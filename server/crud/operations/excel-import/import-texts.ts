import { AppError } from '../../../core/http/app-error.ts';
import type { Language } from '../../../core/i18n/messages.ts';
import { fillPlaceholders } from '../../../core/i18n/language.ts';

/**
 * What the Excel import says, in the three languages: the spec's words verbatim where it has them
 * (请先上传文件, 文件大小不能超过500KB, 导入数据为空, 异常原因; shell §5, lowcode §8), the others
 * worded alike. They live beside the import so the shared catalogue stays untouched.
 */
export const importTexts = {
  noFile: { zh: '请先上传文件', 'zh-TW': '請先上傳文件', en: 'Upload a file first' },
  fileTooLarge: { zh: '文件大小不能超过500KB', 'zh-TW': '文件大小不能超過500KB', en: 'The file must not be larger than 500KB' },
  wrongType: { zh: '请选择xls、xlsx类型的文件', 'zh-TW': '請選擇xls、xlsx類型的文件', en: 'Choose an xls or xlsx file' },
  oldExcel: {
    zh: '不支持Excel 97-2003格式的xls文件，请在Excel中另存为xlsx后上传',
    'zh-TW': '不支援Excel 97-2003格式的xls文件，請在Excel中另存為xlsx後上傳',
    en: 'Excel 97-2003 .xls files cannot be read; save the file as .xlsx in Excel and upload that',
  },
  unreadable: { zh: '文件内容无法读取，请检查该文件', 'zh-TW': '文件內容無法讀取，請檢查該文件', en: 'The file cannot be read; check it' },
  noColumns: {
    zh: '文件中没有可导入的列，请按导入模板填写',
    'zh-TW': '文件中沒有可導入的列，請按導入模板填寫',
    en: 'The file has no column to import; fill in the import template',
  },
  tooManyRows: { zh: '导入数据不能超过1000条', 'zh-TW': '導入數據不能超過1000條', en: 'At most 1000 rows can be imported at once' },
  emptyList: { zh: '导入数据为空', 'zh-TW': '導入數據為空', en: 'There is no data to import' },
  notFound: { zh: '{label}：找不到“{value}”', 'zh-TW': '{label}：找不到「{value}」', en: '{label}: "{value}" not found' },
  ambiguous: { zh: '{label}：“{value}”不唯一', 'zh-TW': '{label}：「{value}」不唯一', en: '{label}: more than one "{value}"' },
  notNumber: { zh: '{label}：“{value}”不是数字', 'zh-TW': '{label}：「{value}」不是數字', en: '{label}: "{value}" is not a number' },
  notDate: {
    zh: '{label}：“{value}”不是有效日期（YYYY-MM-DD）',
    'zh-TW': '{label}：「{value}」不是有效日期（YYYY-MM-DD）',
    en: '{label}: "{value}" is not a date (YYYY-MM-DD)',
  },
  notCell: { zh: '{label}：内容格式不正确', 'zh-TW': '{label}：內容格式不正確', en: '{label}: the value is not valid' },
  reason: { zh: '异常原因', 'zh-TW': '異常原因', en: 'Reason' },
  allowedValues: { zh: '可选值', 'zh-TW': '可選值', en: 'Allowed values' },
  templateName: { zh: '导入模板', 'zh-TW': '導入模板', en: 'import template' },
  exceptionName: { zh: '导入异常数据', 'zh-TW': '導入異常數據', en: 'import errors' },
  uploadSuccess: { zh: '上传成功', 'zh-TW': '上傳成功', en: 'Uploaded' },
} as const;

export type ImportTextKey = keyof typeof importTexts;

/** A text in one language, its {name}s filled in. */
export function importText(key: ImportTextKey, language: Language, params: Record<string, string> = {}): string {
  return fillPlaceholders(importTexts[key][language], params);
}

/** A refusal in every language, for the envelope to pick the caller's (AppError carries shared-catalogue keys, or texts like these). */
export function importRefusal(key: ImportTextKey): AppError {
  return new AppError('badRequest', { texts: importTexts[key] });
}
