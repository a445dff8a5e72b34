import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { ViewProps, WidgetProps } from '../../src/form-runtime/widget-contract.ts';
import { registerFormWidget } from '../../src/form-runtime/widget-registry.ts';
import { FormRenderer } from '../../src/form-runtime/renderer/index.ts';
import { subTableWidgets } from '../../src/form-runtime/sub-table/index.ts';

/**
 * The widget contract's `readRecord` and `onFill` (issue 13 point 3: a select popup filling form
 * fields, "inside sub-tables too"): a widget reads the record as it stands and sets other fields
 * in one change; in a sub-table row it reads its row and sets that row's cells only. Drawn with
 * small test widgets so the renderer and the sub-table are judged on their own.
 */
const renders = new Map<string, number>();
const countRender = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);

function FillText({ id, item, value, onChange, error }: WidgetProps) {
  countRender(id);
  return (
    <span>
      <input id={id} aria-label={id} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} />
      {error && <span role="alert">{error}</span>}
      <span hidden>{item.key}</span>
    </span>
  );
}

/** A picker stand-in: a click fills the configured fields; "read" shows what readRecord answers. */
function Filler({ id, item, readRecord, onFill }: WidgetProps) {
  countRender(id);
  const [read, setRead] = useState('');
  return (
    <span>
      <button type="button" data-testid={`${id}-fill`} onClick={() => onFill?.(item.props.fill as Record<string, unknown>)}>
        fill
      </button>
      <button type="button" data-testid={`${id}-read`} onClick={() => setRead(JSON.stringify(readRecord?.() ?? null))}>
        read
      </button>
      <output data-testid={`${id}-record`}>{read}</output>
    </span>
  );
}
const PlainView = ({ value }: ViewProps) => <span>{String(value ?? '')}</span>;

beforeAll(() => {
  registerFormWidget({ key: 'fillText', Edit: FillText, View: PlainView, holdsValue: true, emptyValue: '' });
  registerFormWidget({ key: 'filler', Edit: Filler, View: PlainView, holdsValue: false });
  subTableWidgets.forEach(registerFormWidget);
});
beforeEach(() => renders.clear());

const text = (field: string, extra: Partial<FormItem> = {}): FormItem => ({ key: 'fillText', field, label: field, props: {}, ...extra });

/** A form whose owner keeps the record and every onChange it was told of. */
function Owner({ items, initial, changes }: { items: FormItem[]; initial: Record<string, unknown>; changes: [Record<string, unknown>, string][] }) {
  const [record, setRecord] = useState(initial);
  return (
    <>
      <FormRenderer
        items={items}
        value={record}
        language="zh"
        idPrefix="f-"
        onChange={(next, field) => {
          changes.push([next, field]);
          setRecord(next);
        }}
      />
      <output data-testid="owner-record">{JSON.stringify(record)}</output>
    </>
  );
}

