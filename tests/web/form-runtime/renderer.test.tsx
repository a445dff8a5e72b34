import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { ViewProps, WidgetProps } from '../../../src/form-runtime/widget-contract.ts';
import { registerFormContainer, registerFormWidget } from '../../../src/form-runtime/widget-registry.ts';
import { containerDefinitions } from '../../../src/form-runtime/containers/index.ts';
import { FormRenderer, ReadOnlyRenderer, initialValues, type FormRendererHandle } from '../../../src/form-runtime/renderer/index.ts';
import { RecordDetailViewer, useOpenLinkedRecord, type LinkedRecordDetail } from '../../../src/form-runtime/viewer/index.ts';
import { WidgetGalleryPage } from '../../../src/form-runtime/gallery/index.ts';
import { subTableWidgets } from '../../../src/form-runtime/sub-table/index.ts';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';

/**
 * The renderers, containers and record detail viewer of issue 11 (spec §2 read-only renderer and
 * record detail viewer, §5 print and visibility), drawn with small widgets registered here so the
 * renderer is judged on its own: `testText` edits text and shows its error, `testNote` holds no
 * value, `testLink` opens a linked record through the viewer's seam.
 */
const renders: Record<string, number> = {};

function TestTextEdit({ item, id, value, onChange, error, disabled, size, language }: WidgetProps) {
  renders[item.field ?? item.key] = (renders[item.field ?? item.key] ?? 0) + 1;
  return (
    <span>
      <input
        id={id}
        data-size={size}
        data-language={language}
        disabled={disabled}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <span role="alert">{error}</span>}
    </span>
  );
}
const TestTextView = ({ item, value }: ViewProps) => <span data-testid={`view-${item.field}`}>{String(value ?? '')}</span>;
const TestNote = ({ item }: ViewProps | WidgetProps) => <span data-testid={`note-${item.key}`}>{String(item.props.text ?? '')}</span>;

function TestLinkView({ item, value }: ViewProps) {
  const open = useOpenLinkedRecord();
  return open ? (
    <button type="button" onClick={() => open(String(item.props.modelId), String(value))}>
      {String(value)}
    </button>
  ) : (
    <span>{String(value)}</span>
  );
}

beforeAll(() => {
  registerFormWidget({ key: 'testText', Edit: TestTextEdit, View: TestTextView, holdsValue: true, emptyValue: '' });
  registerFormWidget({ key: 'testNote', Edit: TestNote, View: TestNote, holdsValue: false });
  registerFormWidget({ key: 'testLink', Edit: TestTextEdit, View: TestLinkView, holdsValue: true, emptyValue: '' });
  containerDefinitions.forEach(registerFormContainer);
});

const text = (field: string, label: string, extra: Partial<FormItem> = {}): FormItem => ({ key: 'testText', field, label, props: {}, ...extra });

/** A form whose owner keeps the record, as a dialog does. */
function Harness(props: {
  items: FormItem[];
  initial?: Record<string, unknown>;
  grantedFields?: Set<string>;
  language?: 'zh' | 'zh-TW' | 'en';
  handle?: React.Ref<FormRendererHandle>;
}) {
  const [record, setRecord] = useState<Record<string, unknown>>(() => props.initial ?? initialValues(props.items));
  return (
    <>
      <FormRenderer
        items={props.items}
        value={record}
        onChange={setRecord}
        language={props.language ?? 'zh'}
        grantedFields={props.grantedFields}
        ref={props.handle}
      />
      <output data-testid="record">{JSON.stringify(record)}</output>
    </>
  );
}

