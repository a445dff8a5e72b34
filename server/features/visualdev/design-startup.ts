import type { Services } from '../../services.ts';
import { releasedDesignModel } from './design-records.ts';
import { designTableModels, evolveDesignTables } from './design-tables.ts';
import { moveLegacyLines } from './child-table-rows.ts';
import { storedTables, tablesInPlace } from './design-tables-in-place.ts';

/**
 * On start, every released design's tables are brought up to its snapshot, as the schema entities'
 * tables are by boot.ts: a database restored from a backup, the demo's designs (inserted released
 * by the demo loader) and designs released by another process all find their tables. A design
 * that no longer converts, or whose table is not its own, is named in the log and skipped: one
 * broken design must not keep the server from starting (its pages answer its refusal).
 *
 * The database is looked at once for all designs; only a design whose tables lack something is
 * evolved (each evolving looks at the whole database again), and sub-table lines are moved only
 * from a main table that still has a legacy column (design-tables-in-place.ts, issue 17).
 */
export async function evolveReleasedDesigns(services: Pick<Services, 'db' | 'dialect'>, warn: (message: string) => void): Promise<string[]> {
  const designs = await services.db.selectFrom('base_visual_dev').select(['id', 'fullName']).where('state', '=', 1).orderBy('id').execute();
  if (designs.length === 0) return [];
  const changes: string[] = [];
  // Evolving adds no legacy column, so what this look found of them stays true after it.
  const stored = await storedTables(services.db, services.dialect);
  for (const { id, fullName } of designs) {
    try {
      const released = await releasedDesignModel(services, id);
      if (!released) continue;
      const tables = designTableModels(released.converted);
      if (!tablesInPlace(tables, stored)) changes.push(...(await evolveDesignTables(services.db, tables, warn)));
      const moved = await moveLegacyLines(services.db, released.converted, stored.tables);
      if (moved > 0) changes.push(`${released.converted.model.table?.name ?? id}: ${moved} records' sub-table lines moved to their own tables`);
    } catch (error) {
      warn(`Released design ${id} (${fullName ?? ''}): its tables were not evolved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return changes;
}
