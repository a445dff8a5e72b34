import { parseDecimal, placesOf, toFixedText } from './decimal.ts';

/**
 * The number-text rules of spec §5 (number widgets): the number check and thousands separators,
 * shared by the number input, the calculated field, the sub-table's total row and printing.
 */

/** Spec §5 (JNPF isNumberStr): optional sign, no leading zeros, optional decimals. '-0.5' yes; '01', '.5', '1.', '1e3' no. */
export function isNumberString(text: string): boolean {
  return typeof text === 'string' && /^[+-]?(0|[1-9]\d*)(\.\d+)?$/.test(text);
}

/** The decimals a number was written with: '1.50' → 2, '1,234' → 0; exponent forms have none that count. */
function typedPlaces(value: string | number): number | null {
  if (typeof value === 'number') return null;
  const match = /^[+-]?[\d,]*(?:\.(\d*))?$/.exec(value.trim());
  return match ? (match[1] ?? '').length : null;
}

/**
 * A number with thousands separators in its integer part ('1234567.5' → '1,234,567.5'), fixed to
 * `precision` decimals (half up) when given, else with the decimals it was written with ('123.40'
 * stays '123.40'). Text already carrying correct separators is taken as the same number. Text
 * that is not a number comes back unchanged (a number that is NaN or infinite as '').
 */
export function formatThousands(value: string | number, precision?: number): string {
  const decimal = parseDecimal(value);
  if (decimal === null) return typeof value === 'string' ? value : '';
  const typed = typedPlaces(value);
  const places = precision === undefined ? (typed ?? decimal.decimalPlaces()) : placesOf(precision, typed ?? decimal.decimalPlaces());
  const [integer, fraction] = toFixedText(decimal, places).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The text without its thousands separators, as an input shows it while being edited. */
export function stripThousands(text: string): string {
  return String(text).replace(/,/g, '');
}
