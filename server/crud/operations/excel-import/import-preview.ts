import { importSpecOf, type ImportContext } from './import-context.ts';
import { readImportFile } from './import-file.ts';
import { sheetRows, type SheetRow } from './sheet-rows.ts';

/** The wizard's preview: the columns found (field and header in the caller's language) and each row's cells as text. */
export interface ImportPreview {
  headerRow: { field: string; title: string }[];
  dataRow: SheetRow[];
}

/**
 * GET base/ImportPreview?fileName=: the caller's uploaded workbook read (sheet-rows.ts: headers by
 * their label in any language, at most 1000 rows), nothing written. The rows come back in
 * ImportData, perhaps corrected by the user, and are only turned into values there.
 */
export async function importPreview(context: ImportContext, fileName: string | undefined): Promise<ImportPreview> {
  const spec = importSpecOf(context.entity);
  const bytes = await readImportFile(context, fileName);
  const { columns, rows } = await sheetRows(bytes, spec.columns);
  return { headerRow: columns.map((column) => ({ field: column.field, title: column.label[context.caller.language] })), dataRow: rows };
}
