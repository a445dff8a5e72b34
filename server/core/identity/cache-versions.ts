import { createHash } from 'node:crypto';
import { CompiledQuery, PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import { responseCacheTables, type WatchedTable } from '../db/model-tables.ts';
import { authorizeTable, sysConfigTable, userRelationTable } from '../db/platform-tables.ts';
import { deniedColumnsOf } from '../db/interface-deny-list.ts';
import type { TableModel } from '../db/table-model.ts';

/**
 * Version counters that say when the sessions and grants a process holds in memory may be stale
 * (docs/decisions/0012-request-path-caching.md). Triggers in the database add one to a scope's
 * counter whenever a table its answers are read from changes, inside the writing transaction:
 * the new number becomes visible exactly when the change does, to every process sharing the
 * database, whichever code (or server version, or SQL console) wrote it. A process reads the
 * counters once per request (one indexed row fetch) and drops what it cached under older numbers.
 */
export type CacheScope = 'session' | 'grant' | 'data';

export interface CacheStamp {
  session: number;
  grant: number;
  /** moves with any change to a table in DATA_TABLES (the response cache, server/core/http/response-cache.ts) */
  data: number;
}

const SCOPES: readonly CacheScope[] = ['session', 'grant', 'data'];

const TABLE = 'base_cache_version';

/** `when`: a condition on OLD and NEW that must hold (a row-level trigger on PostgreSQL then). */
type Change = 'INSERT' | 'DELETE' | { update: string[]; when?: string };

/** A platform table watched in every column. */
const watchedWhole = (table: TableModel): WatchedTable => ({ name: table.name, columns: table.columns.map((column) => column.name) });

/** What each scope's answers are read from, and which changes there can alter them. */
const WATCHED: { scope: CacheScope; table: string; changes: Change[] }[] = [
  // a session's answer: its row (revocation, deletion) and its user's account, name, flags
  // (an expiry pushed forward by use changes no answer, one brought closer does)
  {
    scope: 'session',
    table: 'base_user_session',
    changes: ['DELETE', { update: ['revokedAt', 'userId'] }, { update: ['expiresAt'], when: 'NEW."expiresAt" < OLD."expiresAt"' }],
  },
  { scope: 'session', table: 'base_user', changes: ['DELETE', { update: ['enabledMark', 'isAdministrator', 'account', 'realName', 'id'] }] },
  // a user's grants: the administrator flag, enabled roles and positions held, what base_authorize
  // grants them, and the menus, buttons, columns and forms permission checks judge by
  { scope: 'grant', table: 'base_user', changes: ['DELETE', { update: ['enabledMark', 'isAdministrator', 'id'] }] },
  { scope: 'grant', table: 'base_user_relation', changes: ['INSERT', 'DELETE', { update: [] }] },
  { scope: 'grant', table: 'base_role', changes: ['INSERT', 'DELETE', { update: ['enabledMark', 'id'] }] },
  { scope: 'grant', table: 'base_position', changes: ['INSERT', 'DELETE', { update: ['enabledMark', 'id'] }] },
  { scope: 'grant', table: 'base_authorize', changes: ['INSERT', 'DELETE', { update: [] }] },
  { scope: 'grant', table: 'base_module', changes: ['INSERT', 'DELETE', { update: [] }] },
  { scope: 'grant', table: 'base_module_item', changes: ['INSERT', 'DELETE', { update: [] }] },
  // what cached answers may be read from: every schema-driven entity's table (but those the platform
  // rewrites as they are used, whose answers are never kept: schemas' `responseCache: false`) and the
  // platform's links, grants and settings; an update counts when a value an answer can show really
  // changes (a sign-in attempt rewrites the user's tries, sign-in times and enabledMark with the value
  // it had: it must not empty every process's cache). Columns data-interface SQL may not read (a
  // password hash) are never compared: that would read them in every interface write's program, which
  // the SQLite confinement refuses; a table still watching such a column counts any update.
  ...[...responseCacheTables, ...[userRelationTable, authorizeTable, sysConfigTable].map(watchedWhole)].map((table) => ({
    scope: 'data' as const,
    table: table.name,
    changes: ['INSERT', 'DELETE', { update: table.columns.some((column) => deniedColumnsOf(table.name).includes(column)) ? [] : table.columns }] as Change[],
  })),
];

/** Tables whose every change moves the `data` counter: an answer read only from these may be cached. */
export const DATA_TABLES: ReadonlySet<string> = new Set(WATCHED.filter((watched) => watched.scope === 'data').map((watched) => watched.table));

const READ = CompiledQuery.raw(`select scope, version from ${TABLE}`);

/** How long a stamp read for one request also serves calls made outside any request (timers, jobs). */
const UNBOUND_CALL_WINDOW_MS = 250;

export class CacheVersions {
  private installed: Promise<void> | null = null;
  private started = 0;
  private latest: { stamp: CacheStamp; startedAt: number; order: number } | null = null;

  constructor(private readonly db: Db) {}

  /** A read asked for but not started yet: callers arriving before it starts share it. */
  private pending: Promise<CacheStamp> | null = null;

  /**
   * The counters as the database holds them now: from a read that starts after the call, so every
   * change committed before the call is seen. A request's session check calls this first. Calls
   * made in the same turn of the event loop (fifty requests arriving together) share one statement:
   * it starts after all of them arrived, so it is as fresh for each as a read of its own.
   */
  read(): Promise<CacheStamp> {
    this.pending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.pending = null;
      return this.readNow();
    });
    return this.pending;
  }

  private async readNow(): Promise<CacheStamp> {
    this.installed ??= this.install().catch((error: unknown) => {
      this.installed = null;
      throw error;
    });
    await this.installed;
    const order = ++this.started;
    const startedAt = performance.now();
    const { rows } = await this.db.executeQuery<{ scope: string; version: number | string }>(READ);
    const stamp: CacheStamp = { session: 0, grant: 0, data: 0 };
    for (const row of rows) if ((SCOPES as readonly string[]).includes(row.scope)) stamp[row.scope as CacheScope] = Number(row.version);
    if (!this.latest || order > this.latest.order) this.latest = { stamp, startedAt, order };
    return stamp;
  }

  /**
   * The counters from the newest read, when it started at most a moment ago, else read afresh.
   * Inside a request this is the read its session check made (or a later one), so grants checked
   * after the session are judged as fresh as the session was, without a second statement.
   */
  async recent(): Promise<CacheStamp> {
    const latest = this.latest;
    if (latest && performance.now() - latest.startedAt < UNBOUND_CALL_WINDOW_MS) return latest.stamp;
    return this.read();
  }

  private async install(): Promise<void> {
    // A transaction's handle (a service built inside a write) reads what the start installed
    // (server/boot.ts): DDL has no place inside a user's write, and PostgreSQL's install is a transaction itself.
    if (this.db.isTransaction) return;
    if (this.db.getExecutor().adapter instanceof PostgresAdapter) await installPostgres(this.db);
    else await installSqlite(this.db);
  }
}

