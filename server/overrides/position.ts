import type { EntityOverrides, OverrideContext } from '../crud/entity-overrides.ts';
import type { Db } from '../core/db/database.ts';
import { assertWithinScope, idsOf, rankOf, type Rank } from '../core/identity/rank.ts';
import { linkedObjectDeletion, linkedObjectState } from './member-links.ts';
import type { FanOut } from '../core/realtime/fan-out.ts';

async function storedInScope(db: Db, rank: Rank, id: string): Promise<void> {
  const stored = await db.selectFrom('base_position').select('organizeId').where('id', '=', id).executeTakeFirst();
  if (stored) assertWithinScope(rank, idsOf(stored.organizeId));
}

async function inScope(id: string, { db, userId }: OverrideContext): Promise<void> {
  await storedInScope(db, await rankOf(db, userId), id);
}

/**
 * Positions under rank (docs/security/rank-rule.md): a caller who is not a system administrator
 * creates, changes, toggles and deletes only positions of organisations in its scope, never moves
 * one out of it, and lists only those. Deleting a position removes its member links and grants
 * with it (member-links.ts).
 */
export function positionOverrides(fanOut: FanOut): EntityOverrides {
  return {
    async beforeWrite(id, body, { db, userId }) {
      const rank = await rankOf(db, userId);
      if (rank.system) return;
      if (id) await storedInScope(db, rank, id);
      if (!id || body.organizeId !== undefined) assertWithinScope(rank, idsOf(body.organizeId));
    },
    beforeState: inScope,
    beforeDelete: inScope,
    ...linkedObjectDeletion('Position', fanOut),
    ...linkedObjectState('Position', fanOut),
    async listScope({ db, userId }) {
      const rank = await rankOf(db, userId);
      return rank.system ? null : { field: 'organizeId', values: [...rank.scope] };
    },
  };
}
