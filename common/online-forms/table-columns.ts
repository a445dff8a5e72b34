import type { ColumnKind, ColumnSpec, IndexSpec } from '../entity-model.ts';
import { AUDIT_COLUMNS } from './field-names.ts';

/**
 * The main table of a design as the model describes it (EntityModel.table), in the shape the
 * generator emits for a schema (generator/phases/emit.ts tableColumns, normalise.ts indexesOf):
 * `id`, one column per stored field with its kind and default, then the audit columns; one unique
 * index per unique field, blanks left out of it for text that may be left empty.
 */

export interface StoredField {
  name: string;
  column: ColumnKind;
  /** FieldModel.default */
  defaultValue?: string | number;
  /** the column is the runtime's own (`id`, an audit column) */
  shared: boolean;
  unique: boolean;
  /** the body must hold a non-empty value */
  requiredInBody: boolean;
}

/** An index name within PostgreSQL's 63 characters: the generator's `<table>_<columns>_uq`, shortened with a hash when too long. */
export function indexNameOf(table: string, column: string): string {
  const name = `${table}_${column}_uq`;
  if (name.length <= 63) return name;
  // FNV-1a: the same long name always gets the same short one
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `${name.slice(0, 50)}_${hash.toString(16).padStart(8, '0')}_uq`;
}

export function tableOf(name: string, fields: readonly StoredField[]): { name: string; columns: Record<string, ColumnSpec>; indexes: IndexSpec[] } {
  const columns: Record<string, ColumnSpec> = { id: 'id' };
  for (const field of fields) {
    if (field.shared) continue;
    columns[field.name] = field.defaultValue === undefined ? field.column : { kind: field.column, defaultValue: field.defaultValue };
  }
  const indexes: IndexSpec[] = fields
    .filter((field) => field.unique && !field.shared)
    .map((field) => {
      const mayBeBlank = (field.column === 'string' || field.column === 'text') && !field.requiredInBody;
      return { name: indexNameOf(name, field.name), columns: [field.name], unique: true, ...(mayBeBlank ? { whereNotEmpty: [field.name] } : {}) };
    });
  return { name, columns: { ...columns, ...AUDIT_COLUMNS }, indexes };
}
