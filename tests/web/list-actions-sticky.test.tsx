import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { Button } from '@mui/material';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { ListTable, flatRows, type ListColumn } from '../../src/crud/list/list-table.tsx';

interface Row {
  id: string;
  name: string;
}
const ROWS = flatRows<Row>([{ id: '1', name: '甲' }]);
const actions = {
  header: '操作',
  render: () => (
    <>
      <Button size="small">编辑</Button>
      <Button size="small">删除</Button>
    </>
  ),
};
const draw = (columns: ListColumn<Row>[]) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListTable columns={columns} rows={ROWS} rowTestId="row" actions={actions} />
    </AdminContext>,
  );

/**
 * Issue 18 point 5: beside the user page's organisation tree the list is narrower than its
 * columns; it scrolls inside its card, and its 操作 column stays at the right edge in compact
 * buttons, so the actions never scroll out of view (at 1440×900 they did: tests/browser/certification.test.ts measures it).
 */
describe('a list’s row actions', () => {
  it('stay at the right edge of a table that scrolls, on one line', () => {
    draw([{ key: 'name', header: '名称', render: (row) => row.name }]);
    const cell = screen.getByTestId('row-actions');
    expect(getComputedStyle(cell).position).toBe('sticky');
    expect(getComputedStyle(cell).right).toBe('0px');
    expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
    const head = screen.getByRole('columnheader', { name: '操作' });
    expect(getComputedStyle(head).position).toBe('sticky');
  });

  it('do not stick when a column is itself fixed to the right (its offset does not count them)', () => {
    draw([{ key: 'name', header: '名称', fixed: 'right', width: 100, render: (row) => row.name }]);
    expect(getComputedStyle(screen.getByTestId('row-actions')).position).not.toBe('sticky');
    expect(getComputedStyle(screen.getByTestId('row-actions')).whiteSpace).toBe('nowrap');
  });
});