describe('a form widget filling other fields', () => {
  it('sets several fields in one change to the owner, redrawing only them, and shows their checks', () => {
    const changes: [Record<string, unknown>, string][] = [];
    const items = [
      text('plateNo'),
      text('driver', { required: true }),
      text('untouched'),
      { key: 'filler', label: '车辆', props: { fill: { plateNo: '沪A12345', driver: '' } } },
    ];
    render(<Owner items={items} initial={{ plateNo: '', driver: 'x', untouched: 'keep' }} changes={changes} />);
    renders.clear();
    fireEvent.click(screen.getByTestId('f-filler-fill'));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toEqual([{ plateNo: '沪A12345', driver: '', untouched: 'keep' }, 'plateNo']);
    expect(screen.getByLabelText('f-plateNo')).toHaveValue('沪A12345');
    // the filled fields are touched: an emptied required one says so at once
    expect(within(screen.getByTestId('form-item-driver')).getByRole('alert')).toHaveTextContent('不能为空');
    expect(renders.has('f-untouched')).toBe(false);
    expect(JSON.parse(screen.getByTestId('owner-record').textContent ?? '')).toEqual({ plateNo: '沪A12345', driver: '', untouched: 'keep' });
  });

  it('reads the record as it stands now through readRecord', () => {
    render(<Owner items={[text('plateNo'), { key: 'filler', props: { fill: {} } }]} initial={{ plateNo: '' }} changes={[]} />);
    fireEvent.change(screen.getByLabelText('f-plateNo'), { target: { value: '浙B' } });
    fireEvent.click(screen.getByTestId('f-filler-read'));
    expect(JSON.parse(screen.getByTestId('f-filler-record').textContent ?? '')).toEqual({ plateNo: '浙B' });
  });

  it('an empty fill changes nothing', () => {
    const changes: [Record<string, unknown>, string][] = [];
    render(<Owner items={[text('plateNo'), { key: 'filler', props: { fill: {} } }]} initial={{ plateNo: 'a' }} changes={changes} />);
    fireEvent.click(screen.getByTestId('f-filler-fill'));
    expect(changes).toEqual([]);
  });
});

describe('a sub-table cell filling its row', () => {
  const table: FormItem = {
    key: 'table',
    field: 'lines',
    label: '车辆明细',
    props: {},
    children: [
      { key: 'filler', field: 'pick', label: '选择', props: { fill: { plateNo: '沪A12345', driver: '张建国' } } },
      text('plateNo'),
      text('driver', { required: true }),
    ],
  };
  const initial = {
    title: '预约',
    lines: [
      { pick: '', plateNo: 'old0', driver: 'd0' },
      { pick: '', plateNo: 'old1', driver: 'd1' },
    ],
  };

  it("sets that row's cells only, in one change, without redrawing the other rows", () => {
    const changes: [Record<string, unknown>, string][] = [];
    render(<Owner items={[text('title'), table]} initial={initial} changes={changes} />);
    renders.clear();
    fireEvent.click(screen.getByTestId('f-lines-1-pick-fill'));
    expect(changes).toHaveLength(1);
    expect(changes[0][1]).toBe('lines');
    expect(changes[0][0].lines).toEqual([
      { pick: '', plateNo: 'old0', driver: 'd0' },
      { pick: '', plateNo: '沪A12345', driver: '张建国' },
    ]);
    expect(changes[0][0].title).toBe('预约');
    expect(screen.getByLabelText('f-lines-1-plateNo')).toHaveValue('沪A12345');
    expect(screen.getByLabelText('f-lines-0-plateNo')).toHaveValue('old0');
    const redrawn = [...renders.keys()];
    expect(redrawn).toContain('f-lines-1-plateNo');
    expect(redrawn.some((id) => id.startsWith('f-lines-0-'))).toBe(false);
    expect(renders.has('f-title')).toBe(false);
  });

  it('checks the filled cells as a typed change does', () => {
    const emptying: FormItem = { ...table, children: [{ ...table.children![0], props: { fill: { driver: '' } } }, ...table.children!.slice(1)] };
    render(<Owner items={[emptying]} initial={{ lines: initial.lines }} changes={[]} />);
    fireEvent.click(screen.getByTestId('f-lines-0-pick-fill'));
    expect(screen.getByLabelText('f-lines-0-driver').parentElement).toHaveTextContent('不能为空');
  });

  it('reads its own row, as it stands now, through readRecord', () => {
    render(<Owner items={[table]} initial={{ lines: initial.lines }} changes={[]} />);
    fireEvent.change(screen.getByLabelText('f-lines-1-driver'), { target: { value: '李海波' } });
    fireEvent.click(screen.getByTestId('f-lines-1-pick-read'));
    expect(JSON.parse(screen.getByTestId('f-lines-1-pick-record').textContent ?? '')).toEqual({ pick: '', plateNo: 'old1', driver: '李海波' });
  });
});
