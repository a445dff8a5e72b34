import type { EntityRecord } from '../../lib/data/entity-resource.ts';
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

/** A total as the spec writes it: two decimals for non-integers, thousands separators where configured. */
export function totalText(total: number, thousands: boolean): string {
  const decimals = Number.isInteger(total) ? 0 : 2;
  return thousands ? total.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }) : total.toFixed(decimals);
}

/**
 * The list's summary row (columnData showSummary, summaryField; spec lowcode §9 "labelled 合计"):
 * the total of each summary column over the shown records (a grouped list's records under its
 * headings), the label in the first column unless that column is summed itself.
 */
export function listSummary(list: ListDesign, columnKeys: readonly string[], language: Language) {
  if (!list.showSummary || list.summaryField.length === 0) return undefined;
  return (rows: readonly EntityRecord[]): Record<string, string> => {
    const records = recordsOf(rows);
    const cells: Record<string, string> = {};
    for (const field of list.summaryField) {
      const total = records.reduce((sum, row) => sum + (numberIn(row[field]) ?? 0), 0);
      cells[field] = totalText(total, list.thousandsField.includes(field));
    }
    const first = columnKeys[0];
    if (first !== undefined && !(first in cells)) cells[first] = onlineDevTexts(language).summary;
    return cells;
  };
}
