import type { EntityOverrides } from '../crud/entity-overrides.ts';
import type { Row } from '../crud/row-decorators.ts';
import type { Db } from '../core/db/database.ts';
import type { Language } from '../core/i18n/messages.ts';
import { AppError } from '../core/http/app-error.ts';
import { newId } from '../core/db/ids.ts';
import { hashPassword, md5Hex } from '../core/identity/password-hash.ts';
import type { SessionService } from '../core/identity/session-service.ts';
import type { FanOut } from '../core/realtime/fan-out.ts';
import { pushUserInfoRefresh } from '../core/realtime/user-info-refresh.ts';
import {
  adminAccounts,
  assertMayActOnUser,
  assertMayGrantPositions,
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

/** Each organisation's parent, read once for walks up the tree. */
export async function organizeParents(db: Db): Promise<Map<string, string>> {
  return new Map((await db.selectFrom('base_organize').select(['id', 'parentId']).execute()).map((row) => [row.id, row.parentId ?? '']));
}

/**
 * The organisations at or above the given ones (unknown ids left out, a damaged tree's loop walked
 * once): an organisation role bound to a company reaches the users of its departments.
 */
export function withAncestors(parents: ReadonlyMap<string, string>, organizeIds: readonly string[]): Set<string> {
  const reached = new Set<string>();
  for (const id of organizeIds) {
    for (let cursor = id; parents.has(cursor) && !reached.has(cursor); cursor = parents.get(cursor) ?? '') reached.add(cursor);
  }
  return reached;
}

/**
 * Whether a user whose organisations, with everything above them, are `reached` may hold the role:
 * a global role (globalMark 1) goes to anyone, an organisation role (globalMark 0) only to a user
 * of one of its organisations (contract §4.5). The member dialog (UserRelation) asks the same.
 */
export const roleFits = (role: { globalMark: number | null; organizeIdsTree: string | null }, reached: ReadonlySet<string>): boolean =>
  role.globalMark !== 0 || roleOrganizes(role.organizeIdsTree).some((id) => reached.has(id));

/**
 * Whether a user of these organisations may hold the position: a position is its department's
 * (base_position.organizeId), so only a user of that very organisation holds it, as the user
 * dialog offers the positions of the user's organisations. The member dialog asks the same.
 */
export const positionFits = (position: { organizeId: string | null }, organizeIds: readonly string[]): boolean =>
  idsOf(position.organizeId).some((id) => organizeIds.includes(id));

type LinkTexts = Record<Language, string>;

/** The user dialog's refusals of what it links a user to; the words name the record that does not fit. */
const linkTexts = {
  unknownPosition: { zh: '所选岗位不存在', 'zh-TW': '所選崗位不存在', en: 'A chosen position does not exist' },
  unknownRole: { zh: '所选角色不存在', 'zh-TW': '所選角色不存在', en: 'A chosen role does not exist' },
  unknownGroup: { zh: '所选分组不存在', 'zh-TW': '所選分組不存在', en: 'A chosen group does not exist' },
  /**
   * A locked account (enabledMark 2, set by failed sign-ins) is neither enabled nor disabled: the
   * state toggle would enable it and keep its failure count and unlock time, skipping the unlock.
   */
  lockedState: {
    zh: '该账户已锁定，请先解除锁定',
    'zh-TW': '該賬戶已鎖定，請先解除鎖定',
    en: 'The account is locked; unlock it first',
  },
  positionOutsideOrganize: (position: string): LinkTexts => ({
    zh: `岗位“${position}”不属于该用户所在的组织`,
    'zh-TW': `崗位「${position}」不屬於該用戶所在的組織`,
    en: `The position "${position}" does not belong to an organisation of this user`,
  }),
};

/** Every id of a link list must name a stored record: an unknown one would be kept as a link to nothing. */
async function assertLinksExist(db: Db, body: Record<string, unknown>): Promise<void> {
  const tables = [
    ['positionId', 'base_position', linkTexts.unknownPosition],
    ['roleId', 'base_role', linkTexts.unknownRole],
    ['groupId', 'base_group', linkTexts.unknownGroup],
  ] as const;
  for (const [field, table, texts] of tables) {
    if (typeof body[field] !== 'string') continue;
    const ids = idsOf(body[field]);
    if (ids.length === 0) continue;
    const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw new AppError('badRequest', { texts });
  }
}

/** Refuses, naming the first, a role the user's organisations do not reach (roleFits). */
async function checkOrganizeRoles(db: Db, roleIds: string[], organizeIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const roles = await db.selectFrom('base_role').select(['id', 'fullName', 'globalMark', 'organizeIdsTree']).where('id', 'in', roleIds).execute();
  if (roles.every((role) => role.globalMark !== 0)) return;
  const reached = withAncestors(await organizeParents(db), organizeIds);
  const misfit = roles.find((role) => !roleFits(role, reached));
  if (misfit) throw new AppError('roleOutsideOrganize', { params: { role: misfit.fullName ?? misfit.id } });
}

/** Refuses, naming the first, a position of none of the user's organisations (positionFits). */
async function checkOrganizePositions(db: Db, positionIds: string[], organizeIds: string[]): Promise<void> {
  if (positionIds.length === 0) return;
  const positions = await db.selectFrom('base_position').select(['id', 'fullName', 'organizeId']).where('id', 'in', positionIds).execute();
  const misfit = positions.find((position) => !positionFits(position, organizeIds));
  if (misfit) throw new AppError('badRequest', { texts: linkTexts.positionOutsideOrganize(misfit.fullName ?? misfit.id) });
}

/** A user's stored links of one type (their roles, their positions). */
async function linkedIds(db: Db, userId: string, objectType: 'Role' | 'Position'): Promise<string[]> {
  const links = await db.selectFrom('base_user_relation').select('objectId').where('userId', '=', userId).where('objectType', '=', objectType).execute();
  return links.map((link) => link.objectId ?? '').filter(Boolean);
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
    // A position may hold grants (issue 15): one added must grant nothing the caller lacks.
    const held = id
      ? new Set(
          (await db.selectFrom('base_user_relation').select('objectId').where('userId', '=', id).where('objectType', '=', 'Position').execute()).map(
            (link) => link.objectId,
          ),
        )
      : new Set();
    await assertMayGrantPositions(
      db,
      rank,
      positions.filter((positionId) => !held.has(positionId)),
    );
  }
}

