import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { setUpInProcessServer } from '../in-process-server.ts';
import { md5Hex } from '../../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import type { EntityRecord, EntityResource } from '../../../src/lib/data/entity-resource.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { EntityListPage } from '../../../src/crud/entity-list-page.tsx';
import { DictionaryPage } from '../../../src/features/dictionary/dictionary-page.tsx';
import { cachedOptions, clearOptionCache, loadOptions, optionSourceKey } from '../../../src/form-runtime/widgets/choice/option-sources.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';

/**
 * The generic list page draws each cell through the form runtime's read-only rendering (spec:
 * "labels shown for every stored code everywhere, lists included"): option labels, dates in their
 * format, totals with separators. The runtime's widgets are not registered beforehand: the page
 * loads them itself (the first test), as it does in the app.
 */
// The dictionary test switches an item: one app for the file, that test last.
setUpInProcessServer();
beforeEach(async () => {
  clearOptionCache();
  resetSession();
  storageSet('language', 'zh');
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  const login = await request<{ token: string }>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    data: { account: 'admin', password: md5Hex('Portside2026') },
  });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
});

const resourceOf = (name: string): EntityResource => {
  const resource = resources[name];
  if (!resource) throw new Error(`no ${name} resource`);
  return resource;
};

function renderList(resource: EntityResource, dataProvider: DataProvider = entityDataProvider(resources)) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <EntityListPage resource={resource} />
    </AdminContext>,
  );
}

/** The text of every row's cell under the column named `header`. */
function columnTexts(header: string): string[] {
  const index = screen.getAllByRole('columnheader').findIndex((cell) => cell.textContent?.trim() === header);
  if (index < 0) throw new Error(`no column ${header}`);
  return screen.getAllByTestId('entity-row').map((row) => within(row).getAllByRole('cell')[index]?.textContent?.trim() ?? '');
}

/** Every column of the list whose field is an enum: no cell of it shows one of the stored codes. */
function expectNoBareCodes(resource: EntityResource) {
  for (const column of resource.columns) {
    const codes = (resource.bodySchema.properties[column.name] as { enum?: unknown[] } | undefined)?.enum?.map(String).filter((code) => code !== '');
    if (!codes || column.name === 'enabledMark') continue;
    for (const text of columnTexts(column.label.zh)) expect(codes, `${resource.name}.${column.name} shows ${text}`).not.toContain(text);
  }
}

describe('list cells through the form runtime', () => {
  it('shows a date as yyyy-MM-dd and a total with separators, not the epoch and not its Chinese amount', async () => {
    const settleDate = new Date(2026, 2, 15).getTime();
    await request({
      url: '/api/settlement/FeeSettlement',
      method: 'POST',
      data: { customerName: '青港物流', settleDate, feeLines: [{ feeName: '港杂费', quantity: 2, unitPrice: 1234.5 }] },
    });
    renderList(resourceOf('feeSettlement'));
    // The rows wait for the runtime's widgets, which the page loads itself: the first import takes seconds here.
    await screen.findAllByTestId('entity-row', undefined, { timeout: 50000 });
    expect(columnTexts('结算日期')).toEqual(['2026-03-15']);
    expect(columnTexts('合计金额')).toEqual(['2,469.00']);
    expect(columnTexts('客户名称')).toEqual(['青港物流']);
    expect(screen.getByTestId('entity-page-feeSettlement')).not.toHaveTextContent(String(settleDate));

    // 详情: the record read-only in the viewer, its fee lines with their 合计 and the total in Chinese capital amount.
    fireEvent.click(screen.getByTestId('entity-detail'));
    const viewer = await screen.findByRole('dialog', undefined, { timeout: 20000 });
    await within(viewer).findByText('青港物流', undefined, { timeout: 20000 });
    expect(viewer).toHaveTextContent('港杂费');
    expect(viewer).toHaveTextContent('合计');
    expect(viewer).toHaveTextContent('贰仟肆佰陆拾玖元整');
    expect(viewer).toHaveTextContent('2026-03-15');
    expect(within(viewer).queryAllByRole('textbox')).toHaveLength(0);
  }, 60000);

  it('shows labels for every stored code: a user’s 性别, a data interface’s 数据类型 and 请求方式, a switch column', async () => {
    const user = resourceOf('user');
    const userList = renderList(user);
    await screen.findAllByTestId('entity-row');
    expect(columnTexts('性别')).toContain('男');
    for (const text of columnTexts('性别')) expect(['保密', '男', '女']).toContain(text);
    expectNoBareCodes(user);
    userList.unmount();

    const dataInterface = resourceOf('dataInterface');
    await request({
      url: '/api/system/DataInterface',
      method: 'POST',
      data: { fullName: '泊位查询', enCode: 'berthQuery', categoryId: 'iface-base', dataType: 2, requestMethod: '3', checkType: 1 },
    });
    renderList(dataInterface);
    await screen.findAllByTestId('entity-row');
    const dataTypeLabel = dataInterface.columns.find((column) => column.name === 'dataType')?.options?.['2']?.zh;
    expect(dataTypeLabel).toBeTruthy();
    expect(columnTexts('数据类型')).toContain(dataTypeLabel);
    // checkType is a switch without option labels: its cell reads 开 or 关, never 1 or 0
    const checkType = dataInterface.columns.find((column) => column.name === 'checkType');
    if (checkType) expect(columnTexts(checkType.label.zh)).toContain('开');
    expectNoBareCodes(dataInterface);
  });

  // A dictionary-backed select's codes as the dictionary's item names (loaded once for every row).
  const portType: FormItem = { key: 'select', field: 'portType', label: '港区类型', props: { dataType: 'dictionary', dictionaryType: 'dict-port-type' } };
  const berth: EntityResource = {
    ...resourceOf('feeSettlement'),
    name: 'berth',
    columns: [
      { name: 'berthName', label: { zh: '泊位', 'zh-TW': '泊位', en: 'Berth' }, widget: 'input' },
      { name: 'portType', label: { zh: '港区类型', 'zh-TW': '港區類型', en: 'Port area' }, widget: 'select', item: portType },
    ],
  };
  const berths: EntityRecord[] = [
    { id: 'b1', berthName: '一号泊位', portType: 'port-bulk' },
    { id: 'b2', berthName: '二号泊位', portType: 'port-container' },
  ];
  const stubProvider = { getList: async () => ({ data: berths, total: berths.length }) } as unknown as DataProvider;

  it('shows a dictionary item’s name for its stored id', async () => {
    renderList(berth, stubProvider);
    await screen.findAllByTestId('entity-row');
    // the dictionary's items load once for every row
    await waitFor(() => expect(columnTexts('港区类型')).toEqual(['散货港区', '集装箱港区']));
    expect(screen.getByTestId('entity-page-berth')).not.toHaveTextContent('port-bulk');
  });

  it('forgets the loaded dictionary labels after a dictionary item changes', async () => {
    const key = optionSourceKey(portType) ?? '';
    await loadOptions(portType);
    expect(cachedOptions(key)).toBeDefined();
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
          <DictionaryPage />
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByText('港区类型'));
    const row = await waitFor(() => {
      const found = screen.getAllByTestId('dictionary-item-row').find((tr) => tr.textContent?.includes('散货港区'));
      if (!found) throw new Error('no 散货港区 row yet');
      return found;
    });
    fireEvent.click(within(row).getByTestId('dictionary-state'));
    fireEvent.click(await screen.findByTestId('dictionary-confirm'));
    await waitFor(() => expect(cachedOptions(key)).toBeUndefined());
  });
});
