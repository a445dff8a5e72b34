import type { Texts } from '../../../common/entity-model.ts';
import type { Row } from '../../crud/row-decorators.ts';
import type { ListFilters } from '../../crud/operations/query-filters.ts';
import { pageRows, type ListQuery } from '../../crud/operations/list-page.ts';
import { EXPORT_ROW_LIMIT, exportColumns, exportFileName, workbookOf, type ExportColumn } from '../../crud/excel-workbook.ts';
import { grantedFields, isGranted } from '../../crud/granted-fields.ts';
import { valueItems } from '../../crud/form-rules.ts';
import { AppError } from '../../core/http/app-error.ts';
import { saveExport } from '../../core/files/export-files.ts';
import type { OnlineDevRequest } from './online-dev-context.ts';
import { modelNameOf } from './online-dev-names.ts';

/**
 * The online list as an .xlsx (contract §7.4 POST `/{modelId}/Actions/Export`), by the machinery
 * of the generic Excel export (server/crud/operations/export-excel.ts): the list's rows through
 * the same pageRows (keyword, filters, scope, sort), the workbook writer and the short-lived
 * download ticket. The sheet's columns are the released list's columns of the main table, in the
 * list's order, cut to the granted ones when the menu judges columns; `selectKey` (comma-joined
 * text, or a list as the JNPF client sends it) picks among them, and `dataType` 0 exports the
 * asked page, 1 every matching row up to EXPORT_ROW_LIMIT. Cells are the rows' display values,
 * converted by the caller (`display`).
 */

export interface ExportAsk {
  selectKey?: unknown;
  dataType?: number;
}

const sameText = (text: string): Texts => ({ zh: text, 'zh-TW': text, en: text });

/** The released list's columns a sheet can hold: the main table's fields (a sub-table's cells have no one-cell form). */
function sheetColumns(online: OnlineDevRequest): ExportColumn[] {
  const { converted, definition } = online;
  const stored = new Set(definition.table.columns.map((column) => column.name));
  const subTables = new Set(valueItems(definition.formItems).flatMap((item) => (item.key === 'table' && item.field ? [item.field] : [])));
  return converted.list.columns
    .filter((column) => stored.has(column.prop) && !subTables.has(column.prop))
    .map((column) => ({ field: column.prop, label: definition.labels[column.prop] ?? sameText(column.label || column.prop) }));
}

/** The asked keys (design names, comma-joined or a list) as the model's field names, comma-joined. */
function selectKeyOf(online: OnlineDevRequest, value: unknown): string | undefined {
  const keys = Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : typeof value === 'string' ? value.split(',') : undefined;
  return keys?.map((key) => modelNameOf(online.converted.renamed, key.trim())).join(',');
}

export async function exportOnlineList(
  online: OnlineDevRequest,
  query: ListQuery,
  filters: ListFilters,
  ask: ExportAsk,
  display: (rows: Row[]) => Promise<Row[]>,
): Promise<{ name: string; url: string }> {
  const { context, design } = online;
  const granted = await grantedFields(context.grants, context.entity).columns(context.caller);
  const all = sheetColumns(online);
  const allowed = granted ? all.filter((column) => isGranted(context.entity, granted, column.field)) : all;
  if (allowed.length === 0) throw new AppError('exportNoGrantedColumn');
  const columns = exportColumns(allowed, selectKeyOf(online, ask.selectKey));
  if ('unknown' in columns) throw new AppError('exportColumnUnknown', { params: { column: columns.unknown } });
  const { currentPage = 1, pageSize = 20 } = query;
  const window = ask.dataType === 0 ? { limit: pageSize, offset: (currentPage - 1) * pageSize } : { limit: EXPORT_ROW_LIMIT, offset: 0 };
  const rows = await display(await pageRows(context, query, window, filters));
  const title = design.fullName || design.enCode;
  const file = Buffer.from(await workbookOf(title, columns, rows, context.caller.language, context.caller.timeZone));
  return saveExport(context.db, exportFileName(title), file);
}
