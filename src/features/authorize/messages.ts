import type { Locale } from '../../lib/i18n/locale.ts';

/**
 * Texts of permission authorisation (issue 15 point 1, spec shell §6 "Authorize tabs: system, menu,
 * button, list, form, data permission, select role"): the 权限 row action, 批量授权 on the role
 * list and the 权限授权 page. Read in the language react-admin speaks (use-authorize-texts.ts), as
 * the design page reads its own (src/features/online-dev/design-messages.ts), so the feature needs
 * no entry in the app's shared message table.
 */
const zh = {
  authorize: '权限',
  batch: '批量授权',
  pageTitle: '权限授权',
  /** the dialog's title by the kind of object, then ` - {name}` */
  titles: { Role: '角色权限', Position: '岗位权限', User: '用户权限' },
  titleOf: '{kind} - {name}',
  steps: {
    system: '系统权限',
    module: '菜单权限',
    button: '按钮权限',
    column: '列表权限',
    form: '表单权限',
    resource: '数据权限',
    object: '选择角色',
  },
  prev: '上一步',
  next: '下一步',
  save: '保存',
  cancel: '取消',
  close: '关闭',
  retry: '重试',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  checkAll: '全部勾选',
  uncheckAll: '取消全选',
  expand: '展开',
  collapse: '折叠',
  loading: '加载中...',
  loadFailed: '加载失败',
  empty: '暂无数据',
  saved: '保存成功',
  roles: '角色',
  positions: '岗位',
  users: '用户',
  filter: '请输入关键词查询',
  userSearch: '请输入姓名或账号查询',
  search: '查询',
  userSearchHint: '输入姓名或账号后查询',
  chosenCount: '已选 {n} 项',
  chooseObject: '请至少选择一个角色、岗位或用户',
  pickHint: '请在左侧选择要授权的角色、岗位或用户',
};
export type AuthorizeTexts = typeof zh;

const zhTW: AuthorizeTexts = {
  authorize: '權限',
  batch: '批量授權',
  pageTitle: '權限授權',
  titles: { Role: '角色權限', Position: '崗位權限', User: '用戶權限' },
  titleOf: '{kind} - {name}',
  steps: {
    system: '系統權限',
    module: '菜單權限',
    button: '按鈕權限',
    column: '列表權限',
    form: '表單權限',
    resource: '數據權限',
    object: '選擇角色',
  },
  prev: '上一步',
  next: '下一步',
  save: '保存',
  cancel: '取消',
  close: '關閉',
  retry: '重試',
  expandAll: '展開全部',
  collapseAll: '摺疊全部',
  checkAll: '全部勾選',
  uncheckAll: '取消全選',
  expand: '展開',
  collapse: '摺疊',
  loading: '加載中...',
  loadFailed: '加載失敗',
  empty: '暫無數據',
  saved: '保存成功',
  roles: '角色',
  positions: '崗位',
  users: '用戶',
  filter: '請輸入關鍵詞查詢',
  userSearch: '請輸入姓名或賬號查詢',
  search: '查詢',
  userSearchHint: '輸入姓名或賬號後查詢',
  chosenCount: '已選 {n} 項',
  chooseObject: '請至少選擇一個角色、崗位或用戶',
  pickHint: '請在左側選擇要授權的角色、崗位或用戶',
};

const en: AuthorizeTexts = {
  authorize: 'Permissions',
  batch: 'Batch authorise',
  pageTitle: 'Authorisation',
  titles: { Role: 'Role permissions', Position: 'Position permissions', User: 'User permissions' },
  titleOf: '{kind} - {name}',
  steps: {
    system: 'Systems',
    module: 'Menus',
    button: 'Buttons',
    column: 'List columns',
    form: 'Form fields',
    resource: 'Data permissions',
    object: 'Choose roles',
  },
  prev: 'Previous',
  next: 'Next',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  retry: 'Retry',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  checkAll: 'Check all',
  uncheckAll: 'Uncheck all',
  expand: 'Expand',
  collapse: 'Collapse',
  loading: 'Loading...',
  loadFailed: 'Loading failed',
  empty: 'No data',
  saved: 'Saved',
  roles: 'Roles',
  positions: 'Positions',
  users: 'Users',
  filter: 'Type to filter',
  userSearch: 'Name or account',
  search: 'Search',
  userSearchHint: 'Search users by name or account',
  chosenCount: '{n} chosen',
  chooseObject: 'Choose at least one role, position or user',
  pickHint: 'Choose a role, position or user on the left to authorise',
};

const TEXTS: Record<Locale, AuthorizeTexts> = { zh, 'zh-TW': zhTW, en };

/** The authorisation texts in a language (an unknown one falls back to zh, the default). */
export const authorizeTexts = (locale: string | undefined): AuthorizeTexts => TEXTS[locale as Locale] ?? zh;

/** A text with its `{name}` placeholders filled. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
