import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { AuthorizationService, type Grants } from './authorization-service.ts';

/**
 * Rank: who may act on whom (docs/security/rank-rule.md). A route's declared permission says a
 * caller may use a page; rank says which records of that page the caller may change. Every
 * action on users, roles, positions, groups, organisations, menus, online sessions and rank
 * settings asks this module, so the rule lives once.
 *
 * - A system administrator (isAdministrator = 1, or an account on the `adminList` setting) acts
 *   on anyone.
 * - Everyone else acts only inside their scope: the subtrees of their own organisations. They
 *   never act on a system administrator or on a user who holds a grant they lack, and never give
 *   a role that grants more than they hold, or a global role they do not hold themselves.
 */

/** Settings only a system administrator may change: they decide who ranks how. */
export const RANK_SETTINGS = ['adminList', 'tokenHostAllowList', 'dataInterfaceHostAllowList', 'dataInterfaceWritesEnabled'] as const;

export interface Rank {
  userId: string;
  /** a system administrator: acts on anyone, and alone changes platform-wide records */
  system: boolean;
  /** organisations the caller administers: their own organisations and everything beneath */
  scope: ReadonlySet<string>;
  /** what the caller holds (roles, positions, own grants), as grant keys (`system:`, `module:`, `item:` + id) */
  grants: ReadonlySet<string>;
  /** every role the caller holds */
  roleIds: ReadonlySet<string>;
}

/** The one refusal of this module: the spec's denied text, with the code the access check uses. */
export const outranked = (): AppError => new AppError('noPermission', { code: 401 });

