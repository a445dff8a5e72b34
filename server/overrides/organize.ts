import type { EntityOverrides, OverrideContext } from '../crud/entity-overrides.ts';
import type { Db } from '../core/db/database.ts';
import { AppError } from '../core/http/app-error.ts';
import { assertWithinScope, idsOf, rankOf } from '../core/identity/rank.ts';

/** Toggling or deleting an organisation: it must lie in the caller's scope. */
async function inScope(id: string, { db, userId }: OverrideContext): Promise<void> {
  assertWithinScope(await rankOf(db, userId), [id]);
}

/** JNPF refuses to delete an organisation its users still belong to (as one with sub-organisations or positions). */
const HAS_USERS = {
  zh: '该组织下存在用户，不允许删除',
  'zh-TW': '該組織下存在用戶，不允許刪除',
  en: 'Users still belong to this organisation; it cannot be deleted',
};

/**
 * Whether any user, enabled or not, belongs to the organisation: by their organizeId list (ids
 * joined by commas, so matched as whole entries) or by an Organize link (base_user_relation).
 */
async function hasUsers(db: Db, id: string): Promise<boolean> {
  // A link left by a user deleted before links went with their user (older data) holds nothing; it goes with the organisation.
  const linked = await db
    .selectFrom('base_user_relation')
    .innerJoin('base_user', 'base_user.id', 'base_user_relation.userId')
    .select('base_user_relation.id')
    .where('base_user_relation.objectType', '=', 'Organize')
    .where('base_user_relation.objectId', '=', id)
    .executeTakeFirst();
  if (linked) return true;
  // The LIKE narrows; idsOf decides (an id may contain LIKE's wildcards, and 'a' must not match 'ab').
  const candidates = await db.selectFrom('base_user').select('organizeId').where('organizeId', 'like', `%${id}%`).execute();
  return candidates.some((user) => idsOf(user.organizeId).includes(id));
}

/**
 * Organisations under rank (docs/security/rank-rule.md): a caller who is not a system
 * administrator creates organisations only beneath one of its scope, changes, toggles and deletes
 * only organisations of its scope, and moves one only under a parent of its scope (so nothing
 * leaves or enters the subtree, and no new root appears). An organisation with users is not
 * deleted (the generic delete already refuses one with children or positions); what still names a
 * deleted one (a deleted user's leftover Organize link, grants to it) goes with it, as with a role (member-links.ts).
 */
export function organizeOverrides(): EntityOverrides {
  return {
    async beforeWrite(id, body, { db, userId }) {
      const rank = await rankOf(db, userId);
      if (rank.system) return;
      if (!id) return assertWithinScope(rank, [String(body.parentId ?? '')]);
      assertWithinScope(rank, [id]);
      if (body.parentId === undefined) return;
      const stored = await db.selectFrom('base_organize').select('parentId').where('id', '=', id).executeTakeFirst();
      if (String(body.parentId) !== (stored?.parentId ?? '')) assertWithinScope(rank, [String(body.parentId)]);
    },
    beforeState: inScope,
    beforeDelete: inScope,
    // In the delete's transaction, after the generic refusals (children first, then positions, as
    // before): users refuse it, and the throw keeps the row; otherwise grants made to it go too.
    async afterDelete(id, { db }) {
      if (await hasUsers(db, id)) throw new AppError('badRequest', { texts: HAS_USERS });
      await db.deleteFrom('base_user_relation').where('objectType', '=', 'Organize').where('objectId', '=', id).execute();
      await db.deleteFrom('base_authorize').where('objectType', '=', 'Organize').where('objectId', '=', id).execute();
    },
  };
}
