import type { Language } from '../../core/i18n/messages.ts';
import { fillPlaceholders } from '../../core/i18n/language.ts';
import { AppError } from '../../core/http/app-error.ts';

/**
 * Texts only the mailbox sends, in the three languages (zh as JNPF 3.4's e-mail module words
 * them where it has words). They live beside the module, as the message centre's do.
 */
export const emailTexts = {
  sent: { zh: '发送成功', 'zh-TW': '發送成功', en: 'Sent' },
  saved: { zh: '保存成功', 'zh-TW': '保存成功', en: 'Saved' },
  done: { zh: '操作成功', 'zh-TW': '操作成功', en: 'Done' },
  deleted: { zh: '删除成功', 'zh-TW': '刪除成功', en: 'Deleted' },
  recipientRequired: { zh: '收件人不能为空', 'zh-TW': '收件人不能為空', en: 'Enter at least one recipient' },
  tooManyRecipients: { zh: '收件人不能超过{max}个', 'zh-TW': '收件人不能超過{max}個', en: 'A mail may have at most {max} recipients' },
  externalNoServer: {
    zh: '收件人不是平台用户：{addresses}。系统配置中未设置邮件服务器，不能发往外部地址',
    'zh-TW': '收件人不是平台用戶：{addresses}。系統配置中未設置郵件服務器，不能發往外部地址',
    en: 'Not users of this platform: {addresses}. No mail server is set in the system configuration, so external addresses cannot be sent to',
  },
  externalNoLibrary: {
    zh: '收件人不是平台用户：{addresses}。本平台未安装 SMTP 发送组件，不能发往外部地址',
    'zh-TW': '收件人不是平台用戶：{addresses}。本平台未安裝 SMTP 發送組件，不能發往外部地址',
    en: 'Not users of this platform: {addresses}. This platform has no SMTP sending component installed, so external addresses cannot be sent to',
  },
  attachmentInvalid: { zh: '附件格式不正确', 'zh-TW': '附件格式不正確', en: 'The attachment list is not valid' },
  attachmentMissing: { zh: '附件不存在：{name}', 'zh-TW': '附件不存在：{name}', en: 'No such attachment: {name}' },
  notDraft: { zh: '只能发送草稿箱中的邮件', 'zh-TW': '只能發送草稿箱中的郵件', en: 'Only a draft can be sent' },
  unknownBox: { zh: '获取失败', 'zh-TW': '獲取失敗', en: 'No such mailbox' },
} as const;

export type EmailTextKey = keyof typeof emailTexts;

export function emailText(key: EmailTextKey, language: Language, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(emailTexts[key][language], params);
}

/** A refusal in one of these texts (400), answered in the caller's language by the error handler. */
export function emailRefusal(key: EmailTextKey, params: Record<string, string | number> = {}): AppError {
  const texts = emailTexts[key];
  return new AppError('badRequest', {
    texts: { zh: fillPlaceholders(texts.zh, params), 'zh-TW': fillPlaceholders(texts['zh-TW'], params), en: fillPlaceholders(texts.en, params) },
  });
}
