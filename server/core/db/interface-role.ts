import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database.ts';
import { deniedColumnsOf, INTERFACE_SECRET_TABLE, isDeniedTable, isWriteProtectedTable } from './interface-deny-list.ts';

/**
 * The PostgreSQL role SQL data interfaces run as on the platform's own database, so their SQL
 * reads the business and base-data tables but none of interface-deny-list.ts, and writes none of
 * its write-protected tables.
 *
 * The runs log in as this role rather than `SET LOCAL ROLE` to it from the platform's user: after
 * SET ROLE the session user is still the platform's, and a statement may set the role back
 * itself — `SELECT set_config('role', 'postgres', true), query_to_xml('select * from
 * base_user_session', …)` reads the table as the platform in one statement (tested). Logged in
 * as the role, there is no other role to go back to.
 *
 * One role per platform database (interfaceRoleName: a hash of the database and the platform's
 * user), so two databases on one cluster never share a role, grants or password. Its password
 * is a random secret made once and kept in INTERFACE_SECRET_TABLE, a denied table the role itself
 * cannot read; every server process reads it there, the first makes it under an advisory lock.
 * The password reaches PostgreSQL only as a SCRAM-SHA-256 verifier computed here, so no plain
 * password is ever in a statement (nor in a server log with log_statement = ddl).
 *
 * Set up at every start, after the tables are evolved (boot.ts), idempotently: the role is
 * created when missing; each table of the schema is granted SELECT, INSERT, UPDATE, DELETE (a
 * query still runs in a read-only transaction, and write interfaces only when the system
 * administrator enabled them), a write-protected table SELECT only, a table with denied columns
 * the same on its other columns only, a denied table nothing, a view nothing (it reads with its
 * owner's rights). A table made later (online-form release) is granted when a run first sees the
 * schema changed (syncedInterfaceGrants).
 *
 * Fails open for the start, closed for the runs: a platform user that may not create roles gets a
 * warning, and interface SQL on the own database then fails to connect instead of running
 * unconfined.
 */

/** The role of the first design (one per cluster, a password derived from the URL): kept from logging in. */
const LEGACY_ROLE = 'portside_interface';
/** Connections the role may hold across every server process (each keeps a small pool). */
const CONNECTION_LIMIT = 40;
/** RFC 7677's minimum, and PostgreSQL's own default. */
const SCRAM_ITERATIONS = 4096;

