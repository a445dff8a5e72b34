import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { Language } from '../../../src/form-runtime/widget-contract.ts';
import { displayWidgets, dynamicQrPayload, setButtonScriptRunner } from '../../../src/form-runtime/widgets/display/index.ts';

/**
 * The display widgets, the calculated field and the system fields (spec §3 barcode and QR code,
 * calculated field; §4 calculation debounce; §5 URL checks, barcode text, calculations; §9 defaults).
 */
const widget = (key: string) => {
  const definition = displayWidgets.find((candidate) => candidate.key === key);
  if (!definition) throw new Error(`no ${key} widget`);
  return definition;
};

function renderEdit(
  key: string,
  props: Record<string, unknown>,
  options: { value?: unknown; formData?: Record<string, unknown>; language?: Language; field?: string } = {},
) {
  const { Edit } = widget(key);
  const onChange = vi.fn();
  const item: FormItem = { key, field: options.field, props };
  const element = (formData = options.formData, value = options.value) => (
    <Edit item={item} id="w" value={value} onChange={onChange} size="small" language={options.language ?? 'zh'} formData={formData} />
  );
  const view = render(element());
  return { onChange, rerender: (formData?: Record<string, unknown>, value?: unknown) => view.rerender(element(formData, value)) };
}

function renderView(key: string, props: Record<string, unknown>, options: { value?: unknown; formData?: Record<string, unknown>; language?: Language } = {}) {
  const { View } = widget(key);
  return render(<View item={{ key, props }} value={options.value} size="small" language={options.language ?? 'zh'} formData={options.formData} />);
}

afterEach(() => {
  setButtonScriptRunner(null);
  vi.useRealTimers();
});

