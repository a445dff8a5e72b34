import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { designToModel } from '../../common/online-forms/design-to-model.ts';
import { onlineDesignOf } from '../../common/online-forms/online-design.ts';
import type { ListSearch } from '../../common/online-forms/design-model.ts';
import { demoOnlineDesigns } from '../../server/features/demo/demo-online-designs.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import type { EntityRecord } from '../../src/lib/data/entity-resource.ts';
import { ListTable, flatRows, type ListColumn } from '../../src/crud/list/list-table.tsx';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { ReadOnlyRenderer } from '../../src/form-runtime/renderer/form-renderer.tsx';
import { SubTableEdit, SubTableView } from '../../src/form-runtime/sub-table/index.ts';
import { onlineResourceOf } from '../../src/features/online-dev/online-resource.ts';
import { listSummary } from '../../src/features/online-dev/list-summary.ts';
import { onlineCellOf } from '../../src/features/online-dev/list-cells.tsx';
import { searchItemOf } from '../../src/features/online-dev/search-items.ts';
import { onlineDevTexts } from '../../src/features/online-dev/messages.ts';

/**
 * How the type-3 page looks to a port clerk (issue 14, the Chromium run's screenshots of the fee
 * settlement): totals at the field's precision, one-line cells and headers, no required marks in a
 * read-only sub-table, a sub-table spanning its place with unbroken shading, a switch searched as
 * 是/否. The fee settlement is the demo's own released design, converted as the page converts it.
 */

beforeAll(() => registerFormRuntime());

const feeRow = demoOnlineDesigns.find((row) => row.id === 'vd-fee-settlement');
if (!feeRow) throw new Error('the demo has no fee settlement design');
const converted = designToModel(onlineDesignOf(feeRow));
const resource = () => onlineResourceOf('vd-fee-settlement', converted, '费用结算');

function findTable(items: readonly FormItem[]): FormItem | undefined {
  for (const item of items) {
    if (item.key === 'table') return item;
    const inner = findTable(item.children ?? []);
    if (inner) return inner;
  }
  return undefined;
}
const feeLines = (): FormItem => {
  const table = findTable(converted.form);
  if (!table) throw new Error('the fee settlement has no sub-table');
  return table;
};
const lines = [
  { feeName: '装卸费', quantity: 3, unitPrice: 120.5, amount: 361.5 },
  { feeName: '堆存费', quantity: 2, unitPrice: 1000, amount: 2000 },
];
const record = (id: string, totalAmount: unknown): EntityRecord => ({ id, totalAmount });

describe('the list summary and cells at the field precision', () => {
  it('writes the 合计 of a precision-2 field with two decimals, integers too; without a precision, as the spec writes totals', () => {
    const summary = listSummary(converted.list, resource().columns, 'zh');
    expect(summary?.([record('a', 2475), record('b', 12980)]).totalAmount).toBe('15,455.00');
    expect(summary?.([record('a', '2,475.00'), record('b', 2265.25)]).totalAmount).toBe('4,740.25');
    expect(summary?.([record('a', 2475)]).settlementNo).toBe('合计');
    const columns = resource().columns.map((column) => (column.name === 'totalAmount' ? { name: column.name } : column));
    const bare = listSummary(converted.list, columns, 'zh');
    expect(bare?.([record('a', 2475)]).totalAmount).toBe('2,475');
    expect(bare?.([record('a', 2475.5)]).totalAmount).toBe('2,475.50');
  });

  it('draws a thousands cell of a precision-2 field with two decimals', () => {
    const cellOf = onlineCellOf(converted, 'zh');
    const total = resource().columns.find((column) => column.name === 'totalAmount');
    if (!total) throw new Error('no total column');
    expect(cellOf(total)(record('a', 2475))).toBe('2,475.00');
  });

  it("counts a sub-table's rows in the user's language, from the feature's messages", () => {
    const table = resource().fields.find((field) => field.item?.key === 'table');
    if (!table) throw new Error('no sub-table field');
    const column = { name: table.name, label: table.label, widget: table.widget, item: table.item };
    const row = { id: 'a', [table.name]: lines };
    expect(onlineCellOf(converted, 'en')(column)(row)).toBe('2 rows');
    expect(onlineCellOf(converted, 'zh-TW')(column)(row)).toBe('2 條');
    expect(onlineDevTexts('zh').subTableRows).toBe('{n} 条');
  });
});