/** A comma/semicolon/whitespace separated setting as its entries. */
export const listEntries = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/[\s,;]+/u)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Comma-joined ids (a user's organizeId) as a list. */
export const idsOf = (value: unknown): string[] => (typeof value === 'string' ? [...new Set(listEntries(value))] : []);

/** One stored setting, '' when never written (every rank setting defaults to ''). */
export async function settingValue(db: Db, key: string): Promise<string> {
  const row = await db.selectFrom('base_sys_config').select('value').where('id', '=', key).executeTakeFirst();
  return row?.value ?? '';
}

/** The accounts of the admin list, lower-cased (accounts are compared without case). */
export async function adminAccounts(db: Db): Promise<Set<string>> {
  return new Set(listEntries(await settingValue(db, 'adminList')).map((account) => account.toLowerCase()));
}

/** The organisations a role is bound to: the last id of each of its organizeIdsTree paths. */
export function roleOrganizes(organizeIdsTree: string | null | undefined): string[] {
  try {
    const paths = JSON.parse(organizeIdsTree ?? '[]') as unknown;
    return Array.isArray(paths) ? paths.map((path) => (Array.isArray(path) ? String(path[path.length - 1] ?? '') : String(path))).filter(Boolean) : [];
  } catch {
    return [];
  }
}

/** Every organisation at or beneath the given ones (cycles in a damaged tree are walked once). */
async function subtreesOf(db: Db, roots: Iterable<string>): Promise<Set<string>> {
  const rows = await db.selectFrom('base_organize').select(['id', 'parentId']).execute();
  const children = new Map<string, string[]>();
  for (const row of rows) {
    const parent = row.parentId ?? '';
    children.set(parent, [...(children.get(parent) ?? []), row.id]);
  }
  const known = new Set(rows.map((row) => row.id));
  const reached = new Set<string>();
  const stack = [...roots].filter((id) => known.has(id));
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return reached;
}

/**
 * A grant as rank compares it: `system:id`, `module:id`, or `item:id` for a button, column, form
 * field or data-permission scheme (their ids are unique, and the demo seed stores them as kind 'item'
 * while the authorise routes store the real kind: the comparison must not tell them apart).
 */
const grantKey = (itemType: string | null, itemId: string | null): string =>
  `${itemType === 'system' || itemType === 'module' ? itemType : 'item'}:${itemId ?? ''}`;

/** What the given roles grant, as grant keys. */
async function grantsOfRoles(db: Db, roleIds: readonly string[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('base_authorize')
    .select(['itemType', 'itemId'])
    .where('objectType', '=', 'Role')
    .where('objectId', 'in', [...roleIds])
    .execute();
  return new Set(rows.map((row) => grantKey(row.itemType, row.itemId)));
}

/**
 * Whether `held` covers every grant in `wanted`. A data-permission scheme is also covered by holding
 * an all-data scheme (allData = 1) of the same menu: whoever sees every row of a menu rises by no
 * narrower scheme of it.
 */
async function holdsAll(db: Db, held: ReadonlySet<string>, wanted: Iterable<string>): Promise<boolean> {
  const missing = [...wanted].filter((key) => !held.has(key));
  if (missing.length === 0) return true;
  const missingItems = missing.filter((key) => key.startsWith('item:')).map((key) => key.slice('item:'.length));
  if (missingItems.length !== missing.length) return false;
  const schemes = await db.selectFrom('base_module_scheme').select(['id', 'moduleId']).where('id', 'in', missingItems).execute();
  if (schemes.length !== missingItems.length) return false;
  const heldItems = [...held].filter((key) => key.startsWith('item:')).map((key) => key.slice('item:'.length));
  if (heldItems.length === 0) return false;
  const allData = await db.selectFrom('base_module_scheme').select('moduleId').where('id', 'in', heldItems).where('allData', '=', 1).execute();
  const wholeMenus = new Set(allData.map((scheme) => scheme.moduleId));
  return schemes.every((scheme) => wholeMenus.has(scheme.moduleId));
}

/** What a rank check needs to know about one user. */
interface UserFacts {
  system: boolean;
  /** their organisations: the organizeId list and the organisation links */
  organizes: Set<string>;
  /** what they hold: their enabled roles' and positions' grants and their own, as grant keys */
  grants: Set<string>;
  roleIds: Set<string>;
}

/** A user's grants as grant keys. */
function keysOf(grants: Grants | undefined): Set<string> {
  if (!grants) return new Set();
  return new Set([
    ...[...grants.systems].map((id) => grantKey('system', id)),
    ...[...grants.modules].map((id) => grantKey('module', id)),
    ...[...grants.items].map((id) => grantKey('item', id)),
  ]);
}

/** The facts of several users at once (unknown ids are left out). */
async function factsOf(db: Db, userIds: readonly string[]): Promise<Map<string, UserFacts>> {
  const ids = [...new Set(userIds)];
  const facts = new Map<string, UserFacts>();
  if (ids.length === 0) return facts;
  const admins = await adminAccounts(db);
  const users = await db.selectFrom('base_user').select(['id', 'account', 'isAdministrator', 'organizeId']).where('id', 'in', ids).execute();
  const links = await db
    .selectFrom('base_user_relation')
    .select(['userId', 'objectType', 'objectId'])
    .where('userId', 'in', ids)
    .where('objectType', 'in', ['Organize', 'Role'])
    .execute();
  // What each user holds, from their enabled roles, their enabled positions and their own grants.
  const granted = await new AuthorizationService(db).grantsOfUsers(ids);
  for (const user of users) {
    const mine = links.filter((link) => link.userId === user.id);
    const roles = new Set(mine.filter((link) => link.objectType === 'Role').map((link) => link.objectId ?? ''));
    facts.set(user.id, {
      system: user.isAdministrator === 1 || admins.has((user.account ?? '').toLowerCase()),
      organizes: new Set(
        [...idsOf(user.organizeId), ...mine.filter((link) => link.objectType === 'Organize').map((link) => link.objectId ?? '')].filter(Boolean),
      ),
      grants: keysOf(granted.get(user.id)),
      roleIds: roles,
    });
  }
  return facts;
}

/**
 * The caller's rank, worked out afresh for each request (roles and settings may just have changed).
 * An administrator by flag is of system rank whatever else holds: that is answered from the
 * grants kept in memory (authorization-service.ts), without reading the facts.
 */
export async function rankOf(db: Db, userId: string): Promise<Rank> {
  const grants = await new AuthorizationService(db).grantsOf(userId);
  if (grants.isAdministrator) return { userId, system: true, scope: new Set(), grants: keysOf(grants), roleIds: new Set(grants.roleIds) };
  const facts = (await factsOf(db, [userId])).get(userId);
  if (!facts) return { userId, system: false, scope: new Set(), grants: new Set(), roleIds: new Set() };
  return {
    userId,
    system: facts.system,
    scope: facts.system ? new Set() : await subtreesOf(db, facts.organizes),
    grants: facts.grants,
    roleIds: facts.roleIds,
  };
}

export async function isSystemAdministrator(db: Db, userId: string): Promise<boolean> {
  return (await factsOf(db, [userId])).get(userId)?.system ?? false;
}

const includes = (outer: ReadonlySet<string>, inner: Iterable<string>): boolean => [...inner].every((item) => outer.has(item));

/** Platform-wide records (menus, their items, applications, groups, rank settings): system administrators only. */
export function assertSystemAdministrator(rank: Rank): void {
  if (!rank.system) throw outranked();
}

/** Organisations a record is placed in must all lie in the caller's scope; none at all is outside it. */
export function assertWithinScope(rank: Rank, organizeIds: readonly string[]): void {
  if (rank.system) return;
  if (organizeIds.length === 0 || !includes(rank.scope, organizeIds)) throw outranked();
}

/**
 * May the caller act on these users (edit, delete, toggle, unlock, reset a password, force
 * offline, or change a role they hold)? Not on a system administrator, not on anyone with an
 * organisation outside the caller's scope (or with none), not on anyone granted what the caller lacks.
 */
export async function assertMayActOnUsers(db: Db, rank: Rank, userIds: readonly string[]): Promise<void> {
  if (rank.system) return;
  const facts = await factsOf(db, userIds);
  for (const id of new Set(userIds)) {
    const target = facts.get(id);
    if (!target) continue; // gone: the route answers for a missing record itself
    if (target.system || target.organizes.size === 0 || !includes(rank.scope, target.organizes)) throw outranked();
    if (!(await holdsAll(db, rank.grants, target.grants))) throw outranked();
  }
}

export const assertMayActOnUser = (db: Db, rank: Rank, userId: string): Promise<void> => assertMayActOnUsers(db, rank, [userId]);

/**
 * May the caller give these roles? Only roles it could hold without rising: everything the role
 * grants the caller holds already (so never the system administrator's role), and a global role
 * (globalMark 1) only when the caller holds that very role. Disabled roles count with their grants,
 * since enabling them later would raise their holders.
 */
export async function assertMayGrantRoles(db: Db, rank: Rank, roleIds: readonly string[]): Promise<void> {
  if (rank.system || roleIds.length === 0) return;
  const roles = await db
    .selectFrom('base_role')
    .select(['id', 'globalMark'])
    .where('id', 'in', [...roleIds])
    .execute();
  for (const role of roles) {
    if (role.globalMark !== 0 && !rank.roleIds.has(role.id)) throw outranked();
    if (!(await holdsAll(db, rank.grants, await grantsOfRoles(db, [role.id])))) throw outranked();
  }
}

/**
 * May the caller give these positions? A position may be granted menus and items as a role is
 * (issue 15), and its members then hold them: only when the caller holds everything they grant.
 */
export async function assertMayGrantPositions(db: Db, rank: Rank, positionIds: readonly string[]): Promise<void> {
  if (rank.system || positionIds.length === 0) return;
  const rows = await db
    .selectFrom('base_authorize')
    .select(['itemType', 'itemId'])
    .where('objectType', '=', 'Position')
    .where('objectId', 'in', [...positionIds])
    .execute();
  if (
    !(await holdsAll(
      db,
      rank.grants,
      rows.map((row) => grantKey(row.itemType, row.itemId)),
    ))
  )
    throw outranked();
}

/**
 * May the caller change, toggle or delete this role? An organisation role bound only inside the
 * scope, granting nothing the caller lacks, and held only by users the caller may act on.
 */
export async function assertMayManageRole(db: Db, rank: Rank, roleId: string): Promise<void> {
  if (rank.system) return;
  const role = await db.selectFrom('base_role').select(['id', 'globalMark', 'organizeIdsTree']).where('id', '=', roleId).executeTakeFirst();
  if (!role) return;
  if (role.globalMark !== 0) throw outranked();
  assertWithinScope(rank, roleOrganizes(role.organizeIdsTree));
  if (!(await holdsAll(db, rank.grants, await grantsOfRoles(db, [roleId])))) throw outranked();
  const holders = await db.selectFrom('base_user_relation').select('userId').where('objectType', '=', 'Role').where('objectId', '=', roleId).execute();
  await assertMayActOnUsers(db, rank, holders.map((holder) => holder.userId ?? '').filter(Boolean));
}

/**
 * The users whose organisations all lie in the caller's scope, for the lists of a company
 * administrator; null for a system administrator (no limit).
 */
export async function usersWithinScope(db: Db, rank: Rank): Promise<string[] | null> {
  if (rank.system) return null;
  if (rank.scope.size === 0) return [];
  const users = await db.selectFrom('base_user').select(['id', 'organizeId']).execute();
  const links = await db.selectFrom('base_user_relation').select(['userId', 'objectId']).where('objectType', '=', 'Organize').execute();
  const linked = new Map<string, string[]>();
  for (const link of links) if (link.userId && link.objectId) linked.set(link.userId, [...(linked.get(link.userId) ?? []), link.objectId]);
  return users
    .filter((user) => {
      const organizes = [...idsOf(user.organizeId), ...(linked.get(user.id) ?? [])];
      return organizes.length > 0 && includes(rank.scope, organizes);
    })
    .map((user) => user.id);
}

/**
 * A settings change that touches a rank setting (one whose value differs from the stored one) is
 * for system administrators only. The settings page sends every key back, so unchanged values pass.
 */
export async function assertMayChangeSettings(db: Db, userId: string, changes: Record<string, unknown>): Promise<void> {
  const touched: string[] = [];
  for (const key of RANK_SETTINGS) {
    if (!Object.hasOwn(changes, key)) continue;
    const value = changes[key];
    if (String(value ?? '') !== (await settingValue(db, key))) touched.push(key);
  }
  if (touched.length > 0 && !(await isSystemAdministrator(db, userId))) throw outranked();
}