describe('JNPFText', () => {
  it('shows its content as text in its textStyle, never as HTML', () => {
    renderView('JNPFText', { content: '<b>提单</b>说明', textStyle: { color: '#ff0000', 'font-size': 16, 'text-align': 'center', position: 'fixed' } });
    const text = screen.getByText('<b>提单</b>说明');
    expect(text).toHaveStyle({ color: '#ff0000', fontSize: '16px', textAlign: 'center' });
    expect(text.style.position).toBe('');
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('link', () => {
  it('opens http(s), mailto and tel addresses, a new tab without access back to the page', () => {
    renderView('link', { content: '港口门户', href: 'https://port.example.com/a', target: '_blank' });
    const link = screen.getByRole('link', { name: '港口门户' });
    expect(link).toHaveAttribute('href', 'https://port.example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    renderView('link', { content: '致电', href: 'tel:+8621123456' });
    expect(screen.getByRole('link', { name: '致电' })).toHaveAttribute('href', 'tel:+8621123456');
  });

  it('refuses javascript: and other schemes: the text shows plain, with no href anywhere', () => {
    renderView('link', { content: '点我', href: 'javascript:alert(1)' });
    renderView('link', { content: '数据', href: 'data:text/html,<script>alert(1)</script>' });
    renderView('link', { content: '制表符', href: 'java\tscript:alert(1)' });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('点我')).toBeInTheDocument();
    expect(document.querySelector('[href]')).toBeNull();
  });
});

describe('alert, divider, group title', () => {
  it('shows an alert’s title, description and type, and closes it with a translated button', () => {
    renderView('alert', { title: '提示', description: '保存后生成编号', type: 'error', showIcon: true, closable: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('提示保存后生成编号');
    expect(alert.className).toContain('colorError');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('places a divider’s and a group title’s content', () => {
    renderView('divider', { content: '费用明细', 'content-position': 'right' });
    expect(screen.getByRole('separator')).toHaveTextContent('费用明细');
    expect(screen.getByRole('separator').className).toContain('textAlignRight');
    renderView('groupTitle', { content: '基本信息', contentPosition: 'center' });
    expect(screen.getByRole('heading', { name: '基本信息' })).toHaveStyle({ textAlign: 'center' });
  });
});

describe('button', () => {
  it('hands its on.click script and the record to the runner set through the seam, and never runs it itself', async () => {
    const runner = vi.fn();
    setButtonScriptRunner(runner);
    renderEdit('button', { buttonText: '计算运费', type: 'primary', align: 'right', on: { click: '({ formData }) => {}' } }, { formData: { weight: 5 } });
    fireEvent.click(screen.getByRole('button', { name: '计算运费' }));
    await waitFor(() => expect(runner).toHaveBeenCalledTimes(1));
    expect(runner.mock.calls[0][0]).toBe('({ formData }) => {}');
    expect(runner.mock.calls[0][1].formData).toEqual({ weight: 5 });
  });

  it('logs a failing script and goes on; read-only it runs nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runner = vi.fn(() => Promise.reject(new Error('boom')));
    setButtonScriptRunner(runner);
    renderEdit('button', { buttonText: '执行', on: { click: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '执行' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    renderView('button', { buttonText: '只读', on: { click: 'x' } });
    expect(screen.getByRole('button', { name: '只读' })).toBeDisabled();
    warn.mockRestore();
  });
});

describe('barcode', () => {
  it('draws an SVG for letters and digits with the spec defaults (code128, height 40, margin 5)', async () => {
    renderView('barcode', { dataType: 'static', staticText: 'ABC123' });
    const svg = await screen.findByTestId('barcode');
    await waitFor(() => expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10));
    // height 40 plus a margin of 5 above and below
    expect(svg.getAttribute('height')).toBe('50px');
    expect(svg).toBeVisible();
  });

  it('draws nothing for text with other characters, and reads a relation field from the record', () => {
    const { container } = renderView('barcode', { dataType: 'static', staticText: '箱号-1' });
    expect(container).toBeEmptyDOMElement();
    renderView('barcode', { dataType: 'relation', relationField: 'boxNo' }, { formData: { boxNo: 'MSKU1234565' } });
    expect(screen.getByTestId('barcode')).toHaveAttribute('aria-label', '条形码 MSKU1234565');
  });
});

describe('qrcode', () => {
  it('renders an SVG image of the text at the configured size', async () => {
    renderView('qrcode', { dataType: 'static', staticText: 'https://port.example.com', size: 120, colorDark: '#112233' });
    const image = await screen.findByRole('img', { name: '二维码' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('#112233');
    expect(image).toHaveAttribute('width', '120');
  });

  it('encodes the DFD payload of a saved record and draws nothing before it has an id', async () => {
    const props = { dataType: 'dynamic', modelId: 'm1', modelType: 1, opType: 'info' };
    expect(dynamicQrPayload(props, { id: 'r9' })).toEqual({ t: 'DFD', id: 'r9', mid: 'm1', mt: '1', fid: '', pid: '', ftid: '', opt: 'info' });
    expect(dynamicQrPayload(props, {})).toBeNull();
    const { container } = renderView('qrcode', props, { formData: {} });
    expect(container).toBeEmptyDOMElement();
    renderView('qrcode', props, { formData: { id: 'r9' } });
    expect(await screen.findByRole('img', { name: '二维码' })).toBeInTheDocument();
  });
});

describe('calculate', () => {
  const price = { __vModel__: 'price', label: '单价' };
  const quantity = { __vModel__: 'quantity', label: '数量' };
  const expression = [price, '×', quantity];

  it('shows the result to two decimals and its Chinese capital amount', () => {
    renderEdit('calculate', { expression, isAmountChinese: true, isStorage: 1 }, { formData: { price: 4.1, quantity: 3 } });
    expect(screen.getByTestId('calculate-result')).toHaveValue('12.30');
    expect(screen.getByText('壹拾贰元叁角')).toBeInTheDocument();
  });

  it('recomputes 100 ms after the record changes, and a stored field writes its result', () => {
    vi.useFakeTimers();
    const { onChange, rerender } = renderEdit(
      'calculate',
      { expression, thousands: true, isStorage: 2 },
      { formData: { price: 1, quantity: 1 }, field: 'total' },
    );
    expect(onChange).toHaveBeenLastCalledWith('1.00');
    rerender({ price: 1000, quantity: 2.5 }, '1.00');
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByTestId('calculate-result')).toHaveValue('1.00');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('calculate-result')).toHaveValue('2,500.00');
    expect(onChange).toHaveBeenLastCalledWith('2500.00');
  });

  it('read-only, shows the stored value with thousands separators and the amount', () => {
    renderView('calculate', { expression, thousands: true, isAmountChinese: true, isStorage: 2 }, { value: '1234.5', formData: { price: 1, quantity: 1 } });
    expect(screen.getByTestId('calculate-result')).toHaveTextContent('1,234.50');
    expect(screen.getByText('壹仟贰佰叁拾肆元伍角')).toBeInTheDocument();
  });

  it('in a sub-table row (the row as formData) shows the value the table computed and writes nothing', () => {
    const rowExpression = [{ __vModel__: 'lines.amount', label: '金额' }, '×', '2'];
    const { onChange } = renderEdit('calculate', { expression: rowExpression, isStorage: 2 }, { formData: { amount: 3 }, value: '6.00', field: 'double' });
    expect(screen.getByTestId('calculate-result')).toHaveValue('6.00');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('in a sub-table row shows a new value at once, without the 100 ms wait', () => {
    vi.useFakeTimers();
    const rowExpression = [{ __vModel__: 'lines.quantity', label: '数量' }, '×', { __vModel__: 'lines.unitPrice', label: '单价' }];
    const { onChange, rerender } = renderEdit(
      'calculate',
      { expression: rowExpression, thousands: true, isStorage: 2 },
      { formData: { quantity: 3, unitPrice: 120.5 }, value: '361.50', field: 'amount' },
    );
    expect(screen.getByTestId('calculate-result')).toHaveValue('361.50');
    // the table's new value for the row, with no time passing
    rerender({ quantity: 30, unitPrice: 120.5 }, '3615.00');
    expect(screen.getByTestId('calculate-result')).toHaveValue('3,615.00');
    // a row without the table's value yet shows the row's own result, also at once
    rerender({ quantity: 2, unitPrice: 1000 }, null);
    expect(screen.getByTestId('calculate-result')).toHaveValue('2,000.00');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('system fields', () => {
  it('show the translated hint before the record is saved, and the value after', () => {
    renderEdit('createUser', {});
    expect(screen.getByPlaceholderText('系统自动生成')).toBeDisabled();
    renderEdit('billRule', {}, { language: 'en' });
    expect(screen.getByPlaceholderText('Generated by the system')).toBeInTheDocument();
    renderEdit('createTime', {}, { value: new Date(2024, 4, 10, 8, 5, 9).getTime() });
    expect(screen.getByDisplayValue('2024-05-10 08:05:09')).toBeInTheDocument();
    renderView('currOrganize', {}, { value: ['上港集团', '物流部'] });
    expect(screen.getByText('上港集团/物流部')).toBeInTheDocument();
  });

  it('are all registered, each holding a value', () => {
    for (const key of ['createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'billRule'])
      expect(widget(key).holdsValue).toBe(true);
  });
});
