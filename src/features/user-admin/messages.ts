import type { Language } from '../../form-runtime/widget-contract.ts';

/**
 * Texts of the user page's own pieces (issue 15 point 4): the organisation tree beside the list and
 * the row's 更多 menu with 重置密码 and 解除锁定 (FE347 views/permission/user). The password rules'
 * words are the spec's, shared with the password change (screens.password, spec shell §5); the
 * server's own answers (重置密码成功, 解锁成功) show as sent.
 */
const zh = {
  organisation: '组织机构',
  treeKeyword: '输入关键字',
  all: '全部',
  expand: '展开',
  collapse: '折叠',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  refresh: '刷新数据',
  empty: '暂无数据',
  more: '更多',
  resetPassword: '重置密码',
  unlock: '解除锁定',
  confirmUnlock: '此操作将解除该账户锁定, 是否继续?',
  account: '账户',
  newPassword: '新密码',
  newPasswordPlaceholder: '输入新密码',
  repeatPassword: '确认新密码',
  confirm: '确定',
  cancel: '取消',
};

export type UserAdminTexts = typeof zh;

const zhTW: UserAdminTexts = {
  organisation: '組織機構',
  treeKeyword: '輸入關鍵字',
  all: '全部',
  expand: '展開',
  collapse: '摺疊',
  expandAll: '展開全部',
  collapseAll: '摺疊全部',
  refresh: '刷新數據',
  empty: '暫無數據',
  more: '更多',
  resetPassword: '重置密碼',
  unlock: '解除鎖定',
  confirmUnlock: '此操作將解除該賬戶鎖定, 是否繼續?',
  account: '賬戶',
  newPassword: '新密碼',
  newPasswordPlaceholder: '輸入新密碼',
  repeatPassword: '確認新密碼',
  confirm: '確定',
  cancel: '取消',
};

const en: UserAdminTexts = {
  organisation: 'Organisation',
  treeKeyword: 'Enter a keyword',
  all: 'All',
  expand: 'Expand',
  collapse: 'Collapse',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  refresh: 'Refresh',
  empty: 'No data',
  more: 'More',
  resetPassword: 'Reset password',
  unlock: 'Unlock',
  confirmUnlock: 'This unlocks the account. Continue?',
  account: 'Account',
  newPassword: 'New password',
  newPasswordPlaceholder: 'Enter the new password',
  repeatPassword: 'Confirm the new password',
  confirm: 'OK',
  cancel: 'Cancel',
};

const TEXTS: Record<Language, UserAdminTexts> = { zh, 'zh-TW': zhTW, en };

/** The user page's texts in a language. */
export const userAdminTexts = (language: Language): UserAdminTexts => TEXTS[language] ?? zh;
