import { openDatabase } from './core/db/database.ts';
import { evolveDatabase } from './core/db/evolve.ts';
import { platformTables } from './core/db/platform-tables.ts';
import { generatedTables } from './core/db/model-tables.ts';
import { loadDemoData } from './features/demo/load-demo-data.ts';
import { createServices, type Services } from './services.ts';
import type { Kysely } from 'kysely';
import { localFanOut, redisFanOut } from './core/realtime/fan-out.ts';

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
  const changes = await evolveDatabase(db as unknown as Kysely<unknown>, [...platformTables, ...generatedTables]);
  const seeded = options.demoData ? await loadDemoData(db) : false;
  const fanOut = options.redisUrl ? await redisFanOut(options.redisUrl) : localFanOut();
  return { services: createServices(db, dialect, fanOut), changes, seeded };
}
