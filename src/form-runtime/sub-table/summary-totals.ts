import { Dec, parseDecimal, toFixedText } from '../../../common/form-runtime/calc/decimal.ts';
import { formatThousands } from '../../../common/form-runtime/calc/index.ts';
import type { Row } from './table-config.ts';

/** The 合计 row's exact sums, per summary field, for one list of rows. */
export interface Totals {
  rows: Row[];
  sums: Map<string, Dec>;
}

/** Past this many changed rows the sums are added up again from every row (a paste or a script, not a key press). */
const MOST_CHANGED = 16;

const cellValue = (row: unknown, field: string): Dec =>
  typeof row === 'object' && row !== null ? (parseDecimal((row as Row)[field]) ?? new Dec(0)) : new Dec(0);

/** A column's sum over every row, as summaryOf adds it: a cell that is empty or not a number counts as 0. */
const columnSum = (rows: Row[], field: string): Dec => rows.reduce((total: Dec, row) => total.plus(cellValue(row, field)), new Dec(0));

/** The positions whose row object changed (rows are copied only when they change), or null when too many did. */
function changedRows(before: Row[], after: Row[]): number[] | null {
  const changed: number[] = [];
  for (let index = 0; index < after.length; index++) {
    if (before[index] === after[index]) continue;
    if (changed.push(index) > MOST_CHANGED) return null;
  }
  return changed;
}

/**
 * The sums after a change. A key press changes one row, so each summary column's sum moves by
 * that row's old and new value instead of adding 500 rows again; decimal arithmetic makes this
 * the same sum as adding them all (a test holds it to summaryOf). Added or deleted rows, or many
 * changed ones, add everything up again.
 */
export function nextTotals(previous: Totals | null, rows: Row[], fields: string[]): Totals {
  const changed = previous && previous.rows.length === rows.length ? changedRows(previous.rows, rows) : null;
  const sums = new Map<string, Dec>();
  for (const field of fields) {
    const before = previous?.sums.get(field);
    if (!previous || before === undefined || changed === null) {
      sums.set(field, columnSum(rows, field));
      continue;
    }
    let total = before;
    for (const index of changed) {
      const was = (previous.rows[index] as Row | undefined)?.[field];
      const now = (rows[index] as Row | undefined)?.[field];
      if (!Object.is(was, now)) total = total.minus(cellValue(previous.rows[index], field)).plus(cellValue(rows[index], field));
    }
    sums.set(field, total);
  }
  return { rows, sums };
}

/** A sum as the 合计 row shows it, as summaryOf words it: whole without decimals, else two (half up); thousands when set. */
export function totalText(total: Dec, thousands: boolean): string {
  const text = toFixedText(total, total.isInteger() ? 0 : 2);
  return thousands ? formatThousands(text) : text;
}
