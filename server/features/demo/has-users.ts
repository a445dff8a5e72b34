import type { Db } from '../../core/db/database.ts';

/**
 * Whether the database already has a user: demo data goes only into one that has none. Its own
 * small file so server/boot.ts can ask before importing the demo loader (a second start neither
 * parses nor builds the demo rows, docs/decisions/0017-fresh-start.md).
 */
export async function hasUsers(db: Db): Promise<boolean> {
  return (await db.selectFrom('base_user').select('id').limit(1).executeTakeFirst()) !== undefined;
}