describe('layout containers', () => {
  it('card shows its header and its children; row lays children out by span', () => {
    const items: FormItem[] = [
      { key: 'card', props: { header: { zh: '装箱信息', 'zh-TW': '裝箱資訊', en: 'Packing' } }, children: [text('boxNo', '箱号')] },
      { key: 'row', props: { gutter: 20 }, children: [text('left', '左', { span: 12 }), text('right', '右', { span: 6 })] },
    ];
    render(<Harness items={items} language="en" />);
    const card = screen.getByTestId('form-container-card');
    expect(within(card).getByText('Packing')).toBeInTheDocument();
    expect(within(card).getByLabelText('箱号')).toBeInTheDocument();
    const row = screen.getByTestId('form-container-row');
    const cellOf = (field: string) => within(row).getByTestId(`form-item-${field}`).parentElement as HTMLElement;
    expect(cellOf('left').style.width).toBe('50%');
    expect(cellOf('right').style.width).toBe('25%');
    expect(cellOf('left').style.paddingLeft).toBe('10px');
  });

  it('tab shows one tab per tabItem, every pane mounted and only the chosen one visible', () => {
    const items: FormItem[] = [
      {
        key: 'tab',
        props: { active: '2' },
        children: [
          { key: 'tabItem', props: { title: '基本', name: '1' }, children: [text('a', '甲')] },
          { key: 'tabItem', props: { title: '运输', name: '2' }, children: [text('b', '乙')] },
          { key: 'tabItem', noShow: true, props: { title: '隐藏', name: '3' }, children: [text('c', '丙')] },
        ],
      },
    ];
    render(<Harness items={items} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['基本', '运输']);
    const [first, second] = screen.getAllByRole('tabpanel', { hidden: true });
    expect(first).not.toBeVisible();
    expect(second).toBeVisible();
    expect(within(first as HTMLElement).getByTestId('form-item-a')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '基本' }));
    expect(first).toBeVisible();
    expect(second).not.toBeVisible();
    expect(screen.queryByTestId('form-item-c')).toBeNull();
  });

  it('collapse opens the active panels; in accordion mode opening one closes the other', async () => {
    const items: FormItem[] = [
      {
        key: 'collapse',
        props: { accordion: true, active: '1' },
        children: [
          { key: 'collapseItem', props: { title: '面板一', name: '1' }, children: [text('a', '甲')] },
          { key: 'collapseItem', props: { title: '面板二', name: '2' }, children: [text('b', '乙')] },
        ],
      },
    ];
    render(<Harness items={items} />);
    const one = screen.getByRole('button', { name: '面板一' });
    const two = screen.getByRole('button', { name: '面板二' });
    expect(one).toHaveAttribute('aria-expanded', 'true');
    expect(two).toHaveAttribute('aria-expanded', 'false');
    // closed panels keep their fields mounted
    expect(screen.getByTestId('form-item-b')).toBeInTheDocument();
    fireEvent.click(two);
    expect(two).toHaveAttribute('aria-expanded', 'true');
    expect(one).toHaveAttribute('aria-expanded', 'false');
  });

  it('tableGrid draws rows of cells with colspan and rowspan and skips merged cells', () => {
    const td = (children: FormItem[], props: Record<string, unknown> = {}): FormItem => ({ key: 'tableGridTd', props, children });
    const items: FormItem[] = [
      {
        key: 'tableGrid',
        props: { borderColor: '#123456', borderWidth: 2 },
        children: [
          { key: 'tableGridTr', props: {}, children: [td([text('a', '甲')], { rowspan: 2 }), td([text('b', '乙')])] },
          { key: 'tableGridTr', props: {}, children: [td([], { merged: true }), td([text('c', '丙')])] },
          { key: 'tableGridTr', props: {}, children: [td([text('d', '丁')], { colspan: 2 })] },
        ],
      },
    ];
    render(<Harness items={items} />);
    const table = screen.getByTestId('form-container-tableGrid');
    const rows = table.querySelectorAll('tr');
    expect([...rows].map((row) => row.querySelectorAll('td').length)).toEqual([2, 1, 1]);
    const cellA = within(table).getByTestId('form-item-a').closest('td') as HTMLTableCellElement;
    const cellD = within(table).getByTestId('form-item-d').closest('td') as HTMLTableCellElement;
    expect(cellA.rowSpan).toBe(2);
    expect(cellD.colSpan).toBe(2);
    expect(cellA.style.border).toBe('2px solid rgb(18, 52, 86)');
  });
});

