import type pg from 'pg';
import { loadPg } from '../../core/db/database.ts';
import { syncedInterfaceGrants } from '../../core/db/interface-role.ts';
import type { SqlMode } from './interface-definition.ts';
import type { BoundStatement } from './sql-parameters.ts';
import { InterfaceFailure, type SqlLimits, type SqlResult } from './run-contract.ts';

/**
 * Runs a bound statement on a PostgreSQL data source, with a small pool per URL (apart from the
 * server's own pool, so interface runs cannot starve the platform's requests).
 * - A query runs in `BEGIN READ ONLY` (the database refuses any write, 25006) through a cursor:
 *   `DECLARE … CURSOR FOR <statement>` then `FETCH rowLimit + 1`, so at most one row more than
 *   the limit ever leaves the server; DECLARE also refuses anything but a read. Then ROLLBACK.
 * - A write runs in `BEGIN` … `COMMIT`.
 * - Both with `SET LOCAL statement_timeout` (57014 when it fires) and the extended protocol,
 *   which binds the values and refuses a second statement.
 * - `DISCARD ALL` before a connection goes back to the pool: what a statement could leave in the
 *   session (an advisory lock, a setting, a prepared statement) does not reach the next run.
 * - On the platform's own database (`confined`) the statement runs logged in as the interface role
 *   (core/db/interface-role.ts), whose grants leave out the security tables; the grants are
 *   brought up to date first when the schema changed (a table an online-form release made).
 */

const POOL_SIZE = 4;
const CONNECT_LIMIT_MS = 10_000;
const CURSOR = 'portside_interface_rows';

const pools = new Map<string, pg.Pool>();
/** pg itself, required at the first PostgreSQL run (database.ts loadPg): most servers never make one. */
let pgModule: typeof pg | undefined;
const pgLoaded = (): typeof pg => (pgModule ??= loadPg());

function poolFor(url: string): pg.Pool {
  let pool = pools.get(url);
  if (!pool) {
    pool = new (pgLoaded().Pool)({
      connectionString: url,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_LIMIT_MS,
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: true,
    });
    // A lost idle connection is replaced on next use; unheard, this event would crash the process.
    pool.on('error', (error) => console.warn(`Data source connection lost: ${error.message}`));
    pools.set(url, pool);
  }
  return pool;
}

/** Closes the pools of these URLs, or every pool (tests, shutdown); the next run opens a new one. */
export async function closePostgresPools(urls?: readonly string[]): Promise<void> {
  const closing = urls ? urls.filter((url) => pools.has(url)) : [...pools.keys()];
  const open = closing.map((url) => pools.get(url) as pg.Pool);
  for (const url of closing) pools.delete(url);
  await Promise.all(open.map((pool) => pool.end().catch(() => undefined)));
}

/** The table the refusal names ("permission denied for table base_user"), else the engine's words. */
function deniedObjectOf(detail: string): string {
  return /permission denied for (?:table|view|relation|sequence|function|schema) (\S+)/u.exec(detail)?.[1] ?? detail;
}

function failureOf(error: unknown): InterfaceFailure {
  if (error instanceof InterfaceFailure) return error;
  const detail = error instanceof Error ? error.message : String(error);
  const code = error instanceof pgLoaded().DatabaseError ? error.code : undefined;
  if (code === '57014') return new InterfaceFailure('statementTimeout', detail);
  // insufficient_privilege: the interface role (core/db/interface-role.ts) has no right to a security table or column
  if (code === '42501') return new InterfaceFailure('objectDenied', deniedObjectOf(detail));
  // read_only_sql_transaction; and the extended protocol's answer to a second statement
  if (code === '25006' || /multiple commands/u.test(detail)) return new InterfaceFailure('statementRefused', detail);
  return new InterfaceFailure('statementFailed', detail);
}

/**
 * One query on the connection. Past `answerWithin` (the server's statement_timeout failed to
 * answer: a network stall) pg gives up on it, and the connection is then thrown away.
 */
function send(client: pg.PoolClient, answerWithin: number, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  // pg reads queryMode (always the extended protocol, even without values: one statement only) and
  // query_timeout per query, though @types/pg does not declare them on a query's config.
  const query: pg.QueryConfig & { queryMode: 'extended'; query_timeout: number } = { text, values, queryMode: 'extended', query_timeout: answerWithin };
  return client.query(query);
}

/**
 * Grants the interface role the tables made since the last run, as the platform's user (one catalog
 * query when nothing changed), and answers the URL the run logs in with.
 */
async function syncGrants(platformUrl: string): Promise<string> {
  const client = await poolFor(platformUrl).connect();
  let reusable = true;
  try {
    const exec = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
    return await syncedInterfaceGrants(platformUrl, exec, async (work) => {
      await client.query('BEGIN');
      try {
        await work();
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => (reusable = false));
        throw error;
      }
    });
  } finally {
    client.release(!reusable);
  }
}

export async function runPostgres(
  url: string,
  statement: BoundStatement,
  mode: SqlMode,
  limits: SqlLimits,
  options: { confined: boolean } = { confined: false },
): Promise<SqlResult> {
  let client: pg.PoolClient;
  try {
    client = await poolFor(options.confined ? await syncGrants(url) : url).connect();
  } catch (error) {
    throw failureOf(error);
  }
  const answerWithin = limits.timeoutMs * 2 + 1000;
  const run = (text: string, values?: unknown[]) => send(client, answerWithin, text, values);
  // A connection whose state is unknown (a query pg gave up on, a failed ROLLBACK) is closed, not reused.
  let reusable = true;
  try {
    await run(mode === 'query' ? 'BEGIN READ ONLY' : 'BEGIN');
    await run(`SET LOCAL statement_timeout = ${limits.timeoutMs}`);
    let result: SqlResult;
    if (mode === 'query') {
      await run(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${statement.text}`, statement.values);
      const fetched = await run(`FETCH FORWARD ${limits.rowLimit + 1} FROM ${CURSOR}`);
      const truncated = fetched.rows.length > limits.rowLimit;
      result = { rows: truncated ? fetched.rows.slice(0, limits.rowLimit) : fetched.rows, truncated };
      await run('ROLLBACK');
    } else {
      const written = await run(statement.text, statement.values);
      result = { rows: written.rows.slice(0, limits.rowLimit), truncated: written.rows.length > limits.rowLimit, affected: written.rowCount ?? 0 };
      await run('COMMIT');
    }
    return result;
  } catch (error) {
    if (error instanceof pgLoaded().DatabaseError) await run('ROLLBACK').catch(() => (reusable = false));
    else reusable = false;
    throw failureOf(error);
  } finally {
    // After the answer is settled: a committed write stays reported as done even if this fails.
    if (reusable) await run('DISCARD ALL').catch(() => (reusable = false));
    client.release(!reusable);
  }
}
