import type { Locale } from '../../lib/i18n/locale.ts';

/**
 * Texts of the company-administrator application (permission/companyAdminApply) and the company
 * user audit (permission/userAudit), issue 15 point 5. Read in the language react-admin speaks
 * (use-company-apply-texts.ts), as the design page reads its own, so the feature needs no entry in
 * the app's shared message table. `{name}` placeholders are filled with `fill`. The server's own
 * answers (申请已提交…, 审核通过, its refusals) show as sent.
 */
const zh = {
  search: '查询',
  reset: '重置',
  status: '状态',
  allStatuses: '全部',
  /** by status: 0 pending, 1 approved, 2 rejected */
  statuses: ['待审核', '已通过', '已驳回'],
  actions: '操作',
  approve: '通过',
  reject: '驳回',
  confirm: '确定',
  cancel: '取消',
  auditUser: '审核人',
  auditTime: '审核时间',
  auditOpinion: '审核意见',
  rejectReason: '驳回原因',
  rejectRequired: '请输入驳回原因',
  empty: '暂无数据',
  apply: {
    title: '公司管理员申请',
    keyword: '请输入公司名称、申请人或理由',
    add: '申请成为公司管理员',
    company: '申请公司',
    applicant: '申请人',
    mobilePhone: '联系电话',
    reason: '申请理由',
    creatorTime: '申请时间',
    dialogTitle: '申请成为公司管理员',
    noCompanies: '暂无可申请的公司',
    confirmApprove: '确定通过“{name}”成为“{company}”的公司管理员吗？',
    rejectTitle: '驳回公司管理员申请',
    empty: '暂无申请记录',
  },
  audit: {
    title: '公司用户审核',
    keyword: '请输入账号、姓名、手机号或公司',
    account: '账号',
    realName: '姓名',
    mobilePhone: '手机号',
    company: '注册公司',
    creatorTime: '注册时间',
    confirmApprove: '确定通过“{name}”的注册吗？通过后该账号即可登录。',
    rejectTitle: '驳回用户注册',
  },
  certification: {
    title: '企业认证',
    intro: '企业认证即申请成为所在公司或其他公司的公司管理员，由系统管理员审核。',
    currentCompany: '当前公司',
    noCompany: '未加入公司',
    applications: '我的申请',
    noPermission: '您没有申请公司管理员的权限，请联系系统管理员授权（权限管理 › 公司管理员申请）。',
    administrator: '已是公司管理员',
  },
};
export type CompanyApplyTexts = typeof zh;

const zhTW: CompanyApplyTexts = {
  search: '查詢',
  reset: '重置',
  status: '狀態',
  allStatuses: '全部',
  statuses: ['待審核', '已通過', '已駁回'],
  actions: '操作',
  approve: '通過',
  reject: '駁回',
  confirm: '確定',
  cancel: '取消',
  auditUser: '審核人',
  auditTime: '審核時間',
  auditOpinion: '審核意見',
  rejectReason: '駁回原因',
  rejectRequired: '請輸入駁回原因',
  empty: '暫無數據',
  apply: {
    title: '公司管理員申請',
    keyword: '請輸入公司名稱、申請人或理由',
    add: '申請成為公司管理員',
    company: '申請公司',
    applicant: '申請人',
    mobilePhone: '聯繫電話',
    reason: '申請理由',
    creatorTime: '申請時間',
    dialogTitle: '申請成為公司管理員',
    noCompanies: '暫無可申請的公司',
    confirmApprove: '確定通過「{name}」成為「{company}」的公司管理員嗎？',
    rejectTitle: '駁回公司管理員申請',
    empty: '暫無申請記錄',
  },
  audit: {
    title: '公司用戶審核',
    keyword: '請輸入賬號、姓名、手機號或公司',
    account: '賬號',
    realName: '姓名',
    mobilePhone: '手機號',
    company: '註冊公司',
    creatorTime: '註冊時間',
    confirmApprove: '確定通過「{name}」的註冊嗎？通過後該賬號即可登錄。',
    rejectTitle: '駁回用戶註冊',
  },
  certification: {
    title: '企業認證',
    intro: '企業認證即申請成為所在公司或其他公司的公司管理員，由系統管理員審核。',
    currentCompany: '當前公司',
    noCompany: '未加入公司',
    applications: '我的申請',
    noPermission: '您沒有申請公司管理員的權限，請聯繫系統管理員授權（權限管理 › 公司管理員申請）。',
    administrator: '已是公司管理員',
  },
};

const en: CompanyApplyTexts = {
  search: 'Search',
  reset: 'Reset',
  status: 'Status',
  allStatuses: 'All',
  statuses: ['Pending', 'Approved', 'Rejected'],
  actions: 'Actions',
  approve: 'Approve',
  reject: 'Reject',
  confirm: 'OK',
  cancel: 'Cancel',
  auditUser: 'Decided by',
  auditTime: 'Decided at',
  auditOpinion: 'Opinion',
  rejectReason: 'Reason for the rejection',
  rejectRequired: 'Enter the reason for the rejection',
  empty: 'No data',
  apply: {
    title: 'Company administrator applications',
    keyword: 'Company, applicant or reason',
    add: 'Apply to administer a company',
    company: 'Company',
    applicant: 'Applicant',
    mobilePhone: 'Contact phone',
    reason: 'Reason',
    creatorTime: 'Applied at',
    dialogTitle: 'Apply to administer a company',
    noCompanies: 'No company to apply for',
    confirmApprove: 'Make “{name}” an administrator of “{company}”?',
    rejectTitle: 'Reject the application',
    empty: 'No applications',
  },
  audit: {
    title: 'Company user audit',
    keyword: 'Account, name, mobile or company',
    account: 'Account',
    realName: 'Name',
    mobilePhone: 'Mobile',
    company: 'Company',
    creatorTime: 'Registered at',
    confirmApprove: 'Approve the registration of “{name}”? The account can sign in afterwards.',
    rejectTitle: 'Reject the registration',
  },
  certification: {
    title: 'Company certification',
    intro: 'Company certification is applying to administer your company or another one; a system administrator decides.',
    currentCompany: 'Current company',
    noCompany: 'Not in a company',
    applications: 'My applications',
    noPermission: 'You may not apply to be a company administrator: ask a system administrator for the page Permissions › Company administrator applications.',
    administrator: 'Company administrator',
  },
};

const byLocale: Record<Locale, CompanyApplyTexts> = { zh, 'zh-TW': zhTW, en };

/** The texts of a language; an unknown one reads as zh, the default (spec §1). */
export const companyApplyTexts = (locale: string): CompanyApplyTexts => byLocale[locale as Locale] ?? zh;

/** A text with its `{name}` placeholders filled. */
export const fill = (text: string, values: Record<string, string>): string => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
