import { useEffect, useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type * as Calc from '../../../common/form-runtime/calc/index.ts';
import type * as Validation from '../../../common/form-runtime/validation/index.ts';
import type * as Scripts from '../../../src/form-runtime/scripts/index.ts';
import type { Language, ViewProps, WidgetProps } from '../../../src/form-runtime/widget-contract.ts';
import { registerFormWidget } from '../../../src/form-runtime/widget-registry.ts';
import { registerRowSource, subTableWidgets, SubTableEdit, SubTableView, validateRows, type Row } from '../../../src/form-runtime/sub-table/index.ts';

/**
 * The sub-table (issue 11 point 4, spec §2/§3/§4/§5/§8/§9). The cells here are drawn by plain test
 * widgets registered under the cell keys, so the table is tested on its own: the real widgets have
 * their own tests.
 */

// What ran, in order, on a cell change: the script, the checks, the relation step.
const { steps } = vi.hoisted(() => ({ steps: [] as string[] }));

vi.mock('../../../src/form-runtime/scripts/index.ts', async (original) => {
  const actual = await original<typeof Scripts>();
  return {
    ...actual,
    runFormScript: async (...args: Parameters<typeof actual.runFormScript>) => {
      steps.push('script:start');
      const result = await actual.runFormScript(...args);
      steps.push(result.ok ? 'script:end' : 'script:failed');
      return result;
    },
  };
});

vi.mock('../../../common/form-runtime/validation/index.ts', async (original) => {
  const actual = await original<typeof Validation>();
  return {
    ...actual,
    checkItemValue: (...args: Parameters<typeof actual.checkItemValue>) => {
      steps.push(`validate:${args[0].field}`);
      return actual.checkItemValue(...args);
    },
  };
});

vi.mock('../../../common/form-runtime/calc/index.ts', async (original) => {
  const actual = await original<typeof Calc>();
  return {
    ...actual,
    recomputeCalculatedValues: (...args: Parameters<typeof actual.recomputeCalculatedValues>) => {
      steps.push('calculate');
      return actual.recomputeCalculatedValues(...args);
    },
  };
});

/** Renders per cell id, to prove a keystroke re-renders its own row only. */
const renders = new Map<string, number>();
const countRender = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);

function PlainText({ id, item, value, onChange, onBlur, error }: WidgetProps) {
  countRender(id);
  return (
    <span>
      <input
        id={id}
        data-testid={id}
        aria-label={String(item.field)}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && <span role="alert">{error}</span>}
    </span>
  );
}

function PlainNumber({ id, item, value, onChange, error }: WidgetProps) {
  countRender(id);
  return (
    <span>
      <input
        id={id}
        data-testid={id}
        aria-label={String(item.field)}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      />
      {error && <span role="alert">{error}</span>}
    </span>
  );
}

function PlainCalculate({ id, value }: WidgetProps) {
  countRender(id);
  return <output data-testid={id}>{String(value ?? '')}</output>;
}

const PlainView = ({ value }: ViewProps) => <span>{`v:${String(value ?? '')}`}</span>;

beforeAll(() => {
  registerFormWidget({ key: 'comInput', Edit: PlainText, View: PlainView, holdsValue: true, emptyValue: '' });
  registerFormWidget({ key: 'numInput', Edit: PlainNumber, View: PlainView, holdsValue: true, emptyValue: null });
  registerFormWidget({ key: 'calculate', Edit: PlainCalculate, View: PlainView, holdsValue: true });
});

afterEach(() => {
  steps.length = 0;
  renders.clear();
  registerRowSource(null);
  vi.restoreAllMocks();
});

const texts = (zh: string, en: string) => ({ zh, 'zh-TW': zh, en });

