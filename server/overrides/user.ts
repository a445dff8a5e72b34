import type { EntityOverrides } from '../crud/entity-overrides.ts';
import type { Row } from '../crud/row-decorators.ts';
import type { Db } from '../core/db/database.ts';
import { AppError } from '../core/http/app-error.ts';
import { newId } from '../core/db/ids.ts';
import { hashPassword, md5Hex } from '../core/identity/password-hash.ts';
import type { SessionService } from '../core/identity/session-service.ts';
import {
  adminAccounts,
  assertMayActOnUser,
  assertMayGrantRoles,
  assertWithinScope,
  idsOf,
  outranked,
  rankOf,
  roleOrganizes,
  usersWithinScope,
} from '../core/identity/rank.ts';

/** New accounts start with JNPF's default password 0000 (contract §2.1), changed at first sign-in when the policy asks. */
export const DEFAULT_PASSWORD = '0000';

/** The body field of each virtual link list and the relation type it is kept as. */
const LINKS = [
  ['organizeId', 'Organize'],
  ['positionId', 'Position'],
  ['roleId', 'Role'],
  ['groupId', 'Group'],
] as const;

/** The ids from the root down to the organisation, for the organisation picker's paths. */
async function organizePath(db: Db, id: string): Promise<{ ids: string[]; names: string[] }> {
  const ids: string[] = [];
  const names: string[] = [];
  const seen = new Set<string>();
  for (let cursor: string | null = id; cursor && cursor !== '-1' && !seen.has(cursor);) {
    seen.add(cursor);
    const node = await db.selectFrom('base_organize').select(['id', 'parentId', 'fullName']).where('id', '=', cursor).executeTakeFirst();
    if (!node) break;
    ids.unshift(node.id);
    names.unshift(node.fullName ?? '');
    cursor = node.parentId;
  }
  return { ids, names };
}

/**
 * A global role (globalMark 1) may go to anyone; an organisation role (globalMark 0) only to a
 * user of one of its organisations (contract §4.5) — a department under a bound company counts,
 * as the department belongs to it. Refuses with the first role that does not fit.
 */
async function checkOrganizeRoles(db: Db, roleIds: string[], organizeIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const roles = await db.selectFrom('base_role').select(['id', 'fullName', 'globalMark', 'organizeIdsTree']).where('id', 'in', roleIds).execute();
  const bound = roles.filter((role) => role.globalMark === 0);
  if (bound.length === 0) return;
  const mine = new Set((await Promise.all(organizeIds.map(async (id) => (await organizePath(db, id)).ids))).flat());
  for (const role of bound) {
    if (!roleOrganizes(role.organizeIdsTree).some((id) => mine.has(id)))
      throw new AppError('roleOutsideOrganize', { params: { role: role.fullName ?? role.id } });
  }
}

/**
 * Rank (docs/security/rank-rule.md) for a caller who is not a system administrator: they change
 * only users they may act on, place users only inside their scope, give only roles they could hold
 * without rising and positions of their scope, and never an account on the admin list.
 */
async function checkRank(db: Db, userId: string, id: string | null, body: Record<string, unknown>): Promise<void> {
  const rank = await rankOf(db, userId);
  if (rank.system) return;
  if (id) await assertMayActOnUser(db, rank, id);
  if (!id || typeof body.organizeId === 'string') assertWithinScope(rank, idsOf(body.organizeId));
  if (typeof body.account === 'string' && (await adminAccounts(db)).has(body.account.trim().toLowerCase())) throw outranked();
  if (typeof body.roleId === 'string') {
    const held = id
      ? new Set(
          (await db.selectFrom('base_user_relation').select('objectId').where('userId', '=', id).where('objectType', '=', 'Role').execute()).map(
            (link) => link.objectId,
          ),
        )
      : new Set();
    // Roles the user keeps are not given again; only what is added must be the caller's to give.
    await assertMayGrantRoles(
      db,
      rank,
      idsOf(body.roleId).filter((roleId) => !held.has(roleId)),
    );
  }
  if (typeof body.positionId === 'string') {
    const positions = idsOf(body.positionId);
    const rows = positions.length ? await db.selectFrom('base_position').select('organizeId').where('id', 'in', positions).execute() : [];
    for (const row of rows) assertWithinScope(rank, idsOf(row.organizeId));
  }
}

