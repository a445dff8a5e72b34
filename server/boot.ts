import { openDatabase } from './core/db/database.ts';
import { hasUsers } from './features/demo/has-users.ts';
import { evolveDatabase } from './core/db/evolve.ts';
import { platformTables } from './core/db/platform-tables.ts';
import { generatedTables } from './core/db/model-tables.ts';
import { createServices, type Services } from './services.ts';
import type { Kysely } from 'kysely';
import { localFanOut, redisFanOut } from './core/realtime/fan-out.ts';
import { DiskFileStorage } from './core/files/disk-file-storage.ts';
import path from 'node:path';
import { parseDataSources, type DataSources } from './core/db/data-sources.ts';
import { cacheVersionsOf } from './core/identity/cache-versions.ts';
import { confineInterfaceSql } from './core/db/interface-role.ts';

export interface BootOptions {
  databaseUrl: string;
  dataDir: string;
  demoData: boolean;
  /** redis://… shares socket events between processes; empty keeps them in this one. */
  redisUrl?: string;
  /** the file store's folder; empty or absent means DATA_DIR/files */
  filesDir?: string;
  /** DATA_SOURCES: named databases SQL data interfaces may run against (server/core/db/data-sources.ts) */
  dataSources?: string;
}

/** Opens the database, evolves it to the declared tables, loads demo data when empty. */
export async function bootServices(options: BootOptions): Promise<{ services: Services; changes: string[]; seeded: boolean }> {
  const { db, dialect } = openDatabase(options);
  const dataSources: DataSources = {
    own: options.databaseUrl
      ? { id: '0', fullName: '', dialect, url: options.databaseUrl }
      : { id: '0', fullName: '', dialect, file: path.join(options.dataDir, 'portside.sqlite') },
    named: parseDataSources(options.dataSources),
  };
  const changes = await evolveDatabase(db as unknown as Kysely<unknown>, [...platformTables, ...generatedTables]);
  // The cache counters and their triggers exist before the first request (docs/decisions/0012).
  await cacheVersionsOf(db).read();
  await confineInterfaceSql(db as unknown as Kysely<unknown>, dialect, options.databaseUrl);
  const seeded = options.demoData && !(await hasUsers(db)) ? await (await import('./features/demo/load-demo-data.ts')).loadDemoData(db) : false;
  const fanOut = options.redisUrl ? await redisFanOut(options.redisUrl) : localFanOut();
  const files = new DiskFileStorage(options.filesDir || path.join(options.dataDir, 'files'));
  return { services: createServices(db, dialect, files, fanOut, dataSources), changes, seeded };
}
