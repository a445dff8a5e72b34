import type { Services } from '../../services.ts';
import { releasedDesignModel } from './design-records.ts';
import { designTableModels, evolveDesignTables } from './design-tables.ts';
import { moveLegacyLines } from './child-table-rows.ts';

/**
 * On start, every released design's tables are brought up to its snapshot, as the schema entities'
 * tables are by boot.ts: a database restored from a backup, the demo's designs (inserted released
 * by the demo loader) and designs released by another process all find their tables. A design
 * that no longer converts, or whose table is not its own, is named in the log and skipped: one
 * broken design must not keep the server from starting (its pages answer its refusal).
 */
export async function evolveReleasedDesigns(services: Pick<Services, 'db'>, warn: (message: string) => void): Promise<string[]> {
  const designs = await services.db.selectFrom('base_visual_dev').select(['id', 'fullName']).where('state', '=', 1).orderBy('id').execute();
  const changes: string[] = [];
  // One look at the tables for every design's legacy columns: evolving adds none of those, so it stays true.
  const present = designs.length > 0 ? await services.db.introspection.getTables() : [];
  for (const { id, fullName } of designs) {
    try {
      const released = await releasedDesignModel(services, id);
      if (!released) continue;
      const tables = designTableModels(released.converted);
      changes.push(...(await evolveDesignTables(services.db, tables, warn)));
      const moved = await moveLegacyLines(services.db, released.converted, present);
      if (moved > 0) changes.push(`${released.converted.model.table?.name ?? id}: ${moved} records' sub-table lines moved to their own tables`);
    } catch (error) {
      warn(`Released design ${id} (${fullName ?? ''}): its tables were not evolved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return changes;
}
