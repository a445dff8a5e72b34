import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../../common/form-runtime/calc/index.ts';
import { nextTotals, totalText, type Totals } from '../../../src/form-runtime/sub-table/summary-totals.ts';
import type { Row } from '../../../src/form-runtime/sub-table/index.ts';

/**
 * The 合计 row's sums kept across changes (summary-totals.ts): after any sequence of edits, added
 * and deleted rows, each sum reads exactly as summaryOf (the shared calculator) words it over all
 * the rows, thousands or not.
 */

// A small deterministic generator, so a failure can be replayed.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Cell values a sum meets: numbers with cents, text with thousands, empty, non-numbers, huge amounts. */
const VALUES: unknown[] = [0, 1, 2.5, -3.75, 0.1, 0.2, 1234567.89, '12.30', '1,234.5', ' 7 ', '', null, undefined, 'abc', Number.NaN, {}, '999999999999999.99'];

const shown = (totals: Totals, field: string, thousands: boolean) =>
  totalText(totals.sums.get(field) as NonNullable<ReturnType<Totals['sums']['get']>>, thousands);

describe('sub-table running totals', () => {
  it('read as summaryOf over every row after random edits, additions and deletions', () => {
    const next = random(11);
    const pick = () => VALUES[Math.floor(next() * VALUES.length)];
    let rows: Row[] = Array.from({ length: 60 }, () => ({ a: pick(), b: pick(), text: 'x' }));
    let totals = nextTotals(null, rows, ['a', 'b']);
    for (let step = 0; step < 400; step++) {
      const roll = next();
      rows = rows.slice();
      if (roll < 0.8 && rows.length > 0) {
        // a key press: one row copied with one cell changed
        const index = Math.floor(next() * rows.length);
        rows[index] = { ...rows[index], [next() < 0.5 ? 'a' : next() < 0.5 ? 'b' : 'text']: pick() };
      } else if (roll < 0.9) {
        rows.push({ a: pick(), b: pick(), text: 'y' });
      } else if (rows.length > 0) {
        rows.splice(Math.floor(next() * rows.length), 1);
      }
      totals = nextTotals(totals, rows, ['a', 'b']);
      for (const field of ['a', 'b'])
        for (const thousands of [false, true]) expect(shown(totals, field, thousands), `step ${step} ${field}`).toBe(summaryOf(rows, field, thousands));
    }
  });

  it('add again when many rows changed at once, and start a field it had not summed', () => {
    const rows: Row[] = Array.from({ length: 40 }, (_, index) => ({ a: index, b: 1 }));
    const first = nextTotals(null, rows, ['a']);
    const all = rows.map((row) => ({ ...row, a: 1 }));
    const second = nextTotals(first, all, ['a', 'b']);
    expect(shown(second, 'a', false)).toBe(summaryOf(all, 'a'));
    expect(shown(second, 'b', false)).toBe('40');
  });

  it('keep a row that is not an object as 0, as summaryOf does', () => {
    const rows = [{ a: 1 }, null, { a: '2.5' }] as unknown as Row[];
    const totals = nextTotals(null, rows, ['a']);
    expect(shown(totals, 'a', false)).toBe(summaryOf(rows, 'a'));
    const changed = rows.slice();
    changed[1] = { a: 4 };
    expect(shown(nextTotals(totals, changed, ['a']), 'a', false)).toBe(summaryOf(changed, 'a'));
  });
});
