import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { md5 } from 'hash-wasm';
import { createTheme, ThemeProvider } from '@mui/material';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { FormSize, Language, WidgetDefinition } from '../../../src/form-runtime/widget-contract.ts';
import { choiceWidgets, clearOptionCache, optionLabels, optionText, registerOptionSource } from '../../../src/form-runtime/widgets/choice/index.ts';
import { setUpInProcessServer } from '../in-process-server.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';

// Dictionary options come from the real app (demo data: type dict-port-type with 集装箱港区 and 散货港区).
const { server } = setUpInProcessServer();

const widget = (key: string): WidgetDefinition => {
  const found = choiceWidgets.find((definition) => definition.key === key);
  if (!found) throw new Error(`no choice widget ${key}`);
  return found;
};

const TRADES = [
  { id: 'import', fullName: '进口' },
  { id: 'export', fullName: '出口' },
  { id: 'transit', fullName: '中转' },
];
const staticItem = (key: string, props: Record<string, unknown> = {}): FormItem => ({
  key,
  field: 'f',
  label: '贸易类型',
  props: { dataType: 'static', options: TRADES, ...props },
});
const dictionaryItem = (key: string, props: Record<string, unknown> = {}): FormItem => ({
  key,
  field: 'f',
  label: '港区类型',
  props: { dataType: 'dictionary', dictionaryType: 'dict-port-type', ...props },
});

function renderEdit(item: FormItem, initial: unknown, options: { size?: FormSize; language?: Language } = {}) {
  const emitted: unknown[] = [];
  const { Edit } = widget(item.key);
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
  return { emitted, ...render(<Harness />) };
}

const renderView = (item: FormItem, value: unknown, language: Language = 'zh') => {
  const { View } = widget(item.key);
  return render(<View item={item} value={value} size="default" language={language} />);
};

afterEach(() => clearOptionCache());

describe('radio', () => {
  it('emits the chosen option’s value and reads back as its label', () => {
    const { emitted } = renderEdit(staticItem('radio'), 'import');
    expect(screen.getByRole('radio', { name: '进口' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '中转' }));
    expect(emitted).toEqual(['transit']);
    expect(screen.getByRole('radio', { name: '中转' })).toBeChecked();
    const { container } = renderView(staticItem('radio'), 'export');
    expect(container).toHaveTextContent(/^出口$/);
  });

  it('reads options with the keys of props.props.props and matches a number stored for a text value', () => {
    const item: FormItem = {
      key: 'radio',
      field: 'f',
      props: {
        options: [
          { code: '1', name: '集装箱' },
          { code: '2', name: '散货' },
        ],
        props: { props: { label: 'name', value: 'code' } },
      },
    };
    const { emitted } = renderEdit(item, 2);
    expect(screen.getByRole('radio', { name: '散货' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '集装箱' }));
    expect(emitted).toEqual(['1']);
    expect(renderView(item, 2).container).toHaveTextContent(/^散货$/);
  });

  it('lays out horizontally by default, vertically with direction, boxed with border, as buttons with optionType', () => {
    renderEdit(staticItem('radio'), '');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('data-direction', 'horizontal');
    expect(screen.getByRole('radiogroup')).toHaveStyle({ flexDirection: 'row' });
    cleanup();
    const { container } = renderEdit(staticItem('radio', { direction: 'vertical', border: true }), '');
    expect(screen.getByRole('radiogroup')).toHaveStyle({ flexDirection: 'column' });
    expect(container.querySelectorAll('[data-border="true"]')).toHaveLength(3);
    expect(container.querySelector('[data-border="true"]')).toHaveStyle({ borderStyle: 'solid', borderWidth: '1px' });
    cleanup();
    const buttons = renderEdit(staticItem('radio', { optionType: 'button' }), 'export');
    expect(screen.queryByRole('radio', { name: '出口' })?.tagName).toBe('BUTTON');
    expect(screen.getByRole('radio', { name: '出口' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '进口' }));
    expect(buttons.emitted).toEqual(['import']);
  });

  it('draws at the form’s size', () => {
    const { container } = renderEdit(staticItem('radio'), '', { size: 'mini' });
    expect(container.querySelector('.MuiRadio-root')).toHaveClass('MuiRadio-sizeSmall');
    expect(container.querySelector('.MuiFormControlLabel-label')).toHaveStyle({ fontSize: '12px' });
    cleanup();
    const medium = renderEdit(staticItem('radio'), '', { size: 'medium' });
    expect(medium.container.querySelector('.MuiRadio-root')).not.toHaveClass('MuiRadio-sizeSmall');
    expect(medium.container.querySelector('.MuiFormControlLabel-label')).toHaveStyle({ fontSize: '14px' });
  });
});