describe('hiding (spec §2, §5)', () => {
  const items: FormItem[] = [
    text('shown', '显示'),
    text('flagged', '不显示', { noShow: true }),
    text('appOnly', '仅移动端', { visibility: ['app'] }),
    text('both', '两端', { visibility: ['pc', 'app'] }),
    text('secret', '未授权'),
    { key: 'card', noShow: true, props: { header: '隐藏卡片' }, children: [text('inHiddenCard', '卡片内')] },
    { key: 'row', props: {}, children: [text('inRowGranted', '行内'), text('inRowSecret', '行内未授权')] },
  ];

  it('hides noShow items, items whose visibility lacks pc, and everything inside a hidden container', () => {
    render(<Harness items={items} />);
    for (const field of ['shown', 'both', 'secret', 'inRowGranted', 'inRowSecret']) expect(screen.getByTestId(`form-item-${field}`)).toBeInTheDocument();
    for (const field of ['flagged', 'appOnly', 'inHiddenCard']) expect(screen.queryByTestId(`form-item-${field}`)).toBeNull();
    expect(screen.queryByText('隐藏卡片')).toBeNull();
  });

  it('hides the fields the page does not grant, also inside containers; items without a field stay', () => {
    render(<Harness items={[...items, { key: 'testNote', props: { text: '说明' } }]} grantedFields={new Set(['shown', 'both', 'inRowGranted'])} />);
    expect(screen.getByTestId('form-item-shown')).toBeInTheDocument();
    expect(screen.getByTestId('form-item-inRowGranted')).toBeInTheDocument();
    expect(screen.queryByTestId('form-item-secret')).toBeNull();
    expect(screen.queryByTestId('form-item-inRowSecret')).toBeNull();
    expect(screen.getByTestId('note-testNote')).toHaveTextContent('说明');
  });

  it('the read-only renderer hides the same items', () => {
    render(<ReadOnlyRenderer items={items} value={{ shown: 'x', secret: 'y', appOnly: 'z' }} language="zh" grantedFields={new Set(['shown', 'appOnly'])} />);
    expect(screen.getByTestId('view-shown')).toHaveTextContent('x');
    expect(screen.queryByTestId('view-secret')).toBeNull();
    expect(screen.queryByTestId('view-appOnly')).toBeNull();
  });
});

