import { OWN_DATABASE_ID, type DataSourceLocation } from '../../core/db/data-sources.ts';
import { knownInterfaceRoleUrl } from '../../core/db/interface-role.ts';
import { lexSql } from './sql-lexer.ts';
import { bindParameters } from './sql-parameters.ts';
import { guardStatement } from './sql-statement-guard.ts';
import { closePostgresPools, runPostgres } from './sql-postgres.ts';
import { closeSqliteChildren, runSqlite } from './sql-sqlite.ts';
import { InterfaceFailure, type SqlLimits, type SqlResult, type SqlRun } from './run-contract.ts';

/**
 * The SQL runner of data interfaces (run-contract.ts): one statement, its `@name` parameters
 * bound (sql-parameters.ts), refused before it reaches a database when it is more than one
 * statement, a schema change or not what the interface's mode says (sql-statement-guard.ts),
 * then run on its data source with the database as second guard, a time limit and a row limit:
 * PostgreSQL in a transaction, read-only for queries (sql-postgres.ts); SQLite in a child
 * process that opens the file read-only for queries (sql-sqlite.ts). Succeeds or throws an
 * InterfaceFailure; never answers HTTP and never writes the log.
 */

/** Whole, positive limits whatever the caller passed: they end up in statements (`FETCH n`, `statement_timeout`). */
function saneLimits(limits: SqlLimits): SqlLimits {
  const whole = (value: number, least: number) => (Number.isFinite(value) ? Math.max(least, Math.floor(value)) : least);
  return { timeoutMs: whole(limits.timeoutMs, 1), rowLimit: whole(limits.rowLimit, 0) };
}

export async function runSql(run: SqlRun): Promise<SqlResult> {
  const { source } = run;
  const pieces = lexSql(run.sql, source.dialect);
  guardStatement(pieces, run.mode);
  const statement = bindParameters(pieces, run.params, source.dialect);
  const limits = saneLimits(run.limits);
  // Only the platform's own database is confined to what interface-deny-list.ts allows (its
  // sessions, tokens and password hashes are there). A named data source (dbLinkId other than
  // "0") is a database the system administrator configured for interfaces: theirs, unconfined.
  const confined = source.id === OWN_DATABASE_ID;
  if (source.dialect === 'postgres') {
    if (!source.url) throw new InterfaceFailure('dataSourceMissing', source.id);
    return runPostgres(source.url, statement, run.mode, limits, { confined });
  }
  if (!source.file) throw new InterfaceFailure('dataSourceMissing', source.id);
  return runSqlite(source.file, statement, run.mode, limits, { confined });
}

/** Closes the runners' child processes and every pool (shutdown); the next run opens new ones. */
export async function closeSqlRunners(): Promise<void> {
  closeSqliteChildren();
  await closePostgresPools();
}

/**
 * Closes the pools of these data sources only: an app closing (a test dropping its database) must
 * not cut the connections another app of the same process is using. SQLite children open the file
 * per run and hold nothing of it between runs.
 */
export async function closeSqlRunnersOf(sources: readonly DataSourceLocation[]): Promise<void> {
  // The own database's runs connect as the interface role: that pool goes too.
  await closePostgresPools(sources.flatMap((source) => (source.url ? [source.url, knownInterfaceRoleUrl(source.url) ?? source.url] : [])));
}
