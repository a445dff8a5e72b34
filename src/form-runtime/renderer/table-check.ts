import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { checkItemValue } from '../../../common/form-runtime/validation/index.ts';
import { rowErrorsOf, validateRows } from '../sub-table/row-logic.ts';
import type { Language } from '../widget-contract.ts';

/** How a failing cell is named under its table: its row (from 1), then the cell's own message. */
const ROW_TEXTS: Record<Language, (row: number, message: string) => string> = {
  zh: (row, message) => `第${row}行 ${message}`,
  'zh-TW': (row, message) => `第${row}行 ${message}`,
  en: (row, message) => `Row ${row}: ${message}`,
};

/** A message about a sub-table's row (counted from 1, as its serial numbers are): 第2行 费用名称不能为空. */
export const rowMessage = (row: number, message: string, language: Language): string => ROW_TEXTS[language](row, message);

const isTable = (item: FormItem): boolean => item.key === 'table';

/**
 * A sub-table's message when one of its cells fails (spec §5: submit passes only when every cell
 * is valid): the first failing cell, named by its row, e.g. 第1行 费用名称不能为空. Undefined when
 * every shown cell passes, or for any other item.
 */
export function tableRowsError(item: FormItem, rows: unknown, language: Language): string | undefined {
  if (!isTable(item) || !Array.isArray(rows) || validateRows(item, rows, language)) return undefined;
  for (const [index, row] of rows.entries()) {
    const errors = rowErrorsOf(item, row && typeof row === 'object' ? (row as Record<string, unknown>) : {}, language);
    const first = errors ? Object.values(errors)[0] : undefined;
    if (first !== undefined) return rowMessage(index + 1, first, language);
  }
  return undefined;
}

/**
 * A value item's message on the whole form's check: its own rules (required, pattern rules), and
 * for a sub-table, then every cell of every row. While a field is only being edited, a sub-table
 * checks its cells itself, one change at a time (sub-table/sub-table-edit.tsx).
 */
export function checkOnSubmit(item: FormItem, value: unknown, language: Language): string | undefined {
  return checkItemValue(item, value, language) ?? tableRowsError(item, value, language);
}
