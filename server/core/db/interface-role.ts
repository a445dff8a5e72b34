import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database.ts';
import { deniedColumnsOf, isDeniedTable } from './interface-deny-list.ts';

/**
 * The PostgreSQL role SQL data interfaces run as on the platform's own database, so their SQL
 * reads the business and base-data tables but none of interface-deny-list.ts.
 *
 * The runs log in as this role rather than `SET LOCAL ROLE` to it from the platform's user: after
 * SET ROLE the session user is still the platform's, and a statement may set the role back
 * itself — `SELECT set_config('role', 'postgres', true), query_to_xml('select * from
 * base_user_session', …)` reads the table as the platform in one statement (tested). Logged in
 * as the role, there is no other role to go back to. Its password is derived from the platform's
 * own URL, so every server process of one database agrees on it without storing it anywhere;
 * whoever knows that URL already has all the role has.
 *
 * Set up at every start, after the tables are evolved (boot.ts), idempotently: the role is
 * created when missing; each table of the schema is granted SELECT, INSERT, UPDATE, DELETE (a
 * query still runs in a read-only transaction, and write interfaces only when the system
 * administrator enabled them), a table with denied columns the same on its other columns only, and
 * a denied table nothing, a view nothing (it reads with its owner's rights). A table made later
 * (online-form release) is granted when a run first sees the schema changed (syncedInterfaceGrants).
 *
 * Fails open for the start, closed for the runs: a platform user that may not create roles gets a
 * warning, and interface SQL on the own database then fails to connect instead of running
 * unconfined.
 */

export const INTERFACE_ROLE = 'portside_interface';
/** Connections the role may hold across every server process (each keeps a small pool). */
const CONNECTION_LIMIT = 40;

/** The role's password: an HMAC of the platform's credentials and server (not its database name: one role serves the cluster). */
export function interfaceRolePassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return createHmac('sha256', `${url.username}:${url.password}@${url.host}`).update(`portside interface role ${INTERFACE_ROLE}`).digest('hex');
}

/** The platform's URL with the interface role's credentials: where own-database interface SQL connects. */
export function interfaceRoleUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const password = interfaceRolePassword(databaseUrl);
  url.username = INTERFACE_ROLE;
  url.password = password;
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

/** Creates or updates the role: can log in with the derived password, nothing more. */
async function ensureRole(exec: PlatformSql, databaseUrl: string): Promise<void> {
  const password = interfaceRolePassword(databaseUrl);
  const options = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS CONNECTION LIMIT ${CONNECTION_LIMIT} PASSWORD ${literal(password)}`;
  await withRetries(async () => {
    const exists = await exec(`SELECT 1 AS one FROM pg_roles WHERE rolname = ${literal(INTERFACE_ROLE)}`);
    await exec(`${exists.length ? 'ALTER' : 'CREATE'} ROLE ${ident(INTERFACE_ROLE)} ${options}`);
  });
}

/** The grants of one table: everything, its allowed columns only, or nothing. */
function grantsOf(table: string, columns: readonly string[]): string[] {
  const role = ident(INTERFACE_ROLE);
  const revoke = `REVOKE ALL ON TABLE ${ident(table)} FROM ${role}`;
  if (isDeniedTable(table)) return [revoke];
  const denied = deniedColumnsOf(table);
  if (denied.length === 0) return [revoke, `GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE ${ident(table)} TO ${role}`];
  const allowed = columns
    .filter((column) => !denied.includes(column))
    .map(ident)
    .join(', ');
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
async function grantTables(exec: PlatformSql): Promise<string> {
  const role = ident(INTERFACE_ROLE);
  const relations = await exec(`
    SELECT c.relname AS "table", c.relkind AS kind,
           ARRAY(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum) AS columns
    ${RELATIONS}`);
  const schema = String((await exec('SELECT current_schema() AS schema'))[0]?.schema ?? 'public');
  await exec(`GRANT USAGE ON SCHEMA ${ident(schema)} TO ${role}`);
  for (const relation of relations) {
    const table = String(relation.table);
    const statements =
      relation.kind === 'r' || relation.kind === 'p' ? grantsOf(table, relation.columns as string[]) : [`REVOKE ALL ON TABLE ${ident(table)} FROM ${role}`];
    for (const statement of statements) await exec(statement);
  }
  return signatureOf(exec);
}

/** The schema signature each platform database was last granted for, in this process. */
const grantedFor = new Map<string, string>();

/**
 * Before an own-database run: grants again when the schema's relations changed since this process
 * last granted (one catalog query otherwise). `inTransaction` runs the work between BEGIN and
 * COMMIT on one connection, so no run sees a table between its REVOKE and its GRANT.
 */
export async function syncedInterfaceGrants(
  databaseUrl: string,
  exec: PlatformSql,
  inTransaction: (work: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const signature = await signatureOf(exec);
  if (grantedFor.get(databaseUrl) === signature) return;
  await withRetries(() => inTransaction(async () => void grantedFor.set(databaseUrl, await grantTables(exec))));
}

/**
 * Sets up the interface role on PostgreSQL at start (nothing on SQLite, whose runner reads the
 * deny-list itself). Never stops the start: without the role, own-database interface SQL fails to
 * connect rather than run unconfined.
 */
export async function confineInterfaceSql(db: Kysely<unknown>, dialect: Dialect, databaseUrl: string): Promise<void> {
  if (dialect !== 'postgres' || !databaseUrl) return;
  try {
    await ensureRole(async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows, databaseUrl);
    await withRetries(() =>
      db.transaction().execute(async (trx) => {
        grantedFor.set(databaseUrl, await grantTables(async (text) => (await sql.raw<Record<string, unknown>>(text).execute(trx)).rows));
      }),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Data-interface role ${INTERFACE_ROLE} not set up (${reason}); SQL interfaces on the platform's database fail until it is.`);
  }
}
