import type { EntityOverrides, OverrideContext } from '../crud/entity-overrides.ts';
import type { Row } from '../crud/row-decorators.ts';
import type { Db } from '../core/db/database.ts';
import { entityDefinitions } from '../crud/entity-definition.ts';
import { linkedObjectDeletion, linkedObjectState } from './member-links.ts';
import type { FanOut } from '../core/realtime/fan-out.ts';
import { assertMayManageRole, assertWithinScope, outranked, rankOf, roleOrganizes } from '../core/identity/rank.ts';

const roleEntity = entityDefinitions.role;

/** organizeIdsTree as the body sends it (paths as arrays) or as stored (JSON text). */
const organizesOf = (tree: unknown): string[] => roleOrganizes(typeof tree === 'string' ? tree : JSON.stringify(tree ?? []));

/**
 * The list's 所属组织 (contract §4.5 `organizeInfo`): each organisation the role is bound to as its
 * path of names from the top ("港口集团/集装箱码头公司"), comma-joined, never ids. The path is the
 * organisation's place now, not the one stored when the role was saved (it may have moved since);
 * an organisation that no longer exists is left out.
 */
async function withOrganizeInfo(db: Db, rows: Row[]): Promise<Row[]> {
  const bound = rows.map((row) => organizesOf(row.organizeIdsTree));
  if (bound.every((ids) => ids.length === 0)) return rows.map((row) => ({ ...row, organizeInfo: '' }));
  const organizes = new Map((await db.selectFrom('base_organize').select(['id', 'parentId', 'fullName']).execute()).map((org) => [org.id, org]));
  const pathOf = (id: string): string => {
    const names: string[] = [];
    // a damaged tree (a cycle) is walked once
    for (let org = organizes.get(id), seen = new Set<string>(); org && !seen.has(org.id); org = organizes.get(org.parentId ?? '')) {
      seen.add(org.id);
      names.unshift(org.fullName ?? '');
    }
    return names.join('/');
  };
  return rows.map((row, index) => ({ ...row, organizeInfo: bound[index].map(pathOf).filter(Boolean).join(',') }));
}

/** Toggling or deleting a role is managing it (rank.ts). */
async function manage(id: string, { db, userId }: OverrideContext): Promise<void> {
  await assertMayManageRole(db, await rankOf(db, userId), id);
}

/**
 * Roles under rank (docs/security/rank-rule.md): a caller who is not a system administrator
 * creates only organisation roles (globalMark 0) bound inside its scope, and changes, toggles or
 * deletes only roles it may manage; a change keeps the role an organisation role of its scope.
 * What a role grants cannot be changed through this API at all. Lists name the role's organisations.
 * Deleting a role removes its member links and grants with it (member-links.ts).
 */
export function roleOverrides(fanOut: FanOut): EntityOverrides {
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
    ...linkedObjectDeletion('Role', fanOut),
    ...linkedObjectState('Role', fanOut),
    decorate: (rows, { db }) => withOrganizeInfo(db, rows),
  };
}
