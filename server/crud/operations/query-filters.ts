import { sql, type RawBuilder } from 'kysely';
import { AppError } from '../../core/http/app-error.ts';
import type { EntityDefinition } from '../entity-definition.ts';
import { alwaysKept, isGranted } from '../granted-fields.ts';

/**
 * Field conditions a list may be narrowed by beyond its keyword and its equality filters: an
 * online form's search panel (equal, like, ranges) and its advanced query (JNPF's superQuery
 * symbols). Built as Kysely expressions with bound values only: a field is used as a column
 * reference only when it is one of the entity's stored columns (never a server-only one, never a
 * column the caller is not shown), anything else is refused (400) before any SQL is written.
 */

/** JNPF's superQuery symbols, and `in` (any of several values, a multiple search select). */
export type FilterSymbol = '==' | '<>' | '>' | '>=' | '<' | '<=' | 'like' | 'notLike' | 'null' | 'notNull' | 'in';

export const FILTER_SYMBOLS: readonly FilterSymbol[] = ['==', '<>', '>', '>=', '<', '<=', 'like', 'notLike', 'null', 'notNull', 'in'];

export interface FieldCondition {
  field: string;
  symbol: FilterSymbol;
  /** unused by null/notNull; a list for `in` */
  value?: unknown;
}

/** Conditions joined by one logic; a list's groups must all hold. */
export interface ConditionGroup {
  logic: 'and' | 'or';
  conditions: FieldCondition[];
}

export type ListFilters = ConditionGroup[];

type Condition = RawBuilder<boolean>;

const TRUE = sql<boolean>`1 = 1`;
const NUMERIC_KINDS = new Set(['integer', 'bigint', 'real']);

/** `%`, `_` and the escape itself taken literally in a LIKE pattern (ESCAPE '\' on both databases). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A value as the column compares it: a number column takes only a finite number (PostgreSQL refuses a word there). */
function columnValue(field: string, numeric: boolean, value: unknown): string | number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (numeric) {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(number)) throw new AppError('badRequestField', { params: { field } });
    return number;
  }
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  throw new AppError('badRequestField', { params: { field } });
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** One condition over one stored column. */
function conditionOf(entity: EntityDefinition, kind: string, condition: FieldCondition): Condition {
  const { field, symbol } = condition;
  const column = sql.ref(field);
  const numeric = NUMERIC_KINDS.has(kind);
  // A JSON list column (a multiple select, checkboxes) "equals" a value when the list holds it.
  const list = entity.jsonFields.includes(field);
  const asText = numeric ? sql`cast(${column} as text)` : column;
  const blank = numeric ? sql<boolean>`${column} is null` : sql<boolean>`(${column} is null or ${column} = '')`;
  const contains = (value: unknown) => sql<boolean>`${column} like ${`%${likeLiteral(JSON.stringify(String(value)))}%`} escape ${'\\'}`;
  switch (symbol) {
    case 'null':
      return blank;
    case 'notNull':
      return sql<boolean>`not ${blank}`;
    case 'like':
      return sql<boolean>`${asText} like ${`%${likeLiteral(String(columnValue(field, false, condition.value)))}%`} escape ${'\\'}`;
    case 'notLike':
      return sql<boolean>`(${column} is null or ${asText} not like ${`%${likeLiteral(String(columnValue(field, false, condition.value)))}%`} escape ${'\\'})`;
    case 'in': {
      const values = Array.isArray(condition.value) ? condition.value.filter((value) => !isBlank(value)) : [];
      if (values.length === 0) return sql<boolean>`1 = 0`;
      if (list) return sql<boolean>`(${sql.join(values.map(contains), sql` or `)})`;
      return sql<boolean>`${column} in (${sql.join(values.map((value) => columnValue(field, numeric, value)))})`;
    }
    case '==':
      return list ? contains(condition.value) : sql<boolean>`${column} = ${columnValue(field, numeric, condition.value)}`;
    case '<>':
      // Rows without a value differ from any value too (SQL's `<>` alone would drop them).
      return list
        ? sql<boolean>`(${column} is null or not ${contains(condition.value)})`
        : sql<boolean>`(${column} is null or ${column} <> ${columnValue(field, numeric, condition.value)})`;
    case '>':
      return sql<boolean>`${column} > ${columnValue(field, numeric, condition.value)}`;
    case '>=':
      return sql<boolean>`${column} >= ${columnValue(field, numeric, condition.value)}`;
    case '<':
      return sql<boolean>`${column} < ${columnValue(field, numeric, condition.value)}`;
    case '<=':
      return sql<boolean>`${column} <= ${columnValue(field, numeric, condition.value)}`;
    default:
      throw new AppError('badRequestField', { params: { field } });
  }
}

/**
 * The filters as one condition (true without any). `granted`: the column codes the caller is
 * shown (null when unrestricted), asked only when there is a condition; a condition on a column they are not shown is refused as an
 * unknown field, as sorting by it is (granted-fields.ts), since it would reveal its values.
 */
export async function filtersCondition(
  entity: EntityDefinition,
  filters: ListFilters | undefined,
  grantedColumns: () => Promise<ReadonlySet<string> | null>,
): Promise<Condition> {
  if (!filters || filters.every((group) => group.conditions.length === 0)) return TRUE;
  const granted = await grantedColumns();
  const kinds = new Map(
    entity.table.columns.filter((column) => !entity.hiddenColumns.includes(column.name)).map((column) => [column.name, column.kind as string]),
  );
  const kept = alwaysKept(entity);
  const groups: Condition[] = [];
  for (const group of filters) {
    if (group.conditions.length === 0) continue;
    const parts = group.conditions.map((condition) => {
      const kind = kinds.get(condition.field);
      if (kind === undefined || !FILTER_SYMBOLS.includes(condition.symbol)) throw new AppError('badRequestField', { params: { field: condition.field } });
      if (granted && !kept.has(condition.field) && !isGranted(entity, granted, condition.field)) {
        throw new AppError('badRequestField', { params: { field: condition.field } });
      }
      return conditionOf(entity, kind, condition);
    });
    groups.push(sql<boolean>`(${sql.join(parts, group.logic === 'or' ? sql` or ` : sql` and `)})`);
  }
  return groups.length === 0 ? TRUE : sql<boolean>`${sql.join(groups, sql` and `)}`;
}
