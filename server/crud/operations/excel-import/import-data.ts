import type { ImportColumn } from '../../entity-definition.ts';
import { AppError } from '../../../core/http/app-error.ts';
import { translate } from '../../../core/i18n/language.ts';
import { tablesOf } from '../context.ts';
import { createRecord } from '../create.ts';
import { CellReader } from './cell-values.ts';
import { importSpecOf, type ImportContext } from './import-context.ts';
import { importRefusal, importText } from './import-texts.ts';
import { rowRefusal } from './row-check.ts';
import { IMPORT_ROW_LIMIT } from './sheet-rows.ts';

/** A row as the wizard sends it back (the preview's, perhaps corrected): field → cell text. */
export type SentRow = Record<string, unknown>;

/** JNPF's import result: how many rows went in and failed, the failed rows with their reason (errorsInfo), 0 all in / 1 some failed. */
export interface ImportResult {
  snum: number;
  fnum: number;
  failResult: (SentRow & { errorsInfo: string })[];
  resultType: 0 | 1;
}

/** A sent cell as text; undefined for a value no sheet cell holds (an object or a list). */
function sentText(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The list a wizard step sends, refused when it is missing or empty (导入数据为空) or longer than a sheet may be. */
export function sentList(list: unknown): SentRow[] {
  if (!Array.isArray(list) || list.length === 0) throw importRefusal('emptyList');
  if (list.length > IMPORT_ROW_LIMIT) throw importRefusal('tooManyRows');
  return list.map((row) => (typeof row === 'object' && row !== null && !Array.isArray(row) ? (row as SentRow) : {}));
}

/**
 * POST base/ImportData: each row becomes a record exactly as the form's POST would make it — its
 * cells turned into values (names of options, dictionary items and referenced rows into their
 * values and ids), checked by the body schema and the form's rules, then created by createRecord
 * (granted form fields, defaults, uniqueness, the entity's overrides such as a user's default
 * password and rank, the row and its links in one transaction). A row that fails leaves nothing
 * behind and is listed with its reason; the rows after it go on. Only the import columns are
 * read from a row, so nothing else (a password) can be slipped in.
 */
export async function importData(context: ImportContext, list: unknown): Promise<ImportResult> {
  const spec = importSpecOf(context.entity);
  const rows = sentList(list);
  const { language } = context.caller;
  const reader = new CellReader(tablesOf(context), language);
  const fields = new Set(spec.columns.map((column) => column.field));
  const failResult: ImportResult['failResult'] = [];
  let snum = 0;
  for (const row of rows) {
    const failure = await importRow(context, spec.columns, fields, reader, row);
    if (failure === undefined) snum += 1;
    else failResult.push({ ...Object.fromEntries(spec.columns.map((column) => [column.field, row[column.field] ?? ''])), errorsInfo: failure });
  }
  return { snum, fnum: failResult.length, failResult, resultType: failResult.length === 0 ? 0 : 1 };
}

/** One row in; undefined when it was created, else why not (in the caller's language). */
async function importRow(
  context: ImportContext,
  columns: readonly ImportColumn[],
  fields: ReadonlySet<string>,
  reader: CellReader,
  row: SentRow,
): Promise<string | undefined> {
  const { language } = context.caller;
  const body: Record<string, unknown> = {};
  for (const column of columns) {
    const text = sentText(row[column.field]);
    if (text === undefined) return importText('notCell', language, { label: column.label[language] });
    const cell = await reader.read(column, text);
    if (cell === undefined) continue;
    if ('error' in cell) return cell.error;
    body[column.field] = cell.value;
  }
  const refusal = rowRefusal(context.entity, fields, body, language);
  if (refusal) return refusal;
  try {
    await createRecord(context, body);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.texts?.[language] ?? translate(error.messageKey, language, error.params);
    // Not the row's fault: reported for the operator; the row is listed as failed and the import goes on.
    context.report?.(error);
    return translate('serverError', language);
  }
}
