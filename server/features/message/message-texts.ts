import type { Language } from '../../core/i18n/messages.ts';

/**
 * Texts only the message centre sends, in the three languages (zh verbatim from the spec and
 * the contract). They live beside the module rather than in server/core/i18n/messages.ts so the message
 * centre can be changed without touching the shared catalogue.
 */
export const messageTexts = {
  noUnread: { zh: '暂无未读消息', 'zh-TW': '暫無未讀消息', en: 'There are no unread messages' },
  released: { zh: '发布成功', 'zh-TW': '發布成功', en: 'Released' },
  imageTooLarge: { zh: '图片大小不能超过5M', 'zh-TW': '圖片大小不能超過5M', en: 'The image must not be larger than 5 MB' },
  imageOnly: { zh: '请上传图片', 'zh-TW': '請上傳圖片', en: 'Please upload an image' },
  uploadSuccess: { zh: '上传成功', 'zh-TW': '上傳成功', en: 'Uploaded' },
  unknownRecipients: { zh: '接收人不存在', 'zh-TW': '接收人不存在', en: 'A recipient does not exist' },
  filesNotJson: { zh: '附件格式不正确', 'zh-TW': '附件格式不正確', en: 'The attachment list is not valid' },
  copied: { zh: '复制成功！', 'zh-TW': '複製成功！', en: 'Copied!' },
  copyMark: { zh: '.副本', 'zh-TW': '.副本', en: '.copy' },
} as const;

export type MessageTextKey = keyof typeof messageTexts;

export function messageText(key: MessageTextKey, language: Language): string {
  return messageTexts[key][language];
}

/** A refusal in the envelope shape, answered directly (AppError only carries shared-catalogue keys). */
export function refusal(key: MessageTextKey, language: Language): { code: number; msg: string } {
  return { code: 400, msg: messageText(key, language) };
}
