import Decimal from 'decimal.js';
import { formatThousands, isNumberString, stripThousands } from '../../../../common/form-runtime/calc/index.ts';

/**
 * The number input's arithmetic (spec §3 number input, §5 number widgets), kept apart from the
 * component so the rules read as rules: decimal arithmetic (no binary drift in money), bounds,
 * precision, and the text shown with or without thousands separators.
 */
export interface NumberRules {
  min?: number;
  max?: number;
  /** decimal places; absent: as typed */
  precision?: number;
  step: number;
}

const finite = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** A numInput's rules from its JNPF props (min, max, precision, step). */
export function numberRulesOf(props: Record<string, unknown>): NumberRules {
  const precision = finite(props.precision);
  const step = finite(props.step);
  return {
    min: finite(props.min),
    max: finite(props.max),
    precision: precision !== undefined && precision >= 0 ? Math.floor(precision) : undefined,
    step: step !== undefined && step > 0 ? step : 1,
  };
}

/**
 * Typed text as the number check (calc's isNumberString) reads it: separators and a plus sign
 * dropped, leading zeros dropped, `.5` → `0.5`, `5.` → `5`. Anything else stays as typed and fails.
 */
function canonical(text: string): string {
  let out = stripThousands(text.trim()).replace(/^\+/, '');
  const negative = out.startsWith('-');
  if (negative) out = out.slice(1);
  out = out
    .replace(/^0+(?=\d)/, '')
    .replace(/^\./, '0.')
    .replace(/\.$/, '');
  return negative ? `-${out}` : out;
}

/** A typed or stored value as a number; null for empty or not a number. */
export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = canonical(value);
  return text !== '' && isNumberString(text) ? Number(text) : null;
}

/** Is the text empty (after trimming)? Empty is null, not an error. */
export const isBlank = (text: string): boolean => text.trim() === '';

/** A number fixed to the precision (half up) and then held within min and max. */
export function settle(value: number, rules: NumberRules): number {
  let decimal = new Decimal(value);
  if (rules.precision !== undefined) decimal = decimal.toDecimalPlaces(rules.precision, Decimal.ROUND_HALF_UP);
  if (rules.max !== undefined && decimal.gt(rules.max)) decimal = new Decimal(rules.max);
  if (rules.min !== undefined && decimal.lt(rules.min)) decimal = new Decimal(rules.min);
  return decimal.toNumber();
}

/** One step up (+1) or down (−1) from the value (from the minimum or 0 when empty), settled. */
export function stepped(value: number | null, direction: 1 | -1, rules: NumberRules): number {
  if (value === null) return settle(rules.min ?? 0, rules);
  return settle(new Decimal(value).plus(new Decimal(rules.step).times(direction)).toNumber(), rules);
}

/** The text shown while the field is not being edited: fixed to the precision, with separators when `thousands`. */
export function displayText(value: number | null, rules: NumberRules, thousands: boolean): string {
  if (value === null) return '';
  const fixed = rules.precision !== undefined ? new Decimal(value).toFixed(rules.precision) : new Decimal(value).toFixed();
  return thousands ? formatThousands(fixed, rules.precision) : fixed;
}

/** The text put in the field when it gains focus: the shown text without its separators. */
export const editText = (value: number | null, rules: NumberRules, thousands: boolean): string => stripThousands(displayText(value, rules, thousands));