describe('labels, values and validation', () => {
  it('draws the label column with labelWidth, the required star and the tip; showLabel false drops it', () => {
    render(
      <FormRenderer
        items={[
          text('a', '名称', { required: true, tipLabel: { zh: '提示文字', 'zh-TW': '提示文字', en: 'A tip' }, props: { labelWidth: 150 } }),
          text('b', '无标签', { props: { showLabel: false } }),
        ]}
        value={{}}
        language="en"
        conf={{ labelWidth: 120 }}
      />,
    );
    const label = screen.getByTestId('form-label-a');
    expect(label.style.width).toBe('150px');
    expect(label).toHaveTextContent(/^名称$/);
    expect(screen.getByTestId('form-required-a')).toBeInTheDocument();
    expect(screen.getByTestId('form-tip-a')).toHaveAttribute('aria-label', 'A tip');
    expect(screen.queryByTestId('form-label-b')).toBeNull();
  });

  it('writes changes into the controlled record and checks the changed field: required, then its pattern rules', () => {
    const items = [
      text('name', '名称', { required: true }),
      text('mobile', '手机', { regList: [{ rule: 'mobile' }] }),
      text('code', '编码', { regList: [{ pattern: '/^[A-Z]+$/', message: { zh: '只能大写字母', 'zh-TW': '只能大寫字母', en: 'Capitals only' } }] }),
    ];
    render(<Harness items={items} />);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent('名称不能为空');
    fireEvent.change(screen.getByLabelText('手机'), { target: { value: '123' } });
    expect(within(screen.getByTestId('form-item-mobile')).getByRole('alert')).toHaveTextContent('请正确输入您的手机号');
    fireEvent.change(screen.getByLabelText('手机'), { target: { value: '13812345678' } });
    expect(within(screen.getByTestId('form-item-mobile')).queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'abc' } });
    expect(within(screen.getByTestId('form-item-code')).getByRole('alert')).toHaveTextContent('只能大写字母');
    expect(JSON.parse(screen.getByTestId('record').textContent ?? '')).toEqual({ name: '', mobile: '13812345678', code: 'abc' });
  });

  it('validate() through the ref checks every shown field, shows the messages in the form language and skips hidden fields', () => {
    const handle = createRef<FormRendererHandle>();
    const items = [
      text('name', 'Name', { required: true }),
      text('mobile', 'Mobile', { regList: [{ rule: 'mobile' }] }),
      text('hidden', 'Hidden', { required: true, noShow: true }),
    ];
    render(<Harness items={items} initial={{ name: '', mobile: '1', hidden: '' }} language="en" handle={handle} />);
    let result: ReturnType<FormRendererHandle['validate']> | undefined;
    act(() => {
      result = handle.current?.validate();
    });
    expect(result).toEqual({ valid: false, errors: { name: 'Name cannot be empty', mobile: 'Enter a valid mobile phone number' } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Name cannot be empty', 'Enter a valid mobile phone number']);
    act(() => handle.current?.clearValidation());
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('a keystroke re-renders the changed field only', () => {
    const items = Array.from({ length: 50 }, (_, index) => text(`f${index}`, `字段${index}`));
    const container: FormItem = {
      key: 'card',
      props: { header: '卡片' },
      children: Array.from({ length: 10 }, (_, index) => text(`c${index}`, `卡片字段${index}`)),
    };
    render(<Harness items={[...items, container]} />);
    for (const key of Object.keys(renders)) delete renders[key];
    fireEvent.change(screen.getByLabelText('字段7'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('卡片字段3'), { target: { value: 'b' } });
    expect(Object.keys(renders).sort()).toEqual(['c3', 'f7']);
    expect(screen.getByLabelText('字段7')).toHaveValue('a');
    expect(JSON.parse(screen.getByTestId('record').textContent ?? '')).toMatchObject({ f7: 'a', c3: 'b' });
  });

  it('a new record from the owner reaches the fields', () => {
    function Resetting() {
      const [record, setRecord] = useState<Record<string, unknown>>({ a: 'one' });
      return (
        <>
          <FormRenderer items={[text('a', '甲')]} value={record} onChange={setRecord} language="zh" />
          <button type="button" onClick={() => setRecord({ a: 'reset' })}>
            reset
          </button>
        </>
      );
    }
    render(<Resetting />);
    fireEvent.change(screen.getByLabelText('甲'), { target: { value: 'typed' } });
    expect(screen.getByLabelText('甲')).toHaveValue('typed');
    fireEvent.click(screen.getByText('reset'));
    expect(screen.getByLabelText('甲')).toHaveValue('reset');
  });

  it('passes size, language, disabled and the record to widgets; the read-only renderer shows Views and no inputs', () => {
    const { unmount } = render(
      <FormRenderer items={[text('a', '甲', { props: { disabled: true } })]} value={{ a: 'v' }} language="zh-TW" conf={{ size: 'mini' }} />,
    );
    const input = screen.getByLabelText('甲');
    expect(input).toHaveAttribute('data-size', 'mini');
    expect(input).toHaveAttribute('data-language', 'zh-TW');
    expect(input).toBeDisabled();
    unmount();
    render(
      <ReadOnlyRenderer
        items={[{ key: 'card', props: { header: '卡片' }, children: [text('a', '甲', { required: true }), { key: 'testNote', props: { text: '说明文字' } }] }]}
        value={{ a: '值' }}
        language="zh"
      />,
    );
    expect(screen.getByTestId('view-a')).toHaveTextContent('值');
    expect(screen.getByTestId('note-testNote')).toHaveTextContent('说明文字');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByTestId('form-required-a')).toBeNull();
  });

  it('an unregistered widget key shows a translated notice instead of failing', () => {
    const { rerender } = render(
      <FormRenderer items={[text('a', '甲'), { key: 'noSuchWidget', field: 'x', label: '未知', props: {} }]} value={{}} language="zh" />,
    );
    expect(screen.getByTestId('form-runtime-missing')).toHaveTextContent('不支持的控件：noSuchWidget');
    expect(screen.getByLabelText('甲')).toBeInTheDocument();
    rerender(<FormRenderer items={[{ key: 'noSuchWidget', props: {} }]} value={{}} language="en" />);
    expect(screen.getByTestId('form-runtime-missing')).toHaveTextContent('Unsupported widget: noSuchWidget');
  });
});

describe('a sub-table in the form (spec §5: submit passes only when every cell is valid)', () => {
  beforeAll(() => subTableWidgets.forEach(registerFormWidget));
  const lines: FormItem = {
    key: 'table',
    field: 'lines',
    label: '费用明细',
    props: {},
    children: [text('feeName', '费用名称', { required: true }), text('remark', '备注')],
  };
  const cell = (row: number, field: string) => document.getElementById(`form-lines-${row}-${field}`) as HTMLInputElement;

  it('validate() fails on an empty required cell, names its row under the table and shows the cell’s message; fixed, it passes', () => {
    const handle = createRef<FormRendererHandle>();
    render(
      <Harness
        items={[lines]}
        initial={{
          lines: [
            { feeName: '装卸费', remark: '' },
            { feeName: '', remark: '夜班' },
          ],
        }}
        handle={handle}
      />,
    );
    const table = screen.getByTestId('sub-table-lines');
    expect(within(table).queryAllByRole('alert')).toHaveLength(0);
    let result: ReturnType<FormRendererHandle['validate']> | undefined;
    act(() => {
      result = handle.current?.validate();
    });
    expect(result).toEqual({ valid: false, errors: { lines: '第2行 费用名称不能为空' } });
    expect(within(table).getByText('第2行 费用名称不能为空')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['费用名称不能为空']);
    expect(cell(1, 'feeName').parentElement).toContainElement(within(table).getByRole('alert'));
    fireEvent.change(cell(1, 'feeName'), { target: { value: '堆存费' } });
    expect(within(table).queryAllByRole('alert')).toHaveLength(0);
    expect(within(table).queryByText(/第2行/)).toBeNull();
    act(() => {
      result = handle.current?.validate();
    });
    expect(result).toEqual({ valid: true, errors: {} });
  });

  it('a row just added shows no messages before the form is checked; the check words them in the form’s language', () => {
    const handle = createRef<FormRendererHandle>();
    render(<Harness items={[lines]} initial={{ lines: [] }} language="en" handle={handle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(cell(0, 'remark'), { target: { value: 'night shift' } });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    let result: ReturnType<FormRendererHandle['validate']> | undefined;
    act(() => {
      result = handle.current?.validate();
    });
    expect(result).toEqual({ valid: false, errors: { lines: 'Row 1: 费用名称 cannot be empty' } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['费用名称 cannot be empty']);
  });
});

describe('the record detail viewer (spec §2)', () => {
  const items = [text('vessel', '船名')];
  const record = { vessel: '远洋一号' };
  const paper = () => screen.getByTestId('record-detail-viewer');

  it('opens as a general dialog by default, generalWidth wide, with the record read-only and a translated close', () => {
    const onClose = vi.fn();
    render(<RecordDetailViewer open onClose={onClose} items={items} record={record} language="zh" conf={{ generalWidth: '800px' }} />);
    expect(paper()).toHaveAttribute('data-popup-type', 'general');
    expect(paper().style.width).toBe('800px');
    expect(within(paper()).getByTestId('view-vessel')).toHaveTextContent('远洋一号');
    expect(within(paper()).getByText('详情')).toBeInTheDocument();
    fireEvent.click(within(paper()).getByTestId('record-detail-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('general without a width is 600px; a drawer is drawerWidth wide; full screen centres the record fullScreenWidth wide', () => {
    const { rerender } = render(<RecordDetailViewer open onClose={() => undefined} items={items} record={record} language="en" />);
    expect(paper().style.width).toBe('600px');
    expect(within(paper()).getByTestId('record-detail-close')).toHaveTextContent('Close');
    rerender(
      <RecordDetailViewer open onClose={() => undefined} items={items} record={record} language="en" conf={{ popupType: 'drawer', drawerWidth: 700 }} />,
    );
    expect(paper()).toHaveAttribute('data-popup-type', 'drawer');
    expect(paper().style.width).toBe('700px');
    rerender(
      <RecordDetailViewer
        open
        onClose={() => undefined}
        items={items}
        record={record}
        language="en"
        conf={{ popupType: 'fullScreen', fullScreenWidth: '1200px' }}
      />,
    );
    expect(paper()).toHaveAttribute('data-popup-type', 'fullScreen');
    expect(paper()).toHaveClass('MuiDialog-paperFullScreen');
    expect(screen.getByTestId('record-detail-body').style.width).toBe('1200px');
    expect(screen.getByTestId('view-vessel')).toHaveTextContent('远洋一号');
  });

  it('shows the print button only when hasPrintBtn and printId are set, labelled printButtonText or 打印, disabled without an action', () => {
    const viewer = (conf: object, onPrint?: () => void) => (
      <RecordDetailViewer open onClose={() => undefined} items={items} record={record} language="zh" conf={conf} onPrint={onPrint} />
    );
    const { rerender } = render(viewer({ hasPrintBtn: true }));
    expect(screen.queryByTestId('record-detail-print')).toBeNull();
    rerender(viewer({ hasPrintBtn: false, printId: 'p1' }));
    expect(screen.queryByTestId('record-detail-print')).toBeNull();
    rerender(viewer({ hasPrintBtn: true, printId: 'p1' }));
    expect(screen.getByTestId('record-detail-print')).toHaveTextContent('打印');
    expect(screen.getByTestId('record-detail-print')).toBeDisabled();
    const onPrint = vi.fn();
    rerender(viewer({ hasPrintBtn: true, printId: 'p1', printButtonText: '打印放行单' }, onPrint));
    expect(screen.getByTestId('record-detail-print')).toHaveTextContent('打印放行单');
    fireEvent.click(screen.getByTestId('record-detail-print'));
    expect(onPrint).toHaveBeenCalledWith({ printId: 'p1', record });
  });

  it('the disabled print button explains itself in a tooltip', async () => {
    render(<RecordDetailViewer open onClose={() => undefined} items={items} record={record} language="en" conf={{ hasPrintBtn: true, printId: 'p1' }} />);
    expect(screen.getByTestId('record-detail-print')).toHaveTextContent('Print');
    fireEvent.mouseOver(screen.getByTestId('record-detail-print').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Printing is not available yet');
  });

  it('opens a linked record as a nested detail on top, and closing it leaves the first open', async () => {
    const linked: LinkedRecordDetail = {
      items: [text('shipper', '发货人')],
      record: { shipper: '港务物流' },
      conf: { popupType: 'drawer' },
      title: '关联记录',
    };
    const openLinked = vi.fn(() => Promise.resolve(linked));
    render(
      <RecordDetailViewer
        open
        onClose={() => undefined}
        items={[text('vessel', '船名'), { key: 'testLink', field: 'order', label: '关联', props: { modelId: 'm-1' } }]}
        record={{ vessel: '远洋一号', order: 'o-9' }}
        language="zh"
        openLinked={openLinked}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'o-9' }));
    expect(openLinked).toHaveBeenCalledWith('m-1', 'o-9');
    // The nested viewer opens at once, loading (in the general popup: its form's type is not known
    // yet), then shows the linked form in its own popup type. Which portal comes first in the
    // document is MUI's business (under load the first dialog's portal can be placed again).
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('record-detail-viewer')
          .map((viewer) => viewer.getAttribute('data-popup-type'))
          .sort(),
      ).toEqual(['drawer', 'general']),
    );
    const viewers = screen.getAllByTestId('record-detail-viewer');
    const nested = viewers.find((viewer) => viewer.getAttribute('data-popup-type') === 'drawer') as HTMLElement;
    expect(await within(nested).findByTestId('view-shipper')).toHaveTextContent('港务物流');
    expect(within(nested).getByText('关联记录')).toBeInTheDocument();
    fireEvent.click(within(nested).getByTestId('record-detail-close'));
    await waitFor(() => expect(screen.getAllByTestId('record-detail-viewer')).toHaveLength(1));
    expect(screen.getByTestId('view-vessel')).toHaveTextContent('远洋一号');
  });

  it('without openLinked a linked value is plain text', () => {
    render(
      <RecordDetailViewer
        open
        onClose={() => undefined}
        items={[{ key: 'testLink', field: 'order', label: '关联', props: { modelId: 'm-1' } }]}
        record={{ order: 'o-9' }}
        language="zh"
      />,
    );
    expect(screen.queryByRole('button', { name: 'o-9' })).toBeNull();
    expect(screen.getByText('o-9')).toBeInTheDocument();
  });
});

describe('the widget gallery page', () => {
  it('lists every registered widget and container, editable beside read-only, with its configuration, in the current language and size', async () => {
    await i18nProvider.changeLocale('en');
    try {
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <WidgetGalleryPage />
        </AdminContext>,
      );
      const gallery = await screen.findByTestId('widget-gallery');
      expect(within(gallery).getByRole('heading', { level: 1 })).toHaveTextContent('Widget gallery');
      for (const key of ['testText', 'testNote', 'testLink']) expect(within(gallery).getByTestId(`gallery-widget-${key}`)).toBeInTheDocument();
      for (const key of ['card', 'row', 'tab', 'collapse', 'tableGrid']) expect(within(gallery).getByTestId(`gallery-container-${key}`)).toBeInTheDocument();
      // a widget without examples shows with its bare configuration; typed on the left, shown on the right
      const example = screen.getByTestId('gallery-example-widget-testText-0');
      fireEvent.change(within(example).getByLabelText('testText'), { target: { value: 'MSKU1234567' } });
      expect(within(within(example).getByTestId('form-renderer-readonly')).getByTestId('view-testTextField')).toHaveTextContent('MSKU1234567');
      // the configuration folds open
      expect(within(example).queryByTestId('gallery-config-widget-testText-0')).toBeNull();
      fireEvent.click(within(example).getByRole('button', { name: 'Configuration' }));
      expect(JSON.parse(within(example).getByTestId('gallery-config-widget-testText-0').textContent ?? '')).toEqual({
        key: 'testText',
        field: 'testTextField',
        label: 'testText',
        props: {},
      });
      // the size switch reaches every example
      expect(within(example).getByTestId('form-renderer')).toHaveAttribute('data-size', 'default');
      fireEvent.click(within(gallery).getByRole('button', { name: 'Mini' }));
      expect(within(example).getByTestId('form-renderer')).toHaveAttribute('data-size', 'mini');
      expect(within(screen.getByTestId('gallery-example-container-card-0')).getByTestId('form-renderer')).toHaveAttribute('data-size', 'mini');
      // the filter narrows the list by key
      fireEvent.change(within(gallery).getByRole('textbox', { name: 'Filter by key' }), { target: { value: 'tablegr' } });
      await waitFor(() => expect(within(gallery).queryByTestId('gallery-widget-testText')).toBeNull());
      expect(within(gallery).getByTestId('gallery-container-tableGrid')).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('zh');
    }
  });
});
