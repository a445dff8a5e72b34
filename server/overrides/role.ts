import type { EntityOverrides, OverrideContext } from '../crud/entity-overrides.ts';
import { entityDefinitions } from '../crud/entity-definition.ts';
import { assertMayManageRole, assertWithinScope, outranked, rankOf, roleOrganizes } from '../core/identity/rank.ts';

const roleEntity = entityDefinitions.role;

/** organizeIdsTree as the body sends it (paths as arrays) or as stored (JSON text). */
const organizesOf = (tree: unknown): string[] => roleOrganizes(typeof tree === 'string' ? tree : JSON.stringify(tree ?? []));

/** Toggling or deleting a role is managing it (rank.ts). */
async function manage(id: string, { db, userId }: OverrideContext): Promise<void> {
  await assertMayManageRole(db, await rankOf(db, userId), id);
}

/**
 * Roles under rank (docs/security/rank-rule.md): a caller who is not a system administrator
 * creates only organisation roles (globalMark 0) bound inside its scope, and changes, toggles or
 * deletes only roles it may manage; a change keeps the role an organisation role of its scope.
 * What a role grants cannot be changed through this API at all.
 */
export function roleOverrides(): EntityOverrides {
  return {
    async beforeWrite(id, body, { db, userId }) {
      const rank = await rankOf(db, userId);
      if (rank.system) return;
      if (id) await assertMayManageRole(db, rank, id);
      // A create without globalMark takes the schema's default, which is global.
      const globalMark = body.globalMark ?? (id ? undefined : roleEntity.defaults.globalMark);
      if (globalMark !== undefined && Number(globalMark) !== 0) throw outranked();
      if (!id || body.organizeIdsTree !== undefined) assertWithinScope(rank, organizesOf(body.organizeIdsTree));
    },
    beforeState: manage,
    beforeDelete: manage,
  };
}
