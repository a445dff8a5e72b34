import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { evaluateCalculation, type CalcToken } from '../../../common/form-runtime/calc/index.ts';

/**
 * The calculate widget's evaluator (spec §5 Calculations, issue 11 point 3), fed with expressions
 * shaped as JNPF 3.4.7's formula dialog stores them: one string per key press ('1', '2', '.', '×',
 * '(') and `{ __vModel__, label }` for fields, `table.column` for sub-table columns.
 */
const field = (name: string): CalcToken => ({ __vModel__: name, label: name });
const calc = (expression: CalcToken[], data: Record<string, unknown> = {}, options?: { row?: Record<string, unknown>; precision?: number }) =>
  evaluateCalculation(expression, data, options);

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('operators and precedence', () => {
  it('computes + − × ÷ with × and ÷ before + and −, left to right', () => {
    expect(calc(['2', '+', '3', '×', '4'])).toBe('14.00');
    expect(calc(['2', '0', '-', '6', '÷', '3', '-', '1'])).toBe('17.00');
    expect(calc(['8', '÷', '4', '÷', '2'])).toBe('1.00');
    expect(calc(['1', '0', '-', '4', '-', '3'])).toBe('3.00');
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts *, / and − as well as ×, ÷ and -, and whole numbers as tokens', () => {
    expect(calc([2, '*', 3, '/', 4, '−', '0.5'])).toBe('1.00');
    expect(calc(['12.5', '×', 2])).toBe('25.00');
  });

  it('honours parentheses, nested too', () => {
    expect(calc(['(', '2', '+', '3', ')', '×', '4'])).toBe('20.00');
    expect(calc(['(', '(', '1', '+', '2', ')', '×', '(', '3', '+', '4', ')', ')', '÷', '7'])).toBe('3.00');
    expect(calc(['1', '0', '-', '(', '4', '-', '3', ')'])).toBe('9.00');
  });

  it('joins the number pad key presses into numbers, as JNPF mergeNumberOfExps', () => {
    expect(calc(['1', '2', '.', '5', '+', '.', '5'])).toBe('13.00');
  });
});

