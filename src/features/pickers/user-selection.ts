/**
 * Which users a user picker offers (JNPF `userSelect`, contract §7.2: `selectType` all | custom |
 * dep | pos | role | group with `ableDepIds`, `ablePosIds`, `ableUserIds`, `ableRoleIds`,
 * `ableGroupIds` and `relationField`; spec lowcode §4 "Pickers").
 * - all: every user, by organisation (the picker's ordinary tree);
 * - custom: the users in any of the listed departments, positions, roles or groups, or listed themselves;
 * - dep, pos, role, group: the users of the departments (positions, roles, groups) held by the
 *   form's `relationField` (JNPF's ableRelationIds), or of the listed ones when no field is named.
 */
export type SelectType = 'all' | 'custom' | 'dep' | 'pos' | 'role' | 'group';

const SELECT_TYPES: readonly SelectType[] = ['all', 'custom', 'dep', 'pos', 'role', 'group'];

/** The restriction the server applies (POST /api/permission/Users/UserCondition). */
export interface UserCondition {
  departIds: string[];
  positionIds: string[];
  userIds: string[];
  roleIds: string[];
  groupIds: string[];
}

/** Ids from a setting or a form value: a list, a comma-joined text, or id paths (an organisation's: its last id). */
export function idList(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return entries
    .map((entry) => (Array.isArray(entry) ? entry[entry.length - 1] : entry))
    .filter((entry): entry is string | number => (typeof entry === 'string' && entry !== '') || typeof entry === 'number')
    .map(String);
}

export const selectTypeOf = (value: unknown): SelectType => (SELECT_TYPES.includes(value as SelectType) ? (value as SelectType) : 'all');

const EMPTY: UserCondition = { departIds: [], positionIds: [], userIds: [], roleIds: [], groupIds: [] };

/** The condition key each relation type fills, and the setting it falls back to. */
const RELATION: Record<'dep' | 'pos' | 'role' | 'group', { key: keyof UserCondition; setting: string }> = {
  dep: { key: 'departIds', setting: 'ableDepIds' },
  pos: { key: 'positionIds', setting: 'ablePosIds' },
  role: { key: 'roleIds', setting: 'ableRoleIds' },
  group: { key: 'groupIds', setting: 'ableGroupIds' },
};

/**
 * The users a configuration allows, or null when it allows everyone (selectType all). `formData`
 * is the record the field sits in, read for the relation field.
 */
export function userConditionOf(props: Record<string, unknown>, formData?: Record<string, unknown>): UserCondition | null {
  const selectType = selectTypeOf(props.selectType);
  if (selectType === 'all') return null;
  if (selectType === 'custom')
    return {
      departIds: idList(props.ableDepIds),
      positionIds: idList(props.ablePosIds),
      userIds: idList(props.ableUserIds),
      roleIds: idList(props.ableRoleIds),
      groupIds: idList(props.ableGroupIds),
    };
  const { key, setting } = RELATION[selectType];
  const relationField = typeof props.relationField === 'string' && props.relationField !== '' ? props.relationField : undefined;
  const ids = relationField ? idList(formData?.[relationField]) : idList(props[setting]);
  return { ...EMPTY, [key]: ids };
}

/** Whether a condition can hold anyone at all (nothing listed: nobody to offer, no call needed). */
export const conditionIsEmpty = (condition: UserCondition): boolean => Object.values(condition).every((ids) => ids.length === 0);