describe('checkbox', () => {
  it('emits the ticked values as a list in the order ticked and reads back as labels joined per language', () => {
    const { emitted } = renderEdit(staticItem('checkbox'), []);
    fireEvent.click(screen.getByRole('checkbox', { name: '中转' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '进口' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '中转' }));
    expect(emitted).toEqual([['transit'], ['transit', 'import'], ['import']]);
    expect(renderView(staticItem('checkbox'), ['export', 'import']).container).toHaveTextContent(/^出口、进口$/);
    const english = staticItem('checkbox', {
      options: [
        { id: 'a', fullName: { zh: '甲', 'zh-TW': '甲', en: 'Alpha' } },
        { id: 'b', fullName: { zh: '乙', 'zh-TW': '乙', en: 'Beta' } },
      ],
    });
    expect(renderView(english, ['a', 'b'], 'en').container).toHaveTextContent(/^Alpha, Beta$/);
  });

  it('says 无数据 when it has no options', () => {
    renderEdit(staticItem('checkbox', { options: [] }), [], { language: 'zh-TW' });
    expect(screen.getByText('無數據')).toBeInTheDocument();
  });
});

describe('select', () => {
  it('emits the chosen value, clears to "" with clearable, and shows 请选择 when empty', () => {
    const { emitted } = renderEdit(staticItem('select', { clearable: true }), '');
    expect(screen.getByRole('combobox')).toHaveTextContent('请选择');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '出口' }));
    expect(emitted).toEqual(['export']);
    expect(screen.getByRole('combobox')).toHaveTextContent('出口');
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(emitted.at(-1)).toBe('');
  });

  it('with multiple emits a list and shows the labels, never the codes', () => {
    const { emitted } = renderEdit(staticItem('select', { multiple: true }), ['transit']);
    expect(screen.getByRole('combobox')).toHaveTextContent(/^中转$/);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '进口' }));
    expect(emitted).toEqual([['transit', 'import']]);
    // the menu stays open for more choices and hides the rest of the page from the accessibility tree
    expect(screen.getByRole('combobox', { hidden: true })).toHaveTextContent(/^中转、进口$/);
  });

  it('with filterable narrows the options by the typed text, in the user’s language', () => {
    const { emitted } = renderEdit(staticItem('select', { filterable: true }), '', { language: 'en' });
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('placeholder', 'Please select');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '出' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['出口']);
    fireEvent.click(screen.getByRole('option', { name: '出口' }));
    expect(emitted).toEqual(['export']);
    fireEvent.change(input, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('draws small at small and mini', () => {
    const { container } = renderEdit(staticItem('select'), '', { size: 'small' });
    expect(container.querySelector('.MuiInputBase-root')).toHaveClass('MuiInputBase-sizeSmall');
    expect(container.querySelector('.MuiInputBase-root')).toHaveStyle({ fontSize: '13px' });
  });

  it('keeps its own size where the theme gives selects another (the density setting), as in a list’s search bar', () => {
    const { Edit } = widget('select');
    const theme = createTheme({ components: { MuiSelect: { defaultProps: { size: 'medium' } } } });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Edit item={staticItem('select')} id="f" value="" onChange={() => undefined} size="small" language="zh" />
      </ThemeProvider>,
    );
    expect(container.querySelector('.MuiSelect-select')).toHaveClass('MuiInputBase-inputSizeSmall');
  });
});

