import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { FormSize, Language, WidgetDefinition } from '../../../src/form-runtime/widget-contract.ts';
import { basicWidgets } from '../../../src/form-runtime/widgets/basic/index.ts';

const widget = (key: string): WidgetDefinition => {
  const found = basicWidgets.find((definition) => definition.key === key);
  if (!found) throw new Error(`no basic widget ${key}`);
  return found;
};

/** Renders a widget's editable form holding its own value, and records every value it emits. */
function renderEdit(key: string, props: Record<string, unknown>, initial: unknown, options: { size?: FormSize; language?: Language } = {}) {
  const emitted: unknown[] = [];
  const item: FormItem = { key, field: 'f', label: '字段', props };
  const { Edit } = widget(key);
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <Edit
        item={item}
        id="f"
        value={value}
        onChange={(next) => {
          emitted.push(next);
          setValue(next);
        }}
        size={options.size ?? 'default'}
        language={options.language ?? 'zh'}
      />
    );
  }
  const view = render(<Harness />);
  return { emitted, ...view };
}

function renderView(key: string, props: Record<string, unknown>, value: unknown, language: Language = 'zh', size: FormSize = 'default') {
  const { View } = widget(key);
  return render(<View item={{ key, field: 'f', props }} value={value} size={size} language={language} />);
}

const textbox = () => screen.getByRole('textbox') as HTMLInputElement;
const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

describe('the number input (numInput)', () => {
  it('strips the thousands separators on focus and applies them on blur', () => {
    const { emitted } = renderEdit('numInput', { precision: 2, thousands: true }, 1234567.5);
    const input = textbox();
    expect(input.value).toBe('1,234,567.50');
    fireEvent.focus(input);
    expect(input.value).toBe('1234567.50');
    type(input, '9876543.215');
    // typing emits each number as it stands; the precision is applied on blur
    expect(emitted.at(-1)).toBe(9876543.215);
    fireEvent.blur(input);
    expect(emitted.at(-1)).toBe(9876543.22);
    expect(input.value).toBe('9,876,543.22');
  });

  it('bounds the value by min and max on blur, and types freely until then', () => {
    const { emitted } = renderEdit('numInput', { min: 0, max: 100 }, 5);
    const input = textbox();
    fireEvent.focus(input);
    type(input, '150');
    expect(input.value).toBe('150');
    fireEvent.blur(input);
    expect(emitted.at(-1)).toBe(100);
    fireEvent.focus(input);
    type(input, '-3');
    fireEvent.blur(input);
    expect(emitted.at(-1)).toBe(0);
    expect(input.value).toBe('0');
  });

  it('fixes the value to the precision half up in decimal arithmetic (1.005 → 1.01, where binary floating point gives 1.00)', () => {
    const { emitted } = renderEdit('numInput', { precision: 2 }, null);
    const input = textbox();
    fireEvent.focus(input);
    type(input, '1.005');
    fireEvent.blur(input);
    // binary floating point gives 1.00 here (1.005.toFixed(2))
    expect(emitted.at(-1)).toBe(1.01);
    expect(input.value).toBe('1.01');
    fireEvent.focus(input);
    type(input, '7');
    fireEvent.blur(input);
    expect(input.value).toBe('7.00');
    expect(emitted.at(-1)).toBe(7);
  });

  it('emits null for an empty field, never 0 or an empty text, and keeps the last number for text that is none', () => {
    const { emitted } = renderEdit('numInput', {}, 12);
    const input = textbox();
    fireEvent.focus(input);
    type(input, '12a');
    fireEvent.blur(input);
    expect(emitted).toEqual([]);
    expect(input.value).toBe('12');
    fireEvent.focus(input);
    type(input, '');
    expect(emitted.at(-1)).toBeNull();
    fireEvent.blur(input);
    expect(emitted.at(-1)).toBeNull();
    expect(input.value).toBe('');
    expect(emitted.every((value) => value === null || typeof value === 'number')).toBe(true);
  });

  it('re-emits a number stored as text as a number', () => {
    const { emitted } = renderEdit('numInput', { precision: 1 }, '3.14');
    const input = textbox();
    expect(input.value).toBe('3.1');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(emitted).toEqual([3.1]);
  });

  it('steps by `step` in decimal arithmetic with the buttons and the arrow keys, held within the bounds', () => {
    const { emitted } = renderEdit('numInput', { step: 0.1, max: 0.4 }, 0.2);
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(emitted.at(-1)).toBe(0.3);
    fireEvent.keyDown(textbox(), { key: 'ArrowUp' });
    expect(emitted.at(-1)).toBe(0.4);
    expect(screen.getByRole('button', { name: '增加' })).toBeDisabled();
    fireEvent.keyDown(textbox(), { key: 'ArrowDown' });
    expect(emitted.at(-1)).toBe(0.3);
  });

  it('hides the step buttons with controls false and shows addonBefore/addonAfter', () => {
    renderEdit('numInput', { controls: false, addonBefore: '¥', addonAfter: '元' }, 1);
    expect(screen.queryByRole('button', { name: '增加' })).toBeNull();
    expect(screen.getByText('¥')).toBeInTheDocument();
    expect(screen.getByText('元')).toBeInTheDocument();
  });

  it('shows the Chinese capital amount under the field and follows the typing', () => {
    renderEdit('numInput', { precision: 2, isAmountChinese: true }, 1234.5);
    expect(screen.getByTestId('chinese-amount')).toHaveTextContent('壹仟贰佰叁拾肆元伍角');
    fireEvent.focus(textbox());
    type(textbox(), '10');
    expect(screen.getByTestId('chinese-amount')).toHaveTextContent('壹拾元整');
    type(textbox(), '');
    expect(screen.queryByTestId('chinese-amount')).toBeNull();
  });

  it('reads back as the field shows it: separators, precision, addons and the Chinese amount', () => {
    renderView('numInput', { precision: 2, thousands: true, addonBefore: '¥', isAmountChinese: true }, 1234.5);
    expect(screen.getByText('¥1,234.50')).toBeInTheDocument();
    expect(screen.getByTestId('chinese-amount')).toHaveTextContent('壹仟贰佰叁拾肆元伍角');
  });
});

