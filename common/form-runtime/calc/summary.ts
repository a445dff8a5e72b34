import { Dec, parseDecimal, toFixedText } from './decimal.ts';
import { formatThousands } from './number-text.ts';

/**
 * The value a sub-table's total row (合计) shows under a summary column (spec §9, JNPF
 * InputTable getTableSummaries): the column's sum in decimal arithmetic, a cell that is empty or
 * not a number counting as 0; a whole sum without decimals, any other with two (half up);
 * thousands separators when the column has `thousands`.
 */
export function summaryOf(rows: Record<string, unknown>[], column: string, thousands = false): string {
  const sum = (Array.isArray(rows) ? rows : []).reduce(
    (total: Dec, row: unknown) => (typeof row === 'object' && row !== null ? total.plus(parseDecimal((row as Record<string, unknown>)[column]) ?? 0) : total),
    new Dec(0),
  );
  const text = toFixedText(sum, sum.isInteger() ? 0 : 2);
  return thousands ? formatThousands(text) : text;
}