describe('optionLabels and optionText (list cells)', () => {
  it('gives the label of every stored code in the stored order, with the item’s keys', () => {
    const item = staticItem('select');
    expect(optionLabels(item, ['transit', 'import'])).toEqual(['中转', '进口']);
    expect(optionLabels(item, 'export')).toEqual(['出口']);
    expect(optionLabels(item, null)).toEqual([]);
    expect(optionLabels(item, '')).toEqual([]);
    const loaded = [{ enCode: 'bulk', fullName: '散货港区' }];
    expect(optionLabels({ key: 'select', props: { props: { props: { value: 'enCode' } } } }, 'bulk', loaded)).toEqual(['散货港区']);
    expect(optionText(item, ['import', 'export'], undefined, 'en')).toBe('进口, 出口');
    expect(optionText(item, ['import', 'export'], undefined, 'zh')).toBe('进口、出口');
  });

  it('reads tree options (a tree dictionary) and keeps a code no option carries', () => {
    const tree = [{ id: 'p', fullName: '港口业务', children: [{ id: 'c', fullName: '仓储' }] }];
    expect(optionLabels(staticItem('checkbox'), ['c', 'p', 'gone'], tree)).toEqual(['仓储', '港口业务', 'gone']);
  });
});

describe('dictionary options', () => {
  let dictionaryCalls = 0;
  beforeEach(async () => {
    resetSession();
    dictionaryCalls = 0;
    configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN', apiBase: window.location.origin });
    const response = await fetch(`${window.location.origin}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'staff', password: await md5('Portside2026'), grant_type: 'password' }).toString(),
    });
    const token = ((await response.json()) as { data: { token: string } }).data.token;
    setToken(token);
    setSessionToken(token);
    // counts the item loads; answering nothing lets the real app answer
    server.use(
      http.get('*/api/system/DictionaryData/:typeId', () => {
        dictionaryCalls += 1;
      }),
    );
  });

  it('loads the items of the dictionary type id once, shows labels read-only and emits ids', async () => {
    const item = dictionaryItem('radio');
    const view = renderView(item, 'port-bulk');
    // never the bare code while loading
    expect(view.container).not.toHaveTextContent('port-bulk');
    await waitFor(() => expect(view.container).toHaveTextContent(/^散货港区$/));
    const { emitted } = renderEdit(item, 'port-bulk');
    expect(screen.getByRole('radio', { name: '散货港区' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '集装箱港区' }));
    expect(emitted).toEqual(['port-container']);
    const select = renderEdit(dictionaryItem('select', { multiple: true }), ['port-container', 'port-bulk']);
    expect(within(select.container).getByRole('combobox')).toHaveTextContent(/^集装箱港区、散货港区$/);
    expect(dictionaryCalls).toBe(1);
  });

  it('every gallery example draws editable and read-only without a console error', async () => {
    const errors = vi.spyOn(console, 'error');
    for (const definition of choiceWidgets)
      for (const example of definition.examples ?? []) {
        render(<definition.Edit item={example} id="x" value={definition.emptyValue} onChange={() => undefined} size="small" language="en" />);
        render(<definition.View item={example} value={definition.emptyValue} size="mini" language="en" />);
      }
    await screen.findAllByRole('radio', { name: '集装箱港区' });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(choiceWidgets.map((definition) => [definition.key, definition.examples?.length])).toEqual([
      ['radio', 3],
      ['checkbox', 3],
      ['select', 3],
    ]);
  });

  it('stores the item code when props.props.props.value is enCode', async () => {
    const item = dictionaryItem('checkbox', { props: { props: { label: 'fullName', value: 'enCode' } } });
    const { emitted } = renderEdit(item, ['bulk']);
    await screen.findByRole('checkbox', { name: '集装箱港区' });
    expect(screen.getByRole('checkbox', { name: '散货港区' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: '集装箱港区' }));
    expect(emitted).toEqual([['bulk', 'container']]);
    expect(renderView(item, ['container', 'bulk'], 'en').container).toHaveTextContent(/^集装箱港区, 散货港区$/);
  });
});

describe('data-interface options (dynamic)', () => {
  it('show no options and no error until the data-interface issue registers a loader, then the loader’s', async () => {
    const errors = vi.spyOn(console, 'error');
    const item: FormItem = { key: 'select', field: 'f', props: { dataType: 'dynamic', propsUrl: 'if-1', options: TRADES } };
    renderEdit(item, '');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(within(screen.getByRole('listbox')).getByText('无数据')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    cleanup();
    const loader = vi.fn(async () => [{ id: 'x', fullName: '接口选项' }]);
    registerOptionSource('dynamic', loader);
    const view = renderView(item, 'x');
    await waitFor(() => expect(view.container).toHaveTextContent(/^接口选项$/));
    expect(loader).toHaveBeenCalledWith(item);
  });
});
