import { useLocaleState } from 'react-admin';
import type { Locale } from '../../lib/i18n/locale.ts';
import type { MemberObjectType } from './members-api.ts';

/**
 * Texts of the member dialogs of roles, positions and groups (issue 15 point 3, spec lowcode §6
 * "member and permission dialogs for roles and positions"): the 成员 row action, the member list
 * and the user picker. Read in the language react-admin speaks (useMembersTexts), so the feature
 * needs no entry in the app's shared message table. The server's answers (保存成功, a refusal) show as sent.
 */
const zh = {
  members: '成员',
  /** the dialog's title by the kind of object, then ` - {name}` */
  titles: { Role: '角色成员', Position: '岗位成员', Group: '分组成员' } satisfies Record<MemberObjectType, string>,
  titleOf: '{kind} - {name}',
  add: '添加成员',
  remove: '移除',
  save: '保存',
  cancel: '取消',
  account: '账户',
  realName: '姓名',
  organize: '所属组织',
  actions: '操作',
  filter: '请输入账户或姓名筛选',
  filterLabel: '筛选成员',
  count: '共 {n} 名成员',
  noMembers: '暂无成员',
  loading: '加载中...',
  loadFailed: '成员加载失败',
  retry: '重试',
  pickerTitle: '选择用户',
  chosen: '已选择 {n} 人',
  organisations: '组织机构',
  expand: '展开',
  collapse: '折叠',
  added: '已添加 {n} 名成员，保存后生效',
};
export type MembersTexts = typeof zh;

const zhTW: MembersTexts = {
  members: '成員',
  titles: { Role: '角色成員', Position: '崗位成員', Group: '分組成員' },
  titleOf: '{kind} - {name}',
  add: '添加成員',
  remove: '移除',
  save: '保存',
  cancel: '取消',
  account: '賬戶',
  realName: '姓名',
  organize: '所屬組織',
  actions: '操作',
  filter: '請輸入賬戶或姓名篩選',
  filterLabel: '篩選成員',
  count: '共 {n} 名成員',
  noMembers: '暫無成員',
  loading: '加載中...',
  loadFailed: '成員加載失敗',
  retry: '重試',
  pickerTitle: '選擇用戶',
  chosen: '已選擇 {n} 人',
  organisations: '組織機構',
  expand: '展開',
  collapse: '折疊',
  added: '已添加 {n} 名成員，保存後生效',
};

const en: MembersTexts = {
  members: 'Members',
  titles: { Role: 'Role members', Position: 'Position members', Group: 'Group members' },
  titleOf: '{kind} - {name}',
  add: 'Add members',
  remove: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  account: 'Account',
  realName: 'Name',
  organize: 'Organisation',
  actions: 'Actions',
  filter: 'Filter by account or name',
  filterLabel: 'Filter members',
  count: '{n} members',
  noMembers: 'No members',
  loading: 'Loading...',
  loadFailed: 'The members could not be loaded',
  retry: 'Retry',
  pickerTitle: 'Choose users',
  chosen: '{n} chosen',
  organisations: 'Organisations',
  expand: 'Expand',
  collapse: 'Collapse',
  added: '{n} added; they join when you save',
};

const TEXTS: Record<Locale, MembersTexts> = { zh, 'zh-TW': zhTW, en };

/** The member texts in a language (an unknown one falls back to zh, the default). */
export const membersTexts = (locale: string | undefined): MembersTexts => TEXTS[locale as Locale] ?? zh;

/** A text with its `{name}` placeholders filled. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** The member texts in the language the app speaks now, with that language (they follow a language switch). */
export function useMembersTexts(): { texts: MembersTexts; locale: Locale } {
  const [locale] = useLocaleState();
  const known = (Object.hasOwn(TEXTS, locale) ? locale : 'zh') as Locale;
  return { texts: TEXTS[known], locale: known };
}
