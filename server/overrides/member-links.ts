import type { Db } from '../core/db/database.ts';
import type { EntityOverrides } from '../crud/entity-overrides.ts';
import type { FanOut } from '../core/realtime/fan-out.ts';
import { pushUserInfoRefresh, usersOfHolders } from '../core/realtime/user-info-refresh.ts';

/** What a user may be linked to (base_user_relation.objectType) that also carries grants or members. */
export type LinkedObjectType = 'Role' | 'Position' | 'Group';

/**
 * Removes what hangs on a deleted role, position or group: its member links (base_user_relation)
 * and what it was granted (base_authorize; ids are unique across kinds, so its id alone names its
 * grants). Called from the entity's afterDelete, inside the delete's transaction (`db` is that
 * transaction). The cache counters move with the commit (docs/decisions/0012), so the former
 * members lose the grants at their next request.
 */
export async function removeLinksAndGrants(db: Db, objectType: LinkedObjectType, id: string): Promise<void> {
  await db.deleteFrom('base_user_relation').where('objectType', '=', objectType).where('objectId', '=', id).execute();
  // Groups are granted nothing (GRANTEE_TYPES); a role's or position's grants are its kind's rows only,
  // since a role and a user may share an id.
  if (objectType !== 'Group') await db.deleteFrom('base_authorize').where('objectType', '=', objectType).where('objectId', '=', id).execute();
}

/**
 * A role's, position's or group's delete hooks: afterDelete removes its links and grants (above),
 * noting who were members; once committed, those members' open pages reload their menu and
 * permissions (core/realtime/user-info-refresh.ts), as after a change of their memberships.
 */
export function linkedObjectDeletion(objectType: LinkedObjectType, fanOut: FanOut): Pick<EntityOverrides, 'afterDelete' | 'afterDeleteCommitted'> {
  const formerMembers = new Map<string, string[]>();
  return {
    async afterDelete(id, { db }) {
      formerMembers.set(id, await usersOfHolders(db, [{ objectType, objectId: id }]));
      await removeLinksAndGrants(db, objectType, id);
    },
    async afterDeleteCommitted(id) {
      const members = formerMembers.get(id) ?? [];
      formerMembers.delete(id);
      await pushUserInfoRefresh(fanOut, members);
    },
  };
}

/**
 * A role or position enabled or disabled gives or takes its grants from every member: their open
 * pages reload their menu and permissions (core/realtime/user-info-refresh.ts), as after a grant change.
 */
export function linkedObjectState(objectType: 'Role' | 'Position', fanOut: FanOut): Pick<EntityOverrides, 'afterState'> {
  return {
    async afterState(id, { db }) {
      await pushUserInfoRefresh(fanOut, await usersOfHolders(db, [{ objectType, objectId: id }]));
    },
  };
}