describe('invalid token sequences log a warning and yield 0', () => {
  const invalid: [string, CalcToken[]][] = [
    ['two operands in a row', [field('a'), field('b')]],
    ['an even count', ['1', '+']],
    ['an operator first', ['+', '1']],
    ['an operator last', ['1', '+', '2', '×']],
    ['two operators in a row', ['1', '+', '×', '2']],
    ['an unclosed parenthesis', ['(', '1', '+', '2']],
    ['a stray closing parenthesis', ['1', '+', '2', ')']],
    ['empty parentheses', ['(', ')', '+', '1']],
    ['a malformed number', ['1', '.', '2', '.', '3', '+', '1']],
    ['a field object without __vModel__', [{ label: 'x' } as unknown as CalcToken]],
    ['an infinite number', [Infinity, '+', 1]],
    ['an unknown symbol', ['1', '%', '2']],
  ];
  it.each(invalid)('%s', (_name, expression) => {
    expect(calc(expression, { a: 1, b: 2 })).toBe('0.00');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('fixes the 0 to the precision', () => {
    expect(calc(['+'], {}, { precision: 3 })).toBe('0.000');
  });

  it('gives 0 without a warning for a widget with no formula yet', () => {
    expect(calc([])).toBe('0.00');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and gives 0 on a division by zero, also by a field that is 0 or missing', () => {
    expect(calc(['1', '÷', '0'])).toBe('0.00');
    expect(calc(['5', '+', '1', '÷', field('zero')], { zero: 0 })).toBe('0.00');
    expect(calc(['1', '÷', field('missing')])).toBe('0.00');
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('values', () => {
  it('reads fields given as objects and as plain names', () => {
    expect(calc([field('price'), '×', 'quantity'], { price: 12.5, quantity: 3 })).toBe('37.50');
  });

  it('counts missing and invalid values as 0', () => {
    const data = { text: 'abc', flag: true, list: [1, 2], object: { a: 1 }, nan: NaN, empty: '', nil: null, inf: Infinity };
    for (const name of ['missing', 'text', 'flag', 'list', 'object', 'nan', 'empty', 'nil', 'inf']) expect(calc([field(name), '+', '1'], data)).toBe('1.00');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads number text, with correct thousands separators too', () => {
    expect(calc([field('a'), '+', field('b')], { a: ' 1.5 ', b: '1,234.5' })).toBe('1236.00');
    expect(calc([field('a'), '+', '1'], { a: '1,2' })).toBe('1.00');
  });

  it('takes a dotted column from the row inside a sub-table row', () => {
    const row = { price: '2.5', quantity: 4 };
    const data = { tableField107: [row, { price: 100, quantity: 100 }] };
    expect(calc([field('tableField107.price'), '×', field('tableField107.quantity')], data, { row })).toBe('10.00');
  });

  it('sums a dotted column over the rows outside a row, missing cells and non-rows as 0', () => {
    const data = { tableField107: [{ amount: 1.1 }, { amount: '2.2' }, {}, { amount: 'x' }, null, 'junk'], discount: 0.3 };
    expect(calc([field('tableField107.amount'), '-', field('discount')], data)).toBe('3.00');
    expect(calc([field('noTable.amount'), '+', '1'], data)).toBe('1.00');
  });

  it('reads a plain name from the main values inside a row', () => {
    expect(calc([field('t.qty'), '×', field('rate')], { rate: 3, t: [] }, { row: { qty: 2, rate: 100 } })).toBe('6.00');
  });
});

describe('decimal arithmetic and precision', () => {
  it('has no binary floating-point drift', () => {
    expect(calc(['0', '.', '1', '+', '0', '.', '2'], {}, { precision: 20 })).toBe('0.30000000000000000000');
    expect(calc([field('a'), '+', field('b')], { a: 0.1, b: 0.2 }, { precision: 17 })).toBe('0.30000000000000000');
    expect(calc([field('a'), '×', '3'], { a: 1.1 }, { precision: 15 })).toBe('3.300000000000000');
    expect(calc(['1', '-', '0', '.', '9'], {}, { precision: 16 })).toBe('0.1000000000000000');
  });

  it('rounds half up to the precision, 2 by default, and never shows -0', () => {
    expect(calc(['1', '.', '0', '0', '5', '×', '1'])).toBe('1.01');
    expect(calc(['1', '.', '0', '0', '5'], {}, { precision: 2 })).toBe('1.01');
    expect(calc(['2', '÷', '3'], {}, { precision: 4 })).toBe('0.6667');
    expect(calc(['2', '÷', '3'], {}, { precision: 0 })).toBe('1');
    expect(calc(['1', '2', '3', '.', '4'])).toBe('123.40');
    expect(calc(['0', '-', '0', '.', '0', '0', '1'])).toBe('0.00');
    expect(calc(['0', '-', '1', '.', '5'], {}, { precision: 1 })).toBe('-1.5');
  });

  it('uses the default precision when the given one is not a whole number of places', () => {
    expect(calc(['1', '÷', '3'], {}, { precision: -1 })).toBe('0.33');
    expect(calc(['1', '÷', '3'], {}, { precision: 1.5 })).toBe('0.33');
  });

  it('keeps money totals over many rows exact', () => {
    const rows = Array.from({ length: 10000 }, () => ({ amount: 0.01 }));
    expect(calc([field('t.amount')], { t: rows })).toBe('100.00');
    const prices = Array.from({ length: 1000 }, (_, index) => ({ amount: 19.99, qty: index % 3 }));
    expect(calc([field('t.amount'), '×', '3'], { t: prices })).toBe('59970.00');
  });

  it('handles amounts of 15 integer digits without losing cents', () => {
    expect(calc([field('a'), '+', field('b')], { a: '999999999999998.99', b: '0.01' })).toBe('999999999999999.00');
  });
});
