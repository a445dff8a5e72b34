import type { Language } from '../../core/i18n/messages.ts';

/**
 * Texts only the upload routes send, in the three languages (上传成功 and 上传异常 from the spec
 * and the contract). What any upload may be refused for (type, size, content, name) is in
 * server/core/files/upload-policy.ts, shared with the avatar and chat uploads.
 */
export const uploadRouteTexts = {
  uploadSuccess: { zh: '上传成功', 'zh-TW': '上傳成功', en: 'Uploaded' },
  uploadFailed: { zh: '上传异常', 'zh-TW': '上傳異常', en: 'The upload failed' },
  noFile: { zh: '请选择文件', 'zh-TW': '請選擇文件', en: 'Choose a file to upload' },
  chunkInvalid: { zh: '分片参数不正确', 'zh-TW': '分片參數不正確', en: "The chunk's parameters are not consistent" },
  chunkSizeMismatch: { zh: '分片大小不正确', 'zh-TW': '分片大小不正確', en: 'The chunk is not the size it declares' },
  chunkMissing: { zh: '缺少第{number}个分片，请重新上传', 'zh-TW': '缺少第{number}個分片，請重新上傳', en: 'Chunk {number} is missing; upload the file again' },
  md5Mismatch: { zh: '文件校验失败，请重新上传', 'zh-TW': '文件校驗失敗，請重新上傳', en: "The file's checksum does not match; upload it again" },
  sizeMismatch: { zh: '文件大小与上传的内容不符', 'zh-TW': '文件大小與上傳的內容不符', en: 'The file size does not match what was uploaded' },
} as const satisfies Record<string, Record<Language, string>>;

export const uploadRouteText = (key: keyof typeof uploadRouteTexts, language: Language): string => uploadRouteTexts[key][language];
