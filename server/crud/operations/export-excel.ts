import { AppError } from '../../core/http/app-error.ts';
import { saveExport } from '../../core/files/export-files.ts';
import { EXPORT_ROW_LIMIT, exportColumns, exportFileName, workbookOf } from '../excel-workbook.ts';
import { grantedFields, isGranted } from '../granted-fields.ts';
import type { OperationContext } from './context.ts';
import { pageRows, type ListQuery } from './list-page.ts';

/** The paged list's question plus which fields to export (`selectKey`, comma-joined) and how much (`dataType`). */
export type ExportQuery = ListQuery & { selectKey?: string; dataType?: number };

/**
 * The paged list as an .xlsx (contract §4.9 for users; any paged entity whose schema sets
 * x-portside.excelExport): the list's keyword, filters, scope and sort; `selectKey` names the fields
 * (default every exportable one) and `dataType` 0 exports the asked page, 1 every matching row up
 * to EXPORT_ROW_LIMIT. When the menu judges columns (spec §6) only granted columns can be asked for
 * and are written (granted-fields.ts). Returns the short-lived download (§6.3).
 */
export async function exportExcel(context: OperationContext, query: ExportQuery): Promise<{ name: string; url: string }> {
  const { entity, caller } = context;
  const spec = entity.excelExport;
  if (!spec) throw new AppError('recordNotFound');
  const granted = await grantedFields(context.grants, entity).columns(caller);
  const allowed = granted
    ? spec.columns.filter((column) => isGranted(entity, granted, column.field) || (column.shownAs !== undefined && isGranted(entity, granted, column.shownAs)))
    : spec.columns;
  if (allowed.length === 0) throw new AppError('exportNoGrantedColumn');
  // the sheet keeps the schema's column order whatever order they were asked in; a column not granted is refused as unknown
  const columns = exportColumns(allowed, query.selectKey);
  if ('unknown' in columns) throw new AppError('exportColumnUnknown', { params: { column: columns.unknown } });
  const { currentPage = 1, pageSize = 20 } = query;
  const window = query.dataType === 0 ? { limit: pageSize, offset: (currentPage - 1) * pageSize } : { limit: EXPORT_ROW_LIMIT, offset: 0 };
  const rows = await pageRows(context, query, window);
  const title = spec.title[caller.language];
  const file = Buffer.from(await workbookOf(title, columns, rows, caller.language, caller.timeZone));
  return saveExport(context.db, exportFileName(title), file);
}
