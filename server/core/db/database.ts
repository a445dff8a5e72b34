import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './platform-tables.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  dialect: Dialect;
}

// bigint columns hold epoch milliseconds, which fit a JS number; pg would hand back strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens PostgreSQL when a URL is given, otherwise the SQLite file under dataDir. */
export function openDatabase(options: { databaseUrl: string; dataDir: string; poolSize?: number }): OpenedDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) is
    // replaced by the pool on next use; without this listener it would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(options.dataDir, 'portside.sqlite'));
  // WAL lets readers run beside the single writer; busy_timeout waits out short write locks.
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite' };
}
