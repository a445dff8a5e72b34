import { sql } from 'kysely';
import type { EntityDefinition } from '../entity-definition.ts';

const INT32 = 2 ** 31;

/**
 * Whether a filter's value cannot be held by its column: an `integer` column holds 32 bits, and
 * PostgreSQL refuses to compare one with a larger number (the route's pattern lets 15 digits
 * through, for bigint columns). No row can hold it, so the filter matches none.
 */
function beyondColumn(entity: EntityDefinition, field: string, value: unknown): boolean {
  if (entity.table.columns.find((column) => column.name === field)?.kind !== 'integer') return false;
  const number = Number(value);
  return Number.isFinite(number) && (number >= INT32 || number < -INT32);
}

/**
 * A list's filters (query parameter → field it must equal) and keyword, as one condition: the
 * keyword matches any of `search`, the search fields the caller is shown (granted-fields.ts);
 * when they are shown none, a keyword matches nothing rather than everything. Always true without
 * filter or keyword.
 */
export function keywordCondition(entity: EntityDefinition, keyword: string | undefined, query: Record<string, unknown> = {}, search: readonly string[] = []) {
  const parts = Object.entries(entity.filters)
    .filter(([parameter]) => query[parameter] !== undefined && query[parameter] !== '')
    .map(([parameter, field]) => (beyondColumn(entity, field, query[parameter]) ? sql`1 = 0` : sql`${sql.ref(field)} = ${query[parameter]}`));
  if (keyword && entity.search.length > 0) {
    const pattern = `%${keyword}%`;
    parts.push(
      search.length > 0
        ? sql`(${sql.join(
            search.map((field) => sql`${sql.ref(field)} like ${pattern}`),
            sql` or `,
          )})`
        : sql`1 = 0`,
    );
  }
  return parts.length === 0 ? sql<boolean>`1 = 1` : sql<boolean>`${sql.join(parts, sql` and `)}`;
}