/** One tracker per database handle, shared by the session and authorisation services built on it. */
const trackers = new WeakMap<Db, CacheVersions>();
export function cacheVersionsOf(db: Db): CacheVersions {
  let tracker = trackers.get(db);
  if (!tracker) {
    tracker = new CacheVersions(db);
    trackers.set(db, tracker);
  }
  return tracker;
}

const quoted = (name: string) => `"${name}"`;
const event = (change: Change) => (typeof change === 'string' ? change : `UPDATE${change.update.length ? ` OF ${change.update.map(quoted).join(', ')}` : ''}`);
const triggerName = (scope: CacheScope, table: string, index: number) => `${table}_${scope}_cache_${index}`;
/**
 * When an update counts: its own condition, else a change of one of the listed columns' values (a
 * statement that writes a column with the value it had, as every sign-in attempt does with
 * enabledMark, must not drop every process's caches). SQLite and PostgreSQL spell "differs,
 * nulls included" differently.
 */
function condition(change: Change, dialect: 'sqlite' | 'postgres'): string {
  if (typeof change === 'string') return '';
  if (change.when) return ` when (${change.when})`;
  if (change.update.length === 0) return '';
  const differs = dialect === 'sqlite' ? 'is not' : 'is distinct from';
  return ` when (${change.update.map((column) => `OLD.${quoted(column)} ${differs} NEW.${quoted(column)}`).join(' or ')})`;
}

type Dialect = 'sqlite' | 'postgres';

/** Every trigger this file ever made is named `…_cache_<n>` (triggerName); `!` escapes LIKE's own `_`. */
const CACHE_TRIGGER_PATTERN = '%!_cache!_%';

/** The triggers this release wants, by name, as each dialect creates them. */
function wantedTriggers(dialect: Dialect): { name: string; create: string }[] {
  return WATCHED.flatMap(({ scope, table, changes }) =>
    changes.map((change, index) => {
      const name = triggerName(scope, table, index);
      const when = condition(change, dialect);
      // PostgreSQL: a constraint trigger deferred to the commit, so the counter row is locked last and
      // briefly (a bump at the first write would hold it through the whole transaction, and two writers
      // taking it and their rows in different orders would deadlock). SQLite has one writer at a time.
      const create =
        dialect === 'sqlite'
          ? `create trigger ${name} after ${event(change)} on ${table}${when} begin update ${TABLE} set version = version + 1 where scope = '${scope}'; end`
          : `create constraint trigger ${name} after ${event(change)} on ${table} deferrable initially deferred for each row${when} ` +
            `execute procedure portside_bump_cache_version('${scope}')`;
      return { name, create };
    }),
  );
}

