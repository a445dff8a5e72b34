import type { Db } from '../db/database.ts';
import { chunks } from './user-labels.ts';
import { cacheVersionsOf, type CacheVersions } from './cache-versions.ts';

export interface Grants {
  isAdministrator: boolean;
  /** the user's enabled roles */
  roleIds: string[];
  /** the user's enabled positions */
  positionIds: string[];
  /** ids of systems and modules granted */
  systems: Set<string>;
  modules: Set<string>;
  /** every other granted id: buttons, columns, forms and data-permission schemes */
  items: Set<string>;
}

/** The kinds of object base_authorize grants to (objectType). */
export const GRANTEE_TYPES = ['Role', 'Position', 'User'] as const;
export type GranteeType = (typeof GRANTEE_TYPES)[number];

const emptyGrants = (isAdministrator: boolean): Grants => ({
  isAdministrator,
  roleIds: [],
  positionIds: [],
  systems: new Set(),
  modules: new Set(),
  items: new Set(),
});

/** How many users' grants one process keeps in memory. */
const GRANT_CACHE_SIZE = 5_000;

/** One grant cache per database handle: services built apart on one handle (rank.ts) share it. */
const grantCaches = new WeakMap<Db, Map<string, CachedGrants>>();
function grantCacheOf(db: Db): Map<string, CachedGrants> {
  let cache = grantCaches.get(db);
  if (!cache) {
    cache = new Map();
    grantCaches.set(db, cache);
  }
  return cache;
}

interface CachedGrants {
  /** the grant counter (cache-versions.ts) read before the grants were */
  version: number;
  grants: Promise<Grants>;
  /** hasPermission's answers for this user, by `code button` */
  permissions: Map<string, Promise<boolean>>;
}

/**
 * What a user may use: the union of what base_authorize grants their enabled roles, their enabled
 * positions and the user themself (objectType Role, Position, User). Administrators are granted
 * everything. A user's grants and permission answers are kept in memory under the grant counter
 * (cache-versions.ts), which database triggers move whenever a grant, a membership, a role's,
 * position's or user's state, or a menu and its items change, on any process; the counter is read
 * on every request (by the session check), so such a change takes effect on the next request on
 * every process, without signing in again. The Grants handed out are shared: callers only read them.
 */
export class AuthorizationService {
  private readonly cache: Map<string, CachedGrants>;
  private readonly versions: CacheVersions;

  constructor(private readonly db: Db) {
    this.versions = cacheVersionsOf(db);
    this.cache = grantCacheOf(db);
  }

  async grantsOf(userId: string): Promise<Grants> {
    return (await this.cachedOf(userId)).grants;
  }

