import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { checkItemValue } from '../../../common/form-runtime/validation/index.ts';
import { evaluateCalculation, recomputeCalculatedValues } from '../../../common/form-runtime/calc/index.ts';
import type { Language } from '../widget-contract.ts';
import { expressionOf, precisionOf, valueColumns, type Row } from './table-config.ts';

/** A row's failing cells: field → the first failing message (spec §5, sub-table cells). */
export type CellErrors = Record<string, string>;

/** The cells of one row that fail, or undefined when all pass. */
export function rowErrorsOf(item: FormItem, row: Row, language: Language): CellErrors | undefined {
  let errors: CellErrors | undefined;
  for (const column of valueColumns(item)) {
    const message = checkItemValue(column, row[column.field], language);
    if (message !== undefined) (errors ??= {})[column.field] = message;
  }
  return errors;
}

/**
 * Spec §5: submit passes only when every cell of every row is valid (required → '{label}不能为空',
 * an empty list counting as empty; pattern rules only on values that are there). Hidden columns
 * (noShow) are not checked: a user could not see or fix them.
 */
export function validateRows(item: FormItem, rows: unknown, language: Language): boolean {
  if (!Array.isArray(rows)) return true;
  return rows.every((row: unknown) => rowErrorsOf(item, row && typeof row === 'object' ? (row as Row) : {}, language) === undefined);
}

/** The row as the value of its table inside the whole record, for scripts and calculations. */
export const withTable = (formData: Record<string, unknown> | undefined, field: string | undefined, rows: Row[]): Record<string, unknown> =>
  field ? { ...formData, [field]: rows } : { ...formData };

/** A calculate column's value for a row: a dotted variable is the row's own value (spec §5). */
export const calculatedValue = (column: FormItem, row: Row, formData: Record<string, unknown>): string | undefined => {
  const expression = expressionOf(column);
  return expression ? evaluateCalculation(expression, formData, { row, precision: precisionOf(column) }) : undefined;
};

/**
 * The relation step after a change (spec §4): the row's stored calculate columns (`isStorage` 2,
 * so they have a field) take their new result, computed by the same code the server recomputes
 * them with on save (recomputeCalculatedValues, over this one row). The row is copied only when a
 * value changes, so an unchanged row keeps its identity and its memoised rendering.
 */
export function recalculateRow(item: FormItem, row: Row, formData: Record<string, unknown>): Row {
  const field = item.field;
  if (!field || !(item.children ?? []).some((column) => column.key === 'calculate')) return row;
  const recomputed = (recomputeCalculatedValues([item], { ...formData, [field]: [row] })[field] as Row[] | undefined)?.[0];
  if (!recomputed) return row;
  return Object.keys(recomputed).some((key) => !Object.is(recomputed[key], row[key])) ? recomputed : row;
}
