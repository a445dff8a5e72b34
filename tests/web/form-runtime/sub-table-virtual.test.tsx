import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type * as Decimal from '../../../common/form-runtime/calc/decimal.ts';
import { summaryOf } from '../../../common/form-runtime/calc/index.ts';
import type { Language, ViewProps, WidgetProps } from '../../../src/form-runtime/widget-contract.ts';
import { registerFormWidget } from '../../../src/form-runtime/widget-registry.ts';
import { checkOnSubmit } from '../../../src/form-runtime/renderer/table-check.ts';
import { SubTableEdit, VIRTUALISE_FROM, type Row } from '../../../src/form-runtime/sub-table/index.ts';

/**
 * A large sub-table (issue 11 point 4: 500 rows, a key press p95 ≤ 16 ms): only the rows in view
 * are drawn, a key press redraws its own row and moves the 合计 by that row's change, and what is
 * not drawn still validates, keeps the focus and shows its messages. jsdom lays nothing out: the
 * scrolling box is 520 px high, every row 48 px, and scrolling moves scrollTop and fires `scroll`.
 */

// How many cell values were read as decimals: a key press must not add up all 500 rows again.
const { parsed } = vi.hoisted(() => ({ parsed: { count: 0 } }));
vi.mock('../../../common/form-runtime/calc/decimal.ts', async (original) => {
  const actual = await original<typeof Decimal>();
  return {
    ...actual,
    parseDecimal: (...args: Parameters<typeof actual.parseDecimal>) => {
      parsed.count++;
      return actual.parseDecimal(...args);
    },
  };
});

const ROWS = 500;
const ROW_HEIGHT = 48;

const renders = new Map<string, number>();

function PlainText({ id, item, value, onChange, error }: WidgetProps) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return (
    <span>
      <input
        id={id}
        data-testid={id}
        aria-label={String(item.field)}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => onChange(item.key === 'numInput' ? (event.target.value === '' ? null : Number(event.target.value)) : event.target.value)}
      />
      {error && <span role="alert">{error}</span>}
    </span>
  );
}

function PlainCalculate({ id, value }: WidgetProps) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <output data-testid={id}>{String(value ?? '')}</output>;
}

const PlainView = ({ value }: ViewProps) => <span>{String(value ?? '')}</span>;

beforeAll(() => {
  registerFormWidget({ key: 'comInput', Edit: PlainText, View: PlainView, holdsValue: true, emptyValue: '' });
  registerFormWidget({ key: 'numInput', Edit: PlainText, View: PlainView, holdsValue: true, emptyValue: null });
  registerFormWidget({ key: 'calculate', Edit: PlainCalculate, View: PlainView, holdsValue: true });
});

afterEach(() => {
  renders.clear();
  parsed.count = 0;
  vi.restoreAllMocks();
});

const texts = (zh: string, en: string) => ({ zh, 'zh-TW': zh, en });

/** Fee lines: a required name, quantity × unit price into a stored amount, 合计 over quantity and amount. */
const feeTable: FormItem = {
  key: 'table',
  field: 'feeLines',
  label: texts('费用明细', 'Fee lines'),
  props: { 'show-summary': true, summaryField: ['quantity', 'amount'] },
  children: [
    { key: 'comInput', field: 'feeName', label: texts('费用名称', 'Fee'), required: true, props: {} },
    { key: 'numInput', field: 'quantity', label: texts('数量', 'Quantity'), props: {} },
    { key: 'numInput', field: 'unitPrice', label: texts('单价', 'Unit price'), props: { precision: 2 } },
    {
      key: 'calculate',
      field: 'amount',
      label: texts('金额', 'Amount'),
      props: { expression: [{ __vModel__: 'feeLines.quantity' }, '×', { __vModel__: 'feeLines.unitPrice' }], precision: 2, thousands: true },
    },
  ],
};

const lines = (): Row[] =>
  Array.from({ length: ROWS }, (_, index) => ({ feeName: `n${index}`, quantity: 1 + (index % 3), unitPrice: 2.5, amount: (1 + (index % 3)) * 2.5 }));

let latestRows: Row[] = [];

function Harness({ initial, error, language = 'zh' }: { initial: Row[]; error?: string; language?: Language }) {
  const [rows, setRows] = useState<Row[]>(initial);
  latestRows = rows;
  return (
    <SubTableEdit
      item={feeTable}
      id="t"
      value={rows}
      onChange={(next) => setRows(next as Row[])}
      size="small"
      language={language}
      error={error}
      formData={{ title: 'bill' }}
    />
  );
}

