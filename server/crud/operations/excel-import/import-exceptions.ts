import { saveExport } from '../../../core/files/export-files.ts';
import { workbookOf, type ExportColumn } from '../../excel-workbook.ts';
import { importSpecOf, type ImportContext } from './import-context.ts';
import { importRefusal, importText, importTexts } from './import-texts.ts';
import { IMPORT_ROW_LIMIT } from './sheet-rows.ts';

/**
 * POST base/ExportExceptionData (ImportExceptionData in online development's naming): the rows
 * ImportData refused, as ImportData's failResult lists them, written back as an .xlsx with the
 * import columns (headers in the caller's language) and a last 异常原因 column holding each row's
 * errorsInfo, so the user can correct them and import that file. Answers `{ name, url }`.
 */
export async function exportImportExceptions(context: ImportContext, list: unknown): Promise<{ name: string; url: string }> {
  const spec = importSpecOf(context.entity);
  const rows = Array.isArray(list) ? list : [];
  if (rows.length > IMPORT_ROW_LIMIT) throw importRefusal('tooManyRows');
  const { language } = context.caller;
  // Cells go out as the rows hold them (already the labels the user typed), so no option mapping here.
  const columns: ExportColumn[] = [
    ...spec.columns.map((column) => ({ field: column.field, label: column.label })),
    { field: 'errorsInfo', label: importTexts.reason },
  ];
  const cells = rows.map((row) => {
    const record = typeof row === 'object' && row !== null && !Array.isArray(row) ? (row as Record<string, unknown>) : {};
    // Only plain values reach a cell; anything else sent in a row is left out.
    return Object.fromEntries(columns.map((column) => [column.field, typeof record[column.field] === 'object' ? '' : record[column.field]]));
  });
  const title = spec.title[language];
  const file = Buffer.from(await workbookOf(title, columns, cells, language));
  return saveExport(context.db, `${title}_${importText('exceptionName', language)}.xlsx`, file);
}
