import { sql, type TableMetadata } from 'kysely';
import type { Db, Dialect } from '../../core/db/database.ts';
import type { TableModel } from '../../core/db/table-model.ts';

/**
 * What a start needs to tell whether a released design's tables are already as its snapshot
 * declares: the tables with their columns (one introspection) and the index names (one query).
 * Evolving a design looks at the whole database again (design-tables.ts → evolveDatabase), so at
 * start, where nearly every design is in place, it runs only for the ones that are not (issue 17).
 */
export interface StoredTables {
  tables: readonly TableMetadata[];
  indexes: ReadonlySet<string>;
}

export async function storedTables(db: Db, dialect: Dialect): Promise<StoredTables> {
  const tables = await db.introspection.getTables();
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index'`
      : sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`;
  const { rows } = await query.execute(db);
  return { tables, indexes: new Set(rows.map((row) => row.name)) };
}

/** Every table there, with every column and index: evolving would change nothing. */
export function tablesInPlace(models: readonly TableModel[], stored: StoredTables): boolean {
  return models.every((model) => {
    const table = stored.tables.find((candidate) => candidate.name === model.name);
    if (!table) return false;
    const columns = new Set(table.columns.map((column) => column.name));
    return model.columns.every((column) => columns.has(column.name)) && model.indexes.every((index) => stored.indexes.has(index.name));
  });
}
