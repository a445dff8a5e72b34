import type { Db } from '../../core/db/database.ts';
import { auditDb } from './audit-log-tables.ts';

/** How long sign-ins, operations and exceptions are kept (no setting names a period). */
export const KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Pruning is one indexed delete per table, asked for at most this often per process. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

// When each database was last pruned by this process.
const lastPruned = new WeakMap<Db, number>();

/**
 * Deletes system-log entries older than KEEP_DAYS: operations and exceptions, and the sign-ins of
 * the login log (which the profile's own log reads too). The print log is a business record and is
 * kept. Runs after the log writer's rounds, at most once an hour per process.
 */
export async function pruneOldEntries(db: Db, now = Date.now()): Promise<void> {
  if (now - (lastPruned.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now);
  const cutoff = now - KEEP_DAYS * DAY_MS;
  await auditDb(db).deleteFrom('base_sys_log').where('creatorTime', '<', cutoff).execute();
  await db.deleteFrom('base_login_log').where('loginTime', '<', cutoff).execute();
}
