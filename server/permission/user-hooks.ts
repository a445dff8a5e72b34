import type { EntityHooks } from '../crud/entity-hooks.ts';
import type { Row } from '../crud/row-decorators.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { newId } from '../db/ids.ts';
import { hashPassword, md5Hex } from '../auth/password-hash.ts';
import type { SessionService } from '../auth/session-service.ts';

/** New accounts start with JNPF's default password 0000 (contract §2.1), changed at first sign-in when the policy asks. */
export const DEFAULT_PASSWORD = '0000';

/** The body field of each virtual link list and the relation type it is kept as. */
const LINKS = [
  ['organizeId', 'Organize'],
  ['positionId', 'Position'],
  ['roleId', 'Role'],
  ['groupId', 'Group'],
] as const;

const idsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))]
    : [];

/** The ids from the root down to the organisation, for the organisation picker's paths. */
async function organizePath(db: Db, id: string): Promise<{ ids: string[]; names: string[] }> {
  const ids: string[] = [];
  const names: string[] = [];
  const seen = new Set<string>();
  for (let cursor: string | null = id; cursor && cursor !== '-1' && !seen.has(cursor); ) {
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
 * The user entity's behaviour beyond generic CRUD: a hashed default password on creation,
 * organisation/position/role/group links kept in base_user_relation (the schema's references
 * name them in lists),
 * and no deleting the administrator or oneself. Deleting a user ends their sessions.
 */
export function userHooks(sessions: SessionService): EntityHooks {
  return {
    async beforeCreate(values) {
      return { ...values, passwordHash: await hashPassword(md5Hex(DEFAULT_PASSWORD)), isAdministrator: 0, errorCount: 0, changePasswordDate: null };
    },

    async afterWrite(id, body, { db }) {
      await db.transaction().execute(async (trx) => {
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
        const joined = (type: string) => mine.filter((link) => link.objectType === type).map((link) => link.objectId).join(',');
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
    },

    async afterDelete(id, { db }) {
      await db.deleteFrom('base_user_relation').where('userId', '=', id).execute();
      await sessions.revokeUser(id, 600);
    },
  };
}