  /** The user's cache entry under the current grant counter, started afresh when the counter moved. */
  private async cachedOf(userId: string): Promise<CachedGrants> {
    const { grant: version } = await this.versions.recent();
    const cached = this.cache.get(userId);
    if (cached && cached.version === version) return cached;
    if (cached) this.cache.delete(userId);
    if (this.cache.size >= GRANT_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    const grants = this.grantsOfUsers([userId]).then((all) => all.get(userId) ?? emptyGrants(false));
    const entry: CachedGrants = { version, grants, permissions: new Map() };
    this.cache.set(userId, entry);
    // a failed read is not kept: the next call tries again
    grants.catch(() => {
      if (this.cache.get(userId) === entry) this.cache.delete(userId);
    });
    return entry;
  }

  /** The grants of several users at once (unknown ids are left out), for lists that judge many users. */
  async grantsOfUsers(userIds: readonly string[]): Promise<Map<string, Grants>> {
    const ids = [...new Set(userIds)];
    const result = new Map<string, Grants>();
    if (ids.length === 0) return result;
    const granteesOf = new Map<string, string[]>();
    for (const part of chunks(ids)) {
      const users = await this.db.selectFrom('base_user').select(['id', 'isAdministrator']).where('id', 'in', part).execute();
      for (const user of users) {
        result.set(user.id, emptyGrants(user.isAdministrator === 1));
        granteesOf.set(user.id, [`User:${user.id}`]);
      }
      const roles = await this.db
        .selectFrom('base_user_relation as r')
        .innerJoin('base_role as role', 'role.id', 'r.objectId')
        .select(['r.userId', 'role.id'])
        .where('r.userId', 'in', part)
        .where('r.objectType', '=', 'Role')
        .where('role.enabledMark', '=', 1)
        .execute();
      const positions = await this.db
        .selectFrom('base_user_relation as r')
        .innerJoin('base_position as position', 'position.id', 'r.objectId')
        .select(['r.userId', 'position.id'])
        .where('r.userId', 'in', part)
        .where('r.objectType', '=', 'Position')
        .where('position.enabledMark', '=', 1)
        .execute();
      for (const role of roles) {
        const grants = result.get(role.userId ?? '');
        if (!grants) continue;
        grants.roleIds.push(role.id);
        granteesOf.get(role.userId ?? '')?.push(`Role:${role.id}`);
      }
      for (const position of positions) {
        const grants = result.get(position.userId ?? '');
        if (!grants) continue;
        grants.positionIds.push(position.id);
        granteesOf.get(position.userId ?? '')?.push(`Position:${position.id}`);
      }
    }
    const rows = await this.grantRows([...new Set([...granteesOf.values()].flat())]);
    for (const [userId, grantees] of granteesOf) {
      const grants = result.get(userId) as Grants;
      for (const grantee of grantees) {
        for (const row of rows.get(grantee) ?? []) {
          if (row.itemType === 'system') grants.systems.add(row.itemId);
          else if (row.itemType === 'module') grants.modules.add(row.itemId);
          else grants.items.add(row.itemId);
        }
      }
    }
    return result;
  }

  /** base_authorize rows of the given grantees (`objectType:objectId`), by grantee. */
  private async grantRows(grantees: string[]): Promise<Map<string, { itemType: string; itemId: string }[]>> {
    const byGrantee = new Map<string, { itemType: string; itemId: string }[]>();
    const objectIds = [...new Set(grantees.map((grantee) => grantee.slice(grantee.indexOf(':') + 1)))];
    const wanted = new Set(grantees);
    for (const part of chunks(objectIds)) {
      const rows = await this.db
        .selectFrom('base_authorize')
        .select(['objectType', 'objectId', 'itemType', 'itemId'])
        .where('objectType', 'in', [...GRANTEE_TYPES])
        .where('objectId', 'in', part)
        .execute();
      for (const row of rows) {
        const grantee = `${row.objectType ?? ''}:${row.objectId ?? ''}`;
        // an id shared by a role and a user, say, counts only for the grantee that holds it
        if (!row.itemId || !wanted.has(grantee)) continue;
        byGrantee.set(grantee, [...(byGrantee.get(grantee) ?? []), { itemType: row.itemType ?? '', itemId: row.itemId }]);
      }
    }
    return byGrantee;
  }

  /**
   * A permission code is a menu enCode: granted when one of the user's modules carries it. With a
   * button code (btn_add…) a module that judges its buttons (isButtonAuthorize = 1, spec §6) also
   * needs that button granted; a module with the flag off lets every button through, as JNPF does.
   * When several granted modules share the code, each is judged on its own and one passing is enough.
   */
  async hasPermission(userId: string, code: string, button?: string): Promise<boolean> {
    const entry = await this.cachedOf(userId);
    const key = button === undefined ? code : `${code}\n${button}`;
    let answer = entry.permissions.get(key);
    if (!answer) {
      answer = entry.grants.then((grants) => this.judgePermission(grants, code, button));
      entry.permissions.set(key, answer);
      answer.catch(() => entry.permissions.delete(key));
    }
    return answer;
  }

  private async judgePermission(grants: Grants, code: string, button?: string): Promise<boolean> {
    if (grants.isAdministrator) return true;
    if (grants.modules.size === 0) return false;
    const modules = await this.db
      .selectFrom('base_module')
      .select(['id', 'isButtonAuthorize'])
      .where('enCode', '=', code)
      .where('enabledMark', '=', 1)
      .where('id', 'in', [...grants.modules])
      .execute();
    if (modules.length === 0) return false;
    if (!button) return true;
    // Decided per module: a module passes with its flag off, or with the button granted within it.
    const judging = modules.filter((m) => Number(m.isButtonAuthorize) === 1).map((m) => m.id);
    const grantedIn = new Set<string>();
    if (judging.length > 0 && grants.items.size > 0) {
      const rows = await this.db
        .selectFrom('base_module_item')
        .select('moduleId')
        .where('moduleId', 'in', judging)
        .where('kind', '=', 'button')
        .where('enCode', '=', button)
        .where('enabledMark', '=', 1)
        .where('id', 'in', [...grants.items])
        .execute();
      for (const row of rows) if (row.moduleId) grantedIn.add(row.moduleId);
    }
    return modules.some((m) => Number(m.isButtonAuthorize) !== 1 || grantedIn.has(m.id));
  }

  /**
   * The form fields a user may change on a menu's records (spec §6: a field whose code is not in
   * the page's form list is hidden). null means no restriction: an administrator, or a menu that
   * does not judge its form fields (isFormAuthorize != 1) among the user's modules with that code.
   */
  async grantedFormFields(userId: string, code: string): Promise<Set<string> | null> {
    return this.grantedItemCodes(userId, code, 'form');
  }

  /**
   * The list columns a user may read on a menu's records (spec §6: a column is shown when its
   * code is in the page's column list). null means no restriction: an administrator, or a menu
   * that does not judge its columns (isColumnAuthorize != 1) among the user's modules with that code.
   */
  async grantedColumns(userId: string, code: string): Promise<Set<string> | null> {
    return this.grantedItemCodes(userId, code, 'column');
  }

  /**
   * The enCodes of the granted items of one kind on the user's modules carrying `code`, or null
   * when nothing restricts that kind. As with buttons, several modules sharing the code are judged
   * together: one of them not judging the kind lifts the restriction.
   */
  private async grantedItemCodes(userId: string, code: string, kind: 'column' | 'form'): Promise<Set<string> | null> {
    const grants = await this.grantsOf(userId);
    if (grants.isAdministrator || grants.modules.size === 0) return null;
    const flag = kind === 'column' ? 'isColumnAuthorize' : 'isFormAuthorize';
    const modules = await this.db
      .selectFrom('base_module')
      .select(['id', flag])
      .where('enCode', '=', code)
      .where('enabledMark', '=', 1)
      .where('id', 'in', [...grants.modules])
      .execute();
    if (modules.length === 0 || modules.some((m) => Number(m[flag]) !== 1)) return null;
    if (grants.items.size === 0) return new Set();
    const items = await this.db
      .selectFrom('base_module_item')
      .select('enCode')
      .where(
        'moduleId',
        'in',
        modules.map((m) => m.id),
      )
      .where('kind', '=', kind)
      .where('enabledMark', '=', 1)
      .where('id', 'in', [...grants.items])
      .execute();
    return new Set(items.flatMap((item) => (item.enCode ? [item.enCode] : [])));
  }
}
