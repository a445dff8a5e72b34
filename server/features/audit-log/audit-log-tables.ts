import type { Kysely } from 'kysely';
import type { Db } from '../../core/db/database.ts';
import { evolveDatabase } from '../../core/db/evolve.ts';
import { defineTable, type TableRow } from '../../core/db/table-model.ts';
import type { Database } from '../../core/db/platform-tables.ts';

/**
 * The system log's operations and exceptions (JNPF BASE_SYSLOG, categories 3 and 4; sign-ins stay in
 * base_login_log). Column names are the JNPF wire names, so rows map to list rows without renaming.
 */
export const sysLogTable = defineTable(
  'base_sys_log',
  {
    id: 'id',
    /** 3 operation, 4 exception */
    category: 'integer',
    userId: 'string',
    /** "realName/account" when written, so the entry still says who after the user is gone */
    userName: 'string',
    ipAddress: 'string',
    browser: 'string',
    /** the operating system the user agent names */
    platForm: 'string',
    requestMethod: 'string',
    /** the route pattern, never the URL with its values */
    requestURL: 'string',
    requestId: 'string',
    /** the permission code of the route (a menu enCode) and that menu's name */
    moduleCode: 'string',
    moduleName: 'string',
    /** the envelope's code, else the HTTP status */
    resultCode: 'integer',
    /** ms */
    requestDuration: 'integer',
    /** an exception's message */
    abstracts: 'text',
    creatorTime: 'bigint',
  },
  [{ name: 'base_sys_log_category_time_ix', columns: ['category', 'creatorTime'] }],
);

/** What was printed, by whom and when (POST /api/system/printLog/save, spec lowcode §7 "After printing"). */
export const printLogTable = defineTable(
  'base_print_log',
  {
    id: 'id',
    printTitle: 'string',
    printNum: 'integer',
    /** the print template (base_print_dev) */
    printId: 'string',
    creatorUserId: 'string',
    creatorTime: 'bigint',
  },
  [{ name: 'base_print_log_time_ix', columns: ['creatorTime'] }],
);

export const auditLogTables = [sysLogTable, printLogTable];

// A type, not an interface: Kysely's withTables takes only types it can index by table name.
export type AuditLogDatabase = {
  base_sys_log: TableRow<typeof sysLogTable>;
  base_print_log: TableRow<typeof printLogTable>;
};

export type AuditDb = Kysely<Database & AuditLogDatabase>;

/** The platform's database with this feature's tables known to the types. */
export const auditDb = (db: Db): AuditDb => db.withTables<AuditLogDatabase>();

// One evolution per database handle (a process may hold several apps, one per test database).
const ensured = new WeakMap<Db, Promise<void>>();

/**
 * Creates the feature's tables when missing (evolve.ts: never drops or narrows). The feature owns
 * them, so they are evolved here, once per database, before the first route or log write uses them;
 * a failed attempt is tried again next time.
 */
export function ensureAuditLogTables(db: Db): Promise<void> {
  let done = ensured.get(db);
  if (!done) {
    done = evolveDatabase(db as unknown as Kysely<unknown>, auditLogTables).then(() => undefined);
    done.catch(() => ensured.delete(db));
    ensured.set(db, done);
  }
  return done;
}
