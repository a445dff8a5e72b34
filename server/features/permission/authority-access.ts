import type { Services } from '../../services.ts';
import { AppError } from '../../core/http/app-error.ts';
import { chunks } from '../../core/identity/user-labels.ts';
import type { GranteeType } from '../../core/identity/authorization-service.ts';
import { ENTITY_BUTTONS } from '../../crud/entity-buttons.ts';
import { adminAccounts, idsOf, outranked, rankOf, roleOrganizes, type Rank } from '../../core/identity/rank.ts';
import { holdingsOfUser, type Holdings } from './authority-holdings.ts';
import type { GrantKind } from './authority-catalogue.ts';

/**
 * Who may authorise what (docs/security/rank-rule.md). The page: a role's grants are the role
 * page's business (permission.role), a position's the position page's, a user's the user page's,
 * and changing them is an edit (btn_edit when the page judges buttons), as for the user actions.
 * The rank: a system administrator authorises anyone and hands out anything; anyone else only
 * objects they may act on, and only what they hold themselves.
 */

/** The caller of an authority route: their rank and what they may hand out (null: anything). */
export interface Authoriser {
  userId: string;
  rank: Rank;
  held: Holdings | null;
}

export async function authoriserOf(services: Services, userId: string): Promise<Authoriser> {
  const rank = await rankOf(services.db, userId);
  return { userId, rank, held: rank.system ? null : await holdingsOfUser(services.db, await services.authorization.grantsOf(userId)) };
}

/** Whether the caller may hand out `id` of `kind`. */
export const mayHandOut = (caller: Authoriser, kind: GrantKind, id: string): boolean => caller.held === null || caller.held[kind].has(id);

export const PAGE_OF: Record<GranteeType, string> = { Role: 'permission.role', Position: 'permission.position', User: 'permission.user' };

/** The page of the object type (and its edit button for a change), else the route-level refusal. */
export async function assertHoldsPage(services: Services, userId: string, objectType: GranteeType, changing: boolean): Promise<void> {
  const button = changing ? ENTITY_BUTTONS.update : undefined;
  if (!(await services.authorization.hasPermission(userId, PAGE_OF[objectType], button))) throw new AppError('noPermission', { code: 401 });
}

export interface AuthorityObject {
  id: string;
  fullName: string;
  enCode: string;
}

/** Objects of a type, all of them or the asked ones, in list order. */
async function objectsOf(services: Services, objectType: GranteeType, ids?: readonly string[]) {
  const { db } = services;
  const asked = ids ? [...new Set(ids)] : undefined;
  if (asked && asked.length === 0) return [];
  const parts = asked ? chunks(asked) : [undefined];
  const rows: (AuthorityObject & { globalMark?: number | null; organizeIdsTree?: string | null; organizeId?: string | null })[] = [];
  for (const part of parts) {
    if (objectType === 'Role') {
      let query = db.selectFrom('base_role').select(['id', 'fullName', 'enCode', 'globalMark', 'organizeIdsTree', 'sortCode']);
      if (part) query = query.where('id', 'in', part);
      for (const row of await query.orderBy('sortCode').orderBy('id').execute()) rows.push({ ...row, fullName: row.fullName ?? '', enCode: row.enCode ?? '' });
    } else if (objectType === 'Position') {
      let query = db.selectFrom('base_position').select(['id', 'fullName', 'enCode', 'organizeId', 'sortCode']);
      if (part) query = query.where('id', 'in', part);
      for (const row of await query.orderBy('sortCode').orderBy('id').execute()) rows.push({ ...row, fullName: row.fullName ?? '', enCode: row.enCode ?? '' });
    } else {
      let query = db.selectFrom('base_user').select(['id', 'realName', 'account', 'sortCode']);
      if (part) query = query.where('id', 'in', part);
      for (const row of await query.orderBy('sortCode').orderBy('id').execute())
        rows.push({ id: row.id, fullName: `${row.realName ?? ''}/${row.account ?? ''}`, enCode: row.account ?? '' });
    }
  }
  return rows;
}

const within = (outer: ReadonlySet<string>, inner: Iterable<string>): boolean => [...inner].every((id) => outer.has(id));

/**
 * The users a caller who is no system administrator may act on (rank rule 1): not a system
 * administrator, all their organisations (at least one) in the caller's scope, and holding
 * nothing — through roles, positions or directly — that the caller does not hold. This is
 * rank.ts's rule 1 with grants as AuthorizationService reads them (rank.ts still compares role
 * grants only, and a data scheme by id), judged for many users at once.
 */
