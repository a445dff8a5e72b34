import { beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { md5 } from 'hash-wasm';
import { setUpInProcessServer } from '../in-process-server.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { Language, WidgetDefinition } from '../../../src/form-runtime/widget-contract.ts';
import { treeWidgets, registerTreeOptionSource } from '../../../src/form-runtime/widgets/tree/index.ts';

// Static options need no server; the dictionary and the areas come from the real app.
setUpInProcessServer();
const errors: string[] = [];
beforeEach(() => {
  resetSession();
  errors.length = 0;
  configureRequest({
    notifyError: (message) => errors.push(message),
    onSessionGone: () => undefined,
    language: () => 'zh-CN',
    apiBase: window.location.origin,
  });
});

async function signInAdmin(): Promise<void> {
  const response = await fetch(`${window.location.origin}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password: await md5('Portside2026'), grant_type: 'password' }).toString(),
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  setToken(token);
  setSessionToken(token);
}

const widget = (key: string) => treeWidgets.find((definition) => definition.key === key) as WidgetDefinition;

/** A widget's editable rendering holding the value it writes, as the form does. */
function renderEdit(key: string, props: Record<string, unknown>, value: unknown = undefined, language: Language = 'zh') {
  const changes: unknown[] = [];
  const { Edit } = widget(key);
  const item: FormItem = { key, field: 'f', props };
  function Host() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <Edit
        item={item}
        id="f"
        value={current}
        size="default"
        language={language}
        onChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  render(<Host />);
  return changes;
}

function renderView(key: string, props: Record<string, unknown>, value: unknown) {
  const { View } = widget(key);
  render(<View item={{ key, field: 'f', props }} value={value} size="default" language="zh" />);
}

const BERTHS = [
  {
    id: 'north',
    fullName: '北港区',
    children: [
      { id: 'n1', fullName: '1号泊位' },
      { id: 'n2', fullName: '2号泊位', disabled: true },
    ],
  },
  { id: 'south', fullName: '南港区', children: [{ id: 's1', fullName: '3号泊位' }] },
];

/** As a pointer does: the box takes the focus, then the press opens the list. */
const openTreeSelect = () => {
  const input = screen.getByTestId('tree-select-input');
  act(() => input.focus());
  fireEvent.mouseDown(input);
};
const option = (label: string) => within(screen.getByRole('listbox')).getByText(label).closest('li') as HTMLElement;
const shownOptions = () =>
  within(screen.getByRole('listbox'))
    .queryAllByTestId('tree-select-option')
    .map((li) => li.textContent);

describe('tree select (spec lowcode §2 "Tree select dropdown")', () => {
  it('single: the whole tree indented by level; a click chooses the id and shows its label', () => {
    const changes = renderEdit('treeSelect', { options: BERTHS });
    openTreeSelect();
    expect(shownOptions()).toEqual(['北港区', '1号泊位', '2号泊位', '南港区', '3号泊位']);
    expect(option('北港区').style.paddingLeft).toBe('12px');
    expect(option('1号泊位').style.paddingLeft).toBe('30px');
    fireEvent.click(option('1号泊位'));
    expect(changes).toEqual(['n1']);
    expect((screen.getByTestId('tree-select-input') as HTMLInputElement).value).toBe('1号泊位');
  });

  it('refuses a disabled node', () => {
    const changes = renderEdit('treeSelect', { options: BERTHS }, 'n1');
    openTreeSelect();
    expect(option('2号泊位')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(option('2号泊位'));
    expect(changes).toEqual([]);
  });

  it('multiple: a list of ids, chips for the chosen', () => {
    const changes = renderEdit('treeSelect', { options: BERTHS, multiple: true });
    openTreeSelect();
    fireEvent.click(option('1号泊位'));
    fireEvent.click(option('3号泊位'));
    fireEvent.click(option('2号泊位')); // disabled
    expect(changes.at(-1)).toEqual(['n1', 's1']);
    expect(
      screen
        .getAllByRole('button')
        .filter((button) => button.classList.contains('MuiChip-root'))
        .map((chip) => chip.textContent),
    ).toEqual(['1号泊位', '3号泊位']);
  });

  it('filterable: a keyword keeps the matches and their ancestors; without filterable nothing can be typed', () => {
    renderEdit('treeSelect', { options: BERTHS, filterable: true });
    const input = screen.getByTestId('tree-select-input');
    openTreeSelect();
    fireEvent.change(input, { target: { value: '3号' } });
    expect(shownOptions()).toEqual(['南港区', '3号泊位']);
    fireEvent.change(input, { target: { value: '不存在' } });
    expect(screen.getByText('无数据')).toBeInTheDocument();
  });

  it('is read-only text without filterable', () => {
    renderEdit('treeSelect', { options: BERTHS });
    expect(screen.getByTestId('tree-select-input')).toHaveAttribute('readonly');
  });

  it('last-level mode: only leaves can be chosen', () => {
    const changes = renderEdit('treeSelect', { options: BERTHS, lastLevel: true });
    openTreeSelect();
    expect(option('南港区')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(option('南港区'));
    expect(changes).toEqual([]);
    fireEvent.click(option('3号泊位'));
    expect(changes).toEqual(['s1']);
  });

  it("names the options' fields by props.props.props", () => {
    const changes = renderEdit('treeSelect', {
      options: [{ code: 'A', name: '甲', items: [{ code: 'A1', name: '甲一' }] }],
      props: { props: { label: 'name', value: 'code', children: 'items' } },
    });
    openTreeSelect();
    expect(shownOptions()).toEqual(['甲', '甲一']);
    fireEvent.click(option('甲一'));
    expect(changes).toEqual(['A1']);
  });

  it.each([
    ['zh', '无数据'],
    ['zh-TW', '無數據'],
    ['en', 'No data'],
  ] as const)('says there is no data in %s', (language, text) => {
    renderEdit('treeSelect', { options: [] }, undefined, language);
    openTreeSelect();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('reads a dictionary type’s items as the tree (dataType dictionary)', async () => {
    await signInAdmin();
    const changes = renderEdit('treeSelect', { dataType: 'dictionary', dictionaryType: 'dict-business-type', lastLevel: true });
    openTreeSelect();
    await waitFor(() => expect(shownOptions()).toEqual(['港口业务', '仓储', '运输', '财务']));
    fireEvent.click(option('港口业务'));
    fireEvent.click(option('运输'));
    expect(changes).toEqual(['biz-transport']);
  });

  it('takes data-interface options from the registered loader', async () => {
    registerTreeOptionSource('dynamic', async (item) => [{ id: String(item.props.propsUrl), fullName: '接口选项' }]);
    renderEdit('treeSelect', { dataType: 'dynamic', propsUrl: 'if-1' });
    openTreeSelect();
    await waitFor(() => expect(shownOptions()).toEqual(['接口选项']));
  });

  it('shows the labels read-only', () => {
    renderView('treeSelect', { options: BERTHS, multiple: true }, ['n1', 's1']);
    expect(screen.getByTestId('tree-select-view')).toHaveTextContent('1号泊位, 3号泊位');
  });
});

const PORTS = [
  {
    id: 'zj',
    fullName: '浙江',
    children: [
      { id: 'nb', fullName: '宁波港', children: [{ id: 'bl', fullName: '北仑港区' }] },
      { id: 'zs', fullName: '舟山港', children: [{ id: 'jt', fullName: '金塘港区', disabled: true }] },
    ],
  },
];

const cascaderOption = (label: string) =>
  within(screen.getByTestId('cascader-panel')).getByText(label).closest('[data-testid="cascader-option"]') as HTMLElement;

describe('cascader (contract §7.2)', () => {
  it('stores the id path of a leaf, opening a column per level, and shows the labels joined with /', () => {
    const changes = renderEdit('cascader', { options: PORTS });
    fireEvent.click(screen.getByTestId('cascader-input'));
    fireEvent.click(cascaderOption('浙江'));
    fireEvent.click(cascaderOption('宁波港'));
    expect(changes).toEqual([]); // no leaf yet
    expect(screen.getAllByTestId('cascader-column')).toHaveLength(3);
    fireEvent.click(cascaderOption('北仑港区'));
    expect(changes).toEqual([['zj', 'nb', 'bl']]);
    expect((screen.getByTestId('cascader-input') as HTMLInputElement).value).toBe('浙江/宁波港/北仑港区');
  });

  it('refuses a disabled leaf', () => {
    const changes = renderEdit('cascader', { options: PORTS });
    fireEvent.click(screen.getByTestId('cascader-input'));
    fireEvent.click(cascaderOption('浙江'));
    fireEvent.click(cascaderOption('舟山港'));
    fireEvent.click(cascaderOption('金塘港区'));
    expect(changes).toEqual([]);
  });

  it('stores the last id when emitPath is false, and a list when multiple', () => {
    const changes = renderEdit('cascader', { options: PORTS, props: { props: { emitPath: false, multiple: true } } });
    fireEvent.click(screen.getByTestId('cascader-input'));
    fireEvent.click(cascaderOption('浙江'));
    fireEvent.click(cascaderOption('宁波港'));
    fireEvent.click(cascaderOption('北仑港区'));
    expect(changes).toEqual([['bl']]);
    expect(screen.getAllByTestId('cascader-chip').map((chip) => chip.textContent)).toEqual(['浙江/宁波港/北仑港区']);
  });

  it('filters the leaves by keyword', () => {
    const changes = renderEdit('cascader', { options: PORTS, filterable: true });
    fireEvent.click(screen.getByTestId('cascader-input'));
    fireEvent.change(screen.getByTestId('cascader-keyword'), { target: { value: '北仑' } });
    fireEvent.click(cascaderOption('浙江/宁波港/北仑港区'));
    expect(changes).toEqual([['zj', 'nb', 'bl']]);
  });

  it('shows the labels joined with / read-only, for a path or a last id', () => {
    renderView('cascader', { options: PORTS }, ['zj', 'nb', 'bl']);
    renderView('cascader', { options: PORTS, props: { props: { emitPath: false } } }, 'bl');
    expect(screen.getAllByTestId('cascader-view').map((view) => view.textContent)).toEqual(['浙江/宁波港/北仑港区', '浙江/宁波港/北仑港区']);
  });
});

const addressNode = (id: string) =>
  within(screen.getByTestId('address-dialog'))
    .getAllByTestId('address-node')
    .find((node) => node.getAttribute('data-node-id') === id) as HTMLElement;
const selectedAreas = () => screen.queryAllByTestId('address-selected-item').map((item) => item.textContent);

describe('province/city/district picker (spec lowcode §4 "Pickers")', () => {
  it('level 2 (the default): only districts or areas without children are chosen; multiple ignores a duplicate', async () => {
    await signInAdmin();
    const changes = renderEdit('address', { multiple: true });
    fireEvent.click(screen.getByTestId('address-input'));
    await waitFor(() => expect(addressNode('area-zj')).toBeDefined());
    expect(addressNode('area-zj')).toHaveAttribute('data-selectable', 'false');
    fireEvent.click(addressNode('area-zj')); // a province opens
    await waitFor(() => expect(addressNode('area-nb')).toBeDefined());
    fireEvent.click(addressNode('area-nb'));
    await waitFor(() => expect(addressNode('area-bl')).toBeDefined());
    expect(selectedAreas()).toEqual([]);
    fireEvent.click(addressNode('area-bl'));
    fireEvent.click(addressNode('area-bl')); // already chosen
    fireEvent.click(addressNode('area-zs')); // a city without districts
    expect(selectedAreas()).toEqual(['浙江省/宁波市/北仑区', '浙江省/舟山市']);
    fireEvent.click(screen.getByTestId('address-confirm'));
    expect(changes).toEqual([
      [
        ['area-zj', 'area-nb', 'area-bl'],
        ['area-zj', 'area-zs'],
      ],
    ]);
    await waitFor(() => expect(screen.getAllByTestId('address-chip').map((chip) => chip.textContent)).toEqual(['浙江省/宁波市/北仑区', '浙江省/舟山市']));
    expect(errors).toEqual([]);
  });

  it('level 1: a city is a leaf; single mode replaces the choice and stores one path', async () => {
    await signInAdmin();
    const changes = renderEdit('address', { level: 1 });
    fireEvent.click(screen.getByTestId('address-input'));
    await waitFor(() => expect(addressNode('area-zj')).toBeDefined());
    fireEvent.click(addressNode('area-zj'));
    await waitFor(() => expect(addressNode('area-nb')).toHaveAttribute('data-selectable', 'true'));
    fireEvent.click(addressNode('area-nb'));
    fireEvent.click(addressNode('area-zs'));
    expect(selectedAreas()).toEqual(['浙江省/舟山市']);
    fireEvent.click(screen.getByTestId('address-confirm'));
    expect(changes).toEqual([['area-zj', 'area-zs']]);
  });

  it('shows the names of stored paths read-only', async () => {
    await signInAdmin();
    renderView('address', { multiple: true }, [
      ['area-zj', 'area-nb', 'area-bl'],
      ['area-sh', 'area-pd'],
    ]);
    await waitFor(() => expect(screen.getByTestId('address-view')).toHaveTextContent('浙江省/宁波市/北仑区, 上海市/浦东新区'));
  });
});
