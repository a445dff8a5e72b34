import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { assertMayActOnUsers, assertMayGrantPositions, assertMayGrantRoles, assertWithinScope, idsOf, rankOf } from '../../core/identity/rank.ts';
import { organizeParents, positionFits, roleFits, withAncestors } from '../../overrides/user.ts';
import type { MemberObject } from './user-relation-objects.ts';
import { notInPositionOrganize, notInRoleOrganize, userRelationTexts } from './user-relation-texts.ts';

/** One member as the dialog lists them: who, and the organisations they belong to (names, comma-joined as the user list shows them). */
export interface Member {
  id: string;
  account: string;
  realName: string;
  organize: string;
}

interface UserFacts {
  id: string;
  account: string;
  realName: string;
  /** their organizeId list and their organisation links, as rank.ts counts them */
  organizes: string[];
}

/** Ids per query: far below SQLite's and PostgreSQL's bound-parameter limits, for roles of thousands of users. */
const CHUNK = 500;

const chunksOf = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, n) => items.slice(n * CHUNK, (n + 1) * CHUNK));

/** The users with these ids (unknown ids left out), with their organisations. */
async function usersOf(db: Db, ids: readonly string[]): Promise<Map<string, UserFacts>> {
  const facts = new Map<string, UserFacts>();
  for (const chunk of chunksOf(ids)) {
    const users = await db.selectFrom('base_user').select(['id', 'account', 'realName', 'organizeId']).where('id', 'in', chunk).execute();
    const links = await db
      .selectFrom('base_user_relation')
      .select(['userId', 'objectId'])
      .where('userId', 'in', chunk)
      .where('objectType', '=', 'Organize')
      .execute();
    for (const user of users) {
      const linked = links.filter((link) => link.userId === user.id).map((link) => link.objectId ?? '');
      facts.set(user.id, {
        id: user.id,
        account: user.account ?? '',
        realName: user.realName ?? '',
        organizes: [...new Set([...idsOf(user.organizeId), ...linked])].filter(Boolean),
      });
    }
  }
  return facts;
}

/** The ids of the object's members, in the order they were linked. */
async function memberIds(db: Db, object: MemberObject): Promise<string[]> {
  const links = await db
    .selectFrom('base_user_relation')
    .select('userId')
    .where('objectType', '=', object.type)
    .where('objectId', '=', object.id)
    .orderBy('sortCode')
    .orderBy('id')
    .execute();
  return [...new Set(links.map((link) => link.userId ?? '').filter(Boolean))];
}

/**
 * The members of a role, position or group (contract §8 `GET UserRelation/{objectId}`): JNPF's
 * `ids`, and `list` with each member's account, name and organisations for the dialog, by account.
 */
export async function readMembers(db: Db, object: MemberObject): Promise<{ ids: string[]; list: Member[] }> {
  const users = await usersOf(db, await memberIds(db, object));
  const names = new Map((await db.selectFrom('base_organize').select(['id', 'fullName']).execute()).map((row) => [row.id, row.fullName ?? '']));
  const list = [...users.values()]
    .map((user) => ({
      id: user.id,
      account: user.account,
      realName: user.realName,
      organize: user.organizes
        .map((id) => names.get(id) ?? '')
        .filter(Boolean)
        .join(','),
    }))
    .sort((a, b) => a.account.localeCompare(b.account));
  return { ids: list.map((member) => member.id), list };
}

/**
 * Rank (docs/security/rank-rule.md) for a member change: a caller who is not a system
 * administrator adds and removes only users it may act on (never a system administrator, only
 * inside its scope, nobody granted more than it holds), gives a role only when it could hold it
 * without rising, and changes the members of positions of its scope only.
 */
async function assertMayChangeMembers(db: Db, callerId: string, object: MemberObject, added: string[], removed: string[]): Promise<void> {
  const rank = await rankOf(db, callerId);
  if (rank.system) return;
  await assertMayActOnUsers(db, rank, [...added, ...removed]);
  if (object.type === 'Role' && added.length > 0) await assertMayGrantRoles(db, rank, [object.id]);
  if (object.type === 'Position') {
    assertWithinScope(rank, idsOf(object.organizeId));
    if (added.length > 0) await assertMayGrantPositions(db, rank, [object.id]);
  }
}

/**
 * Each added user must fit what they join, as the user dialog asks (server/overrides/user.ts): a
 * position only for a user of its organisation, an organisation role only for a user of one of its
 * organisations or beneath. Members kept are not judged again.
 */
async function assertAddedFit(db: Db, object: MemberObject, added: UserFacts[]): Promise<void> {
  const label = (user: UserFacts) => (user.realName ? `${user.realName}/${user.account}` : user.account);
  if (object.type === 'Position') {
    const misfit = added.find((user) => !positionFits(object, user.organizes));
    if (misfit) throw new AppError('badRequest', { texts: notInPositionOrganize(label(misfit), object.fullName) });
  }
  if (object.type === 'Role' && object.globalMark === 0) {
    const parents = await organizeParents(db);
    const misfit = added.find((user) => !roleFits(object, withAncestors(parents, user.organizes)));
    if (misfit) throw new AppError('badRequest', { texts: notInRoleOrganize(label(misfit), object.fullName) });
  }
}

/**
 * Sets the members of a role, position or group (contract §8 `POST UserRelation/{objectId}`
 * `{ objectType, userIds }`): the links of users no longer listed go, those of new users come,
 * those of users kept stay as they are. A user's roleId, positionId and groupId are read from
 * these very links (server/overrides/user.ts), so the user dialog shows the change at once. All
 * or nothing, in one transaction: an unknown user, a refusal of rank or a user who does not fit
 * leaves every link as it was. Answers the users who joined or left.
 */
export async function setMembers(db: Db, callerId: string, object: MemberObject, userIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(userIds)];
  return db.transaction().execute(async (trx) => {
    const users = await usersOf(trx, wanted);
    if (users.size !== wanted.length) throw new AppError('badRequest', { texts: userRelationTexts.unknownUsers });
    const current = await memberIds(trx, object);
    const kept = new Set(current);
    const added = wanted.filter((id) => !kept.has(id));
    const removed = current.filter((id) => !users.has(id));
    if (added.length === 0 && removed.length === 0) return [];
    await assertMayChangeMembers(trx, callerId, object, added, removed);
    await assertAddedFit(
      trx,
      object,
      added.map((id) => users.get(id) as UserFacts),
    );
    for (const chunk of chunksOf(removed)) {
      await trx.deleteFrom('base_user_relation').where('objectType', '=', object.type).where('objectId', '=', object.id).where('userId', 'in', chunk).execute();
    }
    for (const chunk of chunksOf(added)) {
      // A new link goes after the user's other links of its kind, so the user dialog's order stays.
      const last = await trx
        .selectFrom('base_user_relation')
        .select(['userId', (eb) => eb.fn.max('sortCode').as('sortCode')])
        .where('userId', 'in', chunk)
        .where('objectType', '=', object.type)
        .groupBy('userId')
        .execute();
      const next = new Map(last.map((row) => [row.userId, Number(row.sortCode ?? -1) + 1]));
      await trx
        .insertInto('base_user_relation')
        .values(chunk.map((userId) => ({ id: newId(), userId, objectType: object.type, objectId: object.id, sortCode: next.get(userId) ?? 0 })))
        // A parallel save that linked the same user first leaves one link, as both asked.
        .onConflict((conflict) => conflict.columns(['userId', 'objectType', 'objectId']).doNothing())
        .execute();
    }
    return [...added, ...removed];
  });
}
