import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../src/lib/request/request.ts';
import { resetSession } from '../../src/lib/auth/session-store.ts';
import { storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import type { MenuRoute } from '../../src/lib/routes/menu-routes.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { column, field, releaseDesign, renderRoute, routeOfDesign, rowOf, rowTexts, ROW_BUTTONS, signIn, type Json } from './online-form-kit.tsx';

/**
 * The page of a type-3 menu (issue 14 point 4) against the real server: designs are created and
 * released through /api/visualdev/Base as the administrator, their menus come back in CurrentUser,
 * each menu's route opens the page (src/app/page-table.tsx → src/features/online-dev), and the
 * list, search, add, edit, delete, detail, batch delete and export go through the OnlineDev routes.
 */

const { server, app, forward } = setUpInProcessServer();

const GOODS = 'online_web_test_goods';
const goodsFields = [
  field(GOODS, 'comInput', 'goodsName', '货物名称', 101, { config: { required: true } }),
  field(GOODS, 'select', 'goodsKind', '货物类别', 102, {
    config: { dataType: 'static' },
    props: {
      options: [
        { id: 'bulk', fullName: '散货' },
        { id: 'box', fullName: '集装箱' },
      ],
      props: { props: { label: 'fullName', value: 'id' } },
      multiple: false,
    },
  }),
  field(GOODS, 'numInput', 'quantity', '数量', 103, { props: { precision: 0, min: 0 } }),
];
const goodsList: Json = {
  type: 1,
  columnList: [column('goodsName', '货物名称', 'comInput'), column('goodsKind', '货物类别', 'select'), column('quantity', '数量', 'numInput', 'right')],
  searchList: [
    { prop: 'goodsName', label: '货物名称', jnpfKey: 'comInput', searchType: 2 },
    { prop: 'goodsKind', label: '货物类别', jnpfKey: 'select', searchType: 1, searchMultiple: false },
  ],
  btnsList: [{ value: 'add' }, { value: 'download' }, { value: 'batchRemove' }],
  columnBtnsList: ROW_BUTTONS,
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  defaultSidx: '',
  showSummary: true,
  summaryField: ['quantity'],
};

const PORTS = 'online_web_test_ports';
const portFields = [
  field(PORTS, 'comInput', 'yardName', '堆场名称', 101, { config: { required: true } }),
  field(PORTS, 'select', 'portType', '港区类型', 102, {
    config: { dataType: 'dictionary', dictionaryType: 'dict-port-type' },
    props: { props: { props: { label: 'fullName', value: 'id' } } },
  }),
];
const portList: Json = {
  type: 2,
  columnList: [column('yardName', '堆场名称', 'comInput'), column('portType', '港区类型', 'select')],
  btnsList: [{ value: 'add' }],
  columnBtnsList: ROW_BUTTONS,
  treeTitle: '港区类型',
  treeDataSource: 'dictionary',
  treeDictionary: 'dict-port-type',
  treeRelation: 'portType',
  treePropsValue: 'id',
  treePropsLabel: 'fullName',
};

const CALLS = 'online_web_test_calls';
const callFields = [
  field(CALLS, 'select', 'berth', '泊位', 101, {
    config: { dataType: 'static' },
    props: {
      options: [
        { id: 'B1', fullName: '1#泊位' },
        { id: 'B2', fullName: '2#泊位' },
      ],
    },
  }),
  field(CALLS, 'comInput', 'vesselName', '船名', 102),
  field(CALLS, 'numInput', 'teu', '箱量', 103, { props: { precision: 0 } }),
];
const callList: Json = {
  type: 3,
  groupField: 'berth',
  columnList: [column('vesselName', '船名', 'comInput'), column('berth', '泊位', 'select'), column('teu', '箱量', 'numInput')],
  btnsList: [{ value: 'add' }],
  columnBtnsList: ROW_BUTTONS,
};

const NOTES = 'online_web_test_notes';
const noteFields = [field(NOTES, 'comInput', 'subject', '主题', 101, { config: { required: true } }), field(NOTES, 'textarea', 'content', '内容', 102)];

const ids = { goods: '', ports: '', calls: '', notes: '' };

beforeAll(async () => {
  registerFormRuntime();
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  await signIn('admin');
  ids.goods = await releaseDesign(app(), { fullName: '货物登记(测试)', enCode: 'webTestGoods', table: GOODS, fields: goodsFields, columnData: goodsList }, [
    { goodsName: '钢材', goodsKind: 'bulk', quantity: 10 },
    { goodsName: '电子产品', goodsKind: 'box', quantity: 5 },
  ]);
  ids.ports = await releaseDesign(app(), { fullName: '堆场(测试)', enCode: 'webTestYards', table: PORTS, fields: portFields, columnData: portList }, [
    { yardName: '一号散货场', portType: 'port-bulk' },
    { yardName: '三号箱场', portType: 'port-container' },
  ]);
  ids.calls = await releaseDesign(app(), { fullName: '船舶靠泊(测试)', enCode: 'webTestCalls', table: CALLS, fields: callFields, columnData: callList }, [
    { berth: 'B1', vesselName: '远洋一号', teu: 100 },
    { berth: 'B2', vesselName: '长江号', teu: 30 },
    { berth: 'B1', vesselName: '远洋二号', teu: 50 },
  ]);
  ids.notes = await releaseDesign(app(), { fullName: '留言(测试)', enCode: 'webTestNotes', table: NOTES, webType: 1, fields: noteFields });
});

beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  resetSession();
  storageSet('language', 'zh');
  await signIn('admin');
});

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** The OnlineDev calls the page makes, with their JSON bodies; the real app answers them. */
function watchCalls(): Call[] {
  const calls: Call[] = [];
  server.use(
    http.all('*/api/visualdev/OnlineDev/*', async ({ request: call }) => {
      const text = call.method === 'GET' || call.method === 'DELETE' ? '' : await call.clone().text();
      calls.push({ method: call.method, path: new URL(call.url).pathname, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined });
      return undefined;
    }),
  );
  return calls;
}

