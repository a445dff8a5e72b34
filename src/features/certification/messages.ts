import type { Locale } from '../../lib/i18n/locale.ts';

/**
 * Texts of personal certification (/certification, spec shell §2.1), read in the language
 * react-admin speaks (use-certification-texts.ts). The field labels and the rule messages come
 * from common/certification-rules.ts, which the server answers with too.
 */
const zh = {
  title: '个人认证',
  intro: '填写真实姓名、证件和手机号码完成个人认证；认证信息保存在您自己的账号中。',
  certified: '已认证',
  uncertified: '未认证',
  certifiedHint: '您的认证信息完整有效。修改后需重新提交。',
  noTypes: '暂无证件类型，请联系管理员在数据字典中维护“证件类型”（certificateType）',
  submit: '提交认证',
  reset: '重置',
  loadFailed: '认证信息加载失败',
  retry: '重试',
};

export type CertificationTexts = typeof zh;

const zhTW: CertificationTexts = {
  title: '個人認證',
  intro: '填寫真實姓名、證件和手機號碼完成個人認證；認證信息保存在您自己的賬號中。',
  certified: '已認證',
  uncertified: '未認證',
  certifiedHint: '您的認證信息完整有效。修改後需重新提交。',
  noTypes: '暫無證件類型，請聯繫管理員在數據字典中維護“證件類型”（certificateType）',
  submit: '提交認證',
  reset: '重置',
  loadFailed: '認證信息加載失敗',
  retry: '重試',
};

const en: CertificationTexts = {
  title: 'Personal certification',
  intro: 'Certify yourself with your real name, an identity document and your mobile number; the details are kept on your own account.',
  certified: 'Certified',
  uncertified: 'Not certified',
  certifiedHint: 'Your certification details are complete and valid. Submit again after a change.',
  noTypes: 'No ID types yet: ask an administrator to fill the “certificateType” dictionary',
  submit: 'Certify',
  reset: 'Reset',
  loadFailed: 'The certification could not be loaded',
  retry: 'Retry',
};

const byLocale: Record<Locale, CertificationTexts> = { zh, 'zh-TW': zhTW, en };

/** The texts of a language; an unknown one reads as zh, the default (spec §1). */
export const certificationTexts = (locale: string): CertificationTexts => byLocale[locale as Locale] ?? zh;
