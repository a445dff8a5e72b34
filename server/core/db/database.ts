import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as SqliteDialectDatabase } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { createRequire } from 'node:module';
import type Pg from 'pg';
import type { Database } from './platform-tables.ts';
import { recordingLog } from './read-recorder.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  dialect: Dialect;
}

/**
 * pg, required when PostgreSQL is opened: a server on SQLite never loads it (12 MiB,
 * server/README.md, start-up). bigint columns hold epoch milliseconds, which fit a JS
 * number; pg would hand back strings.
 */
export function loadPg(): typeof Pg {
  const pg = createRequire(import.meta.url)('pg') as typeof Pg;
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  return pg;
}

/** Opens PostgreSQL when a URL is given, otherwise the SQLite file under dataDir. */
export function openDatabase(options: { databaseUrl: string; dataDir: string; poolSize?: number }): OpenedDatabase {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) is
    // replaced by the pool on next use; without this listener it would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: recordingLog }), dialect: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(options.dataDir, 'portside.sqlite'));
  // WAL lets readers run beside the single writer; busy_timeout waits out short write locks.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  // `log`: what a cacheable answer read (read-recorder.ts, the response cache).
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(file) }), log: recordingLog }), dialect: 'sqlite' };
}

/** How many prepared statements one SQLite file keeps for reuse (least recently used go first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement it runs; preparing costs more than running the
 * small queries of a request (docs/decisions/0012-request-path-caching.md). This hands it the same
 * prepared statement for the same SQL text. Safe because the driver runs one statement at a time
 * on its single connection (a streamed query holds that connection until it ends), and SQLite
 * re-prepares a kept statement by itself when the schema changes under it.
 */
function reusingStatements(file: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => file.close(),
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) {
        statements.delete(source);
      } else {
        statement = file.prepare(source);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(source, statement);
      return statement;
    },
  };
}
