import { extensionOf } from '../../../common/files/file-kinds.ts';

/**
 * What the import wizard refuses before asking the server (spec shell §5, §9; lowcode §8, §9):
 * only xls or xlsx, at most 500 KB, at most 1000 rows, and never an empty list. The server checks
 * the same again; these spare the user a round trip and give the spec's words.
 */
export const IMPORT_EXTENSIONS: readonly string[] = ['xls', 'xlsx'];
export const IMPORT_MAX_BYTES = 500 * 1024;
export const IMPORT_MAX_ROWS = 1000;

/** The message key (excelImport.*) saying why a picked file is refused, or null when it is taken. */
export function fileRefusal(file: { name: string; size: number }): 'wrongType' | 'tooLarge' | null {
  if (!IMPORT_EXTENSIONS.includes(extensionOf(file.name))) return 'wrongType';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The message key saying why these rows cannot be previewed or imported, or null. */
export function rowsRefusal(count: number): 'empty' | 'tooManyRows' | null {
  if (count === 0) return 'empty';
  if (count > IMPORT_MAX_ROWS) return 'tooManyRows';
  return null;
}

/** One row of the preview, under a key of its own: the server's rows carry no id, and the user deletes and edits them. */
export interface PreviewRow {
  id: string;
  values: Record<string, unknown>;
}

export const toPreviewRows = (rows: readonly Record<string, unknown>[]): PreviewRow[] => rows.map((values, index) => ({ id: String(index), values }));

export const withoutRow = (rows: readonly PreviewRow[], id: string): PreviewRow[] => rows.filter((row) => row.id !== id);

export const withCell = (rows: readonly PreviewRow[], id: string, field: string, value: string): PreviewRow[] =>
  rows.map((row) => (row.id === id ? { id, values: { ...row.values, [field]: value } } : row));

/** The page of rows shown, and the page to show after a deletion emptied the last one. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { page: number; rows: T[] } {
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(page, last);
  return { page: shown, rows: rows.slice((shown - 1) * pageSize, shown * pageSize) };
}

/** A cell as text: the preview's inputs and the failed rows' table show what the sheet held. */
export const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