describe('list table cells and headers on one line', () => {
  type Row = { id: string; handler: string; remark: string };
  const columns: ListColumn<Row>[] = [
    { key: 'handler', header: '经办人', width: 110, render: (row) => row.handler },
    { key: 'remark', header: '备注说明很长的表头', render: (row) => <span>{row.remark}</span> },
    { key: 'total', header: '合计', width: 150, align: 'right', render: () => '2,494.70' },
  ];
  const renderTable = () =>
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ListTable
          columns={columns}
          rows={flatRows([{ id: '1', handler: '王经理/manager', remark: '一段很长的备注' }])}
          rowTestId="looks-row"
          actions={{ header: '操作', render: () => null }}
          summary={{ total: '2,494.70' }}
        />
      </AdminContext>,
    );

  it('keeps every header on one line', () => {
    renderTable();
    for (const header of screen.getAllByRole('columnheader')) expect(getComputedStyle(header).whiteSpace).toBe('nowrap');
  });

  it('cuts a value longer than its configured width with … and shows it whole as the tooltip', () => {
    renderTable();
    const cell = within(screen.getByTestId('looks-row')).getByText('王经理/manager');
    expect(cell).toHaveAttribute('data-one-line');
    expect(cell).toHaveAttribute('title', '王经理/manager');
    expect(cell.style.whiteSpace).toBe('nowrap');
    expect(cell.style.textOverflow).toBe('ellipsis');
    expect(cell.style.overflow).toBe('hidden');
    // 110 px less the cell's 16 px padding either side
    expect(cell.style.maxWidth).toBe('78px');
    const total = within(screen.getByTestId('looks-row')).getByText('2,494.70');
    expect(total.style.marginLeft).toBe('auto');
  });

  it('does not cut a tree’s first cell to its column, which it shares with the toggle and the indent', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ListTable
          columns={columns}
          rows={[{ row: { id: 'group:5#泊位', handler: '5#泊位', remark: '' }, depth: 0, expandable: true }]}
          rowTestId="looks-row"
          tree={{ indent: { base: 1, step: 2 }, expanded: new Set(), onToggle: () => undefined }}
        />
      </AdminContext>,
    );
    const box = within(screen.getByTestId('looks-row')).getByText('5#泊位');
    expect(box).toHaveAttribute('data-one-line');
    expect(box.style.maxWidth).toBe('360px');
  });

  it('bounds a column without a width and titles a widget-drawn cell from its text once it is cut', () => {
    renderTable();
    const box = within(screen.getByTestId('looks-row')).getByText('一段很长的备注').parentElement as HTMLElement;
    expect(box).toHaveAttribute('data-one-line');
    expect(box.style.maxWidth).toBe('360px');
    expect(box).not.toHaveAttribute('title');
    vi.spyOn(box, 'scrollWidth', 'get').mockReturnValue(500);
    vi.spyOn(box, 'clientWidth', 'get').mockReturnValue(328);
    fireEvent.mouseEnter(box);
    expect(box).toHaveAttribute('title', '一段很长的备注');
  });

  it('keeps the summary cells on one line as well', () => {
    renderTable();
    const summary = within(screen.getByTestId('list-summary')).getByText('2,494.70');
    expect(summary).toHaveAttribute('data-one-line');
  });
});

describe('the sub-table in the read-only detail', () => {
  it('marks no column required where nothing is filled in, and does in the editable table', () => {
    const { unmount } = render(<SubTableView item={feeLines()} value={lines} size="small" language="zh" />);
    const heads = () => screen.getAllByRole('columnheader').map((head) => head.textContent);
    expect(heads()).toEqual(['序号', '费用名称', '数量', '单价', '金额']);
    unmount();
    render(<SubTableEdit item={feeLines()} id="fee" value={lines} onChange={() => undefined} size="small" language="zh" />);
    expect(heads().slice(0, 4)).toEqual(['序号', '*费用名称', '*数量', '*单价']);
  });

  it('shows the detail of a fee settlement without required marks and as wide as the form', () => {
    render(<ReadOnlyRenderer items={converted.form} value={{ settlementNo: 'JS1', [feeLines().field ?? '']: lines }} language="zh" />);
    const view = screen.getByTestId(`sub-table-view-${feeLines().field}`);
    expect(
      within(view)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['序号', '费用名称', '数量', '单价', '金额']);
    // the value box of a read-only field is a flex row: the table grows in it instead of shrinking to its columns
    expect(view.style.flex).toBe('1 1 auto');
    expect(view.style.width).toBe('100%');
  });
});

describe('the sub-table spans its place with unbroken shading', () => {
  it('shares spare width among the columns in proportion to their configured widths', () => {
    render(<SubTableView item={feeLines()} value={lines} size="small" language="zh" />);
    const [header] = screen.getAllByRole('row');
    expect(header.style.gridTemplateColumns).toBe('56px minmax(180px, 180fr) minmax(120px, 120fr) minmax(140px, 140fr) minmax(140px, 140fr)');
  });

  it('shades the header and 合计 rows as a whole, every cell as tall as its row', () => {
    render(<SubTableEdit item={feeLines()} id="fee" value={lines} onChange={() => undefined} size="small" language="zh" />);
    const [header] = screen.getAllByRole('row');
    const summary = screen.getByTestId('sub-table-summary');
    for (const row of [header, summary]) {
      expect(row.style.background).toBe('rgb(250, 250, 250)');
      expect(row.style.alignItems).toBe('stretch');
    }
    expect(screen.getByTestId(`sub-table-${feeLines().field}`).style.width).toBe('100%');
  });
});

describe('a switch search field', () => {
  const switchSearch: ListSearch = { prop: 'autoRenew', label: '自动续约', jnpfKey: 'switch', searchType: 1, multiple: false };
  const optionNames = (language: 'zh' | 'zh-TW' | 'en', activeTxt?: string) => {
    const base = resource();
    const withSwitch = {
      ...base,
      fields: [
        ...base.fields,
        {
          name: 'autoRenew',
          label: { zh: '自动续约', 'zh-TW': '自動續約', en: 'Renew' },
          widget: 'switch',
          required: false,
          item: { key: 'switch', field: 'autoRenew', props: activeTxt ? { activeTxt, inactiveTxt: '关' } : {} },
        },
      ],
    };
    const options = searchItemOf(switchSearch, withSwitch, language).props.options as { id: unknown; fullName: unknown }[];
    return options.map((option) => [option.id, option.fullName]);
  };

  it("offers 是 and 否 (Yes and No in English) when the switch has no words of its own, else the switch's words", () => {
    expect(optionNames('zh')).toEqual([
      [1, '是'],
      [0, '否'],
    ]);
    expect(optionNames('zh-TW')).toEqual([
      [1, '是'],
      [0, '否'],
    ]);
    expect(optionNames('en')).toEqual([
      [1, 'Yes'],
      [0, 'No'],
    ]);
    expect(optionNames('en', '开')).toEqual([
      [1, '开'],
      [0, '关'],
    ]);
  });
});
