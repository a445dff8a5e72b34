import type { ColumnDataType, Kysely } from 'kysely';
import type { ColumnModel, TableModel } from './table-model.ts';

/**
 * Brings the database up to the declared tables: creates missing tables, adds missing
 * columns and indexes. It never drops or narrows anything, so starting a newer server on a
 * database made by an older one keeps every row.
 */
export async function evolveDatabase(db: Kysely<unknown>, tables: TableModel[]): Promise<string[]> {
  const changes: string[] = [];
  const existing = await db.introspection.getTables();
  const byName = new Map(existing.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  for (const table of tables) {
    const present = byName.get(table.name);
    if (!present) {
      let create = db.schema.createTable(table.name).ifNotExists();
      for (const column of table.columns) {
        create = create.addColumn(column.name, sqlType(column), (c) => {
          let b = column.primaryKey ? c.primaryKey().notNull() : c;
          if (column.defaultValue !== undefined) b = b.defaultTo(column.defaultValue);
          return b;
        });
      }
      await create.execute();
      changes.push(`create table ${table.name}`);
    } else {
      for (const column of table.columns) {
        if (present.has(column.name)) continue;
        await db.schema
          .alterTable(table.name)
          .addColumn(column.name, sqlType(column), (c) =>
            column.defaultValue !== undefined ? c.defaultTo(column.defaultValue) : c,
          )
          .execute();
        changes.push(`add column ${table.name}.${column.name}`);
      }
    }
    for (const index of table.indexes) {
      let create = db.schema.createIndex(index.name).ifNotExists().on(table.name).columns(index.columns);
      if (index.unique) create = create.unique();
      await create.execute();
    }
  }
  return changes;
}

function sqlType(column: ColumnModel): ColumnDataType {
  switch (column.kind) {
    case 'id':
      return 'varchar(64)';
    case 'string':
      return 'varchar(1000)';
    case 'text':
      return 'text';
    case 'integer':
      return 'integer';
    case 'bigint':
      return 'bigint';
    case 'real':
      return 'double precision';
  }
}
