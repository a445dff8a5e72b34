import { evaluateCalculation, formatThousands, stripThousands, toChineseAmount, type CalcToken } from '../../../../common/form-runtime/calc/index.ts';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';

/** A calculate item's configuration (spec §3 calculated field: expression, precision default 2, thousands, isAmountChinese, isStorage). */
export interface CalculationConfig {
  expression: CalcToken[];
  precision: number;
  thousands: boolean;
  amountChinese: boolean;
  /** isStorage 2: displayed and saved */
  stored: boolean;
}

export function calculationConfig(item: FormItem): CalculationConfig {
  const { expression, precision, thousands, isAmountChinese, isStorage } = item.props;
  const places = Number(precision);
  return {
    expression: Array.isArray(expression) ? (expression as CalcToken[]) : [],
    precision: precision !== undefined && precision !== null && precision !== '' && Number.isInteger(places) && places >= 0 ? places : 2,
    thousands: thousands === true,
    amountChinese: isAmountChinese === true,
    stored: Number(isStorage) === 2,
  };
}

/**
 * Whether the widget sits in a sub-table row: the sub-table hands a cell its row as formData
 * (widget-contract.ts), so a dotted variable's table (`tableField1.price`) is then missing from
 * it. The table computes its cells' results itself (sub-table/row-logic.ts) and passes them as
 * the value.
 */
export function isRowData(config: CalculationConfig, formData: Record<string, unknown> | undefined): boolean {
  if (!formData) return false;
  return config.expression.some((token) => {
    if (!token || typeof token !== 'object' || !token.__vModel__.includes('.')) return false;
    return !Array.isArray(formData[token.__vModel__.split('.')[0]]);
  });
}

/** The result over the record, fixed to the precision (the evaluator's rules: missing values count 0, NaN and errors give 0). */
export const calculate = (config: CalculationConfig, formData: Record<string, unknown> | undefined, row?: Record<string, unknown>): string =>
  evaluateCalculation(config.expression, formData ?? {}, { row, precision: config.precision });

/** A result as shown: fixed to the precision, with thousands separators when configured. */
export function shownResult(result: unknown, config: CalculationConfig): string {
  if (typeof result !== 'string' && typeof result !== 'number') return '';
  const fixed = formatThousands(result, config.precision);
  return config.thousands ? fixed : stripThousands(fixed);
}

/** The Chinese capital amount under the result (isAmountChinese), empty otherwise. */
export const chineseAmountOf = (result: unknown, config: CalculationConfig): string =>
  config.amountChinese && (typeof result === 'string' || typeof result === 'number') && result !== '' ? toChineseAmount(stripThousands(String(result))) : '';