describe('the number range (numberRange)', () => {
  it('emits [] when both ends are empty and [min, max] otherwise, zero counting as filled', () => {
    const { emitted } = renderEdit('numberRange', {}, []);
    const low = screen.getByRole('textbox', { name: '最小值' });
    const high = screen.getByRole('textbox', { name: '最大值' });
    fireEvent.focus(low);
    type(low, '0');
    fireEvent.blur(low);
    expect(emitted.at(-1)).toEqual([0, null]);
    fireEvent.focus(high);
    type(high, '5');
    fireEvent.blur(high);
    expect(emitted.at(-1)).toEqual([0, 5]);
    fireEvent.focus(low);
    type(low, '');
    fireEvent.blur(low);
    expect(emitted.at(-1)).toEqual([null, 5]);
    fireEvent.focus(high);
    type(high, '');
    fireEvent.blur(high);
    expect(emitted.at(-1)).toEqual([]);
  });

  it('reads back as "low 至 high", and as nothing when empty', () => {
    const { container } = renderView('numberRange', { precision: 1 }, [0, 12]);
    expect(container).toHaveTextContent('0.0 至 12.0');
    const empty = renderView('numberRange', {}, []);
    expect(empty.container).toHaveTextContent(/^$/);
  });
});

describe('the text inputs (comInput, textarea, PsdInput)', () => {
  it('shows the __slot__ prepend and append, limits the length and clears with clearable', () => {
    const { emitted } = renderEdit('comInput', { __slot__: { prepend: 'https://', append: '.com' }, maxlength: 10, clearable: true }, 'portside');
    expect(screen.getByText('https://')).toBeInTheDocument();
    expect(screen.getByText('.com')).toBeInTheDocument();
    expect(textbox()).toHaveAttribute('maxlength', '10');
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(emitted).toEqual(['']);
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
  });

  it('hides a show-password value until asked, and its read-only form never shows it', () => {
    const { container } = renderEdit('comInput', { 'show-password': true }, 'secret1');
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input.type).toBe('text');
    renderView('PsdInput', {}, 'secret1');
    expect(screen.getByText('******')).toBeInTheDocument();
    expect(screen.queryByText('secret1')).toBeNull();
  });

  it('translates the designer’s default placeholder and shows a textarea with its rows', () => {
    renderEdit('comInput', { placeholder: '请输入' }, '', { language: 'en' });
    expect(screen.getByPlaceholderText('Please enter')).toBeInTheDocument();
    const { container } = renderEdit('textarea', { rows: 3 }, 'a\nb');
    expect(container.querySelector('textarea')).toHaveAttribute('rows', '3');
  });
});