function feeTable(overrides: { quantityOn?: string; feeNameOn?: string; addType?: number; children?: FormItem[] } = {}): FormItem {
  return {
    key: 'table',
    field: 'feeLines',
    label: texts('费用明细', 'Fee lines'),
    tipLabel: texts('每行一项费用', 'One fee per line'),
    props: {
      'show-summary': true,
      summaryField: ['amount', 'quantity'],
      addType: overrides.addType ?? 0,
      addTableConf: { relationOptions: [{ field: 'feeName', value: 'fullName' }] },
    },
    children: overrides.children ?? [
      {
        key: 'comInput',
        field: 'feeName',
        label: texts('费用名称', 'Fee'),
        required: true,
        regList: [
          { pattern: '/^[A-Za-z]+$/', message: texts('只能输入字母', 'Letters only') },
          { pattern: '/^.{1,3}$/', message: texts('最多3字', 'At most 3 characters') },
        ],
        props: { on: overrides.feeNameOn ? { change: overrides.feeNameOn } : undefined },
      },
      {
        key: 'numInput',
        field: 'quantity',
        label: texts('数量', 'Quantity'),
        defaultValue: 1,
        regList: [{ pattern: '/^\\d{1,2}$/', message: texts('最多两位', 'Two digits at most') }],
        props: { on: overrides.quantityOn ? { change: overrides.quantityOn } : undefined },
      },
      { key: 'numInput', field: 'unitPrice', label: texts('单价', 'Unit price'), defaultValue: 10, props: { precision: 2 } },
      {
        key: 'calculate',
        field: 'amount',
        label: texts('金额', 'Amount'),
        props: { expression: [{ __vModel__: 'feeLines.quantity' }, '×', { __vModel__: 'feeLines.unitPrice' }], precision: 2, thousands: true },
      },
      { key: 'comInput', field: 'secret', label: texts('隐藏', 'Hidden'), noShow: true, required: true, props: {} },
    ],
  };
}

function Harness({
  item,
  initial,
  language = 'zh',
  onValue,
  error,
}: {
  item: FormItem;
  initial: Row[];
  language?: Language;
  onValue?: (rows: Row[]) => void;
  error?: string;
}) {
  const [rows, setRows] = useState<Row[]>(initial);
  return (
    <SubTableEdit
      item={item}
      id="t"
      value={rows}
      onChange={(next) => {
        setRows(next as Row[]);
        onValue?.(next as Row[]);
      }}
      size="small"
      language={language}
      error={error}
      formData={{ title: 'bill' }}
    />
  );
}

const serials = () => screen.queryAllByTestId('sub-table-index').map((cell) => cell.textContent);
const input = (row: number, field: string) => screen.getByTestId(`t-${row}-${field}`) as HTMLInputElement;
const line = (feeName: string, quantity: number, unitPrice: number): Row => ({ feeName, quantity, unitPrice, amount: quantity * unitPrice, secret: 'x' });

