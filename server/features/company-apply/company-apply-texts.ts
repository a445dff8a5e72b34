import type { Language } from '../../core/i18n/messages.ts';
import { fillPlaceholders } from '../../core/i18n/language.ts';

type Texts = Readonly<Record<Language, string>>;

/**
 * What the company-administrator application and the company user audit say, in the three
 * languages: refusals, successes and the system messages they send. They live beside the routes
 * (as column-settings-texts.ts does), so the shared catalogue stays untouched; `{name}`
 * placeholders are filled by `companyApplyTexts`.
 */
const texts = {
  companyMissing: { zh: '所选公司不存在或已禁用', 'zh-TW': '所選公司不存在或已禁用', en: 'The chosen company does not exist or is disabled' },
  alreadyAdministrator: { zh: '您已是该公司的管理员', 'zh-TW': '您已是該公司的管理員', en: 'You already administer this company' },
  alreadyDecided: { zh: '该记录已审核，请勿重复操作', 'zh-TW': '該記錄已審核，請勿重複操作', en: 'This has already been decided' },
  applicantMissing: { zh: '申请人账号不存在', 'zh-TW': '申請人賬號不存在', en: 'The applicant’s account no longer exists' },
  roleMissing: {
    zh: '未找到公司管理员角色（编码 {code}），请先创建该角色',
    'zh-TW': '未找到公司管理員角色（編碼 {code}），請先創建該角色',
    en: 'There is no company administrator role (code {code}); create it first',
  },
  applied: { zh: '申请已提交，请等待系统管理员审核', 'zh-TW': '申請已提交，請等待系統管理員審核', en: 'Applied; a system administrator will decide' },
  approved: { zh: '审核通过', 'zh-TW': '審核通過', en: 'Approved' },
  rejected: { zh: '已驳回', 'zh-TW': '已駁回', en: 'Rejected' },
  /** the body of the message the system administrators get */
  applicationBody: {
    zh: '{applicant}申请成为“{company}”的公司管理员。',
    'zh-TW': '{applicant}申請成為「{company}」的公司管理員。',
    en: '{applicant} applies to administer “{company}”.',
  },
  reasonLine: { zh: '申请理由：{reason}', 'zh-TW': '申請理由：{reason}', en: 'Reason: {reason}' },
  phoneLine: { zh: '联系电话：{phone}', 'zh-TW': '聯繫電話：{phone}', en: 'Contact phone: {phone}' },
  /** the messages the applicant gets */
  approvedTitle: {
    zh: '公司管理员申请已通过：{company}',
    'zh-TW': '公司管理員申請已通過：{company}',
    en: 'Company administrator application approved: {company}',
  },
  approvedBody: {
    zh: '您已成为“{company}”的公司管理员，刷新页面后即可使用公司管理功能。',
    'zh-TW': '您已成為「{company}」的公司管理員，刷新頁面後即可使用公司管理功能。',
    en: 'You now administer “{company}”; reload the page to use the administration pages.',
  },
  rejectedTitle: {
    zh: '公司管理员申请已驳回：{company}',
    'zh-TW': '公司管理員申請已駁回：{company}',
    en: 'Company administrator application rejected: {company}',
  },
  opinionLine: { zh: '驳回原因：{opinion}', 'zh-TW': '駁回原因：{opinion}', en: 'Reason for the rejection: {opinion}' },
} as const satisfies Record<string, Texts>;

export type CompanyApplyTextKey = keyof typeof texts;

/** One text in one language, its placeholders filled. */
export const companyApplyText = (key: CompanyApplyTextKey, language: Language, params: Record<string, string> = {}): string =>
  fillPlaceholders(texts[key][language], params);

/** One text in every language, for an AppError's `texts` (the envelope picks the caller's). */
export const companyApplyTexts = (key: CompanyApplyTextKey, params: Record<string, string> = {}): Record<Language, string> => ({
  zh: companyApplyText(key, 'zh', params),
  'zh-TW': companyApplyText(key, 'zh-TW', params),
  en: companyApplyText(key, 'en', params),
});

/**
 * The title of the message the system administrators get. The browser shows its 20-second prompt
 * (spec shell §4) for a pushed title containing JNPF's own words 企业管理员申请
 * (src/features/messages/admin-application-prompt.tsx), so that marker is wire text, the same in
 * every language; the names after it are data.
 */
export const applicationTitle = (company: string, applicant: string): string => `企业管理员申请：${company}（${applicant}）`;
