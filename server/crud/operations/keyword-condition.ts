import { sql } from 'kysely';
import type { EntityDefinition } from '../entity-definition.ts';

/**
 * A list's filters (query parameter → field it must equal) and keyword, as one condition: the
 * keyword matches any of `search`, the search fields the caller is shown (granted-fields.ts);
 * when they are shown none, a keyword matches nothing rather than everything. Always true without
 * filter or keyword.
 */
export function keywordCondition(entity: EntityDefinition, keyword: string | undefined, query: Record<string, unknown> = {}, search: readonly string[] = []) {
  const parts = Object.entries(entity.filters)
    .filter(([parameter]) => query[parameter] !== undefined && query[parameter] !== '')
    .map(([parameter, field]) => sql`${sql.ref(field)} = ${query[parameter]}`);
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
