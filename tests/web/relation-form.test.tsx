import { beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { tokenOf } from './in-process-session.ts';
import { signedInForInterfaces } from './interface-kit.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { Language, WidgetDefinition } from '../../src/form-runtime/widget-contract.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { FormRenderer } from '../../src/form-runtime/renderer/index.ts';
import { relationFormWidgets } from '../../src/features/online-dev/relation-form-widgets.ts';
import { linkedRecord } from '../../src/components/record-picker/linked-records.ts';
import { columnData, formData, staticOptions, widget as jnpfField } from '../../server/features/demo/jnpf-design-builders.ts';

/**
 * The related-form picker and its attribute (issue 13 point 3, issue 14; spec lowcode §2
 * "Related-form picker", "Record detail viewer", §3 relationField/showField/isStorage, §4
 * "Pickers", §7 "Model-based picker", §8; contract §7.1 FieldDataSelect, §7.2, §7.4) against the
 * real app: two designs created and released through /api/visualdev/Base as an administrator, their
 * records created through /api/visualdev/OnlineDev, listed by FieldDataSelect and read back by id.
 */
const { server, forward } = setUpInProcessServer();
const session = signedInForInterfaces();

registerFormRuntime(relationFormWidgets);

interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${window.location.origin}${path}`, {
    method,
    headers: { Authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function succeeded<T>(answer: Promise<Envelope<T>>, what: string): Promise<T> {
  const envelope = await answer;
  if (envelope.code !== 200) throw new Error(`${what}: ${envelope.code} ${envelope.msg ?? ''}`);
  return envelope.data;
}

// ── the related form: 25 contracts ────────────────────────────────────────────────────
const CONTRACTS = 'rf_web_contract';
const contractFields = [
  jnpfField('comInput', { formId: 101, vModel: 'contractNo', label: '合同编号', table: CONTRACTS, required: true }),
  jnpfField('comInput', { formId: 102, vModel: 'customerName', label: '客户名称', table: CONTRACTS }),
  jnpfField('numInput', { formId: 103, vModel: 'amount', label: '合同金额', table: CONTRACTS, props: { precision: 2 } }),
  (() => {
    const options = staticOptions([
      ['A', '甲级'],
      ['B', '乙级'],
    ]);
    return jnpfField('select', { formId: 104, vModel: 'grade', label: '合同等级', table: CONTRACTS, config: options.config, props: options.props });
  })(),
];
const contracts = Array.from({ length: 25 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return { contractNo: `HT-20${n}`, customerName: index < 10 ? `东海物流${n}` : `北仑货运${n}`, amount: 1000 * (index + 1), grade: index % 2 ? 'B' : 'A' };
});

// ── a form relating to it: settlements naming a contract ──────────────────────────────
const SETTLEMENTS = 'rf_web_settlement';
const settlementFields = (contractModel: string) => [
  jnpfField('comInput', { formId: 101, vModel: 'title', label: '结算标题', table: SETTLEMENTS }),
  jnpfField('relationForm', {
    formId: 102,
    vModel: 'contractId',
    label: '关联合同',
    table: SETTLEMENTS,
    props: { modelId: contractModel, relationField: 'contractNo', columnOptions: [{ value: 'contractNo', label: '合同编号' }] },
  }),
];

/** Creates and releases a design as an administrator does; answers its id. */
async function releasedDesign(token: string, name: string, enCode: string, table: string, fields: Record<string, unknown>[]): Promise<string> {
  await succeeded(
    call(token, 'POST', '/api/visualdev/Base', {
      fullName: name,
      enCode,
      category: '',
      type: 1,
      webType: 2,
      tables: JSON.stringify([{ table, tableName: name, typeId: '1', relationTable: '', relationField: '', tableField: '' }]),
      formData: JSON.stringify(formData({}, fields)),
      columnData: JSON.stringify(columnData({ fields, columns: [], search: [], buttons: ['add'], defaultSidx: '' })),
    }),
    `create ${name}`,
  );
  const page = await succeeded(
    call<{ list: { id: string; enCode: string }[] }>(token, 'GET', `/api/visualdev/Base?keyword=${enCode}&currentPage=1&pageSize=20`),
    'list designs',
  );
  const id = page.list.find((design) => design.enCode === enCode)?.id;
  if (!id) throw new Error(`design ${enCode} not found`);
  await succeeded(call(token, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, { pc: 1, app: 0, pcModuleParentId: 'm-contract' }), `release ${name}`);
  return id;
}

const createRecord = (token: string, modelId: string, data: Record<string, unknown>) =>
  succeeded(call(token, 'POST', `/api/visualdev/OnlineDev/${modelId}`, { data: JSON.stringify(data) }), 'create record');

/** The records' ids by a field's value, as the picker's list answers them. */
async function idsBy(token: string, modelId: string, field: string): Promise<Map<string, string>> {
  const page = await succeeded(
    call<{ list: Record<string, unknown>[] }>(token, 'GET', `/api/visualdev/Base/${modelId}/FieldDataSelect?currentPage=1&pageSize=100&relationField=${field}`),
    'list records',
  );
  return new Map(page.list.map((row) => [String(row[field]), String(row.id)]));
}

let contractModel = '';
let settlementModel = '';
let contractIds = new Map<string, string>();
let settlementId = '';
/** The id of contract HT-20nn. */
const contractId = (n: number) => contractIds.get(`HT-20${String(n).padStart(2, '0')}`) as string;

beforeAll(async () => {
  const admin = await tokenOf('admin');
  const stamp = Date.now();
  contractModel = await releasedDesign(admin, `测试合同${stamp}`, `rfContract${stamp}`, CONTRACTS, contractFields);
  for (const contract of contracts) await createRecord(admin, contractModel, contract);
  contractIds = await idsBy(admin, contractModel, 'contractNo');
  settlementModel = await releasedDesign(admin, `测试结算${stamp}`, `rfSettlement${stamp}`, SETTLEMENTS, settlementFields(contractModel));
  await createRecord(admin, settlementModel, { title: '三月结算', contractId: contractId(3) });
  settlementId = (await idsBy(admin, settlementModel, 'title')).get('三月结算') as string;
}, 60_000);

/** A model id nothing has: every call about it fails. */
const MISSING = 'no-such-model';

const definition = (key: string) => relationFormWidgets.find((entry) => entry.key === key) as WidgetDefinition;
const columns = [
  { value: 'contractNo', label: '合同编号' },
  { value: 'customerName', label: '客户名称' },
];
const relationItem = (props: Record<string, unknown> = {}): FormItem => ({
  key: 'relationForm',
  field: 'contract',
  props: { modelId: contractModel, relationField: 'contractNo', columnOptions: columns, hasPage: true, pageSize: 10, ...props },
});

/** The editable picker holding the value it writes, as the form does. */
function renderEdit(props: Record<string, unknown> = {}, options: { value?: unknown; disabled?: boolean; language?: Language } = {}) {
  const changes: unknown[] = [];
  const { Edit } = definition('relationForm');
  const item = relationItem(props);
  function Host() {
    const [value, setValue] = useState<unknown>(options.value ?? null);
    return (
      <Edit
        item={item}
        id="contract"
        value={value}
        size="default"
        language={options.language ?? 'zh'}
        disabled={options.disabled}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Host />);
  return changes;
}

/** Keeps the query of each list request; the real app answers them. */
function watchLists() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/visualdev/Base/:id/FieldDataSelect', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return forward(request);
    }),
  );
  return asked;
}

/** Keeps the path of each record read (`/OnlineDev/{modelId}/{id}`, not Config). */
function watchReads() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/visualdev/OnlineDev/:modelId/:id', ({ request, params }) => {
      if (params.id !== 'Config') asked.push(`${String(params.modelId)}/${String(params.id)}`);
      return forward(request);
    }),
  );
  return asked;
}

const fieldInput = () => screen.getByTestId('relation-form-input') as HTMLInputElement;
const dialog = () => within(screen.getByTestId('records-dialog'));
const shownKeys = () => screen.queryAllByTestId('records-row').map((row) => row.getAttribute('data-key'));
const row = (key: string) => {
  const found = screen.getAllByTestId('records-row').find((element) => element.getAttribute('data-key') === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};
const isChosen = (key: string) => row(key).getAttribute('aria-selected') === 'true';
const cells = (key: string) =>
  within(row(key))
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.trim());
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function openDialog() {
  fireEvent.click(fieldInput());
  await screen.findByTestId('records-dialog');
  await waitFor(() => expect(shownKeys().length).toBeGreaterThan(0));
}

describe('relationForm editable (spec lowcode §2 "Related-form picker", §4 "Pickers", §7 "Model-based picker")', () => {
  it('opens on click: 选择数据, keyword with 查询/重置/刷新, radio, index and the columnOptions columns, a pager of 10', async () => {
    const asked = watchLists();
    renderEdit();
    expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument();
    expect(fieldInput()).toHaveAttribute('placeholder', '请选择');
    await openDialog();
    expect(dialog().getByText('选择数据')).toBeInTheDocument();
    expect(screen.getByTestId('records-dialog').querySelector('.MuiDialog-paper')).toHaveStyle({ width: '800px' });
    for (const label of ['查询', '重置', '取消', '确定']) expect(dialog().getByText(label)).toBeInTheDocument();
    expect(dialog().getByLabelText('刷新')).toBeInTheDocument();
    const headers = within(screen.getByTestId('records-table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['', '序号', '合同编号', '客户名称']);
    expect(shownKeys()).toHaveLength(10);
    expect(screen.getByTestId('records-total')).toHaveTextContent('共 25 条');
    const first = shownKeys()[0] as string;
    expect(cells(first)[1]).toBe('1');
    expect(within(row(first)).getByRole('radio')).toBeInTheDocument();
    // the list request of spec §7 / contract §7.1
    expect(Object.fromEntries(asked[0])).toMatchObject({
      keyword: '',
      currentPage: '1',
      pageSize: '10',
      relationField: 'contractNo',
      columnOptions: 'contractNo,customerName',
    });
    expect(session.errors).toEqual([]);
  });

  it('lists by keyword on 查询 and Enter, starts again on 重置, and pages on', async () => {
    const asked = watchLists();
    renderEdit();
    await openDialog();
    fireEvent.click(dialog().getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(asked.at(-1)?.get('currentPage')).toBe('2'));
    await waitFor(() => expect(cells(shownKeys()[0] as string)[1]).toBe('11'));
    fireEvent.change(dialog().getByTestId('records-keyword'), { target: { value: 'HT-2007' } });
    fireEvent.click(dialog().getByTestId('records-search'));
    await waitFor(() => expect(shownKeys()).toEqual([contractId(7)]));
    expect(asked.at(-1)?.get('keyword')).toBe('HT-2007');
    expect(asked.at(-1)?.get('currentPage')).toBe('1');
    expect(cells(contractId(7))).toEqual(['', '1', 'HT-2007', '东海物流07']);
    fireEvent.click(dialog().getByTestId('records-reset'));
    await waitFor(() => expect(shownKeys()).toHaveLength(10));
    expect(dialog().getByTestId('records-keyword')).toHaveValue('');
    // the keyword searches the relation field: HT-2020 … HT-2025
    fireEvent.change(dialog().getByTestId('records-keyword'), { target: { value: 'HT-202' } });
    fireEvent.keyDown(dialog().getByTestId('records-keyword'), { key: 'Enter' });
    await waitFor(() => expect(shownKeys()).toHaveLength(6));
    expect(screen.getByTestId('records-total')).toHaveTextContent('共 6 条');
  });

  it('Confirm needs a row; then it stores the id, closes and shows the relationField text; the attributes get the record', async () => {
    const changes = renderEdit();
    await openDialog();
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(screen.getByTestId('records-dialog')).toBeInTheDocument();
    expect(changes).toEqual([]);
    const [first, second] = shownKeys() as string[];
    fireEvent.click(row(first));
    fireEvent.click(row(second));
    expect(isChosen(second)).toBe(true);
    expect(isChosen(first)).toBe(false);
    fireEvent.click(dialog().getByTestId('records-confirm'));
    expect(changes).toEqual([second]);
    await waitFor(() => expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument());
    const chosenNo = [...contractIds].find(([, id]) => id === second)?.[0];
    expect(fieldInput().value).toBe(chosenNo);
    // the chosen row at once, then the whole record read back (its amount is no list column)
    await waitFor(() => expect(linkedRecord('contract', second)).toMatchObject({ contractNo: chosenNo, amount: expect.anything() }));
  });

  it('Cancel leaves the stored value and the next opening starts from it again', async () => {
    const changes = renderEdit({}, { value: contractId(2) });
    await waitFor(() => expect(fieldInput().value).toBe('HT-2002'));
    await openDialog();
    expect(isChosen(contractId(2))).toBe(true);
    const other = (shownKeys() as string[]).find((key) => key !== contractId(2)) as string;
    fireEvent.click(row(other));
    fireEvent.click(dialog().getByTestId('records-cancel'));
    await waitFor(() => expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([]);
    expect(fieldInput().value).toBe('HT-2002');
    await openDialog();
    expect(isChosen(contractId(2))).toBe(true);
    expect(isChosen(other)).toBe(false);
  });

  it('shows the clear icon on hover when clearable, enabled and holding a value; clearing stores null', async () => {
    const changes = renderEdit({}, { value: contractId(1) });
    await waitFor(() => expect(fieldInput().value).toBe('HT-2001'));
    expect(screen.queryByTestId('relation-form-clear')).not.toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByTestId('relation-form'));
    fireEvent.click(screen.getByTestId('relation-form-clear'));
    expect(changes).toEqual([null]);
    expect(fieldInput().value).toBe('');
    expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['not clearable', { clearable: false }, false],
    ['disabled', {}, true],
  ] as const)('shows no clear icon and, disabled, does not open, when %s', async (_, props, disabled) => {
    const asked = watchLists();
    renderEdit(props, { value: contractId(1), disabled });
    await waitFor(() => expect(fieldInput().value).toBe('HT-2001'));
    fireEvent.mouseEnter(screen.getByTestId('relation-form'));
    expect(screen.queryByTestId('relation-form-clear')).not.toBeInTheDocument();
    if (disabled) {
      fireEvent.click(fieldInput());
      await settle();
      expect(screen.queryByTestId('records-dialog')).not.toBeInTheDocument();
      expect(asked).toEqual([]);
    }
  });

  it('echoes a stored id back by reading the record (data JSON, relationField); the same value again reads nothing', async () => {
    const reads = watchReads();
    renderEdit({}, { value: contractId(12) });
    await waitFor(() => expect(fieldInput().value).toBe('HT-2012'));
    expect(reads).toEqual([`${contractModel}/${contractId(12)}`]);
    expect(linkedRecord('contract', contractId(12))).toMatchObject({ contractNo: 'HT-2012', customerName: '北仑货运12', grade: 'B' });
    renderEdit({}, { value: contractId(12) });
    await waitFor(() => expect(screen.getAllByTestId('relation-form-input').map((input) => (input as HTMLInputElement).value)).toEqual(['HT-2012', 'HT-2012']));
    expect(reads).toHaveLength(1);
  });

  it('a failed echo-back shows nothing, silently; the stored value stays', async () => {
    const reads = watchReads();
    const changes = renderEdit({}, { value: 'no-such-record' });
    await waitFor(() => expect(reads).toHaveLength(1));
    await settle();
    expect(fieldInput().value).toBe('');
    expect(changes).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('a failed list shows an empty table, silently', async () => {
    renderEdit({ modelId: MISSING });
    fireEvent.click(fieldInput());
    await screen.findByTestId('records-dialog');
    await waitFor(() => expect(screen.getByTestId('records-empty')).toHaveTextContent('暂无数据'));
    expect(session.errors).toEqual([]);
  });

  it('without paging lists everything in one page of 10000, with no pager (spec §9)', async () => {
    const asked = watchLists();
    renderEdit({ hasPage: false });
    await openDialog();
    expect(shownKeys()).toHaveLength(25);
    expect(screen.queryByTestId('records-pager')).not.toBeInTheDocument();
    expect(asked[0].get('pageSize')).toBe('10000');
  });

  it('speaks English: the title, the placeholder and the buttons', async () => {
    renderEdit({}, { language: 'en' });
    expect(fieldInput()).toHaveAttribute('placeholder', 'Please select');
    await openDialog();
    expect(dialog().getByText('Select data')).toBeInTheDocument();
    for (const label of ['Search', 'Reset', 'Cancel', 'Confirm']) expect(dialog().getByText(label)).toBeInTheDocument();
    expect(screen.getByTestId('records-total')).toHaveTextContent('25 in total');
  });
});

describe('relationFormAttr (spec lowcode §3 showField, isStorage)', () => {
  const items = (): FormItem[] => [
    relationItem(),
    { key: 'relationFormAttr', label: '客户名称', props: { relationField: 'contract', showField: 'customerName', isStorage: 1 } },
    { key: 'relationFormAttr', field: 'contractGrade', label: '合同等级', props: { relationField: 'contract', showField: 'grade', isStorage: 2 } },
  ];

  function renderForm(initial: Record<string, unknown>) {
    const records: Record<string, unknown>[] = [];
    function Host() {
      const [record, setRecord] = useState(initial);
      return (
        <FormRenderer
          items={items()}
          value={record}
          language="zh"
          onChange={(next) => {
            records.push(next);
            setRecord(next);
          }}
        />
      );
    }
    render(<Host />);
    return records;
  }
  const attributes = () => screen.getAllByTestId('relation-form-attr-value').map((input) => (input as HTMLInputElement).value);

  it('shows the chosen record’s showField; isStorage 2 stores it, a cleared pick empties it', async () => {
    const records = renderForm({ contract: null, contractGrade: null });
    expect(attributes()).toEqual(['', '']);
    await openDialog();
    fireEvent.click(row(contractId(4)));
    fireEvent.click(dialog().getByTestId('records-confirm'));
    // customerName is a list column: shown at once; grade comes with the record read back
    await waitFor(() => expect(attributes()).toEqual(['东海物流04', 'B']));
    expect(records.at(-1)).toMatchObject({ contract: contractId(4), contractGrade: 'B' });
    fireEvent.mouseEnter(screen.getByTestId('relation-form'));
    fireEvent.click(screen.getByTestId('relation-form-clear'));
    await waitFor(() => expect(attributes()).toEqual(['', '']));
    expect(records.at(-1)).toMatchObject({ contract: null, contractGrade: '' });
  });

  it('a stored value is echoed back and its attributes shown', async () => {
    renderForm({ contract: contractId(9), contractGrade: 'A' });
    await waitFor(() => expect(attributes()).toEqual(['东海物流09', 'A']));
  });
});

describe('relationForm read-only (spec lowcode §2 "Opens a detail view of the related record", "Record detail viewer")', () => {
  function renderView(value: unknown, options: { formData?: Record<string, unknown>; item?: FormItem } = {}) {
    const { View } = definition('relationForm');
    render(<View item={options.item ?? relationItem()} value={value} size="default" language="zh" formData={options.formData} />);
  }
  const detailRow = (dialogElement: HTMLElement, field: string) => within(dialogElement).getByTestId(`form-item-${field}`);

  it('shows the related record’s text; a click opens its detail: the related form read-only, titled by its name', async () => {
    renderView(contractId(5));
    const link = await screen.findByRole('button', { name: 'HT-2005' });
    expect(screen.queryByTestId('record-detail')).not.toBeInTheDocument();
    fireEvent.click(link);
    const detail = await screen.findByRole('dialog');
    await waitFor(() => expect(detailRow(detail, 'contractNo')).toHaveTextContent('合同编号HT-2005'));
    expect(detailRow(detail, 'customerName')).toHaveTextContent('东海物流05');
    expect(detailRow(detail, 'amount')).toHaveTextContent('5000');
    // the select shows its option's label, not the stored id
    expect(detailRow(detail, 'grade')).toHaveTextContent('甲级');
    expect(within(detail).getByText(/^测试合同/)).toBeInTheDocument();
    fireEvent.click(within(detail).getByTestId('record-detail-close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.errors).toEqual([]);
  });

  it('a server row holding the text and `{field}_id` shows the text without a lookup; a click opens the id’s detail', async () => {
    const reads = watchReads();
    renderView('HT-2006', { formData: { contract: 'HT-2006', contract_id: contractId(6) } });
    const link = screen.getByRole('button', { name: 'HT-2006' });
    await settle();
    expect(reads).toEqual([]);
    fireEvent.click(link);
    const detail = await screen.findByRole('dialog');
    await waitFor(() => expect(detailRow(detail, 'customerName')).toHaveTextContent('东海物流06'));
    expect(reads).toEqual([`${contractModel}/${contractId(6)}`]);
  });

  it('a related record relating to another opens it as a nested detail', async () => {
    renderView(settlementId, { item: { key: 'relationForm', field: 'settlement', props: { modelId: settlementModel, relationField: 'title' } } });
    fireEvent.click(await screen.findByRole('button', { name: '三月结算' }));
    await waitFor(() => expect(screen.getByTestId('record-detail-viewer')).toHaveTextContent('结算标题三月结算'));
    const nestedLink = await within(screen.getByTestId('record-detail-viewer')).findByRole('button', { name: 'HT-2003' });
    fireEvent.click(nestedLink);
    // on top of the first: the related contract's own form
    await waitFor(() => expect(screen.getAllByTestId('record-detail-viewer')).toHaveLength(2));
    const nested = screen.getAllByTestId('record-detail-viewer')[1];
    await waitFor(() => expect(within(nested).getByTestId('form-item-customerName')).toHaveTextContent('东海物流03'));
    fireEvent.click(within(nested).getByTestId('record-detail-close'));
    await waitFor(() => expect(screen.getAllByTestId('record-detail-viewer')).toHaveLength(1));
  });

  it('nothing to open when there is no value or the record cannot be read; silently', async () => {
    renderView(null);
    renderView('no-such-record');
    await settle();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('relation-form-view').map((element) => element.textContent)).toEqual(['', '']);
    expect(session.errors).toEqual([]);
  });
});
