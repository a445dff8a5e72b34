import { Dec, parseDecimal } from './decimal.ts';

/**
 * A number as a Chinese capital amount (大写金额), as JNPF's getAmountChinese shows it under a
 * number input or calculated field (spec §5 Calculations, §9):
 * - empty, invalid (not a number, 'abc', NaN) or negative input → '' (the spec; JNPF 3.4.7 itself
 *   prefixes 负数), zero → 零元整, more than 15 integer digits → 数字较大溢出;
 * - up to four decimals, as JNPF: 角, 分, 厘, 毫 (further decimals are cut, as JNPF cuts them);
 *   no 元 when the integer part is 0 (0.05 → 伍分); 整 only when there are no decimals;
 * - text with correct thousands separators ('1,234.56') is read as the number it shows.
 * Where JNPF's converter departs from the usual financial writing rules, the rules win (the text
 * goes on payment documents): 零 for every run of zeros between non-zero digits, also across a
 * 万/亿 boundary (101000 → 壹拾万零壹仟元整, JNPF omits it) and between 元 and a later decimal
 * (1.05 → 壹元零伍分); 10^12 is 万亿 (壹万亿), not JNPF's ambiguous 兆.
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const IN_GROUP = ['', '拾', '佰', '仟'];
const GROUP_UNITS = ['', '万', '亿', '万'];
const FRACTION_UNITS = ['角', '分', '厘', '毫'];
const MAX_INTEGER_DIGITS = 15;
export const AMOUNT_OVERFLOW = '数字较大溢出';

/**
 * The integer part in words, without 元. Groups of four digits from the right take 万 and 亿 when
 * not all zero; the fourth group (10^12) takes 万 and shares the 亿 of the group below it
 * (1,0001,0000,0000 → 壹万零壹亿).
 */
function integerWords(digits: string): string {
  let words = '';
  let zeroPending = false;
  let groupHasDigit = false;
  let yiHasDigit = false;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    const position = digits.length - 1 - index;
    if (digit === 0) zeroPending = words !== '';
    else {
      if (zeroPending) words += DIGITS[0];
      zeroPending = false;
      groupHasDigit = true;
      if (position >= 8) yiHasDigit = true;
      words += DIGITS[digit] + IN_GROUP[position % 4];
    }
    if (position === 8 ? yiHasDigit : position % 4 === 0 && groupHasDigit) words += GROUP_UNITS[position / 4] ?? '';
    if (position % 4 === 0) groupHasDigit = false;
  }
  return words;
}

/** The decimals in words: 零 once for zeros between written digits, none before the first one. */
function fractionWords(digits: string, afterInteger: boolean): string {
  let words = '';
  let zeroPending = false;
  [...digits].forEach((character, index) => {
    const digit = Number(character);
    if (digit === 0) zeroPending = afterInteger || words !== '';
    else {
      words += (zeroPending ? DIGITS[0] : '') + DIGITS[digit] + FRACTION_UNITS[index];
      zeroPending = false;
    }
  });
  return words;
}

export function toChineseAmount(value: unknown): string {
  const decimal = parseDecimal(value);
  if (decimal === null || (decimal.isNegative() && !decimal.isZero())) return '';
  const cut = decimal.toDecimalPlaces(FRACTION_UNITS.length, Dec.ROUND_DOWN);
  const [integer, fraction = ''] = cut.toFixed(FRACTION_UNITS.length).split('.');
  if (integer.length > MAX_INTEGER_DIGITS) return AMOUNT_OVERFLOW;
  const hasInteger = integer !== '0';
  const hasFraction = /[1-9]/.test(fraction);
  if (!hasInteger && !hasFraction) return '零元整';
  const integerPart = hasInteger ? `${integerWords(integer)}元` : '';
  return integerPart + (hasFraction ? fractionWords(fraction.replace(/0+$/, ''), hasInteger) : '整');
}
