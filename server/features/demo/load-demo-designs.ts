import type { Kysely } from 'kysely';
import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import { onlineDesignOf } from '../../../common/online-forms/online-design.ts';
import type { Db } from '../../core/db/database.ts';
import { evolveDatabase } from '../../core/db/evolve.ts';
import { childTablesOf, designTableModels, lineRowsOf } from '../../core/db/design-table-models.ts';
import { demoOnlineDesigns } from './demo-online-designs.ts';
import { demoDesignRowsFor } from './demo-design-rows.ts';
import { insertRows } from './insert-rows.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The demo's released online designs (demo-online-designs.ts) and their records: the designs go
 * into base_visual_dev; each design's tables are created from the model it converts into (the
 * same conversion and table models the visualdev feature evolves for every released design when
 * the app starts, which then finds them there), and filled with the demo records
 * (demo-design-rows.ts): a record's sub-table lines, written in the record as JSON, go to the
 * sub-table's own table, as the runtime writes them. Runs inside the demo loader's transaction, so a failure
 * leaves no half-filled demo behind; a record naming a column its table lacks fails loudly.
 */
export async function loadDemoDesigns(trx: Db, audit: Record<string, unknown>): Promise<void> {
  // The design tables are not in the typed database: rows are written by name.
  const db = trx as unknown as AnyDb;
  await insertRows(
    db,
    'base_visual_dev',
    demoOnlineDesigns.map((design) => ({ ...audit, ...design })),
  );
  const converted = demoOnlineDesigns.map((design) => designToModel(onlineDesignOf(design)));
  await evolveDatabase(db as unknown as Kysely<unknown>, converted.flatMap(designTableModels));
  for (const design of converted) {
    const table = design.model.table?.name ?? '';
    const children = childTablesOf(design);
    // The record's own creator (a pickup application names who applied) wins over the loader's.
    const rows = demoDesignRowsFor(table).map((row) => ({ ...audit, ...row }));
    const records = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !children.some((child) => child.field === key))));
    await insertRows(db, table, records);
    for (const child of children) {
      const lines = rows.flatMap((row) => {
        const written = row[child.field];
        return lineRowsOf(child, String(row.id), typeof written === 'string' ? (JSON.parse(written) as unknown[]) : [], String(row.creatorUserId ?? ''));
      });
      await insertRows(db, child.table, lines);
    }
  }
}