/** The database and user of a platform URL, as PostgreSQL defaults them (no path: the user's name). */
function databaseOf(databaseUrl: string): { database: string; user: string } {
  const url = new URL(databaseUrl);
  const user = decodeURIComponent(url.username);
  return { database: decodeURIComponent(url.pathname.replace(/^\//u, '')) || user, user };
}

/** The interface role of this platform database: `portside_iface_` and 16 hex digits (30 characters, under PostgreSQL's 63). */
export function interfaceRoleName(databaseUrl: string): string {
  const { database, user } = databaseOf(databaseUrl);
  return `portside_iface_${createHash('sha256').update(`${database}\0${user}`).digest('hex').slice(0, 16)}`;
}

/**
 * A SCRAM-SHA-256 verifier of the password (RFC 5802/7677, PostgreSQL's rolpassword format):
 * `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`, base64 each.
 */
export function scramVerifier(password: string, salt: Buffer = randomBytes(16), iterations = SCRAM_ITERATIONS): string {
  // The secret is ASCII hex, which SASLprep leaves as it is.
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** The role's secret of each platform URL, once read in this process. */
const secrets = new Map<string, string>();

/** The platform's URL with the interface role's credentials, once its secret is known in this process (closing pools). */
export function knownInterfaceRoleUrl(databaseUrl: string): string | undefined {
  const secret = secrets.get(databaseUrl);
  if (secret === undefined) return undefined;
  const url = new URL(databaseUrl);
  url.username = interfaceRoleName(databaseUrl);
  url.password = secret;
  return url.toString();
}

const ident = (name: string) => `"${name.replace(/"/gu, '""')}"`;

/** PostgreSQL errors two processes starting at once may meet on the shared role: retried. */
function isRace(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : '';
  return code === '42710' || code === '23505' || code === '40001' || /concurrently/u.test(message);
}

async function withRetries(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await work();
      return;
    } catch (error) {
      if (!isRace(error) || attempt >= 6) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** Runs one statement as the platform's user and answers its rows (a Kysely transaction at start, a pg client at a run). */
export type PlatformSql = (text: string) => Promise<Record<string, unknown>[]>;

const literal = (text: string) => `'${text.replace(/'/gu, "''")}'`;

/**
 * The role's secret, read from INTERFACE_SECRET_TABLE or made there: the table is created when
 * missing and the row written when absent, under a transaction-scoped advisory lock so processes
 * starting together agree on one secret. Runs in the caller's transaction.
 */
async function ensureSecret(exec: PlatformSql, role: string): Promise<string> {
  const table = ident(INTERFACE_SECRET_TABLE);
  await exec(`SELECT pg_advisory_xact_lock(hashtext(${literal(`portside ${INTERFACE_SECRET_TABLE}`)}))`);
  await exec(`CREATE TABLE IF NOT EXISTS ${table} ("id" varchar(63) PRIMARY KEY, "secret" text NOT NULL)`);
  const found = await exec(`SELECT "secret" FROM ${table} WHERE "id" = ${literal(role)}`);
  if (found[0]) return String(found[0].secret);
  const secret = randomBytes(32).toString('hex');
  await exec(`INSERT INTO ${table} ("id", "secret") VALUES (${literal(role)}, ${literal(secret)})`);
  return secret;
}

/** Reads the role's secret (a run in a process whose start did not set the role up: closed when there is none). */
async function secretOf(databaseUrl: string, exec: PlatformSql): Promise<string> {
  let secret = secrets.get(databaseUrl);
  if (secret === undefined) {
    const found = await exec(`SELECT "secret" FROM ${ident(INTERFACE_SECRET_TABLE)} WHERE "id" = ${literal(interfaceRoleName(databaseUrl))}`);
    if (!found[0]) throw new Error(`no secret for the data-interface role`);
    secret = String(found[0].secret);
    secrets.set(databaseUrl, secret);
  }
  return secret;
}

/** Creates or updates the role: can log in with the secret (sent as a SCRAM verifier only), nothing more. */
async function ensureRole(exec: PlatformSql, role: string, secret: string): Promise<void> {
  const options = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS CONNECTION LIMIT ${CONNECTION_LIMIT} PASSWORD ${literal(scramVerifier(secret))}`;
  await withRetries(async () => {
    const exists = await exec(`SELECT 1 AS one FROM pg_roles WHERE rolname = ${literal(role)}`);
    await exec(`${exists.length ? 'ALTER' : 'CREATE'} ROLE ${ident(role)} ${options}`);
  });
  // The first design's cluster-wide role had a password anyone knowing the URL could derive: it logs in no more.
  const legacy = await exec(`SELECT 1 AS one FROM pg_roles WHERE rolname = ${literal(LEGACY_ROLE)} AND rolcanlogin`);
  if (legacy.length) await withRetries(async () => void (await exec(`ALTER ROLE ${ident(LEGACY_ROLE)} NOLOGIN`)));
}

/** The grants of one table: everything, SELECT only (write-protected), its allowed columns only, or nothing. */
function grantsOf(table: string, columns: readonly string[], roleName: string): string[] {
  const role = ident(roleName);
  const revoke = `REVOKE ALL ON TABLE ${ident(table)} FROM ${role}`;
  if (isDeniedTable(table)) return [revoke];
  const denied = deniedColumnsOf(table);
  const readOnly = isWriteProtectedTable(table);
  if (denied.length === 0) return [revoke, `GRANT ${readOnly ? 'SELECT' : 'SELECT, INSERT, UPDATE, DELETE'} ON TABLE ${ident(table)} TO ${role}`];
  const allowed = columns
    .filter((column) => !denied.includes(column))
    .map(ident)
    .join(', ');
  if (readOnly) return [revoke, `GRANT SELECT (${allowed}) ON TABLE ${ident(table)} TO ${role}`];
  // Column privileges only (a table-level one would cover every column); DELETE reads no column itself
  // (its WHERE needs SELECT on what it names).
  return [
    revoke,
    `GRANT SELECT (${allowed}), INSERT (${allowed}), UPDATE (${allowed}) ON TABLE ${ident(table)} TO ${role}`,
    `GRANT DELETE ON TABLE ${ident(table)} TO ${role}`,
  ];
}

/** The relations of the current schema (tables, views, materialised and foreign tables). */
const RELATIONS = `
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`;

/** What changes when a relation is created, dropped or re-created: the grants are then set again. */
const SIGNATURE = `SELECT count(*)::text || ':' || coalesce(sum(c.oid::bigint), 0)::text || ':' || coalesce(max(c.oid::bigint), 0)::text AS signature ${RELATIONS}`;

async function signatureOf(exec: PlatformSql): Promise<string> {
  return String((await exec(SIGNATURE))[0]?.signature ?? '');
}

/**
 * Grants the role what interface-deny-list.ts allows on every table of the current schema; views
 * and the like get nothing (a view reads with its owner's rights, so granting one would open the
 * tables behind it). No default privileges: a relation made later (a table of an online-form
 * release, a view someone adds) gets nothing until a run sees the schema changed and grants again
 * (syncedInterfaceGrants), so nothing is ever granted without this list looking at it.
 * Answers the schema's signature it granted for.
 */
async function grantTables(exec: PlatformSql, roleName: string): Promise<string> {
  const role = ident(roleName);
  const relations = await exec(`
    SELECT c.relname AS "table", c.relkind AS kind,
           ARRAY(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum) AS columns
    ${RELATIONS}`);
  const schema = String((await exec('SELECT current_schema() AS schema'))[0]?.schema ?? 'public');
  await exec(`GRANT USAGE ON SCHEMA ${ident(schema)} TO ${role}`);
  for (const relation of relations) {
    const table = String(relation.table);
    const statements =
      relation.kind === 'r' || relation.kind === 'p'
        ? grantsOf(table, relation.columns as string[], roleName)
        : [`REVOKE ALL ON TABLE ${ident(table)} FROM ${role}`];
    for (const statement of statements) await exec(statement);
  }
  return signatureOf(exec);
}

/** The schema signature each platform database was last granted for, in this process. */
const grantedFor = new Map<string, string>();

/**
 * Before an own-database run: grants again when the schema's relations changed since this process
 * last granted (one catalog query otherwise), and answers the URL the run logs in with.
 * `inTransaction` runs the work between BEGIN and COMMIT on one connection, so no run sees a table
 * between its REVOKE and its GRANT.
 */
export async function syncedInterfaceGrants(
  databaseUrl: string,
  exec: PlatformSql,
  inTransaction: (work: () => Promise<void>) => Promise<void>,
): Promise<string> {
  await secretOf(databaseUrl, exec);
  const signature = await signatureOf(exec);
  if (grantedFor.get(databaseUrl) !== signature)
    await withRetries(() => inTransaction(async () => void grantedFor.set(databaseUrl, await grantTables(exec, interfaceRoleName(databaseUrl)))));
  return knownInterfaceRoleUrl(databaseUrl) as string;
}

/**
 * Sets up the interface role on PostgreSQL at start (nothing on SQLite, whose runner reads the
 * deny-list itself). Never stops the start: without the role, own-database interface SQL fails to
 * connect rather than run unconfined.
 */
export async function confineInterfaceSql(db: Kysely<unknown>, dialect: Dialect, databaseUrl: string): Promise<void> {
  if (dialect !== 'postgres' || !databaseUrl) return;
  const role = interfaceRoleName(databaseUrl);
  const execOn =
    (on: Kysely<unknown>): PlatformSql =>
    async (text) =>
      (await sql.raw<Record<string, unknown>>(text).execute(on)).rows;
  try {
    let secret = '';
    await withRetries(() => db.transaction().execute(async (trx) => void (secret = await ensureSecret(execOn(trx), role))));
    await ensureRole(execOn(db), role, secret);
    secrets.set(databaseUrl, secret);
    await withRetries(() => db.transaction().execute(async (trx) => void grantedFor.set(databaseUrl, await grantTables(execOn(trx), role))));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Data-interface role ${role} not set up (${reason}); SQL interfaces on the platform's database fail until it is.`);
  }
}