/** Writes the links in the route's transaction when there is one (an update's), else in one of their own. */
const inTransaction = async (db: Db, work: (trx: Db) => Promise<void>): Promise<void> => (db.isTransaction ? work(db) : db.transaction().execute(work));

/**
 * The user entity's behaviour beyond generic CRUD: a hashed default password on creation,
 * organisation/position/role/group links kept in base_user_relation (the schema's references
 * name them in lists), rank (who may change whom, rank.ts),
 * and no deleting the administrator or oneself. Deleting a user ends their sessions.
 */
export function userOverrides(sessions: SessionService): EntityOverrides {
  return {
    async beforeCreate(values) {
      return { ...values, passwordHash: await hashPassword(md5Hex(DEFAULT_PASSWORD)), isAdministrator: 0, errorCount: 0, changePasswordDate: null };
    },

    async beforeWrite(id, body, { db, userId }) {
      await checkRank(db, userId, id, body);
      // Only what this request changes is judged: the roles sent, or the roles kept under a new organisation.
      if (typeof body.roleId !== 'string' && typeof body.organizeId !== 'string') return;
      const stored = id ? await db.selectFrom('base_user').select('organizeId').where('id', '=', id).executeTakeFirst() : undefined;
      const organizeIds = idsOf(typeof body.organizeId === 'string' ? body.organizeId : stored?.organizeId);
      const roleIds =
        typeof body.roleId === 'string'
          ? idsOf(body.roleId)
          : id
            ? (await db.selectFrom('base_user_relation').select('objectId').where('userId', '=', id).where('objectType', '=', 'Role').execute()).map(
                (link) => link.objectId ?? '',
              )
            : [];
      await checkOrganizeRoles(db, roleIds.filter(Boolean), organizeIds);
    },

    async afterWrite(id, body, { db }) {
      await inTransaction(db, async (trx) => {
        for (const [field, objectType] of LINKS) {
          if (typeof body[field] !== 'string') continue; // not sent: keep what is linked
          await trx.deleteFrom('base_user_relation').where('userId', '=', id).where('objectType', '=', objectType).execute();
          for (const [sortCode, objectId] of idsOf(body[field]).entries()) {
            await trx.insertInto('base_user_relation').values({ id: newId(), userId: id, objectType, objectId, sortCode }).execute();
          }
        }
      });
    },

    async decorate(rows, { db, detail }) {
      const userIds = rows.map((row) => row.id);
      if (userIds.length === 0) return rows;
      const links = await db
        .selectFrom('base_user_relation')
        .select(['userId', 'objectType', 'objectId'])
        .where('userId', 'in', userIds)
        .orderBy('sortCode')
        .execute();
      const decorated: Row[] = [];
      for (const row of rows) {
        const mine = links.filter((link) => link.userId === row.id);
        const joined = (type: string) =>
          mine
            .filter((link) => link.objectType === type)
            .map((link) => link.objectId)
            .join(',');
        const extra: Record<string, unknown> = {
          positionId: joined('Position'),
          roleId: joined('Role'),
          groupId: joined('Group'),
          lockMark: row.enabledMark === 2 ? 1 : 0,
          handoverMark: 0,
        };
        // The edit dialog's organisation picker wants every selected organisation as its id path.
        if (detail) extra.organizeIdTree = await Promise.all(idsOf(row.organizeId).map(async (id) => (await organizePath(db, id)).ids));
        decorated.push({ ...row, ...extra });
      }
      return decorated;
    },

    async beforeDelete(id, { db, userId }) {
      if (id === userId) throw new AppError('cannotDeleteSelf');
      const user = await db.selectFrom('base_user').select('isAdministrator').where('id', '=', id).executeTakeFirst();
      if (user?.isAdministrator === 1) throw new AppError('cannotDeleteAdministrator');
      await assertMayActOnUser(db, await rankOf(db, userId), id);
    },

    async afterDelete(id, { db }) {
      await db.deleteFrom('base_user_relation').where('userId', '=', id).execute();
      await sessions.revokeUser(id, 600);
    },

    async beforeState(id, { db, userId }) {
      await assertMayActOnUser(db, await rankOf(db, userId), id);
    },

    // A company administrator lists, exports and opens the users of its own subtree only.
    async listScope({ db, userId }) {
      const ids = await usersWithinScope(db, await rankOf(db, userId));
      return ids === null ? null : { field: 'id', values: ids };
    },
  };
}
