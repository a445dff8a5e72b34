import { sql, type RawBuilder } from 'kysely';
import { likeLiteral } from '../query-filters.ts';
import { parseDay } from '../excel-import/cell-values.ts';
import type { CallerValues } from './caller-values.ts';
import type { SchemeField } from './scheme-fields.ts';
import { CREATOR_ORGANIZE, isUserVariable, listValues, storedGroups, type SchemeCondition, type StoredScheme } from './scheme-model.ts';

/**
 * One data-permission scheme as a SQL condition on the rows of the entity's table, built with
 * Kysely's `sql` template: columns are references to the table's own fields (checked against the
 * entity's scheme fields), every value a bound parameter, so it runs alike on SQLite and PostgreSQL.
 * A condition that cannot hold (a field the entity no longer has, a value its column cannot take)
 * is false: a scheme never shows more than it says.
 */

export type Condition = RawBuilder<boolean>;

export const TRUE: Condition = sql<boolean>`1 = 1`;
export const FALSE: Condition = sql<boolean>`1 = 0`;

const DAY_FORMAT = /^\d{4}-\d{1,2}-\d{1,2}$/u;

/** A day (YYYY-MM-DD, in the server's time zone) as the epoch-ms window it covers; undefined when it is no day. */
export function dayWindow(text: string): { start: number; end: number } | undefined {
  const start = DAY_FORMAT.test(text) ? parseDay(text) : undefined;
  if (start === undefined) return undefined;
  const day = new Date(start);
  return { start, end: new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime() };
}

/** A constant as a number column takes it; undefined when it is no number. */
export const numberOf = (text: string): number | undefined => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined);

const or = (parts: Condition[]): Condition => (parts.length === 0 ? FALSE : sql<boolean>`(${sql.join(parts, sql` or `)})`);
const and = (parts: Condition[]): Condition => (parts.length === 0 ? TRUE : sql<boolean>`(${sql.join(parts, sql` and `)})`);

/** A column of one field, where it is read from (the entity's table, or the creator's user row). */
interface Column {
  ref: RawBuilder<unknown>;
  field: SchemeField;
}

/** No value: NULL, or empty text (and an empty JSON list). */
function blank({ ref, field }: Column): Condition {
  if (field.numeric) return sql<boolean>`${ref} is null`;
  if (field.holding === 'json') return sql<boolean>`(${ref} is null or ${ref} = '' or ${ref} = '[]')`;
  return sql<boolean>`(${ref} is null or ${ref} = '')`;
}

/** The column holds one of the values: equal for one value, "one of its ids" for a comma-joined or JSON list. */
function holdsAny(column: Column, values: readonly string[]): Condition {
  const { ref, field } = column;
  if (values.length === 0) return FALSE;
  if (field.holding === 'comma') {
    return or(values.map((value) => sql<boolean>`(',' || ${ref} || ',') like ${`%,${likeLiteral(value)},%`} escape ${'\\'}`));
  }
  if (field.holding === 'json') return or(values.map((value) => sql<boolean>`${ref} like ${`%${likeLiteral(JSON.stringify(value))}%`} escape ${'\\'}`));
  if (field.type === 'date') return or(values.map((value) => onDay(column, value)));
  if (field.numeric) {
    const numbers = values.map(numberOf);
    if (numbers.some((number) => number === undefined)) return FALSE;
    return sql<boolean>`${ref} in (${sql.join(numbers)})`;
  }
  return sql<boolean>`${ref} in (${sql.join([...values])})`;
}

/** A date column (epoch ms) within the given day. */
function onDay({ ref }: Column, text: string): Condition {
  const day = dayWindow(text);
  return day ? sql<boolean>`(${ref} >= ${day.start} and ${ref} < ${day.end})` : FALSE;
}

type Comparison = (ref: RawBuilder<unknown>, value: string | number) => Condition;
const COMPARISONS: Record<'>' | '>=' | '<' | '<=', Comparison> = {
  '>': (ref, value) => sql<boolean>`${ref} > ${value}`,
  '>=': (ref, value) => sql<boolean>`${ref} >= ${value}`,
  '<': (ref, value) => sql<boolean>`${ref} < ${value}`,
  '<=': (ref, value) => sql<boolean>`${ref} <= ${value}`,
};

