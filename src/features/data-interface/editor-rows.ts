/**
 * The rows of a data interface's `requestParameters` and `requestHeaders` (contract §4.11: JSON
 * strings) as the dialog's tables edit them, and the names they may take. Reading never throws: a
 * value that is no JSON array reads as no rows. Keys the tables do not show (a JNPF export may
 * carry more) are kept as they were.
 */

/** The parameter types the spec shows (§3: varchar, int, datetime, decimal, bigint, text). */
export const PARAMETER_TYPES = ['varchar', 'int', 'datetime', 'decimal', 'bigint', 'text'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** One declared parameter, `required` as JNPF stores it (0 or 1); what the server reads (server/features/data-interface/interface-definition.ts). */
export interface ParameterRow {
  field: string;
  fieldName: string;
  dataType: ParameterType;
  defaultValue: string;
  required: 0 | 1;
  [other: string]: unknown;
}

/** One request header of an API interface. */
export interface HeaderRow {
  field: string;
  defaultValue: string;
  [other: string]: unknown;
}

/**
 * A parameter's name stands in SQL as `@name` and in an API request as a field: letters, digits
 * and underscores, not starting with a digit. The schema (data-interface.schema.json) refuses the
 * same on submit and on the server.
 */
export const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/u;
/** A header name: letters, digits, hyphens and underscores (X-Api-Key, Authorization). */
export const HEADER_NAME = /^[A-Za-z0-9_-]+$/u;

/** Why a row's name cannot be saved; undefined when it can. */
export type NameProblem = 'empty' | 'invalid' | 'duplicate';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function entriesOf(value: unknown): Record<string, unknown>[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.filter((entry): entry is Record<string, unknown> => Boolean(entry) && typeof entry === 'object') : [];
  } catch {
    return [];
  }
}

export function parameterRowsOf(value: unknown): ParameterRow[] {
  return entriesOf(value).map((entry) => ({
    ...entry,
    field: text(entry.field),
    fieldName: text(entry.fieldName),
    dataType: PARAMETER_TYPES.find((type) => type === entry.dataType) ?? 'varchar',
    defaultValue: text(entry.defaultValue),
    required: entry.required === true || entry.required === 1 || entry.required === '1' ? 1 : 0,
  }));
}

export function headerRowsOf(value: unknown): HeaderRow[] {
  return entriesOf(value).map((entry) => ({ ...entry, field: text(entry.field), defaultValue: text(entry.defaultValue) }));
}

export const newParameterRow = (): ParameterRow => ({ field: '', fieldName: '', dataType: 'varchar', defaultValue: '', required: 0 });
export const newHeaderRow = (): HeaderRow => ({ field: '', defaultValue: '' });

/** The JSON string the record stores: compact, as JSON.stringify writes it (the schema's name check reads that form). */
export const rowsText = (rows: readonly object[]): string => JSON.stringify(rows);

/** The problem of row `index`'s name among all the rows (names are compared as typed). */
export function nameProblem(rows: readonly { field: string }[], index: number, rule: RegExp): NameProblem | undefined {
  const name = rows[index]?.field ?? '';
  if (name.trim() === '') return 'empty';
  if (!rule.test(name)) return 'invalid';
  if (rows.some((row, other) => other !== index && row.field === name)) return 'duplicate';
  return undefined;
}
