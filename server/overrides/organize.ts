import type { EntityOverrides, OverrideContext } from '../crud/entity-overrides.ts';
import { assertWithinScope, rankOf } from '../core/identity/rank.ts';

/** Toggling or deleting an organisation: it must lie in the caller's scope. */
async function inScope(id: string, { db, userId }: OverrideContext): Promise<void> {
  assertWithinScope(await rankOf(db, userId), [id]);
}

/**
 * Organisations under rank (docs/security/rank-rule.md): a caller who is not a system
 * administrator creates organisations only beneath one of its scope, changes, toggles and deletes
 * only organisations of its scope, and moves one only under a parent of its scope (so nothing
 * leaves or enters the subtree, and no new root appears).
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
  };
}
