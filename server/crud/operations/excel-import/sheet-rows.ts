import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../excel-workbook.ts';
import type { ImportColumn } from '../../entity-definition.ts';
import { importRefusal } from './import-texts.ts';

/** Spec §9: at most 1000 rows are imported at once. */
export const IMPORT_ROW_LIMIT = 1000;

/** A row as the sheet gives it: each import column's cell as text, by field. */
export type SheetRow = Record<string, string>;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date cell as the day it shows. exceljs reads Excel's zone-less serial numbers as UTC, so the
 * UTC parts are the wall-clock parts the user typed; a time of day is kept when there is one.
 */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  return time.every((part) => part === 0) ? day : `${day} ${time.map(pad).join(':')}`;
}

/** A cell's value as the text the user sees: numbers to Excel's 15 significant digits, rich text joined, a formula's result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return value.trim();
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/** A header as matched: without surrounding space, required marks (*) and case. */
const headerKey = (text: string) => text.replace(/^[\s*]+|[\s*]+$/g, '').toLowerCase();

/** The import column each header names, by any of its three labels. */
function columnsByHeader(columns: readonly ImportColumn[]): Map<string, ImportColumn> {
  const byHeader = new Map<string, ImportColumn>();
  for (const column of columns) for (const label of Object.values(column.label)) if (!byHeader.has(headerKey(label))) byHeader.set(headerKey(label), column);
  return byHeader;
}

/**
 * The rows of the workbook's first sheet: row 1 holds the headers, matched to the import columns by
 * their label in any language (unknown headers are left aside); every later row that is not blank
 * gives each matched column's cell as text. No header matching, or more than IMPORT_ROW_LIMIT rows,
 * is refused; so is a file exceljs cannot read.
 */
export async function sheetRows(bytes: Buffer, columns: readonly ImportColumn[]): Promise<{ columns: ImportColumn[]; rows: SheetRow[] }> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw importRefusal('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw importRefusal('noColumns');
  const byHeader = columnsByHeader(columns);
  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, position) => {
    const column = byHeader.get(headerKey(cellText(cell.value)));
    if (column && !positions.has(column.field)) positions.set(column.field, position);
  });
  const found = columns.filter((column) => positions.has(column.field));
  if (found.length === 0) throw importRefusal('noColumns');
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow((row, number) => {
    if (number === 1 || tooMany) return;
    const texts = Object.fromEntries(found.map((column) => [column.field, cellText(row.getCell(positions.get(column.field) as number).value)]));
    if (Object.values(texts).every((text) => text === '')) return;
    if (rows.length === IMPORT_ROW_LIMIT) tooMany = true;
    else rows.push(texts);
  });
  if (tooMany) throw importRefusal('tooManyRows');
  return { columns: found, rows };
}