async function actableUsers(services: Services, caller: Authoriser, userIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  const actable = new Set<string>();
  if (ids.length === 0 || caller.held === null) return new Set(ids);
  const held = caller.held;
  const admins = await adminAccounts(services.db);
  const grants = await services.authorization.grantsOfUsers(ids);
  for (const part of chunks(ids)) {
    const users = await services.db.selectFrom('base_user').select(['id', 'account', 'isAdministrator', 'organizeId']).where('id', 'in', part).execute();
    const links = await services.db
      .selectFrom('base_user_relation')
      .select(['userId', 'objectId'])
      .where('userId', 'in', part)
      .where('objectType', '=', 'Organize')
      .execute();
    for (const user of users) {
      if (user.isAdministrator === 1 || admins.has((user.account ?? '').toLowerCase())) continue;
      const organizes = [...idsOf(user.organizeId), ...links.filter((link) => link.userId === user.id).map((link) => link.objectId ?? '')].filter(Boolean);
      if (organizes.length === 0 || !within(caller.rank.scope, organizes)) continue;
      const theirs = grants.get(user.id);
      // held.resource is every item held, plus the schemes an all-data scheme covers
      if (theirs && !(within(held.system, theirs.systems) && within(held.module, theirs.modules) && within(held.resource, theirs.items))) continue;
      actable.add(user.id);
    }
  }
  return actable;
}

/** Who holds each of the roles or positions (base_user_relation), by object id. */
async function holdersOf(services: Services, objectType: 'Role' | 'Position', objectIds: readonly string[]): Promise<Map<string, string[]>> {
  const holders = new Map<string, string[]>();
  for (const part of chunks([...new Set(objectIds)])) {
    const links = await services.db
      .selectFrom('base_user_relation')
      .select(['userId', 'objectId'])
      .where('objectType', '=', objectType)
      .where('objectId', 'in', part)
      .execute();
    for (const link of links) if (link.userId && link.objectId) holders.set(link.objectId, [...(holders.get(link.objectId) ?? []), link.userId]);
  }
  return holders;
}

/**
 * The objects among `rows` the caller may authorise. Roles: organisation roles (globalMark 0)
 * bound only inside the scope (rank rule 3; a global role reaches every company); positions: of an
 * organisation in the scope (rule 5); both held only by users the caller may act on, since a grant
 * to them reaches their holders. Users: those the caller may act on (rule 1).
 */
async function authorisable<T extends { id: string; globalMark?: number | null; organizeIdsTree?: string | null; organizeId?: string | null }>(
  services: Services,
  caller: Authoriser,
  objectType: GranteeType,
  rows: T[],
): Promise<T[]> {
  if (caller.held === null) return rows;
  const { scope } = caller.rank;
  if (objectType === 'User') {
    const actable = await actableUsers(
      services,
      caller,
      rows.map((row) => row.id),
    );
    return rows.filter((row) => actable.has(row.id));
  }
  const inScope = rows.filter((row) => {
    if (objectType === 'Position') return Boolean(row.organizeId) && scope.has(row.organizeId ?? '');
    const organizes = roleOrganizes(row.organizeIdsTree);
    return row.globalMark === 0 && organizes.length > 0 && within(scope, organizes);
  });
  const holders = await holdersOf(
    services,
    objectType,
    inScope.map((row) => row.id),
  );
  const actable = await actableUsers(services, caller, [...holders.values()].flat());
  return inScope.filter((row) => (holders.get(row.id) ?? []).every((userId) => actable.has(userId)));
}

/** Objects of a type the caller may authorise, for the Model dialog's choices. */
export async function authorisableObjects(services: Services, caller: Authoriser, objectType: GranteeType): Promise<AuthorityObject[]> {
  return (await authorisable(services, caller, objectType, await objectsOf(services, objectType))).map(({ id, fullName, enCode }) => ({
    id,
    fullName,
    enCode,
  }));
}

/** Of the given objects (existing or not), those the caller may authorise. */
export async function authorisableAmong(services: Services, caller: Authoriser, objectType: GranteeType, objectIds: readonly string[]): Promise<Set<string>> {
  return new Set((await authorisable(services, caller, objectType, await objectsOf(services, objectType, objectIds))).map((row) => row.id));
}

/**
 * Refuses unless every object exists (400 数据不存在) and the caller may authorise each (401, the
 * rank's refusal). The same judgement as the Model dialog's choices, so what is offered is what
 * is accepted.
 */
export async function assertMayAuthorise(services: Services, caller: Authoriser, objectType: GranteeType, objectIds: readonly string[]): Promise<void> {
  const rows = await objectsOf(services, objectType, objectIds);
  if (rows.length !== new Set(objectIds).size) throw new AppError('recordNotFound');
  if (caller.held === null) return;
  if ((await authorisable(services, caller, objectType, rows)).length !== rows.length) throw outranked();
}

/** The type of the object `objectId` names when the caller did not say (Role, then Position, then User). */
export async function objectTypeOf(services: Services, objectId: string): Promise<GranteeType> {
  for (const type of ['Role', 'Position', 'User'] as const) if ((await objectsOf(services, type, [objectId])).length > 0) return type;
  throw new AppError('recordNotFound');
}
