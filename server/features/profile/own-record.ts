import type { Services } from '../../services.ts';

/**
 * The one write of a user's own record (base_user) the profile routes share: the base info and the
 * personal certification both change only the caller's row, stamped as changed by them.
 */
export async function updateOwnRecord(db: Services['db'], userId: string, changes: Record<string, string | number | null>): Promise<void> {
  await db
    .updateTable('base_user')
    .set({ ...changes, lastModifyTime: Date.now(), lastModifyUserId: userId })
    .where('id', '=', userId)
    .execute();
}
