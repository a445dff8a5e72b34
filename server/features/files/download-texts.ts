import type { Language } from '../../core/i18n/messages.ts';
import type { AppError } from '../../core/http/app-error.ts';
import { fileRefusal } from '../../core/files/file-refusal.ts';

/** Texts only downloads, zips and previews send, in the three languages (zh verbatim from the contract and the spec). */
export const downloadTexts = {
  linkExpired: { zh: '链接已失效', 'zh-TW': '鏈接已失效', en: 'This link has expired or has already been used' },
  noFilesFound: { zh: '未发现文件', 'zh-TW': '未發現文件', en: 'No files were found' },
  packTooLarge: {
    zh: '打包下载最多{count}个文件，总大小不超过{size}',
    'zh-TW': '打包下載最多{count}個文件，總大小不超過{size}',
    en: 'A zip holds at most {count} files and {size} in all',
  },
  previewUnavailable: {
    zh: '该文件暂不支持在线预览，请下载后查看',
    'zh-TW': '該文件暫不支持在線預覽，請下載後查看',
    en: 'This file cannot be previewed online; download it instead',
  },
  previewConversionFailed: {
    zh: '文件转换失败，暂不能预览，请下载后查看',
    'zh-TW': '文件轉換失敗，暫不能預覽，請下載後查看',
    en: 'The file could not be converted for preview; download it instead',
  },
  /** the zip's name before its time stamp */
  packName: { zh: '附件', 'zh-TW': '附件', en: 'attachments' },
} as const satisfies Record<string, Record<Language, string>>;

/** A refusal in the caller's language (code 400), with data the browser can act on when given. */
export const downloadRefusal = (key: keyof typeof downloadTexts, options: { params?: Record<string, string | number>; data?: unknown } = {}): AppError =>
  fileRefusal(downloadTexts[key], options.params, options.data);
