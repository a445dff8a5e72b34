import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { recomputeCalculatedValues } from '../../../common/form-runtime/calc/index.ts';

/**
 * The server's recomputation before a save (issue 11 point 3): every stored calculated value,
 * in layout containers and sub-table rows, comes from the evaluator, never from the client.
 */
const ref = (name: string) => ({ __vModel__: name, label: name });
const num = (field: string): FormItem => ({ key: 'numInput', field, props: {} });
const calculate = (field: string | undefined, expression: unknown[], props: Record<string, unknown> = {}): FormItem => ({
  key: 'calculate',
  field,
  props: { expression, isStorage: field ? 2 : 1, ...props },
});

/** A fee form: lines in a sub-table (amount = price × quantity), inside a card in a tab; totals in a row container. */
const items: FormItem[] = [
  num('rate'),
  {
    key: 'tab',
    props: {},
    children: [
      {
        key: 'tabItem',
        props: {},
        children: [
          {
            key: 'card',
            props: {},
            children: [
              {
                key: 'table',
                field: 'tableField107',
                props: { summaryField: ['amount'], 'show-summary': true },
                children: [num('price'), num('quantity'), calculate('amount', [ref('tableField107.price'), '×', ref('tableField107.quantity')])],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'row',
    props: {},
    children: [
      // refers to `total`, computed after it: the rounds must settle it
      calculate('withTax', [ref('total'), '×', '(', '1', '+', ref('rate'), ')']),
      calculate('total', [ref('tableField107.amount')]),
      calculate(undefined, [ref('total'), '×', '2']),
      calculate('third', [ref('total'), '÷', '3'], { precision: 4 }),
    ],
  },
];

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('recomputeCalculatedValues', () => {
  const data = () => ({
    rate: 0.13,
    title: 'fees',
    tableField107: [
      { price: 19.99, quantity: 3, amount: 1 },
      { price: '0.1', quantity: '0.2', amount: 999 },
      { price: 'x', quantity: 5 },
    ],
    total: 1000000,
    withTax: 1,
    third: 7,
  });

  it('replaces tampered row and total values with its own', () => {
    const result = recomputeCalculatedValues(items, data());
    expect(result.tableField107).toEqual([
      { price: 19.99, quantity: 3, amount: 59.97 },
      { price: '0.1', quantity: '0.2', amount: 0.02 },
      { price: 'x', quantity: 5, amount: 0 },
    ]);
    expect(result.total).toBe(59.99);
    expect(result.withTax).toBe(67.79);
    expect(result.third).toBe(19.9967);
    expect(result.rate).toBe(0.13);
    expect(result.title).toBe('fees');
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not change the data it was given', () => {
    const input = data();
    const copy = structuredClone(input);
    recomputeCalculatedValues(items, input);
    expect(input).toEqual(copy);
  });

  it('fills calculated values the client left out, and stores no display-only one', () => {
    const result = recomputeCalculatedValues(items, { rate: 0, tableField107: [{ price: 2, quantity: 2 }] });
    expect(result).toEqual({ rate: 0, tableField107: [{ price: 2, quantity: 2, amount: 4 }], total: 4, withTax: 4, third: 1.3333 });
  });

  it('leaves a sub-table that is not a list alone and counts it as 0', () => {
    const result = recomputeCalculatedValues(items, { tableField107: 'tampered', rate: 1 });
    expect(result.tableField107).toBe('tampered');
    expect(result.total).toBe(0);
  });

  it('keeps a value a number cannot hold exactly as decimal text', () => {
    const big: FormItem[] = [num('a'), calculate('sum', [ref('a'), '+', '0', '.', '0', '2'])];
    expect(recomputeCalculatedValues(big, { a: '999999999999998.99' }).sum).toBe('999999999999999.01');
    expect(recomputeCalculatedValues(big, { a: '1.2' }).sum).toBe(1.22);
  });

  it('stops on a formula cycle with a warning', () => {
    const cycle: FormItem[] = [calculate('a', [ref('b'), '+', '1']), calculate('b', [ref('a'), '+', '1'])];
    const result = recomputeCalculatedValues(cycle, {});
    expect(typeof result.a).toBe('number');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('returns a plain copy when the form has no calculated field', () => {
    const input = { a: 1 };
    const result = recomputeCalculatedValues([num('a')], input);
    expect(result).toEqual(input);
    expect(result).not.toBe(input);
  });
});
