import type { Db } from '../../core/db/database.ts';
import { rankOf, usersWithinScope } from '../../core/identity/rank.ts';

/**
 * Whose entries a reader of the system or print log sees: everyone's for a system administrator
 * (null), else only those of the users the reader's user list shows (docs/security/rank-rule.md,
 * Lists), so a company administrator granted a log page reads its own subtree, never what system
 * administrators or other companies did.
 */
export async function readableUsers(db: Db, readerId: string): Promise<string[] | null> {
  return usersWithinScope(db, await rankOf(db, readerId));
}
