import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../core/db/database.ts';
import type { Database } from '../../core/db/platform-tables.ts';
import type { PageResult } from '../../core/http/envelope.ts';

/**
 * The users a restricted user picker offers (contract §4.9 POST /api/permission/Users/UserCondition,
 * JNPF `UserConditionModel`; spec lowcode §4 "Pickers"): the enabled users in any listed
 * department, position, role or group, or listed themselves — one list, each user once —
 * filtered by a keyword and read a page at a time. No HTTP here; the route is user-condition-routes.ts.
 */
export interface UserCondition {
  departIds: string[];
  positionIds: string[];
  userIds: string[];
  roleIds: string[];
  groupIds: string[];
}

export interface UserConditionPage {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

/** A user as the picker lists it (JNPF UserIdListVo): never more than these columns leave the table. */
export interface ConditionUser {
  id: string;
  fullName: string;
  realName: string;
  account: string;
  headIcon: string;
  /** the user's organisations, each as its path of names joined by '/', several joined by ',' */
  organize: string;
}

/** The relation kind (base_user_relation.objectType) each list of the condition names. */
const RELATIONS = [
  ['departIds', 'Organize'],
  ['positionIds', 'Position'],
  ['roleIds', 'Role'],
  ['groupIds', 'Group'],
] as const;

type UserScope = ExpressionBuilder<Database & { u: Database['base_user'] }, 'u'>;

/**
 * Whether the user's organizeId (comma-joined when several, contract §4.9) holds the id, exactly:
 * `,a,b,` contains `,id,`. replace() compares case-sensitively on both databases and treats no
 * character as a wildcard, unlike LIKE.
 */
const organizeIdHolds = (id: string) => {
  const wrapped = sql<string>`(',' || ${sql.ref('u.organizeId')} || ',')`;
  return sql<boolean>`replace(${wrapped}, ${`,${id},`}, '') <> ${wrapped}`;
};

/** Whether a user meets the condition: listed, related to a listed id, or in a listed department by organizeId. */
function meetsCondition(eb: UserScope, condition: UserCondition) {
  const branches = [];
  if (condition.userIds.length > 0) branches.push(eb('u.id', 'in', condition.userIds));
  for (const [key, objectType] of RELATIONS) {
    const ids = condition[key];
    if (ids.length === 0) continue;
    branches.push(
      eb('u.id', 'in', eb.selectFrom('base_user_relation as r').select('r.userId').where('r.objectType', '=', objectType).where('r.objectId', 'in', ids)),
    );
  }
  for (const id of condition.departIds) branches.push(organizeIdHolds(id));
  return eb.or(branches);
}

/** Whether a condition names anyone at all (nothing listed: nobody, as the browser's picker treats it). */
export const conditionNamesAnyone = (condition: UserCondition): boolean => Object.values(condition).some((ids) => ids.length > 0);

/** Each organisation's path of names from the top ('/'-joined), for the `organize` column. */
async function organisationPaths(db: Db): Promise<(id: string) => string> {
  const rows = await db.selectFrom('base_organize').select(['id', 'parentId', 'fullName']).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id) => {
    const names: string[] = [];
    const seen = new Set<string>();
    // A cycle in bad data ends the walk instead of looping.
    for (let node = byId.get(id); node && !seen.has(node.id); node = byId.get(String(node.parentId))) {
      seen.add(node.id);
      names.unshift(node.fullName ?? '');
    }
    return names.join('/');
  };
}

/** A page of the users the condition names, ordered as the user lists are (sortCode, then account). */
export async function usersByCondition(db: Db, condition: UserCondition, page: UserConditionPage): Promise<PageResult<ConditionUser>> {
  const { currentPage, pageSize } = page;
  if (!conditionNamesAnyone(condition)) return { list: [], pagination: { currentPage, pageSize, total: 0 } };
  const keyword = page.keyword.trim();
  let users = db
    .selectFrom('base_user as u')
    .where('u.enabledMark', '=', 1)
    .where((eb) => meetsCondition(eb, condition));
  if (keyword) users = users.where((eb) => eb.or([eb('u.account', 'like', `%${keyword}%`), eb('u.realName', 'like', `%${keyword}%`)]));
  const counted = await users.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await users
    .select(['u.id', 'u.account', 'u.realName', 'u.headIcon', 'u.organizeId'])
    .orderBy('u.sortCode')
    .orderBy('u.account')
    .orderBy('u.id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();

  if (rows.length === 0) return { list: [], pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } };

  // The organisations of the page's users: their organizeId and their Organize relations.
  const pageUserIds = rows.map((row) => row.id);
  const links = await db
    .selectFrom('base_user_relation')
    .select(['userId', 'objectId'])
    .where('objectType', '=', 'Organize')
    .where('userId', 'in', pageUserIds)
    .orderBy('sortCode')
    .execute();
  const pathOf = await organisationPaths(db);
  const list = rows.map((row): ConditionUser => {
    const organisations = new Set([
      ...String(row.organizeId ?? '')
        .split(',')
        .filter(Boolean),
      ...links.flatMap((link) => (link.userId === row.id && link.objectId ? [link.objectId] : [])),
    ]);
    return {
      id: row.id,
      fullName: `${row.realName ?? ''}/${row.account ?? ''}`,
      realName: row.realName ?? '',
      account: row.account ?? '',
      headIcon: row.headIcon ?? '',
      organize: [...organisations].map(pathOf).filter(Boolean).join(','),
    };
  });
  return { list, pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } };
}
