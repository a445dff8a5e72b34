/**
 * Calculations of the form runtime, one implementation for the browser and the server (spec §3
 * calculated field, number input, sub-table; §5 Calculations and number widgets; §9; contract §7.2
 * `calculate` and `table`): all arithmetic in decimal.js, never binary floating point.
 *
 * - evaluateCalculation: a calculate widget's `expression` (JNPF's token list) over the form values;
 * - isNumberString, formatThousands, stripThousands: number text and thousands separators;
 * - toChineseAmount: the Chinese capital amount shown under numbers (isAmountChinese);
 * - summaryOf: a sub-table's 合计 value for one summary column;
 * - recomputeCalculatedValues: the server's recomputation of every stored calculated value before a
 *   save (the rule is in recompute.ts), so a tampered client total is never stored.
 */
export { type CalcToken, evaluateCalculation } from './expression.ts';
export { isNumberString, formatThousands, stripThousands } from './number-text.ts';
export { toChineseAmount, AMOUNT_OVERFLOW } from './chinese-amount.ts';
export { summaryOf } from './summary.ts';
export { recomputeCalculatedValues } from './recompute.ts';
