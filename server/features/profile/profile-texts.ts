import type { Language } from '../../core/i18n/messages.ts';

/**
 * Texts only the profile routes send, in the three languages (zh from the spec's image-upload
 * messages, §5). They live beside the module so the shared catalogue stays untouched.
 */
export const profileTexts = {
  imageOnly: { zh: '请上传图片', 'zh-TW': '請上傳圖片', en: 'Please upload an image' },
  avatarTooLarge: { zh: '图片大小超过2MB', 'zh-TW': '圖片大小超過2MB', en: 'The image is larger than 2 MB' },
  signTooLarge: { zh: '图片大小超过500KB', 'zh-TW': '圖片大小超過500KB', en: 'The image is larger than 500 KB' },
  uploadSuccess: { zh: '上传成功', 'zh-TW': '上傳成功', en: 'Uploaded' },
  notSubordinate: { zh: '只能查看自己的下属', 'zh-TW': '只能查看自己的下屬', en: 'You can only see your own subordinates' },
  certifyOwnOnly: { zh: '只能认证自己的账号', 'zh-TW': '只能認證自己的賬號', en: 'You can only certify your own account' },
  certified: { zh: '认证成功', 'zh-TW': '認證成功', en: 'Certified' },
} as const;

export type ProfileTextKey = keyof typeof profileTexts;

export function profileText(key: ProfileTextKey, language: Language): string {
  return profileTexts[key][language];
}

/** A refusal in the envelope shape, answered directly (AppError only carries shared-catalogue keys). */
export function profileRefusal(key: ProfileTextKey, language: Language): { code: number; msg: string } {
  return { code: 400, msg: profileText(key, language) };
}
