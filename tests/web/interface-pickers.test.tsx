import { beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { tokenOf } from './in-process-session.ts';
import { createStaticInterface, signedInForInterfaces } from './interface-kit.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { Language, WidgetDefinition } from '../../src/form-runtime/widget-contract.ts';
import type { Row } from '../../src/form-runtime/sub-table/table-config.ts';
import { interfacePickerWidgets, InterfacePickerRowSource } from '../../src/features/interface-pickers/widgets.ts';
import { linkedRecord } from '../../src/components/record-picker/linked-records.ts';
import { registerFormWidget } from '../../src/form-runtime/widget-registry.ts';
import { basicWidgets } from '../../src/form-runtime/widgets/basic/index.ts';
import { registerRowSource, SubTableEdit } from '../../src/form-runtime/sub-table/index.ts';

/**
 * The pop-up select, the table select and the sub-table's row picker (issue 13 point 3; spec
 * lowcode §2 "Pop-up data picker", "Table-type data picker", "Record picker dialog", §4 "Pickers",
 * §8, §9) against the real app: static-data interfaces created through the API, listed and echoed
 * back by the server's own Action/List and Action/InfoByIds.
 */
const { server, forward } = setUpInProcessServer();
const session = signedInForInterfaces();

/** 25 trucks: t-01 … t-25, the first ten of 东海车队, the rest of 北仑车队. */
const trucks = Array.from({ length: 25 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return { id: `t-${n}`, plateNo: `沪A100${n}`, driver: `司机${n}`, fleet: index < 10 ? '东海车队' : '北仑车队' };
});
const columns = [
  { label: '车牌号', value: 'plateNo' },
  { label: '所属车队', value: 'fleet' },
];

let trucksId = '';
beforeAll(async () => {
  trucksId = await createStaticInterface(await tokenOf('admin'), trucks);
});

/** An id no interface has: every call about it fails. */
const MISSING = 'no-such-interface';

const widget = (key: string) => interfacePickerWidgets.find((definition) => definition.key === key) as WidgetDefinition;

interface Rendered {
  changes: unknown[];
  fills: Record<string, unknown>[];
}

/** A picker's editable rendering holding the value it writes, as the form does. */
function renderEdit(
  key: string,
  props: Record<string, unknown>,
  options: { value?: unknown; disabled?: boolean; language?: Language; record?: Record<string, unknown> } = {},
) {
  const rendered: Rendered = { changes: [], fills: [] };
  const { Edit } = widget(key);
  const item: FormItem = { key, field: 'truck', props: { interfaceId: trucksId, relationField: 'plateNo', columnOptions: columns, ...props } };
  function Host() {
    const [value, setValue] = useState<unknown>(options.value ?? null);
    return (
      <Edit
        item={item}
        id="truck"
        value={value}
        size="default"
        language={options.language ?? 'zh'}
        disabled={options.disabled}
        readRecord={() => ({ truck: value, ...options.record })}
        onFill={(values) => rendered.fills.push(values)}
        onChange={(next) => {
          rendered.changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Host />);
  return rendered;
}

function renderView(key: string, props: Record<string, unknown>, value: unknown, formData?: Record<string, unknown>) {
  const { View } = widget(key);
  render(
    <View
      item={{ key, field: 'truck', props: { interfaceId: trucksId, relationField: 'plateNo', columnOptions: columns, ...props } }}
      value={value}
      size="default"
      language="zh"
      formData={formData}
    />,
  );
}

/** Keeps the body of each list request the pickers make; the real app answers them. */
function watchLists() {
  const asked: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/system/DataInterface/:id/Action/List', async ({ request }) => {
      asked.push((await request.clone().json()) as Record<string, unknown>);
      return forward(request);
    }),
  );
  return asked;
}

function watchEchoes() {
  const asked: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/system/DataInterface/:id/Action/InfoByIds', async ({ request }) => {
      asked.push((await request.clone().json()) as Record<string, unknown>);
      return forward(request);
    }),
  );
  return asked;
}

