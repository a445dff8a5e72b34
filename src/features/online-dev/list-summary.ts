import type { EntityRecord, EntityResource } from '../../lib/data/entity-resource.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { ListDesign } from '../../../common/online-forms/design-model.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { recordsOf } from './list-grouping.ts';
import { onlineDevTexts } from './messages.ts';

/** A cell's number: numbers as they are, display texts with thousands separators read back; anything else none. */
export function numberIn(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

/** A field's configured precision (numInput, calculate `precision`), when it sets a usable one. */
export function precisionOf(item: FormItem | undefined): number | undefined {
  const precision = item?.props.precision;
  if (precision === undefined || precision === null || precision === '') return undefined;
  const digits = Number(precision);
  return Number.isInteger(digits) && digits >= 0 && digits <= 20 ? digits : undefined;
}

/**
 * A number as a list shows it: with the field's precision when it has one (2,475.00 beside
 * 4,740.25), else as the spec writes a total (two decimals for non-integers); thousands
 * separators where configured.
 */
export function totalText(total: number, thousands: boolean, precision?: number): string {
  const decimals = precision ?? (Number.isInteger(total) ? 0 : 2);
  return thousands ? total.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }) : total.toFixed(decimals);
}

/** A list column as the summary reads it: its name and, when the form draws it, its item (for the precision). */
export type SummaryColumn = Pick<EntityResource['columns'][number], 'name' | 'item'>;

/**
 * The list's summary row (columnData showSummary, summaryField; spec lowcode §9 "labelled 合计"):
 * the total of each summary column over the shown records (a grouped list's records under its
 * headings) at the column's precision, the label in the first column unless that column is summed itself.
 */
export function listSummary(list: ListDesign, columns: readonly SummaryColumn[], language: Language) {
  if (!list.showSummary || list.summaryField.length === 0) return undefined;
  const precisions = new Map(columns.map((column) => [column.name, precisionOf(column.item)]));
  return (rows: readonly EntityRecord[]): Record<string, string> => {
    const records = recordsOf(rows);
    const cells: Record<string, string> = {};
    for (const field of list.summaryField) {
      const total = records.reduce((sum, row) => sum + (numberIn(row[field]) ?? 0), 0);
      cells[field] = totalText(total, list.thousandsField.includes(field), precisions.get(field));
    }
    const first = columns[0]?.name;
    if (first !== undefined && !(first in cells)) cells[first] = onlineDevTexts(language).summary;
    return cells;
  };
}
