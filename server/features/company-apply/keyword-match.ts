import { sql, type RawBuilder } from 'kysely';

/**
 * A typed keyword matching any of the columns, on both databases: `%` and `_` in it are taken
 * literally (escaped with `\`, which SQLite's LIKE needs named), and no keyword matches everything.
 */
export function keywordMatch(keyword: string | undefined, columns: readonly string[]): RawBuilder<boolean> {
  const text = keyword?.trim() ?? '';
  if (!text || columns.length === 0) return sql<boolean>`1 = 1`;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}
