import type { Language } from '../../core/i18n/messages.ts';

type Texts = Record<Language, string>;

/**
 * Refusals only the member routes (UserRelation) send, in the three languages; the spec names no
 * words for them. They name the user and the record that do not fit, so an administrator sees
 * which pick to take back. They live beside the routes so the shared catalogue stays untouched.
 */
export const userRelationTexts = {
  unknownUsers: {
    zh: '所选用户不存在或已被删除',
    'zh-TW': '所選用戶不存在或已被刪除',
    en: 'A chosen user does not exist or has been deleted',
  },
  wrongObjectType: {
    zh: '成员类型与所选对象不符',
    'zh-TW': '成員類型與所選對象不符',
    en: 'The member type does not match the chosen record',
  },
} as const satisfies Record<string, Texts>;

/** A user added to a position of a department they do not belong to. */
export const notInPositionOrganize = (user: string, position: string): Texts => ({
  zh: `用户“${user}”不属于岗位“${position}”所在的组织`,
  'zh-TW': `用戶「${user}」不屬於崗位「${position}」所在的組織`,
  en: `The user "${user}" does not belong to the organisation of the position "${position}"`,
});

/** A user added to an organisation role bound to none of their organisations. */
export const notInRoleOrganize = (user: string, role: string): Texts => ({
  zh: `角色“${role}”为组织角色，用户“${user}”不属于其所属组织`,
  'zh-TW': `角色「${role}」為組織角色，用戶「${user}」不屬於其所屬組織`,
  en: `The role "${role}" belongs to organisations, and the user "${user}" is in none of them`,
});
