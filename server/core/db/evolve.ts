import { SqliteAdapter, sql, type ColumnDataType, type Kysely } from 'kysely';
import type { ColumnModel, IndexModel, TableModel } from './table-model.ts';
import { uniqueViolationOf } from './unique-violation.ts';

/**
 * Brings the database up to the declared tables: creates missing tables, adds missing
 * columns and indexes. It never drops or narrows anything, so starting a newer server on a
 * database made by an older one keeps every row. A unique index that the rows already break
 * (duplicates written before the index existed) is not created: `warn` names the table and
 * columns and the server starts anyway, the friendly uniqueness checks still refusing new
 * duplicates; the index is tried again at every start, so it appears once the rows are cleaned.
 */
export async function evolveDatabase(db: Kysely<unknown>, tables: TableModel[], options: { warn?: (message: string) => void } = {}): Promise<string[]> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  // SQLite: one transaction for all of it. Each statement committing on its own made a fresh start
  // commit some 220 times (docs/decisions/0017-fresh-start.md); a unique index the rows refuse fails
  // its own statement only, the transaction goes on. PostgreSQL keeps a statement per change: there
  // a failed statement would abort the whole transaction.
  if (!db.isTransaction && db.getExecutor().adapter instanceof SqliteAdapter) {
    return db.transaction().execute((trx) => evolveIn(trx, tables, warn));
  }
  return evolveIn(db, tables, warn);
}

async function evolveIn(db: Kysely<unknown>, tables: TableModel[], warn: (message: string) => void): Promise<string[]> {
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
          .addColumn(column.name, sqlType(column), (c) => (column.defaultValue !== undefined ? c.defaultTo(column.defaultValue) : c))
          .execute();
        changes.push(`add column ${table.name}.${column.name}`);
      }
    }
    for (const index of table.indexes) {
      try {
        await createIndex(db, table.name, index);
      } catch (error) {
        if (!index.unique || !duplicateRows(error)) throw error;
        warn(
          `Unique index ${index.name} not created: table ${table.name} already holds rows sharing ${index.columns.join(' + ')}; ` +
            'new duplicates are still refused by the uniqueness check. Remove the duplicates and restart to create the index.',
        );
      }
    }
  }
  return changes;
}

async function createIndex(db: Kysely<unknown>, table: string, index: IndexModel): Promise<void> {
  let create = db.schema.createIndex(index.name).ifNotExists().on(table).columns(index.columns);
  if (index.unique) create = create.unique();
  // Kysely writes the partial index's values into the statement (neither database takes parameters there).
  for (const column of index.whereNotEmpty ?? []) create = create.where(sql.ref(column), '<>', '');
  await create.execute();
}

/**
 * Building a unique index failed because existing rows clash: SQLite reports a unique constraint
 * failure, PostgreSQL 23505 "could not create unique index" (its other 23505, a catalog clash
 * when two processes create the same index at once, is not about the rows and is not hidden).
 */
function duplicateRows(error: unknown): boolean {
  if (!uniqueViolationOf(error)) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code !== '23505' || String(message).startsWith('could not create unique index');
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
