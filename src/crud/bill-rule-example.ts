import dayjs from 'dayjs';

/**
 * The numbering rule's live example (spec lowcode §4): prefix, today in the chosen format
 * (nothing for `no`), and the start number left-padded with zeros to the digit count.
 */
export function billRuleExample(data: Record<string, unknown>, today = new Date()): Record<string, unknown> {
  const format = String(data.dateFormat ?? '');
  const date = !format || format === 'no' ? '' : dayjs(today).format(format.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD'));
  const digit = Number(data.digit) || 0;
  const start = String(data.startNumber ?? '');
  const example = `${data.prefix ?? ''}${date}${start ? start.padStart(digit, '0') : ''}`;
  return data.example === example ? data : { ...data, example };
}