describe('sub-table rows', () => {
  it('adds a blank row from the column defaults with the add button, numbered in order', () => {
    const pushed: Row[][] = [];
    render(<Harness item={feeTable()} initial={[]} onValue={(rows) => pushed.push(rows)} />);
    expect(serials()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(serials()).toEqual(['1', '2']);
    // every change pushes the whole table; the blank row's calculate column is computed at once
    expect(pushed.at(-1)).toEqual([
      { feeName: '', quantity: 1, unitPrice: 10, amount: 10, secret: '' },
      { feeName: '', quantity: 1, unitPrice: 10, amount: 10, secret: '' },
    ]);
    expect(input(1, 'quantity').value).toBe('1');
  });

  it("shows JNPF's actionText on the add button, translated defaults otherwise, and the title with its tooltip", () => {
    const item = feeTable();
    const { unmount } = render(<Harness item={{ ...item, props: { ...item.props, actionText: '新增费用' } }} initial={[]} />);
    expect(screen.getByRole('button', { name: '新增费用' })).toBeInTheDocument();
    expect(screen.getByText('费用明细')).toBeInTheDocument();
    expect(screen.getByLabelText('每行一项费用')).toBeInTheDocument();
    unmount();
    render(<Harness item={item} initial={[]} language="en" />);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByText('Fee lines')).toBeInTheDocument();
  });

  it('deletes a row only after the confirmation 此操作将永久删除该数据, 是否继续?', async () => {
    const pushed: Row[][] = [];
    render(<Harness item={feeTable()} initial={[line('a', 1, 1), line('b', 2, 1), line('c', 3, 1)]} onValue={(rows) => pushed.push(rows)} />);
    expect(serials()).toEqual(['1', '2', '3']);
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[1]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('此操作将永久删除该数据, 是否继续?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(serials()).toEqual(['1', '2', '3']);
    expect(pushed).toEqual([]);

    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[1]);
    fireEvent.click(await screen.findByTestId('sub-table-delete-confirm'));
    await waitFor(() => expect(serials()).toEqual(['1', '2']));
    expect(pushed.at(-1)?.map((row) => row.feeName)).toEqual(['a', 'c']);
    expect(input(1, 'feeName').value).toBe('c');
  });

  it('hides noShow columns and sizes columns by columnWidth', () => {
    const item = feeTable();
    const children = (item.children ?? []).map((column) => (column.field === 'feeName' ? { ...column, props: { ...column.props, columnWidth: 230 } } : column));
    render(<Harness item={{ ...item, children }} initial={[line('a', 1, 1)]} />);
    expect(screen.queryByTestId('t-0-secret')).toBeNull();
    expect(screen.queryByText('隐藏')).toBeNull();
    const header = screen.getAllByRole('row')[0];
    expect(header.style.gridTemplateColumns).toContain('230px');
  });

  it('adds a blank row, silently, when addType is 1 and no row picker is registered', () => {
    render(<Harness item={feeTable({ addType: 1 })} initial={[]} />);
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(serials()).toEqual(['1']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the registered row picker when addType is 1 and maps picked records through relationOptions', () => {
    registerRowSource(({ open, onPick }) =>
      open ? (
        <button
          type="button"
          onClick={() =>
            onPick([
              { fullName: 'Port dues', id: 1 },
              { fullName: 'Wharfage', id: 2 },
            ])
          }
        >
          pick
        </button>
      ) : null,
    );
    const pushed: Row[][] = [];
    render(<Harness item={feeTable({ addType: 1 })} initial={[]} onValue={(rows) => pushed.push(rows)} />);
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    fireEvent.click(screen.getByRole('button', { name: 'pick' }));
    expect(serials()).toEqual(['1', '2']);
    expect(pushed.at(-1)?.map((row) => [row.feeName, row.quantity])).toEqual([
      ['Port dues', 1],
      ['Wharfage', 1],
    ]);
  });

  it('suppresses cell changes while a row is being created (the row-add flag)', () => {
    // A widget that normalises its value as it mounts, as some pickers do.
    function Eager({ onChange }: WidgetProps) {
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
      useEffect(() => onChange('normalised'), []);
      return <span data-testid="eager" />;
    }
    registerFormWidget({ key: 'eager', Edit: Eager, View: PlainView, holdsValue: true, emptyValue: '' });
    const pushed: Row[][] = [];
    const item: FormItem = { key: 'table', field: 'lines', props: {}, children: [{ key: 'eager', field: 'code', props: {} }] };
    render(<Harness item={item} initial={[]} onValue={(rows) => pushed.push(rows)} />);
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(pushed).toEqual([[{ code: '' }]]);
  });
});

describe('sub-table summary', () => {
  it('shows 合计 over the summary fields: two decimals for non-integers, thousands where the column sets them', () => {
    render(
      <Harness
        item={feeTable()}
        initial={[
          { ...line('a', 1, 1), amount: 1234.5 },
          { ...line('b', 2, 1), amount: 1000 },
        ]}
      />,
    );
    const summary = screen.getByTestId('sub-table-summary');
    expect(within(summary).getByText('合计')).toBeInTheDocument();
    expect(summary.querySelector('[data-summary-field="amount"]')?.textContent).toBe('2,234.50');
    expect(summary.querySelector('[data-summary-field="quantity"]')?.textContent).toBe('3');
    expect(summary.querySelector('[data-summary-field="unitPrice"]')?.textContent).toBe('');
  });

  it('follows a cell change and has no row without show-summary', () => {
    render(<Harness item={feeTable()} initial={[line('a', 1, 10)]} />);
    fireEvent.change(input(0, 'quantity'), { target: { value: '7' } });
    expect(screen.getByTestId('sub-table-summary').querySelector('[data-summary-field="amount"]')?.textContent).toBe('70');
    const item = feeTable();
    render(<Harness item={{ ...item, props: { ...item.props, 'show-summary': false } }} initial={[]} />);
    expect(screen.getAllByTestId('sub-table-summary')).toHaveLength(1);
  });
});

describe('sub-table cell validation', () => {
  it("shows 'cannot be empty' on a required cell emptied, in the user's language", () => {
    render(<Harness item={feeTable()} initial={[line('ab', 1, 1)]} />);
    fireEvent.change(input(0, 'feeName'), { target: { value: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent('费用名称不能为空');
  });

  it('words the required message in English for an English user', () => {
    render(<Harness item={feeTable()} initial={[line('ab', 1, 1)]} language="en" />);
    fireEvent.change(input(0, 'feeName'), { target: { value: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Fee cannot be empty');
  });

  it('checks pattern rules only on values that are there, and shows the first failing message', () => {
    render(<Harness item={feeTable()} initial={[line('ab', 1, 1)]} />);
    fireEvent.change(input(0, 'quantity'), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input(0, 'quantity'), { target: { value: '123' } });
    expect(screen.getByRole('alert')).toHaveTextContent('最多两位');
    fireEvent.change(input(0, 'feeName'), { target: { value: 'abcd1' } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('只能输入字母');
    fireEvent.change(input(0, 'quantity'), { target: { value: '12' } });
    fireEvent.change(input(0, 'feeName'), { target: { value: 'abc' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('validateRows answers false while any shown cell fails, true when all pass', () => {
    const item = feeTable();
    expect(validateRows(item, [line('ab', 1, 1), line('cd', 99, 2)], 'zh')).toBe(true);
    expect(validateRows(item, [line('ab', 1, 1), line('', 1, 1)], 'zh')).toBe(false);
    expect(validateRows(item, [line('ab', 100, 1)], 'zh')).toBe(false);
    expect(validateRows(item, [line('a1', 1, 1)], 'zh')).toBe(false);
    // an empty pattern-checked cell passes; a hidden (noShow) required column is not checked
    expect(validateRows(item, [{ ...line('ab', 1, 1), quantity: null, secret: '' }], 'zh')).toBe(true);
    expect(validateRows(item, [], 'zh')).toBe(true);
  });

  it('shows every failing cell when the form marks the table invalid on submit', () => {
    render(<Harness item={feeTable()} initial={[line('', 1, 1), line('ok', 100, 1)]} error="请检查费用明细" />);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['费用名称不能为空', '最多两位']);
    expect(screen.getByText('请检查费用明细')).toBeInTheDocument();
  });
});

describe('sub-table change handling', () => {
  it('runs the change script, then the checks, then the calculation, on the value the script left', async () => {
    const pushed: Row[][] = [];
    render(
      <Harness
        item={feeTable({ quantityOn: '({ data, setFormData }) => { setFormData("feeLines.quantity", data * 2) }' })}
        initial={[line('ab', 1, 10)]}
        onValue={(rows) => pushed.push(rows)}
      />,
    );
    fireEvent.change(input(0, 'quantity'), { target: { value: '6' } });
    // the typed value shows at once
    expect(input(0, 'quantity').value).toBe('6');
    await waitFor(() => expect(input(0, 'quantity').value).toBe('12'));
    expect(steps).toEqual(['script:start', 'script:end', 'validate:quantity', 'calculate']);
    expect(screen.getByTestId('t-0-amount')).toHaveTextContent('120');
    expect(pushed.at(-1)?.[0]).toMatchObject({ quantity: 12, amount: 120 });
    expect(screen.queryByRole('alert')).toBeNull();

    // 60 passes the two-digit rule, the script's 120 does not: the check ran on the script's value
    steps.length = 0;
    fireEvent.change(input(0, 'quantity'), { target: { value: '60' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('最多两位');
    expect(steps).toEqual(['script:start', 'script:end', 'validate:quantity', 'calculate']);
    expect(screen.getByTestId('t-0-amount')).toHaveTextContent('1200');
  });

  it('without a script (or with only the designer template) checks and calculates at once', () => {
    render(
      <Harness
        item={feeTable({
          quantityOn: '({ data, rowIndex, formData, setFormData, setShowOrHide, setRequired, setDisabled, onlineUtils }) => {\n    // 在此编写代码\n    \n}',
        })}
        initial={[line('ab', 1, 10)]}
      />,
    );
    fireEvent.change(input(0, 'quantity'), { target: { value: '3' } });
    expect(steps).toEqual(['validate:quantity', 'calculate']);
    expect(screen.getByTestId('t-0-amount')).toHaveTextContent('30');
  });

  it('treats a failing script as absent: logged, and the change, its checks and the calculation go on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pushed: Row[][] = [];
    render(
      <Harness
        item={feeTable({ quantityOn: '() => { throw new Error("broken handler") }' })}
        initial={[line('ab', 1, 10)]}
        onValue={(rows) => pushed.push(rows)}
      />,
    );
    fireEvent.change(input(0, 'quantity'), { target: { value: '123' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('最多两位');
    expect(steps).toEqual(['script:start', 'script:failed', 'validate:quantity', 'calculate']);
    expect(screen.getByTestId('t-0-amount')).toHaveTextContent('1230');
    expect(pushed.at(-1)?.[0]).toMatchObject({ quantity: 123, amount: 1230 });
    expect(warn.mock.calls.some((call) => String(call[0]).includes('broken handler'))).toBe(true);
  });

  it('gives the script the row index and a copy of the whole record', async () => {
    render(
      <Harness
        item={feeTable({
          feeNameOn:
            '({ data, rowIndex, formData, setFormData }) => { setFormData("feeLines.feeName", data + rowIndex + formData.title + formData.feeLines.length) }',
        })}
        initial={[line('ab', 1, 1), line('cd', 1, 1)]}
      />,
    );
    fireEvent.change(input(1, 'feeName'), { target: { value: 'x' } });
    await waitFor(() => expect(input(1, 'feeName').value).toBe('x1bill2'));
    expect(input(0, 'feeName').value).toBe('ab');
  });
});

describe('sub-table rendering cost', () => {
  it('re-renders only the changed row on a keystroke', () => {
    render(<Harness item={feeTable()} initial={[line('a', 1, 1), line('b', 2, 1), line('c', 3, 1)]} />);
    renders.clear();
    fireEvent.change(input(1, 'feeName'), { target: { value: 'bb' } });
    const touched = [...renders.keys()];
    expect(touched).toContain('t-1-feeName');
    expect(touched.every((id) => id.startsWith('t-1-'))).toBe(true);
    // a number cell of the same row stays as it was: only widgets that read their row follow it
    expect(touched).not.toContain('t-1-quantity');
  });

  it('draws only the rows in view of a 500-row table', () => {
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    // jsdom lays nothing out: every row measures 48 px, as a small row does in a browser
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    const rows = Array.from({ length: 500 }, (_, index) => line(`n${index}`, 1, 1));
    render(<Harness item={feeTable()} initial={rows} />);
    const drawn = serials();
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]).toBe('1');
    expect(screen.getByTestId('sub-table-summary').querySelector('[data-summary-field="quantity"]')?.textContent).toBe('500');
    expect(clientHeight).toHaveBeenCalled();
  });
});

describe('sub-table read-only view', () => {
  it('shows the index column, every cell through its widget View, and the 合计 row', () => {
    render(<SubTableView item={feeTable()} value={[line('a', 1, 2), line('b', 3, 4)]} size="small" language="zh" />);
    expect(serials()).toEqual(['1', '2']);
    expect(screen.getByText('v:a')).toBeInTheDocument();
    expect(screen.getByText('v:12')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('v:x')).toBeNull();
    expect(screen.getByTestId('sub-table-summary').querySelector('[data-summary-field="amount"]')?.textContent).toBe('14');
  });
});

describe('subTableWidgets', () => {
  it('registers the table under jnpfKey table with a fee-lines example', () => {
    const [table] = subTableWidgets;
    expect(table.key).toBe('table');
    expect(table.emptyValue).toEqual([]);
    const example = table.examples?.[0];
    expect(example?.props.summaryField).toEqual(['amount']);
    expect(example?.children?.map((column) => column.key)).toEqual(['comInput', 'numInput', 'numInput', 'calculate']);
  });
});
