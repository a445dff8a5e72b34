import type { JnpfTable, OnlineDesign } from './online-design.ts';
import { assertSafeIdentifier, refuseDuplicate, refuseReservedTable } from './design-refusal.ts';
import { entityModels } from '../generated/index.ts';

/**
 * The tables a design is stored in: its main table (the `tables` entry of typeId "1", else one
 * named after the design) and one table per sub-table. Every name is checked before it can reach
 * SQL, and none may be a table the design does not own.
 */

/** The column of a child table holding its record's id when the design names none (JNPF's generated code calls it F_ForeignId). */
export const DEFAULT_RELATION_FIELD = 'foreignId';

/**
 * The generated entities' tables (common/generated): no design may create or widen them, whatever
 * the caller reserves besides (the server adds its hand-written tables).
 */
export const GENERATED_TABLES: readonly string[] = entityModels.flatMap((model) => (model.table ? [model.table.name] : []));

export interface TableNaming {
  /** every table name the design must not use besides GENERATED_TABLES, lower-cased (the server's own tables) */
  reserved: ReadonlySet<string>;
  /** the names used so far, lower-cased: two tables of one design must differ */
  used: Set<string>;
}

export function checkTableName(name: string, naming: TableNaming): string {
  assertSafeIdentifier(name, 'table');
  const lower = name.toLowerCase();
  if (naming.reserved.has(lower) || GENERATED_TABLES.some((table) => table.toLowerCase() === lower)) refuseReservedTable(name);
  if (naming.used.has(lower)) refuseDuplicate(name, 'table');
  naming.used.add(lower);
  return name;
}

/** `name` cut to PostgreSQL's 63 characters. */
const fit = (name: string): string => name.slice(0, 63);

/** `online_<enCode>` (else the design's id), lower-cased, anything but [a-z0-9_] as `_`: safe by construction. */
export const generatedTableName = (design: Pick<OnlineDesign, 'enCode' | 'id'>): string =>
  fit(`online_${(design.enCode || design.id || 'form').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`);

/** The main table: the `tables` entry of typeId "1", else the generated name. */
export function mainTableOf(design: OnlineDesign, naming: TableNaming): string {
  const main = design.tables.find((table) => String(table.typeId) === '1' && table.table);
  return checkTableName(main ? main.table : generatedTableName(design), naming);
}

/** The field a `tables` entry's column is bound to (its `fields` list maps F_ columns to field names), else the column itself. */
function fieldOfColumn(entry: JnpfTable, column: string): string {
  const match = (entry.fields ?? []).find((field) => String(field.columnName ?? '').toLowerCase() === column.toLowerCase());
  return match && typeof match.field === 'string' && match.field ? match.field : column;
}

/**
 * A sub-table's own table and the column relating its rows to their record: the table the field
 * is bound to (`__config__.tableName`, else `<main>_<field>`), and from its `tables` entry the
 * foreign-key column (JNPF `tableField`), else DEFAULT_RELATION_FIELD.
 */
export function childTableOf(
  design: OnlineDesign,
  mainTable: string,
  tableField: string,
  boundTo: string,
  naming: TableNaming,
): { table: string; relationField: string } {
  const table = boundTo || fit(`${mainTable}_${tableField.toLowerCase()}`);
  checkTableName(table, naming);
  const entry = design.tables.find((candidate) => String(candidate.typeId) !== '1' && candidate.table.toLowerCase() === table.toLowerCase());
  const relationField = entry?.tableField ? fieldOfColumn(entry, entry.tableField) : DEFAULT_RELATION_FIELD;
  assertSafeIdentifier(relationField, 'column');
  return { table, relationField };
}
