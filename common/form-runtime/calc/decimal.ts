import Decimal from 'decimal.js';

/**
 * The decimal arithmetic every calculation uses. A private clone, so no other module's
 * `Decimal.set` changes our results: 40 significant digits (a 15-digit amount with many decimals
 * divided stays exact to far more places than any precision a form asks for), half-up rounding as
 * people round money, and plain notation (never `1e+21`) when a value is turned into text.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Dec = Decimal;

/** Plain decimal text: optional sign, digits with an optional fraction (`.5` and `5.` too), optional exponent. */
const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
/** Text with correct thousands groups: `1,234`, `-12,345,678.9`. Badly grouped text (`1,2`) is not a number. */
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A form value as a decimal, or null when it is not a number: finite numbers, bigints and number
 * text (surrounding blanks and correct thousands separators allowed). Booleans, objects, arrays,
 * NaN, Infinity and other text are null, so callers can count them as 0 (spec §5 Calculations).
 */
export function parseDecimal(value: unknown): Dec | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value) : null;
  if (typeof value === 'bigint') return new Dec(value.toString());
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (PLAIN.test(text)) return new Dec(text);
  if (GROUPED.test(text)) return new Dec(text.replace(/,/g, ''));
  return null;
}

/** A decimal as fixed text with `places` decimals, half up; a result that rounds to zero never shows as `-0.00`. */
export function toFixedText(value: Dec, places: number): string {
  const rounded = value.toDecimalPlaces(places, Dec.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(places);
}

/** A precision setting as decimal places: a whole number from 0 to 20, else the default. */
export function placesOf(precision: unknown, fallback = 2): number {
  const number = typeof precision === 'string' && precision.trim() !== '' ? Number(precision) : precision;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 20 ? number : fallback;
}
