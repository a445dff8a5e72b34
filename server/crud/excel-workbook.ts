import type ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import { formatInZone } from '../core/i18n/time-zone.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { translate } from '../core/i18n/language.ts';
import type { Language } from '../core/i18n/messages.ts';

/**
 * exceljs, imported at the first spreadsheet written or read, not at start: loading it costs about
 * a quarter second and 25 MiB, and most requests never touch a spreadsheet
 * (server/README.md, start-up).
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** At most this many rows go into one spreadsheet ("all data"). */
export const EXPORT_ROW_LIMIT = 10_000;

export type ExportColumn = NonNullable<EntityDefinition['excelExport']>['columns'][number];

/** A list field in one cell: an upload's files by their names (contract §6.1), plain values as they are; rows of a sub-table have no one-cell form. */
function listText(items: unknown[]): string {
  const texts = items.map((item) => {
    if (typeof item === 'string' || typeof item === 'number') return String(item);
    const name = typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : undefined;
    return typeof name === 'string' ? name : '';
  });
  return texts.filter(Boolean).join(', ');
}

/** A cell as the list shows it: the referenced row's name, the enum's label, a date, enabled/disabled/locked (a user's 2). */
function cellOf(column: ExportColumn, row: Record<string, unknown>, language: Language, zone: string | undefined): string | number {
  const raw = row[column.shownAs ?? column.field];
  if (raw === null || raw === undefined || raw === '') return '';
  if (Array.isArray(raw)) return listText(raw);
  const label = column.options?.[String(raw)]?.[language];
  if (label) return label;
  if (column.format === 'date') return typeof raw === 'number' ? formatInZone(raw, 'YYYY-MM-DD', zone) : String(raw);
  if (column.format === 'enabled') return translate(Number(raw) === 1 ? 'stateEnabled' : Number(raw) === 2 ? 'stateLocked' : 'stateDisabled', language);
  return typeof raw === 'number' ? raw : String(raw);
}

/** A worksheet's name: without the characters Excel forbids there ([]:*?/\), at most 31 characters. */
export const sheetNameOf = (title: string): string => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/**
 * The .xlsx bytes: one sheet named after the entity, a bold header row of labels, then the rows.
 */
/** `zone`: the reader's time zone for dates (server/core/i18n/time-zone.ts), the server's when absent. */
export async function workbookOf(
  title: string,
  columns: ExportColumn[],
  rows: Record<string, unknown>[],
  language: Language,
  zone?: string,
): Promise<Uint8Array> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetNameOf(title));
  sheet.columns = columns.map((column) => ({ header: column.label[language], key: column.field, width: Math.max(12, column.label[language].length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((column) => [column.field, cellOf(column, row, language, zone)])));
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
