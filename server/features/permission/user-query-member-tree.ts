import type { Db } from '../../core/db/database.ts';
import { rankOf, roleOrganizes, type Rank } from '../../core/identity/rank.ts';
import { nearestShownAncestor, ORGANISATION_ICONS, organisationIndex, type Organisation, type OrganisationIndex } from './user-query-organisations.ts';
import { describePeople, enabledPeople, membersOf, personNode } from './user-query-people.ts';

/**
 * The lazily opened organisation-and-user trees of the member dialogs (contract §4.9, BE36
 * UserController): `GetListByAuthorize/{organizeId}` (the users a caller administers) and
 * `GetUsersByRoleOrgId` (who may hold a role), both read one level at a time over a set of
 * eligible organisations, and `GetUsersByPositionId` (the users of a position's organisation).
 * No HTTP here; the routes are user-query-routes.ts.
 */

/** An organisation as a branch of a member tree (JNPF UserByRoleVO): opened level by level. */
function organisationNode(index: OrganisationIndex, organisation: Organisation, parentId: string, fullName: string) {
  return {
    id: organisation.id,
    parentId,
    fullName,
    type: organisation.type,
    icon: ORGANISATION_ICONS[organisation.type],
    enabledMark: organisation.enabled ? 1 : 0,
    organize: index.pathName(organisation.id),
    organizeIds: index.pathIds(organisation.id),
    isLeaf: false,
    hasChildren: true,
  };
}

/** The enabled organisations a caller's rank reaches: all for a system administrator, the scope otherwise. */
const reachable = (index: OrganisationIndex, rank: Rank): Set<string> =>
  new Set(index.all.filter((organisation) => organisation.enabled && (rank.system || rank.scope.has(organisation.id))).map((row) => row.id));

export interface TreeLevelQuery {
  /** '0' for the top level */
  organizeId: string;
  keyword: string;
}

/**
 * One level of the tree over `eligible` organisations. With a keyword: the matching enabled users
 * of any eligible organisation, flat. At '0': the eligible organisations whose parent is not
 * eligible, named by their whole path. Under an eligible organisation: its enabled users, then its
 * eligible children. Anything else: nothing.
 */
async function treeLevel(db: Db, index: OrganisationIndex, eligible: ReadonlySet<string>, query: TreeLevelQuery) {
  if (query.keyword) {
    const people = await membersOf(db, await enabledPeople(db, { keyword: query.keyword }), eligible);
    return (await describePeople(db, index, people)).map((person) => personNode(person, '0'));
  }
  if (query.organizeId === '0') {
    return index.all
      .filter((organisation) => eligible.has(organisation.id) && !eligible.has(organisation.parentId))
      .map((organisation) => organisationNode(index, organisation, nearestShownAncestor(index, eligible, organisation.id), index.pathName(organisation.id)));
  }
  const parent = index.get(query.organizeId);
  if (!parent || !eligible.has(parent.id)) return [];
  const people = await membersOf(db, await enabledPeople(db), new Set([parent.id]));
  return [
    ...(await describePeople(db, index, people)).map((person) => personNode(person, parent.id)),
    ...index
      .childrenOf(parent.id)
      .filter((child) => eligible.has(child.id))
      .map((child) => organisationNode(index, child, parent.id, child.fullName)),
  ];
}

/** POST /Users/GetListByAuthorize/{organizeId}: the users of the organisations the caller administers. */
export async function administeredUsersLevel(db: Db, userId: string, query: TreeLevelQuery) {
  const index = await organisationIndex(db);
  return treeLevel(db, index, reachable(index, await rankOf(db, userId)), query);
}

/**
 * GET /Users/GetUsersByRoleOrgId: who may hold the role, within the caller's reach. An organisation
 * role may go to users of its organisations and of the departments below them (server/overrides/user.ts);
 * a global role to anyone. An unknown role has no tree.
 */
export async function roleCandidatesLevel(db: Db, userId: string, roleId: string, query: TreeLevelQuery) {
  const role = await db.selectFrom('base_role').select(['globalMark', 'organizeIdsTree']).where('id', '=', roleId).executeTakeFirst();
  if (!role) return [];
  const index = await organisationIndex(db);
  const reach = reachable(index, await rankOf(db, userId));
  const bound = role.globalMark === 1 ? reach : index.subtree(roleOrganizes(role.organizeIdsTree));
  return treeLevel(db, index, new Set([...bound].filter((id) => reach.has(id))), query);
}

/**
 * GET /Users/GetUsersByPositionId: the position's organisation (named by its path) with its enabled
 * users beneath, to pick the position's members from (BE36); nothing for an unknown position or one
 * outside the caller's scope.
 */
export async function positionCandidates(db: Db, userId: string, positionId: string, keyword: string) {
  const position = await db.selectFrom('base_position').select('organizeId').where('id', '=', positionId).executeTakeFirst();
  const index = await organisationIndex(db);
  const organisation = position ? index.get(String(position.organizeId)) : undefined;
  if (!organisation) return [];
  const rank = await rankOf(db, userId);
  if (!rank.system && !rank.scope.has(organisation.id)) return [];
  const people = await membersOf(db, await enabledPeople(db, { keyword }), new Set([organisation.id]));
  const children = (await describePeople(db, index, people)).map((person) => personNode(person, organisation.id));
  return [
    {
      ...organisationNode(index, organisation, organisation.parentId, index.pathName(organisation.id)),
      isLeaf: children.length === 0,
      hasChildren: children.length > 0,
      children,
    },
  ];
}
