import type { Db } from '../core/db/database.ts';

/** What a user may be linked to (base_user_relation.objectType) that also carries grants or members. */
export type LinkedObjectType = 'Role' | 'Position' | 'Group';

/**
 * Removes what hangs on a deleted role, position or group: its member links (base_user_relation)
 * and what it was granted (base_authorize; ids are unique across kinds, so its id alone names its
 * grants). Called from the entity's afterDelete, inside the delete's transaction (`db` is that
 * transaction). Grants are read per request (docs/decisions/0011), so the former members lose
 * them at their next request.
 */
export async function removeLinksAndGrants(db: Db, objectType: LinkedObjectType, id: string): Promise<void> {
  await db.deleteFrom('base_user_relation').where('objectType', '=', objectType).where('objectId', '=', id).execute();
  await db.deleteFrom('base_authorize').where('objectId', '=', id).execute();
}