const saves = (calls: Call[], designId: string) => calls.filter((entry) => entry.method === 'POST' && entry.path === `/api/visualdev/OnlineDev/${designId}`);

describe('a plain list (type 1) on the generic list page', () => {
  let route: MenuRoute;
  beforeEach(() => {
    route = routeOfDesign(ids.goods);
  });

  it('the menu route carries the design id, and the page lists the records with the designed columns and the 合计 row', async () => {
    expect(route.meta.relationId).toBe(ids.goods);
    const calls = watchCalls();
    await renderRoute(route);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toEqual(
      expect.arrayContaining(['货物名称', '货物类别', '数量', '操作']),
    );
    expect(rowTexts().some((text) => text.includes('钢材') && text.includes('散货'))).toBe(true);
    expect(rowTexts().some((text) => text.includes('电子产品') && text.includes('集装箱'))).toBe(true);
    const summary = screen.getByTestId('list-summary');
    expect(summary).toHaveTextContent('合计');
    expect(summary).toHaveTextContent('15');
    const list = calls.find((entry) => entry.path.endsWith('/List'));
    expect(list?.method).toBe('POST');
    expect(list?.body).toMatchObject({ currentPage: 1, pageSize: 20, sort: 'desc', menuId: route.meta.modelId, queryJson: '{}' });
  });

  it('the search panel filters the list through queryJson, and 重置 shows every row again', async () => {
    const calls = watchCalls();
    await renderRoute(route);
    const search = screen.getByTestId('online-search');
    fireEvent.change(within(search).getByLabelText('货物名称'), { target: { value: '钢' } });
    fireEvent.click(within(search).getByTestId('online-search-apply'));
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(rowTexts()[0]).toContain('钢材');
    expect(JSON.parse(String(calls.at(-1)?.body?.queryJson))).toEqual({ goodsName: '钢' });
    fireEvent.click(within(search).getByTestId('online-search-reset'));
    await waitFor(() => expect(rowTexts().length).toBeGreaterThanOrEqual(2));
  });

  it('add: the form is checked by the runtime, then saved through POST OnlineDev/{modelId} with the values as JSON text', async () => {
    const calls = watchCalls();
    await renderRoute(route);
    fireEvent.click(screen.getByTestId('entity-add'));
    const dialog = await screen.findByTestId('online-form-dialog');
    // a required field left empty is refused before anything is sent
    fireEvent.click(within(dialog).getByTestId('online-form-save'));
    expect(await within(dialog).findByText('货物名称不能为空')).toBeInTheDocument();
    expect(saves(calls, ids.goods)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('货物名称'), { target: { value: '木材' } });
    fireEvent.click(within(dialog).getByTestId('online-form-save'));
    await waitFor(() => expect(screen.queryByTestId('online-form-dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(saves(calls, ids.goods)[0]?.body?.data))).toMatchObject({ goodsName: '木材' });
    await waitFor(() => expect(rowOf('木材')).toBeTruthy());
  });

  it('edit: the record opens with its stored values and saves through PUT OnlineDev/{modelId}/{id}', async () => {
    const calls = watchCalls();
    await renderRoute(route);
    fireEvent.click(within(rowOf('钢材')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByTestId('online-form-dialog');
    const name = within(dialog).getByLabelText('货物名称');
    await waitFor(() => expect(name).toHaveValue('钢材'));
    fireEvent.change(name, { target: { value: '钢板' } });
    fireEvent.click(within(dialog).getByTestId('online-form-save'));
    await waitFor(() => expect(screen.queryByTestId('online-form-dialog')).not.toBeInTheDocument());
    const put = calls.find((entry) => entry.method === 'PUT');
    expect(put?.path).toMatch(new RegExp(`/OnlineDev/${ids.goods}/[^/]+$`));
    expect(JSON.parse(String(put?.body?.data))).toMatchObject({ goodsName: '钢板', goodsKind: 'bulk', quantity: 10 });
    await waitFor(() => expect(rowOf('钢板')).toBeTruthy());
  });

  it('detail: the record detail viewer shows the stored record read-only', async () => {
    await renderRoute(route);
    fireEvent.click(within(rowOf('电子产品')).getByTestId('entity-detail'));
    const viewer = await screen.findByTestId('record-detail-viewer', undefined, { timeout: 10000 });
    expect(await within(viewer).findByText('电子产品')).toBeInTheDocument();
    expect(within(viewer).getByText('集装箱')).toBeInTheDocument();
  });

  it('export: the chosen columns go to POST Actions/Export with the list query, and the answer’s link is opened', async () => {
    const asked: Json[] = [];
    server.use(
      http.post('*/api/visualdev/OnlineDev/:modelId/Actions/Export', async ({ request: call }) => {
        asked.push((await call.clone().json()) as Json);
        const answer = (await (await forward(call)).json()) as { code: number; data: { url: string } };
        expect(answer.code).toBe(200);
        expect(answer.data.url).toBeTruthy();
        // jsdom navigates only within the page: the link becomes a hash the test can see
        return HttpResponse.json({ ...answer, data: { ...answer.data, url: '#exported' } });
      }),
    );
    await renderRoute(route);
    fireEvent.click(screen.getByTestId('excel-export'));
    const dialog = await screen.findByTestId('excel-export-dialog');
    fireEvent.click(within(dialog).getByTestId('excel-export-confirm'));
    // the server builds the workbook (exceljs loads on first use): seconds on a loaded machine, not the default one
    await waitFor(() => expect(window.location.hash).toBe('#exported'), { timeout: 15000 });
    expect(asked[0]).toMatchObject({ selectKey: ['goodsName', 'goodsKind', 'quantity'], dataType: 0, menuId: route.meta.modelId, queryJson: '{}' });
  });

  it('delete: a row goes after confirmation through DELETE OnlineDev/{modelId}/{id}; batch delete posts the ticked ids', async () => {
    const calls = watchCalls();
    await renderRoute(route);
    fireEvent.click(within(rowOf('电子产品')).getByTestId('entity-delete'));
    fireEvent.click(await screen.findByTestId('entity-confirm'));
    await waitFor(() => expect(rowTexts().some((text) => text.includes('电子产品'))).toBe(false));
    expect(calls.some((entry) => entry.method === 'DELETE' && entry.path.startsWith(`/api/visualdev/OnlineDev/${ids.goods}/`))).toBe(true);

    const before = rowTexts().length;
    expect(screen.getByTestId('entity-batch-delete')).toBeDisabled();
    fireEvent.click(within(rowOf('木材')).getByTestId('entity-select'));
    fireEvent.click(screen.getByTestId('entity-batch-delete'));
    fireEvent.click(await screen.findByTestId('entity-confirm'));
    await waitFor(() => expect(rowTexts()).toHaveLength(before - 1));
    const batch = calls.find((entry) => entry.path === `/api/visualdev/OnlineDev/batchDelete/${ids.goods}`);
    expect(batch?.body?.ids).toHaveLength(1);
  });
});

describe('the other list types and the form-only page', () => {
  it('type 2: the left tree (a dictionary) filters the table by the tree relation', async () => {
    const calls = watchCalls();
    await renderRoute(routeOfDesign(ids.ports));
    const tree = screen.getByTestId('online-tree');
    expect(rowTexts()).toHaveLength(2);
    fireEvent.click(await within(tree).findByText('散货港区'));
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(rowTexts()[0]).toContain('一号散货场');
    expect(JSON.parse(String(calls.at(-1)?.body?.queryJson))).toEqual({ portType: 'port-bulk' });
    fireEvent.click(within(tree).getByTestId('online-tree-all'));
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
  });

  it('type 3: records grouped under a heading per group field value, the whole list asked at once; headings have no actions', async () => {
    const calls = watchCalls();
    await renderRoute(routeOfDesign(ids.calls));
    expect(calls.find((entry) => entry.path.endsWith('/List'))?.body).toMatchObject({ pageSize: 10000 });
    // the group field is the first column, and each heading shows its value
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('泊位');
    expect(rowTexts()).toHaveLength(2);
    expect(screen.getAllByTestId('entity-row').every((row) => within(row).queryByRole('button', { name: '编辑' }) === null)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(5));
    const b1 = screen.getAllByTestId('entity-row').findIndex((row) => row.textContent?.includes('1#泊位') && !row.textContent.includes('远洋'));
    const texts = rowTexts();
    expect(texts.slice(b1 + 1, b1 + 3).every((text) => text.includes('远洋'))).toBe(true);
    expect(within(rowOf('长江号')).getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });

  it('webType 1: the form alone with a save button; a save adds a record and starts the form again', async () => {
    const calls = watchCalls();
    await renderRoute(routeOfDesign(ids.notes), 'online-form-only');
    const form = screen.getByTestId('online-form-only');
    fireEvent.click(within(form).getByTestId('online-form-save'));
    expect(await within(form).findByText('主题不能为空')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('主题'), { target: { value: '闸口排队' } });
    fireEvent.click(within(form).getByTestId('online-form-save'));
    await waitFor(() => expect(within(form).getByLabelText('主题')).toHaveValue(''));
    expect(JSON.parse(String(saves(calls, ids.notes)[0]?.body?.data))).toMatchObject({ subject: '闸口排队' });
  });

  it('a widget the conversion does not support: the administrator is told its key, and its field is a text field', async () => {
    server.use(
      http.get('*/api/visualdev/OnlineDev/:modelId/Config', async ({ request: call }) => {
        const answer = (await (await forward(call)).json()) as { code: number; data: { formData: string } };
        const formData = JSON.parse(answer.data.formData) as { fields: Json[] };
        formData.fields.push(field(GOODS, 'mapPicker', 'location', '位置', 199));
        return HttpResponse.json({ ...answer, data: { ...answer.data, formData: JSON.stringify(formData) } });
      }),
    );
    await renderRoute(routeOfDesign(ids.goods));
    expect(screen.getByTestId('online-form-unsupported')).toHaveTextContent('mapPicker');
    fireEvent.click(screen.getByTestId('entity-add'));
    const dialog = await screen.findByTestId('online-form-dialog');
    const location = within(dialog).getByLabelText('位置');
    fireEvent.change(location, { target: { value: '3号门' } });
    expect(location).toHaveValue('3号门');
  });
});