/**
 * The wanted triggers' fingerprint, kept in the counters' table: a start whose database already has
 * them changes nothing (no DDL, so no lock on the watched tables while another process serves), and a
 * release that watches more or other changes replaces every old trigger.
 */
const layoutOf = (triggers: { create: string }[]): number =>
  Number.parseInt(
    createHash('sha256')
      .update(triggers.map((trigger) => trigger.create).join('\n'))
      .digest('hex')
      .slice(0, 7),
    16,
  );

async function installSqlite(db: Db): Promise<void> {
  const triggers = wantedTriggers('sqlite');
  const layout = layoutOf(triggers);
  await db.transaction().execute(async (trx) => {
    const run = (text: string) => sql.raw(text).execute(trx as unknown as Kysely<unknown>);
    await run(`create table if not exists ${TABLE} (scope varchar(16) primary key not null, version integer not null default 0)`);
    await run(`insert or ignore into ${TABLE} (scope, version) values ('session', 0), ('grant', 0), ('data', 0)`);
    const stored = await sql<{ version: number }>`select version from ${sql.table(TABLE)} where scope = 'layout'`.execute(trx);
    if (Number(stored.rows[0]?.version) === layout) return;
    const old = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like ${CACHE_TRIGGER_PATTERN} escape '!'`.execute(
      trx,
    );
    for (const { name } of old.rows) await run(`drop trigger if exists "${name}"`);
    for (const trigger of triggers) await run(trigger.create);
    await run(`insert into ${TABLE} (scope, version) values ('layout', ${layout}) on conflict (scope) do update set version = excluded.version`);
  });
}

/**
 * The PostgreSQL bump, run by the deferred triggers as a transaction commits. Once per scope and
 * transaction (a 10,000-row import bumps `data` once, not 10,000 times). Every bump first takes one
 * transaction-scoped advisory lock, so committing writers take the counter rows one writer at a
 * time: two transactions bumping `grant` and `data` in opposite orders cannot deadlock.
 */
const BUMP_FUNCTION =
  `create or replace function portside_bump_cache_version() returns trigger language plpgsql as $$ begin ` +
  `if current_setting('portside.bumped_' || TG_ARGV[0], true) = 'y' then return null; end if; ` +
  `perform pg_advisory_xact_lock(hashtext('${TABLE}')); ` +
  `update ${TABLE} set version = version + 1 where scope = TG_ARGV[0]; ` +
  `perform set_config('portside.bumped_' || TG_ARGV[0], 'y', true); ` +
  `return null; end $$`;

/** On PostgreSQL, in one transaction under an advisory lock, so processes starting together do not race the DDL. */
async function installPostgres(db: Db): Promise<void> {
  const triggers = wantedTriggers('postgres');
  const layout = layoutOf([...triggers, { create: BUMP_FUNCTION }]);
  await db.transaction().execute(async (trx) => {
    const run = (text: string) => sql.raw(text).execute(trx as unknown as Kysely<unknown>);
    // A start never waits long on a busy table: it fails and says so rather than stall sign-ins behind it.
    await run(`set local lock_timeout = '10s'`);
    await run(`select pg_advisory_xact_lock(hashtext('${TABLE}'))`);
    await run(`create table if not exists ${TABLE} (scope varchar(16) primary key not null, version bigint not null default 0)`);
    await run(`insert into ${TABLE} (scope, version) values ('session', 0), ('grant', 0), ('data', 0) on conflict (scope) do nothing`);
    const stored = await sql<{ version: string | number }>`select version from ${sql.table(TABLE)} where scope = 'layout'`.execute(trx);
    if (Number(stored.rows[0]?.version) === layout) return;
    await run(BUMP_FUNCTION);
    const old = await sql<{ name: string; table: string }>`
      select t.tgname as name, c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname = current_schema() and t.tgname like ${CACHE_TRIGGER_PATTERN} escape '!'`.execute(trx);
    for (const { name, table } of old.rows) await run(`drop trigger if exists "${name}" on "${table}"`);
    for (const trigger of triggers) await run(trigger.create);
    await run(`insert into ${TABLE} (scope, version) values ('layout', ${layout}) on conflict (scope) do update set version = excluded.version`);
  });
}
