import type { Kysely } from 'kysely';
import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import { evolveDatabase } from '../../core/db/evolve.ts';
import { generatedTables } from '../../core/db/model-tables.ts';
import { platformTables } from '../../core/db/platform-tables.ts';
import type { ColumnKind, TableModel } from '../../core/db/table-model.ts';
import { designTextsOf } from './design-texts.ts';

export { designTableModels } from '../../core/db/design-table-models.ts';

/**
 * The tables a released design keeps its records in, described as the same table models the schema
 * entities' tables are (server/core/db/table-model.ts), so `evolveDatabase` creates and widens them
 * by the same code: a missing table is created, a missing column added, nothing is ever dropped or
 * narrowed, and every row stays. The main table is the converted model's own (`tableOf`); each
 * child table (contract §7.1 `tables`, typeId "0") holds its rows' cells, their id and the column
 * relating a row to its record.
 */

/**
 * The platform's own tables and every schema entity's: a design never reads or widens them (the
 * converter refuses them, and every `base_` table, with its own words: design-conversion.ts).
 */
export const RESERVED_TABLES: readonly string[] = [...platformTables, ...generatedTables].map((table) => table.name);

const NUMERIC_TYPE = /int|float|double|real|numeric|decimal/i;
const isNumericKind = (kind: ColumnKind): boolean => kind === 'integer' || kind === 'bigint' || kind === 'real';

/**
 * Refuses a release whose table already holds one of its columns with another kind of value (a
 * text column where the design now stores numbers, or the other way round): evolving never changes
 * a column, so the records would fail to save. Columns the table lacks are fine: they are added.
 */
export async function assertColumnsFit(db: Db, tables: readonly TableModel[]): Promise<void> {
  const existing = await db.introspection.getTables();
  for (const table of tables) {
    const present = existing.find((candidate) => candidate.name === table.name);
    if (!present) continue;
    for (const column of table.columns) {
      const stored = present.columns.find((candidate) => candidate.name === column.name);
      if (!stored || column.kind === 'id') continue;
      if (NUMERIC_TYPE.test(stored.dataType) !== isNumericKind(column.kind))
        throw new AppError('badRequest', { texts: designTextsOf('tableConflict', { table: table.name, column: column.name }) });
    }
  }
}

/** Creates the design's tables and adds their missing columns and indexes (never dropping one). Answers what changed. */
export async function evolveDesignTables(db: Db, tables: TableModel[], warn?: (message: string) => void): Promise<string[]> {
  return evolveDatabase(db as unknown as Kysely<unknown>, tables, warn ? { warn } : {});
}
