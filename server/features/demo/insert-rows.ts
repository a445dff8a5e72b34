import type { Kysely } from 'kysely';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** Rows per statement: far under SQLite's 32,766 and PostgreSQL's 65,535 parameters for the widest demo table. */
const ROWS_PER_STATEMENT = 200;

/**
 * Writes `rows` into `table` with as few statements as possible: a fresh start built, compiled and
 * ran one statement per demo row, most of its demo-loading time (issue 17, docs/decisions/0017).
 * Rows go together only when they name the same columns, so each row is written exactly as a
 * statement of its own would write it (a multi-row insert fills a column a row leaves out with
 * NULL on SQLite, with the column's default on PostgreSQL).
 */
export async function insertRows(db: unknown, table: string, rows: readonly object[]): Promise<void> {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const written = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
    const columns = Object.keys(written).sort().join('\u0000');
    const group = groups.get(columns);
    if (group) group.push(written);
    else groups.set(columns, [written]);
  }
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += ROWS_PER_STATEMENT) {
      await (db as AnyDb)
        .insertInto(table)
        .values(group.slice(start, start + ROWS_PER_STATEMENT))
        .execute();
    }
  }
}
