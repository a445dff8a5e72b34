import type { FormItem } from '../form-item.ts';
import { Dec, placesOf } from './decimal.ts';
import { evaluateCalculation, type CalcToken } from './expression.ts';

/**
 * The server's own calculated values (issue 11 point 3): the browser shows a calculated field, but
 * what is stored is what the server computes with this same evaluator, so a tampered total is
 * never stored. The rule:
 * - every `calculate` item with a field name (`__vModel__`: JNPF gives one only when `isStorage`
 *   is 2, stored) is recomputed from the record's values, however deep in layout containers (card,
 *   row, tab, collapse, grid table) it sits; a calculate item without a field name stores nothing;
 * - a `calculate` column of a sub-table (`table` item) is recomputed in every row, with that row's
 *   cells for the dotted `table.column` tokens, the main values for the plain ones;
 * - calculated values may use other calculated values (JNPF's formula dialog offers them), so the
 *   sub-table rows and then the main fields are recomputed in rounds until nothing changes, at
 *   most one round more than there are calculated items (a formula cycle stops there, warned);
 * - the value kept is the evaluator's fixed decimal text as a number (123.4 for '123.40', as a
 *   JNPF client sends it) when the number reads back as the same decimal, else the text itself
 *   (beyond about 16 significant digits: '999999999999999.01'), so no binary rounding reaches the record.
 * Everything else is copied unchanged; the data passed in is not modified.
 */

interface Calculated {
  field: string;
  expression: CalcToken[];
  precision: number;
}

interface TableCalculations {
  field: string;
  columns: Calculated[];
}

const calculatedOf = (item: FormItem & { field: string }): Calculated => ({
  field: item.field,
  expression: item.props.expression as CalcToken[],
  precision: placesOf(item.props.precision),
});

const isStored = (item: FormItem): item is FormItem & { field: string } => item.key === 'calculate' && typeof item.field === 'string' && item.field !== '';

/** A sub-table's calculated columns (its columns are its children; any container among them is walked too). */
function tableColumns(items: readonly FormItem[]): Calculated[] {
  return items.flatMap((item) => (isStored(item) ? [calculatedOf(item)] : item.children && item.key !== 'table' ? tableColumns(item.children) : []));
}

function collect(items: readonly FormItem[], main: Calculated[], tables: TableCalculations[]): void {
  for (const item of items) {
    if (item.key === 'table') {
      const columns = tableColumns(item.children ?? []);
      if (item.field && columns.length) tables.push({ field: item.field, columns });
    } else if (isStored(item)) main.push(calculatedOf(item));
    else if (item.children) collect(item.children, main, tables);
  }
}

/** The evaluator's text as the record keeps it: a number when the number's own text is the same decimal, else the text. */
function storedValue(text: string): number | string {
  const number = Number(text);
  return Number.isFinite(number) && new Dec(number).eq(new Dec(text)) ? number : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function recomputeCalculatedValues(items: FormItem[], data: Record<string, unknown>): Record<string, unknown> {
  const main: Calculated[] = [];
  const tables: TableCalculations[] = [];
  collect(items, main, tables);
  const result: Record<string, unknown> = { ...data };
  for (const table of tables) {
    const rows = result[table.field];
    if (Array.isArray(rows)) result[table.field] = rows.map((row: unknown) => (isRecord(row) ? { ...row } : row));
  }
  const count = main.length + tables.reduce((sum, table) => sum + table.columns.length, 0);
  const put = (target: Record<string, unknown>, calculated: Calculated, row?: Record<string, unknown>): boolean => {
    const value = storedValue(evaluateCalculation(calculated.expression, result, { row, precision: calculated.precision }));
    if (Object.is(target[calculated.field], value)) return false;
    target[calculated.field] = value;
    return true;
  };
  for (let round = 0; round <= count; round += 1) {
    let changed = false;
    for (const table of tables) {
      const rows = result[table.field];
      if (!Array.isArray(rows)) continue;
      for (const row of rows) if (isRecord(row)) for (const column of table.columns) changed = put(row, column, row) || changed;
    }
    for (const calculated of main) changed = put(result, calculated) || changed;
    if (!changed) return result;
  }
  console.warn('calculate: the calculated fields refer to each other in a cycle; the values are those of the last round');
  return result;
}