/**
 * The users of an organisation and of every organisation beneath it (contract §4.9: the user list's
 * `organizeId`, which JNPF widens to the sub-organisations): their organizeId list or their
 * Organize links name one of them. An unknown organisation has no users.
 */
export async function usersUnderOrganisation(db: Db, organizeId: string): Promise<string[]> {
  const organisations = await db.selectFrom('base_organize').select(['id', 'parentId']).execute();
  if (!organisations.some((row) => row.id === organizeId)) return [];
  const below = new Set([organizeId]);
  // Grows level by level; a cycle in bad data cannot add a node twice.
  for (let grew = true; grew;) {
    grew = false;
    for (const row of organisations) {
      if (!below.has(row.id) && below.has(row.parentId ?? '')) {
        below.add(row.id);
        grew = true;
      }
    }
  }
  const users = await db.selectFrom('base_user').select(['id', 'organizeId']).execute();
  const linked = await db
    .selectFrom('base_user_relation')
    .select('userId')
    .where('objectType', '=', 'Organize')
    .where('objectId', 'in', [...below])
    .execute();
  const members = new Set(linked.map((link) => link.userId ?? ''));
  return users.filter((user) => members.has(user.id) || idsOf(user.organizeId).some((id) => below.has(id))).map((user) => user.id);
}

/** Writes the links in the route's transaction when there is one (an update's), else in one of their own. */
const inTransaction = async (db: Db, work: (trx: Db) => Promise<void>): Promise<void> => (db.isTransaction ? work(db) : db.transaction().execute(work));

/**
 * The user entity's behaviour beyond generic CRUD: a hashed default password on creation,
 * organisation/position/role/group links kept in base_user_relation (the schema's references
 * name them in lists), rank (who may change whom, rank.ts),
 * and no deleting the administrator or oneself. Deleting a user removes their links and own grants
 * and ends their sessions; changing their links refreshes their open pages (core/realtime/user-info-refresh.ts).
 */