describe('switch, slider, rate and colour picker', () => {
  it('the switch emits active-value 1 and inactive-value 0 and reads back as its texts', () => {
    const { emitted } = renderEdit('switch', { activeTxt: '是', inactiveTxt: '否' }, 0);
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('switch'));
    expect(emitted).toEqual([1, 0]);
    renderView('switch', { activeTxt: { zh: '是', 'zh-TW': '是', en: 'Yes' } }, 1, 'en');
    expect(screen.getByText('Yes')).toBeInTheDocument();
    renderView('switch', {}, '0', 'en');
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('the slider reads a range as "low 至 high"', () => {
    renderView('slider', { range: true }, [2, 8]);
    expect(screen.getByText('2 至 8')).toBeInTheDocument();
  });

  it('the rate emits the chosen star count and labels its stars in the user’s language', () => {
    const { emitted } = renderEdit('rate', { max: 3 }, 0);
    fireEvent.click(screen.getByLabelText('2星'));
    expect(emitted).toEqual([2]);
  });

  it('the colour picker emits a typed hex only when it is one, and a picked colour', () => {
    const { emitted } = renderEdit('colorPicker', {}, '#409eff');
    const text = screen.getByRole('textbox', { name: '颜色值' });
    type(text, '#12');
    type(text, '#ff0000');
    expect(emitted).toEqual(['#ff0000']);
    fireEvent.change(screen.getByLabelText('选择颜色'), { target: { value: '#00ff00' } });
    expect(emitted.at(-1)).toBe('#00ff00');
    type(text, 'rgba(0, 0, 0, 0.5)');
    expect(emitted.at(-1)).toBe('#00ff00');
  });
});

describe('sizes', () => {
  it.each([
    ['default', false, '14px'],
    ['medium', false, '14px'],
    ['small', true, '13px'],
    ['mini', true, '12px'],
  ] as const)('%s: small MUI field %s, font %s', (size, small, font) => {
    const { container } = renderEdit('numInput', {}, 1, { size });
    const root = container.querySelector('.MuiInputBase-root') as HTMLElement;
    expect(root.classList.contains('MuiInputBase-sizeSmall')).toBe(small);
    expect(root).toHaveStyle({ fontSize: font });
  });

  it('every basic widget and gallery example draws editable and read-only without a console error', () => {
    const errors = vi.spyOn(console, 'error');
    for (const definition of basicWidgets)
      for (const [index, example] of (definition.examples ?? []).entries()) {
        // each example at one of the four sizes, so all sizes are drawn without multiplying the renders
        const size = (['default', 'medium', 'small', 'mini'] as const)[index % 4];
        render(<definition.Edit item={example} id="x" value={definition.emptyValue} onChange={() => undefined} size={size} language="en" />).unmount();
        render(<definition.View item={example} value={definition.emptyValue} size={size} language="en" />).unmount();
      }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(basicWidgets.map((definition) => definition.key)).toEqual([
      'comInput',
      'textarea',
      'PsdInput',
      'numInput',
      'numberRange',
      'switch',
      'slider',
      'rate',
      'colorPicker',
    ]);
    expect(basicWidgets.every((definition) => (definition.examples?.length ?? 0) >= 2)).toBe(true);
  });
});
