import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import type { EntityDefinition } from './entity-definition.ts';
import { translate } from '../core/i18n/language.ts';
import type { Language } from '../core/i18n/messages.ts';

/** At most this many rows go into one spreadsheet ("all data"). */
export const EXPORT_ROW_LIMIT = 10_000;

export type ExportColumn = NonNullable<EntityDefinition['excelExport']>['columns'][number];

/** A cell as the list shows it: the referenced row's name, the enum's label, a date, enabled/disabled. */
function cellOf(column: ExportColumn, row: Record<string, unknown>, language: Language): string | number {
  const raw = row[column.shownAs ?? column.field];
  if (raw === null || raw === undefined || raw === '') return '';
  const label = column.options?.[String(raw)]?.[language];
  if (label) return label;
  if (column.format === 'date') return typeof raw === 'number' ? dayjs(raw).format('YYYY-MM-DD') : String(raw);
  if (column.format === 'enabled') return translate(Number(raw) === 1 ? 'stateEnabled' : 'stateDisabled', language);
  return typeof raw === 'number' ? raw : String(raw);
}

/**
 * The .xlsx bytes: one sheet named after the entity, a bold header row of labels, then the rows.
 */
export async function workbookOf(title: string, columns: ExportColumn[], rows: Record<string, unknown>[], language: Language): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  // Sheet names may not hold []:*?/\ and have at most 31 characters.
  const sheet = workbook.addWorksheet(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((column) => ({ header: column.label[language], key: column.field, width: Math.max(12, column.label[language].length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((column) => [column.field, cellOf(column, row, language)])));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The columns a `selectKey` asks for, in the schema's order; all when it is empty; the first unknown key otherwise. */
export function exportColumns(all: ExportColumn[], selectKey: string | undefined): ExportColumn[] | { unknown: string } {
  const asked = (selectKey ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const unknown = asked.find((key) => !all.some((column) => column.field === key));
  if (unknown) return { unknown };
  return asked.length ? all.filter((column) => asked.includes(column.field)) : all;
}

/** The file's name: the entity's label and the moment. */
export const exportFileName = (title: string) => `${title}_${dayjs().format('YYYYMMDDHHmmss')}.xlsx`;
