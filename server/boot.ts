import { openDatabase } from './db/database.ts';
import { evolveDatabase } from './db/evolve.ts';
import { coreTables } from './db/core-tables.ts';
import { generatedTables } from './db/model-tables.ts';
import { loadDemoData } from './seed/load-demo-data.ts';
import { createServices, type Services } from './services.ts';
import type { Kysely } from 'kysely';
import { localFanOut, redisFanOut } from './message/fan-out.ts';

export interface BootOptions {
  databaseUrl: string;
  dataDir: string;
  demoData: boolean;
  /** redis://… shares socket events between processes; empty keeps them in this one. */
  redisUrl?: string;
}

/** Opens the database, evolves it to the declared tables, loads demo data when empty. */
export async function bootServices(options: BootOptions): Promise<{ services: Services; changes: string[]; seeded: boolean }> {
  const { db, dialect } = openDatabase(options);
  const changes = await evolveDatabase(db as unknown as Kysely<unknown>, [...coreTables, ...generatedTables]);
  const seeded = options.demoData ? await loadDemoData(db) : false;
  const fanOut = options.redisUrl ? await redisFanOut(options.redisUrl) : localFanOut();
  return { services: createServices(db, dialect, fanOut), changes, seeded };
}