export function userOverrides(sessions: SessionService, fanOut: FanOut): EntityOverrides {
  /** the bodies of updates that changed the user's links, between afterWrite and afterWriteCommitted */
  const relinked = new WeakSet<Record<string, unknown>>();
  return {
    async beforeCreate(values) {
      return { ...values, passwordHash: await hashPassword(md5Hex(DEFAULT_PASSWORD)), isAdministrator: 0, errorCount: 0, changePasswordDate: null };
    },

    async beforeWrite(id, body, { db, userId }) {
      await checkRank(db, userId, id, body);
      await assertLinksExist(db, body);
      // Only what this request changes is judged: the roles and positions sent, or those kept under a new organisation.
      if (typeof body.roleId !== 'string' && typeof body.positionId !== 'string' && typeof body.organizeId !== 'string') return;
      const stored = id ? await db.selectFrom('base_user').select('organizeId').where('id', '=', id).executeTakeFirst() : undefined;
      const organizeIds = idsOf(typeof body.organizeId === 'string' ? body.organizeId : stored?.organizeId);
      const kept = async (field: 'roleId' | 'positionId', objectType: 'Role' | 'Position') =>
        typeof body[field] === 'string' ? idsOf(body[field]) : id ? await linkedIds(db, id, objectType) : [];
      if (typeof body.roleId === 'string' || typeof body.organizeId === 'string') await checkOrganizeRoles(db, await kept('roleId', 'Role'), organizeIds);
      if (typeof body.positionId === 'string' || typeof body.organizeId === 'string')
        await checkOrganizePositions(db, await kept('positionId', 'Position'), organizeIds);
    },

    async afterWrite(id, body, { db }) {
      await inTransaction(db, async (trx) => {
        for (const [field, objectType] of LINKS) {
          if (typeof body[field] !== 'string') continue; // not sent: keep what is linked
          const before = (await trx.selectFrom('base_user_relation').select('objectId').where('userId', '=', id).where('objectType', '=', objectType).execute())
            .map((link) => link.objectId ?? '')
            .sort();
          if (before.join(',') !== [...idsOf(body[field])].sort().join(',')) relinked.add(body);
          await trx.deleteFrom('base_user_relation').where('userId', '=', id).where('objectType', '=', objectType).execute();
          for (const [sortCode, objectId] of idsOf(body[field]).entries()) {
            await trx.insertInto('base_user_relation').values({ id: newId(), userId: id, objectType, objectId, sortCode }).execute();
          }
        }
      });
    },

    // The user's open pages reload their menu and permissions once the new links are committed.
    async afterWriteCommitted(id, body) {
      if (relinked.delete(body)) await pushUserInfoRefresh(fanOut, [id]);
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

    // In the delete's transaction: the user's links and own grants go with the row.
    async afterDelete(id, { db }) {
      await db.deleteFrom('base_user_relation').where('userId', '=', id).execute();
      await db.deleteFrom('base_authorize').where('objectType', '=', 'User').where('objectId', '=', id).execute();
    },

    // Once committed (the session service writes through its own handle, which would wait on the
    // transaction forever on SQLite).
    async afterDeleteCommitted(id) {
      await sessions.revokeUser(id, 600);
    },

    async beforeState(id, { db, userId }) {
      await assertMayActOnUser(db, await rankOf(db, userId), id);
      // JNPF keeps unlocking apart (PUT Actions/unlock resets the failures and the unlock time).
      const user = await db.selectFrom('base_user').select('enabledMark').where('id', '=', id).executeTakeFirst();
      if (user?.enabledMark === 2) throw new AppError('badRequest', { texts: linkTexts.lockedState });
    },

    // A company administrator lists, exports and opens the users of its own subtree only; the
    // list's organizeId (the organisation tree beside it) narrows that to one organisation's subtree.
    async listScope({ db, userId }, query?: Readonly<Record<string, unknown>>) {
      const scoped = await usersWithinScope(db, await rankOf(db, userId));
      const organizeId = typeof query?.organizeId === 'string' ? query.organizeId.trim() : '';
      if (!organizeId || organizeId === '0') return scoped === null ? null : { field: 'id', values: scoped };
      const under = await usersUnderOrganisation(db, organizeId);
      return { field: 'id', values: scoped === null ? under : under.filter((id) => scoped.includes(id)) };
    },
  };
}
