import type { Kysely } from 'kysely';
import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import { onlineDesignOf } from '../../../common/online-forms/online-design.ts';
import type { Db } from '../../core/db/database.ts';
import { evolveDatabase } from '../../core/db/evolve.ts';
import { tableOf } from '../../core/db/model-tables.ts';
import { demoOnlineDesigns } from './demo-online-designs.ts';
import { demoDesignRowsFor } from './demo-design-rows.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The demo's released online designs (demo-online-designs.ts) and their records: the designs go
 * into base_visual_dev; each design's main table is created from the model it converts into (the
 * same conversion and table evolution the visualdev feature runs for every released design when
 * the app starts, which then finds the table there and adds its child tables), and filled with
 * the demo records (demo-design-rows.ts). Runs inside the demo loader's transaction, so a failure
 * leaves no half-filled demo behind; a record naming a column its table lacks fails loudly.
 */
export async function loadDemoDesigns(trx: Db, audit: Record<string, unknown>): Promise<void> {
  // The design tables are not in the typed database: rows are written by name.
  const db = trx as unknown as AnyDb;
  for (const design of demoOnlineDesigns) {
    await db
      .insertInto('base_visual_dev')
      .values({ ...audit, ...design })
      .execute();
  }
  const models = demoOnlineDesigns.map((design) => designToModel(onlineDesignOf(design)).model);
  await evolveDatabase(
    db as unknown as Kysely<unknown>,
    models.map((model) => tableOf(model)),
  );
  for (const model of models) {
    const table = model.table?.name ?? '';
    // The record's own creator (a pickup application names who applied) wins over the loader's.
    const rows = demoDesignRowsFor(table).map((row) => ({ ...audit, ...row }));
    if (rows.length > 0) await db.insertInto(table).values(rows).execute();
  }
}