/** jsdom's stand-in for layout: a 520 px scrolling box of 48 px rows that scrolls when asked. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(ROWS * ROW_HEIGHT + 80);
  // as in a browser, the scroll event follows the scroll a moment later, not inside the call
  const scrollTo = vi.fn(function (this: HTMLElement, options?: ScrollToOptions | number) {
    this.scrollTop = typeof options === 'object' ? (options.top ?? this.scrollTop) : (options ?? 0);
    setTimeout(() => this.dispatchEvent(new Event('scroll')));
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
  return scrollTo;
}

const jsdomScrollTo = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollTo');
afterEach(() => {
  if (jsdomScrollTo) Object.defineProperty(HTMLElement.prototype, 'scrollTo', jsdomScrollTo);
  else delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

const frame = () => screen.getByRole('table');
const scrollFrameTo = (top: number) =>
  act(() => {
    frame().scrollTop = top;
    frame().dispatchEvent(new Event('scroll'));
  });
const serials = () => screen.queryAllByTestId('sub-table-index').map((cell) => Number(cell.textContent));
const summaryOfField = (field: string) => screen.getByTestId('sub-table-summary').querySelector(`[data-summary-field="${field}"]`)?.textContent;
const input = (index: number, field: string) => screen.getByTestId(`t-${index}-${field}`) as HTMLInputElement;
const rowOfSerial = (serial: number) => screen.getAllByTestId('sub-table-index').find((cell) => cell.textContent === String(serial))?.parentElement;

describe('a 500-row sub-table', () => {
  it('is virtualised from VIRTUALISE_FROM rows on and draws only the rows in view', () => {
    layOut();
    render(<Harness initial={lines()} />);
    expect(ROWS).toBeGreaterThanOrEqual(VIRTUALISE_FROM);
    expect(serials().length).toBeLessThan(30);
    expect(serials()[0]).toBe(1);
  });

  it('redraws only the edited row on a key press, the other rows in view not at all', () => {
    layOut();
    render(<Harness initial={lines()} />);
    renders.clear();
    fireEvent.change(input(3, 'feeName'), { target: { value: 'n3x' } });
    const touched = [...renders.keys()];
    expect(touched).toContain('t-3-feeName');
    expect(touched.every((id) => id.startsWith('t-3-'))).toBe(true);
    // the other cells of the row keep their rendering, unless they read the row (the calculated amount)
    expect(touched.sort()).toEqual(['t-3-amount', 't-3-feeName']);
  });

  it('moves the 合计 and the row’s calculated cell with a key press, without adding up every row again', () => {
    layOut();
    render(<Harness initial={lines()} />);
    expect(summaryOfField('quantity')).toBe(summaryOf(lines(), 'quantity'));
    expect(summaryOfField('amount')).toBe(summaryOf(lines(), 'amount', true));
    parsed.count = 0;
    fireEvent.change(input(4, 'quantity'), { target: { value: '12' } });
    // the row's stored calculation followed (12 × 2.5), and both sums moved by this row's change only
    expect(screen.getByTestId('t-4-amount').textContent).toBe('30');
    expect(parsed.count).toBeLessThan(40);
    expect(summaryOfField('quantity')).toBe(summaryOf(latestRows, 'quantity'));
    expect(summaryOfField('amount')).toBe(summaryOf(latestRows, 'amount', true));
    expect(summaryOfField('amount')).toBe('2,522.50');
  });

  it('keeps the 合计 right after edits far down, emptied and non-number cells, and a deleted row', async () => {
    layOut();
    render(<Harness initial={lines()} />);
    scrollFrameTo(490 * ROW_HEIGHT);
    expect(serials()).toContain(500);
    fireEvent.change(input(499, 'quantity'), { target: { value: '' } });
    fireEvent.change(input(497, 'unitPrice'), { target: { value: '0.1' } });
    fireEvent.change(input(497, 'quantity'), { target: { value: '3' } });
    expect(summaryOfField('quantity')).toBe(summaryOf(latestRows, 'quantity'));
    expect(summaryOfField('amount')).toBe(summaryOf(latestRows, 'amount', true));
    const row = rowOfSerial(498) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(latestRows).toHaveLength(ROWS - 1);
    expect(summaryOfField('quantity')).toBe(summaryOf(latestRows, 'quantity'));
    expect(summaryOfField('amount')).toBe(summaryOf(latestRows, 'amount', true));
  });

  it('reports a failing cell in row 480 on submit: named under the table, scrolled into view, its message on the cell', async () => {
    const scrollTo = layOut();
    const rows = lines();
    rows[479] = { ...rows[479], feeName: '' };
    const message = checkOnSubmit(feeTable, rows, 'zh');
    expect(message).toBe('第480行 费用名称不能为空');
    const { rerender } = render(<Harness initial={rows} />);
    expect(serials()).not.toContain(480);
    rerender(<Harness initial={rows} error={message} />);
    expect(scrollTo).toHaveBeenCalled();
    await waitFor(() => expect(serials()).toContain(480));
    expect(within(rowOfSerial(480) as HTMLElement).getByRole('alert')).toHaveTextContent('费用名称不能为空');
    expect(screen.getByText('第480行 费用名称不能为空')).toBeInTheDocument();
  });

  it('keeps the row being typed in drawn and focused when it is scrolled out of view, rows in order', () => {
    layOut();
    render(<Harness initial={lines()} />);
    const typing = input(2, 'feeName');
    act(() => typing.focus());
    scrollFrameTo(400 * ROW_HEIGHT);
    expect(serials()).toContain(401);
    expect(serials()).toContain(3);
    expect(document.activeElement).toBe(typing);
    // drawn in row order, so Tab from the kept row still goes on through its own cells first
    expect(serials()).toEqual([...serials()].sort((a, b) => a - b));
    fireEvent.change(typing, { target: { value: 'still' } });
    expect(latestRows[2].feeName).toBe('still');
    // once the focus leaves the table, the row is let go on the next scroll
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => outside.focus());
    scrollFrameTo(401 * ROW_HEIGHT);
    expect(serials()).not.toContain(3);
    outside.remove();
  });
});
