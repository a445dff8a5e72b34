import { describe, expect, it } from 'vitest';
import { allTreeIds, parentOptions, visibleTreeRows } from '../../../src/crud/tree-rows.ts';

const tree = [
  { id: 'a', fullName: 'A', children: [{ id: 'a1', fullName: 'A1', children: [{ id: 'a11', fullName: 'A11' }] }] },
  { id: 'b', fullName: 'B', hasChildren: true },
];

describe('tree rows', () => {
  it('shows roots only until a row is expanded, then its children one level deeper', () => {
    expect(visibleTreeRows(tree, new Set()).map((r) => [r.row.id, r.depth, r.expandable])).toEqual([
      ['a', 0, true],
      ['b', 0, true],
    ]);
    expect(visibleTreeRows(tree, new Set(['a', 'a1'])).map((r) => [r.row.id, r.depth])).toEqual([
      ['a', 0],
      ['a1', 1],
      ['a11', 2],
      ['b', 0],
    ]);
  });

  it('takes a lazily loaded level from the loaded map', () => {
    const rows = visibleTreeRows(tree, new Set(['b']), new Map([['b', [{ id: 'b1', fullName: 'B1', hasChildren: false }]]]));
    expect(rows.map((r) => [r.row.id, r.depth, r.expandable])).toEqual([
      ['a', 0, true],
      ['b', 0, true],
      ['b1', 1, false],
    ]);
  });

  it('expands all and offers parents without the edited node’s subtree', () => {
    expect(allTreeIds(tree)).toEqual(['a', 'a1', 'a11', 'b']);
    expect(parentOptions(tree, 'a1').map((o) => [o.value, o.depth])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
  });
});
