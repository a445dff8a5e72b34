import type { PageResult } from '../../core/http/envelope.ts';
import type { InterfaceDefinition } from './interface-definition.ts';
import type { ParamEntry } from './parameter-values.ts';
import { processed, rowsOf, runInterface, runRequest, runStatement, totalOf } from './interface-runner.ts';
import { assertReadOnly, loadDefinition, loggedRun, valuesFor, type Caller, type OperationEnv } from './data-interface-operations.ts';

/**
 * The picker list (`Action/List`, spec §7 "Interface-driven pickers"): one page of an enabled
 * interface's rows for the pop-up, table and autocomplete pickers, with the keyword. An interface
 * that pages itself (`checkType` 1) is handed the page: SQL binds `@currentPage`, `@pageSize`,
 * `@offsetSize` and `@keyword` and counts with `countSql`, an API gets them in the request fields
 * its `pageParameters` name. Any other is run whole, then filtered by the keyword over the display
 * field and the columns, and paged here.
 */

export type PickerRow = Record<string, unknown>;

/** What a picker says of its rows: the value field, the display field and the columns. */
export interface RowShape {
  /** the field whose value a picker stores (default id) */
  propsValue?: string;
  /** the field a picker shows (default fullName) */
  relationField?: string;
  /** the columns of the picker's table: comma-joined fields, or JNPF's `[{ value, label }]` */
  columnOptions?: unknown;
}

export interface ListBody extends RowShape {
  keyword?: string;
  /** default 1 */
  currentPage?: number;
  /** default 20 (spec §9: the picker's page size with paging) */
  pageSize?: number;
  paramList?: ParamEntry[];
}

const valueField = (shape: RowShape) => shape.propsValue?.trim() || 'id';
const displayField = (shape: RowShape) => shape.relationField?.trim() || 'fullName';

/** The column fields of `columnOptions`, whichever way it came. */
export function columnFields(columnOptions: unknown): string[] {
  const items: unknown[] = typeof columnOptions === 'string' ? columnOptions.split(',') : Array.isArray(columnOptions) ? columnOptions : [];
  return items
    .map((item) => (typeof item === 'string' ? item : item && typeof item === 'object' ? (item as { value?: unknown }).value : undefined))
    .filter((field): field is string => typeof field === 'string')
    .map((field) => field.trim())
    .filter(Boolean);
}

/**
 * A row as pickers read it: `id` the value field's value (as text: pickers compare it with the
 * stored value), the display field and every column present ('' when the row lacks one), then
 * the rest of the row as it came.
 */
export function pickerRow(row: Record<string, unknown>, shape: RowShape, fallbackId?: string): PickerRow {
  const value = row[valueField(shape)];
  const shown = Object.fromEntries([displayField(shape), ...columnFields(shape.columnOptions)].map((field) => [field, row[field] ?? '']));
  return { ...row, ...shown, id: value === undefined || value === null ? (fallbackId ?? row.id ?? '') : String(value) };
}

/** Whether a row holds the keyword (case-insensitive) in its display field or a column. */
function matches(row: Record<string, unknown>, fields: readonly string[], keyword: string): boolean {
  const wanted = keyword.toLowerCase();
  return fields.some((field) => {
    const value = row[field];
    return value !== undefined && value !== null && typeof value !== 'object' && String(value).toLowerCase().includes(wanted);
  });
}

interface Page {
  rows: Record<string, unknown>[];
  total: number;
}

/** A SQL query that pages itself: the page bound into its statement, the total from countSql (the page's own length without one). */
async function sqlPage(env: OperationEnv, definition: InterfaceDefinition, params: Record<string, unknown>): Promise<Page> {
  const rows = rowsOf(await processed(definition, (await runStatement(env, definition, definition.query, params)).rows));
  const countSql = definition.properties.countSql?.trim();
  if (!countSql) return { rows, total: rows.length };
  const [first] = (await runStatement(env, definition, countSql, params)).rows;
  const total = Number(first ? Object.values(first)[0] : 0);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** An API that pages itself: the page in the request fields `pageParameters` names, the total from its answer. */
async function apiPage(env: OperationEnv, definition: InterfaceDefinition, params: Record<string, unknown>): Promise<Page> {
  const request = { ...params };
  for (const { fieldName, field } of definition.properties.pageParameters ?? []) {
    if (typeof field === 'string' && field && typeof fieldName === 'string' && fieldName in params) request[field] = params[fieldName];
  }
  const result = await processed(
    definition,
    await runRequest(env, { method: definition.httpMethod, url: definition.path, headers: definition.headers, params: request }),
  );
  const rows = rowsOf(result);
  return { rows, total: totalOf(result) ?? rows.length };
}

const pagesItself = (definition: InterfaceDefinition) =>
  definition.paged && ((definition.kind === 'sql' && definition.sqlMode === 'query') || definition.kind === 'api');

export async function pickerList(env: OperationEnv, caller: Caller, id: string, body: ListBody): Promise<PageResult<PickerRow>> {
  const definition = await loadDefinition(env, id, { enabledOnly: true });
  assertReadOnly(definition);
  const { currentPage = 1, pageSize = 20 } = body;
  const keyword = body.keyword?.trim() ?? '';
  const page = await loggedRun(env, caller, definition, 'list', async (): Promise<Page> => {
    const params = await valuesFor(env, caller, definition, definition.parameters, body.paramList);
    // The typed keyword wins over a paramList entry of that name (the autocomplete sends both).
    if (keyword || params.keyword === undefined) params.keyword = keyword;
    if (pagesItself(definition)) {
      const paging = { ...params, currentPage, pageSize, offsetSize: (currentPage - 1) * pageSize };
      return definition.kind === 'sql' ? sqlPage(env, definition, paging) : apiPage(env, definition, paging);
    }
    const fields = [displayField(body), ...columnFields(body.columnOptions)];
    const rows = rowsOf(await runInterface(env, definition, params)).filter((row) => !keyword || matches(row, fields, keyword));
    return { rows: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize), total: rows.length };
  });
  return { list: page.rows.map((row) => pickerRow(row, body)), pagination: { currentPage, pageSize, total: page.total } };
}
