import type { Language } from '../../core/i18n/messages.ts';

/** Texts only the public portal, short links and feedback send, in the three languages. */
export const portalTexts = {
  shortLinkInvalid: { zh: '短链接不存在或已失效', 'zh-TW': '短鏈接不存在或已失效', en: 'This short link does not exist or has expired' },
  shortLinkTarget: {
    zh: '短链接只能指向本站的页面路径',
    'zh-TW': '短鏈接只能指向本站的頁面路徑',
    en: 'A short link can only lead to a page path of this site',
  },
  shortLinkForbidden: {
    zh: '短链接不能指向登录交接、外部链接、短链接或图片预览页面，也不能携带 token 参数',
    'zh-TW': '短鏈接不能指向登錄交接、外部鏈接、短鏈接或圖片預覽頁面，也不能攜帶 token 參數',
    en: 'A short link cannot lead to a sign-in hand-over, external link, short link or image preview page, nor carry a token parameter',
  },
  feedbackContentRequired: { zh: '请输入反馈内容', 'zh-TW': '請輸入反饋內容', en: 'Enter your feedback' },
  feedbackContentTooLong: { zh: '反馈内容最多为2000个字符', 'zh-TW': '反饋內容最多為2000個字符', en: 'Feedback has at most 2000 characters' },
  feedbackContactTooLong: { zh: '联系方式最多为100个字符', 'zh-TW': '聯繫方式最多為100個字符', en: 'The contact has at most 100 characters' },
  feedbackCategory: { zh: '请选择反馈类型', 'zh-TW': '請選擇反饋類型', en: 'Choose the kind of feedback' },
  feedbackSent: { zh: '感谢您的反馈', 'zh-TW': '感謝您的反饋', en: 'Thank you for your feedback' },
} as const;

export type PortalTextKey = keyof typeof portalTexts;

export function portalText(key: PortalTextKey, language: Language): string {
  return portalTexts[key][language];
}

/** A refusal in the envelope shape (AppError only carries shared-catalogue keys). */
export function portalRefusal(key: PortalTextKey, language: Language): { code: number; msg: string } {
  return { code: 400, msg: portalText(key, language) };
}
