import type { Db } from '../../core/db/database.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { assertMayGrantRoles, rankOf, type Rank } from '../../core/identity/rank.ts';
import { departmentTree, parsePaths } from './picker-trees.ts';
import { enabledOrganisations } from './enabled-organisations.ts';

/**
 * What the stock client's administration screens offer a caller to pick from, cut to the caller's
 * rank (docs/security/rank-rule.md): the organisation trees of the user, position and role pages
 * (contract §4.7 SelectorByAuth) and the position and role choices of the user dialog (§4.5, §4.6
 * getListByOrgIds). A system administrator is offered everything; anyone else only the
 * organisations of their scope, and only roles they could give without rising.
 */

/** The id and name of the group that holds the global roles in getListByOrgIds (JNPF answers "0"). */
export const GLOBAL_ROLE_GROUP = '0';
const GLOBAL_NAMES: Record<Language, string> = { zh: '全局', 'zh-TW': '全局', en: 'Global' };

/** Whether the rank reaches the organisation: everything for a system administrator, the scope otherwise. */
const reaches = (rank: Rank, organizeId: string): boolean => rank.system || rank.scope.has(organizeId);

/**
 * Companies and departments the caller administers, as a tree without the node `without` and its
 * subtree; an organisation whose parent lies outside the scope is a root.
 */
export async function organisationsByAuth(db: Db, userId: string, without: string) {
  const rank = await rankOf(db, userId);
  return departmentTree(
    (await enabledOrganisations(db)).filter((row) => reaches(rank, row.id)),
    without,
  );
}

/** The asked organisations that exist and the rank reaches, in the order asked, once each. */
async function reachableOrganisations(db: Db, rank: Rank, organizeIds: string[]) {
  const wanted = [...new Set(organizeIds)].filter((id) => reaches(rank, id));
  if (wanted.length === 0) return [];
  const rows = await db.selectFrom('base_organize').select(['id', 'parentId', 'fullName', 'enCode', 'type']).where('id', 'in', wanted).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** One group of a choice list: an organisation (or the global group) with its records beneath. */
function group(row: { id: string; parentId?: string | null; fullName?: string | null; enCode?: string | null; type?: string | null }, children: object[]) {
  return {
    id: row.id,
    parentId: String(row.parentId ?? '-1'),
    fullName: row.fullName ?? '',
    enCode: row.enCode ?? '',
    type: row.type ?? '',
    hasChildren: true,
    isLeaf: false,
    children,
  };
}

const leaf = (row: { id: string; fullName?: string | null; enCode?: string | null }, parentId: string, type: string) => ({
  id: row.id,
  parentId,
  fullName: row.fullName ?? '',
  enCode: row.enCode ?? '',
  type,
  hasChildren: false,
  isLeaf: true,
});

/** Positions the user dialog may give: each asked organisation with its enabled positions (contract §4.6). */
export async function positionChoices(db: Db, userId: string, organizeIds: string[]) {
  const organisations = await reachableOrganisations(db, await rankOf(db, userId), organizeIds);
  if (organisations.length === 0) return [];
  const positions = await db
    .selectFrom('base_position')
    .select(['id', 'organizeId', 'fullName', 'enCode'])
    .where('enabledMark', '=', 1)
    .where(
      'organizeId',
      'in',
      organisations.map((row) => row.id),
    )
    .orderBy('sortCode')
    .orderBy('id')
    .execute();
  return organisations.map((row) =>
    group(
      row,
      positions.filter((position) => position.organizeId === row.id).map((position) => leaf(position, row.id, 'position')),
    ),
  );
}

/** The roles of the list the caller may give (rank rule 2); all of them for a system administrator. */
async function grantable<T extends { id: string }>(db: Db, rank: Rank, roles: T[]): Promise<T[]> {
  if (rank.system) return roles;
  const kept: T[] = [];
  for (const role of roles) {
    try {
      await assertMayGrantRoles(db, rank, [role.id]);
      kept.push(role);
    } catch {
      // a role the caller may not give is not offered
    }
  }
  return kept;
}

/**
 * Roles the user dialog may give: each asked organisation with the enabled organisation roles
 * bound to it, then the global group ("0") with the enabled global roles (contract §4.5).
 */
export async function roleChoices(db: Db, userId: string, organizeIds: string[], language: Language) {
  const rank = await rankOf(db, userId);
  const organisations = await reachableOrganisations(db, rank, organizeIds);
  const roles = await grantable(
    db,
    rank,
    await db
      .selectFrom('base_role')
      .select(['id', 'fullName', 'enCode', 'globalMark', 'organizeIdsTree'])
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('id')
      .execute(),
  );
  const boundTo = (organizeId: string) =>
    roles.filter((role) => role.globalMark === 0 && parsePaths(role.organizeIdsTree).some((path) => path[path.length - 1] === organizeId));
  return [
    ...organisations.map((row) =>
      group(
        row,
        boundTo(row.id).map((role) => leaf(role, row.id, 'role')),
      ),
    ),
    group(
      { id: GLOBAL_ROLE_GROUP, fullName: GLOBAL_NAMES[language], type: 'global' },
      roles.filter((role) => role.globalMark === 1).map((role) => leaf(role, GLOBAL_ROLE_GROUP, 'role')),
    ),
  ];
}