const fieldInput = (testId: string) => screen.getByTestId(`${testId}-input`) as HTMLInputElement;
const dialog = () => within(screen.getByTestId('records-dialog'));
const shownKeys = () => screen.queryAllByTestId('records-row').map((row) => row.getAttribute('data-key'));
const row = (key: string) => {
  const found = screen.getAllByTestId('records-row').find((element) => element.getAttribute('data-key') === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};
const isChosen = (key: string) => row(key).getAttribute('aria-selected') === 'true';

async function openDialog(testId = 'popup-select') {
  fireEvent.click(fieldInput(testId));
  await screen.findByTestId('records-dialog');
  await waitFor(() => expect(shownKeys().length).toBeGreaterThan(0));
}

describe('popupSelect (spec lowcode §2 "Pop-up data picker", §4)', () => {
  it('is closed, then opens on click: 选择数据, 800px, keyword with 查询/重置/刷新, radio, index and the configured columns', async () => {
    renderEdit('popupSelect', {});
    expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument();
    expect(fieldInput('popup-select')).toHaveAttribute('placeholder', '请选择');
    await openDialog();
    expect(dialog().getByText('选择数据')).toBeInTheDocument();
    expect(screen.getByTestId('records-dialog').querySelector('.MuiDialog-paper')).toHaveStyle({ width: '800px' });
    for (const label of ['查询', '重置', '取消', '确定']) expect(dialog().getByText(label)).toBeInTheDocument();
    expect(dialog().getByLabelText('刷新')).toBeInTheDocument();
    const headers = within(screen.getByTestId('records-table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['', '序号', '车牌号', '所属车队']);
    // no paging: every record in one page of 10000 (spec §9), no pager
    expect(shownKeys()).toHaveLength(25);
    expect(screen.queryByTestId('records-pager')).not.toBeInTheDocument();
    expect(
      within(row('t-03'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim()),
    ).toEqual(['', '3', '沪A10003', '东海车队']);
    expect(within(row('t-03')).getByRole('radio')).toBeInTheDocument();
    expect(session.errors).toEqual([]);
  });

  it('does not open when disabled', async () => {
    const asked = watchLists();
    renderEdit('popupSelect', {}, { disabled: true });
    fireEvent.click(fieldInput('popup-select'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('Confirm does nothing until a row is chosen; then it writes the row’s id, closes and shows its text', async () => {
    const rendered = renderEdit('popupSelect', {});
    await openDialog();
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(screen.getByTestId('records-dialog')).toBeInTheDocument();
    expect(rendered.changes).toEqual([]);
    fireEvent.click(row('t-04'));
    fireEvent.click(row('t-05'));
    expect(isChosen('t-05')).toBe(true);
    expect(isChosen('t-04')).toBe(false);
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(rendered.changes).toEqual(['t-05']);
    await waitFor(() => expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument());
    expect(fieldInput('popup-select').value).toBe('沪A10005');
    // the chosen record goes to the fields showing its attributes (popupAttr)
    expect(linkedRecord('truck', 't-05')).toMatchObject({ plateNo: '沪A10005', driver: '司机05' });
  });

  it('stores propsValue when it names another field', async () => {
    const rendered = renderEdit('popupSelect', { propsValue: 'plateNo' });
    await openDialog();
    fireEvent.click(row('沪A10007'));
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(rendered.changes).toEqual(['沪A10007']);
  });

  it('Cancel leaves the stored value and the next opening starts from it again', async () => {
    const rendered = renderEdit('popupSelect', {}, { value: 't-02' });
    await waitFor(() => expect(fieldInput('popup-select').value).toBe('沪A10002'));
    await openDialog();
    expect(isChosen('t-02')).toBe(true);
    fireEvent.click(row('t-09'));
    expect(isChosen('t-09')).toBe(true);
    fireEvent.click(dialog().getByTestId('records-cancel'));
    await waitFor(() => expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument());
    expect(rendered.changes).toEqual([]);
    expect(fieldInput('popup-select').value).toBe('沪A10002');
    await openDialog();
    expect(isChosen('t-02')).toBe(true);
    expect(isChosen('t-09')).toBe(false);
  });

  it('shows the clear icon on hover only when clearable, enabled and holding a value; clearing stores null', async () => {
    const rendered = renderEdit('popupSelect', {}, { value: 't-01' });
    await waitFor(() => expect(fieldInput('popup-select').value).toBe('沪A10001'));
    expect(screen.queryByTestId('popup-select-clear')).not.toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByTestId('popup-select'));
    fireEvent.click(screen.getByTestId('popup-select-clear'));
    expect(rendered.changes).toEqual([null]);
    expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument();
    expect(fieldInput('popup-select').value).toBe('');
    // empty now: no icon
    fireEvent.mouseEnter(screen.getByTestId('popup-select'));
    expect(screen.queryByTestId('popup-select-clear')).not.toBeInTheDocument();
  });

  it.each([
    ['not clearable', { clearable: false }, false],
    ['disabled', {}, true],
  ] as const)('shows no clear icon when %s', async (_, props, disabled) => {
    renderEdit('popupSelect', props, { value: 't-01', disabled });
    await waitFor(() => expect(fieldInput('popup-select').value).toBe('沪A10001'));
    fireEvent.mouseEnter(screen.getByTestId('popup-select'));
    expect(screen.queryByTestId('popup-select-clear')).not.toBeInTheDocument();
  });

  it('echoes a stored id back through InfoByIds and shows its text; the same value again asks nothing', async () => {
    const asked = watchEchoes();
    renderEdit('popupSelect', {}, { value: 't-12' });
    await waitFor(() => expect(fieldInput('popup-select').value).toBe('沪A10012'));
    expect(asked).toEqual([expect.objectContaining({ ids: ['t-12'], interfaceId: trucksId, propsValue: 'id', relationField: 'plateNo' })]);
    expect(linkedRecord('truck', 't-12')).toMatchObject({ plateNo: '沪A10012' });
    renderEdit('popupSelect', {}, { value: 't-12' });
    await waitFor(() =>
      expect(screen.getAllByTestId('popup-select-input').map((input) => (input as HTMLInputElement).value)).toEqual(['沪A10012', '沪A10012']),
    );
    expect(asked).toHaveLength(1);
  });

  it('a failed echo-back shows nothing, silently; the stored value stays', async () => {
    const asked = watchEchoes();
    const rendered = renderEdit('popupSelect', { interfaceId: MISSING }, { value: 't-13' });
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fieldInput('popup-select').value).toBe('');
    expect(rendered.changes).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('a failed list shows an empty table, silently', async () => {
    renderEdit('popupSelect', { interfaceId: MISSING });
    fireEvent.click(fieldInput('popup-select'));
    await screen.findByTestId('records-dialog');
    await waitFor(() => expect(screen.getByTestId('records-empty')).toHaveTextContent('暂无数据'));
    expect(session.errors).toEqual([]);
  });

  it('multiple: checkboxes, the choice kept across pages, a list of ids; the next opening starts from it', async () => {
    const rendered = renderEdit('popupSelect', { multiple: true, hasPage: true, pageSize: 10 });
    await openDialog();
    expect(within(row('t-01')).getByRole('checkbox')).toBeInTheDocument();
    fireEvent.click(row('t-01'));
    fireEvent.click(row('t-03'));
    fireEvent.click(row('t-01'));
    fireEvent.click(row('t-02'));
    fireEvent.click(within(screen.getByTestId('records-pager')).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(shownKeys()).toEqual(['t-21', 't-22', 't-23', 't-24', 't-25']));
    fireEvent.click(row('t-22'));
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(rendered.changes).toEqual([['t-03', 't-02', 't-22']]);
    await waitFor(() => expect(fieldInput('popup-select').value).toBe('沪A10003, 沪A10002, 沪A10022'));
    await openDialog();
    expect(isChosen('t-02')).toBe(true);
    expect(isChosen('t-03')).toBe(true);
    // unticking all and confirming empties a multiple picker
    fireEvent.click(row('t-02'));
    fireEvent.click(row('t-03'));
    fireEvent.click(within(screen.getByTestId('records-pager')).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(shownKeys()).toContain('t-22'));
    fireEvent.click(row('t-22'));
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(rendered.changes.at(-1)).toEqual([]);
  });

  it('pages by pageSize (20 by default) with the total, pages numbered on', async () => {
    const asked = watchLists();
    renderEdit('popupSelect', { hasPage: true });
    await openDialog();
    expect(asked[0]).toMatchObject({ currentPage: 1, pageSize: 20, keyword: '' });
    expect(shownKeys()).toHaveLength(20);
    expect(screen.getByTestId('records-total')).toHaveTextContent('共 25 条');
    fireEvent.click(within(screen.getByTestId('records-pager')).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(shownKeys()).toEqual(['t-21', 't-22', 't-23', 't-24', 't-25']));
    expect(asked.at(-1)).toMatchObject({ currentPage: 2, pageSize: 20 });
    expect(within(row('t-21')).getAllByRole('cell')[1]).toHaveTextContent('21');
  });

  it('without paging asks one page of 10000', async () => {
    const asked = watchLists();
    renderEdit('popupSelect', {});
    await openDialog();
    expect(asked[0]).toMatchObject({ currentPage: 1, pageSize: 10000, propsValue: 'id', relationField: 'plateNo', columnOptions: 'plateNo,fleet' });
  });

  it('searches the keyword on Enter and on 查询 from page 1; 重置 empties it; 刷新 asks again', async () => {
    const asked = watchLists();
    renderEdit('popupSelect', { hasPage: true, pageSize: 10 });
    await openDialog();
    fireEvent.click(within(screen.getByTestId('records-pager')).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ currentPage: 2 }));
    const keyword = screen.getByTestId('records-keyword');
    fireEvent.change(keyword, { target: { value: '北仑' } });
    fireEvent.keyDown(keyword, { key: 'Enter' });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: '北仑', currentPage: 1 }));
    await waitFor(() => expect(screen.getByTestId('records-total')).toHaveTextContent('共 15 条'));
    expect(shownKeys()[0]).toBe('t-11');
    fireEvent.change(keyword, { target: { value: '沪A10007' } });
    fireEvent.click(dialog().getByTestId('records-search'));
    await waitFor(() => expect(shownKeys()).toEqual(['t-07']));
    fireEvent.click(dialog().getByTestId('records-reset'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: '', currentPage: 1 }));
    expect(keyword).toHaveValue('');
    await waitFor(() => expect(shownKeys()).toHaveLength(10));
    const before = asked.length;
    fireEvent.click(dialog().getByTestId('records-refresh'));
    await waitFor(() => expect(asked).toHaveLength(before + 1));
    expect(asked.at(-1)).toMatchObject({ keyword: '', currentPage: 1 });
  });

  it('opens as a drawer with its own title and width', async () => {
    renderEdit('popupSelect', { popupType: 'drawer', popupTitle: '选择车辆', popupWidth: '600px' });
    await openDialog();
    expect(screen.getByTestId('records-dialog')).toHaveAttribute('data-variant', 'drawer');
    expect(dialog().getByText('选择车辆')).toBeInTheDocument();
    expect(screen.getByTestId('records-dialog').closest('.MuiDrawer-paper')).toHaveStyle({ width: '600px' });
  });

  it('speaks English', async () => {
    renderEdit('popupSelect', {}, { language: 'en' });
    await openDialog();
    for (const label of ['Select data', 'Search', 'Reset', 'Cancel', 'Confirm', 'No.']) expect(dialog().getByText(label)).toBeInTheDocument();
  });

  it('fills the fields relationOptions name from the chosen row, and empties them on clear', async () => {
    const rendered = renderEdit('popupSelect', {
      relationOptions: [
        { field: 'driverName', value: 'driver' },
        { field: 'fleetName', value: 'fleet' },
      ],
    });
    await openDialog();
    fireEvent.click(row('t-15'));
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(rendered.fills).toEqual([{ driverName: '司机15', fleetName: '北仑车队' }]);
    await waitFor(() => expect(fieldInput('popup-select').value).toBe('沪A10015'));
    fireEvent.mouseEnter(screen.getByTestId('popup-select'));
    fireEvent.click(screen.getByTestId('popup-select-clear'));
    expect(rendered.fills.at(-1)).toEqual({ driverName: null, fleetName: null });
  });

  it('multiple: fills each field relationOptions name with the chosen rows’ values, comma joined, in the order chosen', async () => {
    const rendered = renderEdit('popupSelect', {
      multiple: true,
      relationOptions: [
        { field: 'driverName', value: 'driver' },
        { field: 'fleetName', value: 'fleet' },
      ],
    });
    await openDialog();
    fireEvent.click(row('t-03'));
    fireEvent.click(row('t-01'));
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(rendered.changes.at(-1)).toEqual(['t-03', 't-01']);
    expect(rendered.fills.at(-1)).toEqual({
      driverName: '司机03,司机01',
      fleetName: '东海车队,东海车队',
    });
  });

  it('sends the templateJson parameters filled from the record as it stands', async () => {
    const asked = watchLists();
    renderEdit(
      'popupSelect',
      { templateJson: [{ field: 'fleet', relationField: 'fleetField', jnpfKey: 'comInput', defaultValue: '' }] },
      { record: { fleetField: '东海车队' } },
    );
    await openDialog();
    expect(asked[0].paramList).toEqual([expect.objectContaining({ field: 'fleet', defaultValue: '东海车队' })]);
  });
});

describe('popupSelect and popupTableSelect read-only (spec lowcode §2: a read-only picker with a value opens the record’s detail)', () => {
  it.each(['popupSelect', 'popupTableSelect'])('%s shows the text; a click opens the detail with the columns and values', async (key) => {
    renderView(key, {}, 't-06');
    await waitFor(() => expect(screen.getByTestId('interface-picker-view')).toHaveTextContent('沪A10006'));
    fireEvent.click(screen.getByTestId('interface-picker-view'));
    const detail = within(await screen.findByTestId('record-detail'));
    expect(detail.getAllByTestId('record-detail-row').map((line) => line.textContent)).toEqual(['车牌号沪A10006', '所属车队东海车队']);
    fireEvent.click(detail.getByTestId('record-detail-close'));
    await waitFor(() => expect(screen.queryByTestId('record-detail')).not.toBeInTheDocument());
  });

  it('in a list row of the server (display text under the field, id under {field}_id) shows the text without an echo-back', async () => {
    const asked = watchEchoes();
    renderView('popupSelect', {}, '沪A10006', { truck: '沪A10006', truck_id: 't-06' });
    expect(screen.getByTestId('interface-picker-view')).toHaveTextContent('沪A10006');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual([]);
  });

  it('without a value shows nothing to click; a failed echo-back shows nothing', async () => {
    renderView('popupSelect', {}, null);
    expect(screen.getByTestId('interface-picker-view')).toHaveTextContent('');
    expect(screen.getByTestId('interface-picker-view').tagName).toBe('SPAN');
    const asked = watchEchoes();
    renderView('popupSelect', { interfaceId: MISSING }, 't-01');
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByTestId('interface-picker-view').map((view) => view.textContent)).toEqual(['', '']);
    expect(session.errors).toEqual([]);
  });
});

describe('popupTableSelect (spec lowcode §2 "Table-type data picker", §4)', () => {
  const openPopover = async () => {
    fireEvent.click(fieldInput('popup-table-select'));
    await screen.findByTestId('records-popover');
    await waitFor(() => expect(shownKeys().length).toBeGreaterThan(0));
  };
  const popover = () => within(screen.getByTestId('records-popover'));

  it('opens a popover under the field with the keyword and a paged list; Confirm needs a row, writes its id and closes', async () => {
    const asked = watchLists();
    const rendered = renderEdit('popupTableSelect', {});
    expect(screen.queryByTestId('records-popover')).not.toBeInTheDocument();
    await openPopover();
    expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument();
    // paged unless turned off: 20 a page
    expect(asked[0]).toMatchObject({ currentPage: 1, pageSize: 20 });
    expect(screen.getByTestId('records-total')).toHaveTextContent('共 25 条');
    fireEvent.click(popover().getByTestId('records-confirm'));
    expect(rendered.changes).toEqual([]);
    const keyword = popover().getByTestId('records-keyword');
    fireEvent.change(keyword, { target: { value: '沪A10024' } });
    fireEvent.keyDown(keyword, { key: 'Enter' });
    await waitFor(() => expect(shownKeys()).toEqual(['t-24']));
    expect(asked.at(-1)).toMatchObject({ keyword: '沪A10024', currentPage: 1 });
    fireEvent.click(row('t-24'));
    fireEvent.click(popover().getByTestId('records-confirm'));
    expect(rendered.changes).toEqual(['t-24']);
    await waitFor(() => expect(screen.queryByTestId('records-popover')).not.toBeInTheDocument());
    expect(fieldInput('popup-table-select').value).toBe('沪A10024');
  });

  it('does not open when disabled', async () => {
    renderEdit('popupTableSelect', {}, { disabled: true });
    fireEvent.click(fieldInput('popup-table-select'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('records-popover')).not.toBeInTheDocument();
  });

  it('multiple: several rows as a list of ids; Cancel leaves the stored value; the clear icon empties it', async () => {
    const rendered = renderEdit('popupTableSelect', { multiple: true }, { value: ['t-01'] });
    await waitFor(() => expect(fieldInput('popup-table-select').value).toBe('沪A10001'));
    await openPopover();
    expect(isChosen('t-01')).toBe(true);
    fireEvent.click(row('t-05'));
    fireEvent.click(popover().getByTestId('records-cancel'));
    await waitFor(() => expect(screen.queryByTestId('records-popover')).not.toBeInTheDocument());
    expect(rendered.changes).toEqual([]);
    await openPopover();
    expect(isChosen('t-05')).toBe(false);
    fireEvent.click(row('t-05'));
    fireEvent.click(row('t-06'));
    fireEvent.click(popover().getByTestId('records-confirm'));
    expect(rendered.changes).toEqual([['t-01', 't-05', 't-06']]);
    await waitFor(() => expect(fieldInput('popup-table-select').value).toBe('沪A10001, 沪A10005, 沪A10006'));
    fireEvent.mouseEnter(screen.getByTestId('popup-table-select'));
    fireEvent.click(screen.getByTestId('popup-table-select-clear'));
    expect(rendered.changes.at(-1)).toEqual([]);
  });

  it('a failed list shows an empty table, a failed echo-back an empty field, silently', async () => {
    renderEdit('popupTableSelect', { interfaceId: MISSING }, { value: 't-01' });
    fireEvent.click(fieldInput('popup-table-select'));
    await screen.findByTestId('records-popover');
    await waitFor(() => expect(screen.getByTestId('records-empty')).toHaveTextContent('暂无数据'));
    expect(fieldInput('popup-table-select').value).toBe('');
    expect(session.errors).toEqual([]);
  });
});

describe('the sub-table’s row picker (addType 1, addTableConf)', () => {
  function renderRowSource(conf: Record<string, unknown>) {
    const picked: Row[][] = [];
    const closed: number[] = [];
    const item: FormItem = { key: 'table', field: 'lines', props: { addType: 1, addTableConf: { interfaceId: trucksId, columnOptions: columns, ...conf } } };
    render(<InterfacePickerRowSource open item={item} size="small" language="zh" onPick={(records) => picked.push(records)} onClose={() => closed.push(1)} />);
    return { picked, closed };
  }

  it('lists with checkboxes under popupTitle; Confirm needs a row and hands the chosen rows as they came', async () => {
    const { picked } = renderRowSource({ popupTitle: '选择车辆', hasPage: true, pageSize: 5 });
    await screen.findByTestId('records-dialog');
    await waitFor(() => expect(shownKeys()).toHaveLength(5));
    expect(dialog().getByText('选择车辆')).toBeInTheDocument();
    expect(within(row('t-01')).getByRole('checkbox')).toBeInTheDocument();
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(picked).toEqual([]);
    fireEvent.click(row('t-02'));
    fireEvent.click(row('t-04'));
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(picked).toHaveLength(1);
    expect(picked[0]).toEqual([expect.objectContaining(trucks[1]), expect.objectContaining(trucks[3])]);
  });

  it('Cancel closes without picking', async () => {
    const { picked, closed } = renderRowSource({});
    await screen.findByTestId('records-dialog');
    fireEvent.click(dialog().getByTestId('records-cancel'));
    expect(closed).toEqual([1]);
    expect(picked).toEqual([]);
  });
});

describe('a sub-table with addType 1 adds the rows picked in the record dialog', () => {
  it('maps the picked records onto its columns through addTableConf.relationOptions', async () => {
    for (const definition of basicWidgets) registerFormWidget(definition);
    registerRowSource(InterfacePickerRowSource);
    const pushed: unknown[] = [];
    const item: FormItem = {
      key: 'table',
      field: 'lines',
      props: {
        addType: 1,
        addTableConf: {
          interfaceId: trucksId,
          columnOptions: columns,
          relationOptions: [
            { field: 'plate', value: 'plateNo' },
            { field: 'driverName', value: 'driver' },
          ],
        },
      },
      children: [
        { key: 'comInput', field: 'plate', label: '车牌号', props: {} },
        { key: 'comInput', field: 'driverName', label: '司机', props: {} },
      ],
    };
    function Host() {
      const [rows, setRows] = useState<unknown>([]);
      return (
        <SubTableEdit
          item={item}
          id="lines"
          value={rows}
          size="small"
          language="zh"
          onChange={(next) => {
            pushed.push(next);
            setRows(next);
          }}
        />
      );
    }
    try {
      render(<Host />);
      fireEvent.click(screen.getByRole('button', { name: /添加/ }));
      await screen.findByTestId('records-dialog');
      await waitFor(() => expect(shownKeys()).toHaveLength(25));
      fireEvent.click(row('t-08'));
      fireEvent.click(row('t-19'));
      fireEvent.click(dialog().getByTestId('records-confirm'));
      await waitFor(() => expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument());
      expect(pushed.at(-1)).toEqual([
        { plate: '沪A10008', driverName: '司机08' },
        { plate: '沪A10019', driverName: '司机19' },
      ]);
    } finally {
      registerRowSource(null);
    }
  });
});