/** `>`, `>=`, `<`, `<=`: days by their windows, numbers as numbers, text as text. */
function compare({ ref, field }: Column, op: '>' | '>=' | '<' | '<=', text: string): Condition {
  if (field.type === 'date') {
    const day = dayWindow(text);
    if (!day) return FALSE;
    // after the day: from its end on; from the day: from its start; before: until its start; until: before its end
    const bound = op === '>' || op === '<=' ? day.end : day.start;
    return op === '>' || op === '>=' ? sql<boolean>`${ref} >= ${bound}` : sql<boolean>`${ref} < ${bound}`;
  }
  const value = field.numeric ? numberOf(text) : text;
  if (value === undefined) return FALSE;
  return COMPARISONS[op](ref, value);
}

/** One condition on one column, values already resolved (a variable to its ids, an `in` to its list). */
function onColumn(column: Column, condition: SchemeCondition, values: readonly string[]): Condition {
  const { ref } = column;
  switch (condition.op) {
    case 'null':
      return blank(column);
    case 'notNull':
      return sql<boolean>`not ${blank(column)}`;
    case '==':
    case 'in':
      return holdsAny(column, values);
    case '!=':
      // A row without a value differs from any value too (SQL's `<>` alone would drop it).
      return values.length === 0 ? TRUE : sql<boolean>`(${blank(column)} or not ${holdsAny(column, values)})`;
    case 'like':
      return sql<boolean>`${ref} like ${`%${likeLiteral(condition.value)}%`} escape ${'\\'}`;
    case 'notLike':
      return sql<boolean>`(${ref} is null or ${ref} not like ${`%${likeLiteral(condition.value)}%`} escape ${'\\'})`;
    default:
      return compare(column, condition.op, condition.value);
  }
}

/** The values a condition compares with: a variable's ids, an `in` list, or the one constant. */
async function valuesOf(condition: SchemeCondition, caller: CallerValues): Promise<string[] | null> {
  const { op, value } = condition;
  if (op === 'null' || op === 'notNull') return [];
  if (isUserVariable(value)) return op === '==' || op === '!=' || op === 'in' ? caller.of(value) : null;
  if (value.startsWith('@')) return null;
  if (op === 'in') return listValues(value);
  return [value];
}

/**
 * The organisations of the record's creator: the condition is asked of the creator's base_user row
 * (its comma-joined organizeId), and the record passes when its creator's row does.
 */
function creatorOrganize(table: string, field: SchemeField, condition: SchemeCondition, values: readonly string[]): Condition {
  const inner = onColumn({ ref: sql.ref('scope_user.organizeId'), field }, condition, values);
  return sql<boolean>`${sql.ref(`${table}.creatorUserId`)} in (select ${sql.ref('scope_user.id')} from ${sql.table('base_user')} as ${sql.raw('scope_user')} where ${inner})`;
}

async function conditionSql(table: string, fields: ReadonlyMap<string, SchemeField>, condition: SchemeCondition, caller: CallerValues): Promise<Condition> {
  const field = fields.get(condition.field);
  const values = await valuesOf(condition, caller);
  if (!field || values === null) return FALSE;
  if (field.field === CREATOR_ORGANIZE) return creatorOrganize(table, field, condition, values);
  return onColumn({ ref: sql.ref(`${table}.${field.field}`), field }, condition, values);
}

/** The rows of `table` one scheme shows: all of them with allData, else its groups joined by its matchLogic. */
export async function schemeCondition(table: string, fields: ReadonlyMap<string, SchemeField>, scheme: StoredScheme, caller: CallerValues): Promise<Condition> {
  if (Number(scheme.allData) === 1) return TRUE;
  const groups: Condition[] = [];
  for (const group of storedGroups(scheme.conditionJson)) {
    if (group.groups.length === 0) continue;
    const parts = await Promise.all(group.groups.map((condition) => conditionSql(table, fields, condition, caller)));
    groups.push(group.logic === 'or' ? or(parts) : and(parts));
  }
  // A scheme saying nothing shows nothing (the editor refuses to save one; an unreadable one is treated alike).
  if (groups.length === 0) return FALSE;
  return scheme.matchLogic === 'or' ? or(groups) : and(groups);
}
