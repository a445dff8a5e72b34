import { describe, expect, it } from 'vitest';
import { formatThousands, isNumberString, stripThousands, summaryOf } from '../../../common/form-runtime/calc/index.ts';

/** Number text (spec §5 number widgets), thousands separators and the sub-table's 合计 value (spec §9). */
describe('isNumberString', () => {
  it.each(['0', '-0', '+1', '7', '123', '-12.5', '0.05', '10.00', '+0.5'])('accepts %s', (text) => expect(isNumberString(text)).toBe(true));
  it.each(['', '01', '-007', '.5', '1.', '1e3', '1,234', ' 1', '1 ', 'abc', '--1', '1.2.3', '+', 'Infinity', 'NaN'])('refuses %j', (text) =>
    expect(isNumberString(text)).toBe(false),
  );
});

describe('thousands separators', () => {
  it.each([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [1000, undefined, '1,000'],
    [1234567.5, undefined, '1,234,567.5'],
    ['1234567.50', undefined, '1,234,567.50'],
    ['-1234567.891', undefined, '-1,234,567.891'],
    ['1234.5', 2, '1,234.50'],
    [1234.565, 2, '1,234.57'],
    ['1.005', 2, '1.01'],
    [1234567, 0, '1,234,567'],
    ['1,234.5', undefined, '1,234.5'],
    [1e21, undefined, '1,000,000,000,000,000,000,000'],
    ['-0.001', 2, '0.00'],
  ])('%j with precision %j → %s', (value, precision, text) => {
    expect(formatThousands(value, precision)).toBe(text);
  });

  it('returns text that is not a number unchanged, and NaN or Infinity as empty', () => {
    expect(formatThousands('')).toBe('');
    expect(formatThousands('abc')).toBe('abc');
    expect(formatThousands(NaN)).toBe('');
    expect(formatThousands(Infinity)).toBe('');
  });

  it('round-trips: stripping the separators gives the number text back', () => {
    for (const text of ['0', '12', '123456', '-98765432.10', '1000000.001', '999.99']) {
      const shown = formatThousands(text);
      expect(stripThousands(shown)).toBe(text);
      expect(formatThousands(stripThousands(shown))).toBe(shown);
    }
    expect(stripThousands('1,234,567.89')).toBe('1234567.89');
    expect(stripThousands('abc')).toBe('abc');
  });
});

describe('summaryOf (the sub-table 合计)', () => {
  it('shows a whole sum without decimals and any other with two', () => {
    expect(summaryOf([{ n: 1 }, { n: 2 }, { n: '3' }], 'n')).toBe('6');
    expect(summaryOf([{ n: 1.5 }, { n: 2.25 }], 'n')).toBe('3.75');
    expect(summaryOf([{ n: 1.1 }, { n: 2.2 }], 'n')).toBe('3.30');
    expect(summaryOf([{ n: 0.125 }], 'n')).toBe('0.13');
  });

  it('adds exactly and counts empty or invalid cells as 0', () => {
    expect(summaryOf([{ n: 0.1 }, { n: 0.2 }, { n: 0.7 }], 'n')).toBe('1');
    expect(summaryOf([{ n: '' }, { n: null }, { n: 'x' }, {}, { n: true }, { n: 4 }], 'n')).toBe('4');
    expect(summaryOf([], 'n')).toBe('0');
    expect(
      summaryOf(
        Array.from({ length: 5000 }, () => ({ n: 0.07 })),
        'n',
      ),
    ).toBe('350');
  });

  it('keeps negative totals and adds thousands separators when asked', () => {
    expect(summaryOf([{ n: -1.5 }, { n: 0.25 }], 'n')).toBe('-1.25');
    expect(summaryOf([{ n: 1234567.891 }], 'n', true)).toBe('1,234,567.89');
    expect(summaryOf([{ n: 1000 }, { n: 234 }], 'n', true)).toBe('1,234');
    expect(summaryOf([{ n: 1000 }, { n: 234 }], 'n', false)).toBe('1234');
  });
});
