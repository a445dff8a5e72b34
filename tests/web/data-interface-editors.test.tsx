import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { setUpInProcessServer } from './in-process-server.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { messagesByLocale } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityFormDialog } from '../../src/crud/entity-form-dialog.tsx';
import { registerWidget } from '../../src/crud/widget-registry.ts';
import type { EntityRecord } from '../../src/lib/data/entity-resource.ts';
import { DictionaryTreeSelectWidget } from '../../src/features/dictionary/dictionary-tree-select-widget.tsx';
import { interfaceEditorWidgets } from '../../src/features/data-interface/editor-widgets.ts';
import { dataInterfaceMessages } from '../../src/features/data-interface/messages.ts';
import { HEADER_NAME, PARAMETER_NAME } from '../../src/features/data-interface/editor-rows.ts';

// The data-interface dialog's editors (issue 13, contract §4.11): the generic schema dialog of
// `dataInterface` with the widgets src/app/app.tsx registers, against the real app in-process
// (the data-source list, the created interface and the server's reading of its parameters).
const { app } = setUpInProcessServer({ fresh: 'test' });

type Locale = keyof typeof messagesByLocale;
const i18nProvider = polyglotI18nProvider(
  (locale) => ({ ...messagesByLocale[locale as Locale], ...dataInterfaceMessages[locale as Locale] }) as unknown as TranslationMessages,
  'zh',
  [],
  { allowMissing: false },
);

const dataInterface = resources.dataInterface;
if (!dataInterface) throw new Error('no dataInterface resource');

let token = '';
beforeAll(() => {
  // as src/app/app.tsx registers them
  registerWidget('dictionaryTreeSelect', DictionaryTreeSelectWidget);
  for (const [name, widget] of Object.entries(interfaceEditorWidgets)) registerWidget(name, widget);
});
beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  storageSet('language', 'zh');
  const login = await request<{ token: string }>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    data: { account: 'admin', password: md5Hex('Portside2026') },
  });
  token = login.data?.token ?? '';
  setToken(token);
});

const BASE_RECORD = { fullName: '车辆查询', enCode: 'vehicleQuery', categoryId: 'iface-base', dataType: 1, requestMethod: '3', query: 'select 1 as "n"' };

/** Opens the dialog (a new record from `initial`, or `record` to edit); `submitted` holds what its confirm hands on. */
async function openDialog(
  options: { record?: EntityRecord; initial?: Record<string, unknown>; onSubmit?: (data: Record<string, unknown>) => Promise<void> } = {},
) {
  const submitted: Record<string, unknown>[] = [];
  // Awaited: the editors suspend while their code loads (editor-widgets.ts), and React retries a suspended tree of an act scope only when it was awaited.
  await act(async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <EntityFormDialog
          resource={dataInterface}
          record={options.record ?? null}
          open
          onClose={() => undefined}
          onSubmit={async (data) => {
            submitted.push(data);
            await options.onSubmit?.(data);
          }}
          initial={options.initial ?? BASE_RECORD}
        />
      </AdminContext>,
    );
  });
  return submitted;
}

const dialog = () => screen.getByTestId('entity-dialog');
/** An editor's element, once its lazily loaded code has drawn it (the first one waits for the chunk). */
const drawn = (testId: string) => screen.findByTestId(testId, undefined, { timeout: 10000 });
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
const typeInto = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Chooses an option of a MUI select (rjsf's select widget or an editor's) by its text. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The combobox of a select whose hidden input carries `testId`. */
const comboboxOf = (testId: string) => within(screen.getByTestId(testId).parentElement as HTMLElement).getByRole('combobox');

/** The texts a select offers, opened and closed again. */
async function optionsOf(select: HTMLElement): Promise<string[]> {
  fireEvent.mouseDown(select);
  const texts = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return texts;
}

async function changeDataType(label: string) {
  await choose(
    within(dialog())
      .getAllByRole('combobox')
      .find((box) => box.id === 'root_dataType') as HTMLElement,
    label,
  );
}

describe('the parameters editor (interfaceParameters)', () => {
  it('adding a parameter writes the JSON string the server reads back as the declared parameter', async () => {
    const created: string[] = [];
    const submitted = await openDialog({
      onSubmit: async (data) => {
        await request({ url: '/api/system/DataInterface', method: 'POST', data });
        const listed = await request<{ list: { id: string; fullName: string }[] }>({
          url: '/api/system/DataInterface',
          data: { keyword: '车辆查询', currentPage: 1, pageSize: 20 },
        });
        created.push(listed.data?.list.find((row) => row.fullName === '车辆查询')?.id ?? '');
      },
    });
    const add = await drawn('root_requestParameters-add');
    expect(screen.getByText('暂无参数')).toBeInTheDocument();
    // the translated headers
    const table = screen.getByTestId('root_requestParameters-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['参数名称', '参数说明', '参数类型', '默认值', '必填', '操作']);

    fireEvent.click(add);
    typeInto('root_requestParameters-field-0', 'plateNo');
    typeInto('root_requestParameters-fieldName-0', '车牌号');
    await choose(comboboxOf('root_requestParameters-dataType-0'), '整型');
    typeInto('root_requestParameters-defaultValue-0', '5');
    fireEvent.click(screen.getByTestId('root_requestParameters-required-0'));
    fireEvent.click(screen.getByTestId('root_requestParameters-add'));
    typeInto('root_requestParameters-field-1', 'since');
    fireEvent.click(screen.getByTestId('root_requestParameters-add'));
    fireEvent.click(screen.getByTestId('root_requestParameters-remove-2'));
    expect(screen.getAllByTestId('root_requestParameters-row')).toHaveLength(2);

    confirm();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(JSON.parse(String(submitted[0]?.requestParameters))).toEqual([
      { field: 'plateNo', fieldName: '车牌号', dataType: 'int', defaultValue: '5', required: 1 },
      { field: 'since', fieldName: '', dataType: 'varchar', defaultValue: '', required: 0 },
    ]);
    const declared = await request<{ field: string; dataType: string; defaultValue: string; required: boolean }[]>({
      url: `/api/system/DataInterface/GetParam/${created[0]}`,
    });
    expect(declared.data).toEqual([
      expect.objectContaining({ field: 'plateNo', dataType: 'int', defaultValue: '5', required: true }),
      expect.objectContaining({ field: 'since', dataType: 'varchar', required: false }),
    ]);
  });

  it('says why a name cannot be used, in the user’s words, and the dialog refuses to submit it', async () => {
    const submitted = await openDialog({
      initial: { ...BASE_RECORD, requestParameters: JSON.stringify([{ field: 'keyword', dataType: 'varchar', defaultValue: '', required: 0 }]) },
    });
    fireEvent.click(await drawn('root_requestParameters-add'));
    expect(screen.getByText('请输入参数名称')).toBeInTheDocument();
    typeInto('root_requestParameters-field-1', '1plate');
    expect(screen.getByText('参数名称只能包含字母、数字和下划线，且不能以数字开头')).toBeInTheDocument();
    typeInto('root_requestParameters-field-1', 'plate no');
    expect(screen.getByText('参数名称只能包含字母、数字和下划线，且不能以数字开头')).toBeInTheDocument();
    typeInto('root_requestParameters-field-1', 'keyword');
    // both rows say it
    expect(screen.getAllByText('参数名称重复')).toHaveLength(2);

    typeInto('root_requestParameters-field-1', '1plate');
    confirm();
    // the schema's pattern message under the field, besides the cell's own
    await waitFor(() => expect(screen.getAllByText('参数名称只能包含字母、数字和下划线，且不能以数字开头')).toHaveLength(2));
    expect(submitted).toHaveLength(0);
    typeInto('root_requestParameters-field-1', 'plate_1');
    confirm();
    await waitFor(() => expect(submitted).toHaveLength(1));
  });

  it('the server refuses such a name too, with the schema’s words', async () => {
    const answer = await app().app.inject({
      method: 'POST',
      url: '/api/system/DataInterface',
      headers: { authorization: token, 'accept-language': 'zh-CN' },
      payload: { ...BASE_RECORD, requestParameters: JSON.stringify([{ field: '1plate', dataType: 'varchar', defaultValue: '', required: 0 }]) },
    });
    const envelope = answer.json<{ code: number; msg: string }>();
    expect(envelope.code).toBe(400);
    expect(envelope.msg).toContain('参数名称只能包含字母、数字和下划线，且不能以数字开头');
  });

  it('checks names as the schema does', () => {
    const schemaRule = (field: 'requestParameters' | 'requestHeaders') =>
      new RegExp(String((dataInterface.bodySchema.properties[field] as { pattern?: string }).pattern), 'u');
    for (const name of ['keyword', '_a1', 'A_b', '1a', 'a-b', 'a b', '', 'a"b', '车牌']) {
      expect(schemaRule('requestParameters').test(JSON.stringify([{ field: name }])), name).toBe(PARAMETER_NAME.test(name));
    }
    for (const name of ['Authorization', 'X-Api-Key', 'a_b', 'a b', '', 'a:b']) {
      expect(schemaRule('requestHeaders').test(JSON.stringify([{ field: name, defaultValue: 'x' }])), name).toBe(HEADER_NAME.test(name));
    }
  });
});

describe('the headers editor (interfaceHeaders)', () => {
  it('edits [{ field, defaultValue }], in English too', async () => {
    await i18nProvider.changeLocale('en');
    const submitted = await openDialog({ initial: { ...BASE_RECORD, dataType: 3, requestMethod: '6', path: 'http://api.example/list' } });
    const table = await drawn('root_requestHeaders-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Header', 'Value', 'Actions']);
    fireEvent.click(screen.getByTestId('root_requestHeaders-add'));
    typeInto('root_requestHeaders-field-0', 'X Api Key');
    expect(screen.getByText('A header name has letters, digits, hyphens and underscores only')).toBeInTheDocument();
    typeInto('root_requestHeaders-field-0', 'X-Api-Key');
    typeInto('root_requestHeaders-defaultValue-0', 's3cret');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(JSON.parse(String(submitted[0]?.requestHeaders))).toEqual([{ field: 'X-Api-Key', defaultValue: 's3cret' }]);
  });
});

describe('the properties editor (interfaceProperties)', () => {
  it('shows SQL’s countSql and echoSql, an API’s echo-back and paging fields, nothing for static data', async () => {
    const stored = { countSql: 'select count(*) from t', echoReqHeaders: [{ field: 'Authorization', defaultValue: 'x' }] };
    const submitted = await openDialog({ initial: { ...BASE_RECORD, propertyJson: JSON.stringify(stored) } });
    expect(await drawn('root_propertyJson-sql')).toBeInTheDocument();
    expect(screen.getByTestId('root_propertyJson-countSql')).toHaveValue('select count(*) from t');
    expect(screen.getByText('统计SQL')).toBeInTheDocument();
    expect(screen.queryByTestId('root_propertyJson-echoPath')).not.toBeInTheDocument();
    typeInto('root_propertyJson-echoSql', 'select "id", "plateNo" from vehicles where "id" = @id');

    await changeDataType('静态数据');
    expect(await screen.findByText('静态数据没有扩展属性')).toBeInTheDocument();
    expect(screen.queryByTestId('root_propertyJson-countSql')).not.toBeInTheDocument();

    await changeDataType('API数据');
    expect(await screen.findByTestId('root_propertyJson-api')).toBeInTheDocument();
    expect(screen.queryByTestId('root_propertyJson-countSql')).not.toBeInTheDocument();
    expect(screen.getByText('回显参数')).toBeInTheDocument();
    expect(screen.getByText('分页参数')).toBeInTheDocument();
    typeInto('root_propertyJson-echoPath', 'http://api.example/one');
    await choose(comboboxOf('root_propertyJson-echoReqMethod'), 'POST');
    typeInto('root_propertyJson-echoParameters-showKey', 'ids');
    typeInto('root_propertyJson-pageParameters-currentPage', 'page');
    typeInto('root_propertyJson-pageParameters-pageSize', 'size');

    confirm();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(JSON.parse(String(submitted[0]?.propertyJson))).toEqual({
      // what the SQL part held stays, for a switch back
      countSql: 'select count(*) from t',
      echoSql: 'select "id", "plateNo" from vehicles where "id" = @id',
      echoReqHeaders: [{ field: 'Authorization', defaultValue: 'x' }],
      echoPath: 'http://api.example/one',
      echoReqMethod: '7',
      echoParameters: [
        { fieldName: 'showKey', field: 'ids' },
        { fieldName: 'showValue', field: '' },
      ],
      pageParameters: [
        { fieldName: 'currentPage', field: 'page' },
        { fieldName: 'pageSize', field: 'size' },
        { fieldName: 'keyword', field: '' },
      ],
    });
  });
});

describe('the request method (interfaceRequestMethod)', () => {
  it('offers what the data type takes, and moves to its default when the type changes', async () => {
    const submitted = await openDialog({ initial: { ...BASE_RECORD, requestMethod: '2' } });
    const method = () =>
      within(dialog())
        .getAllByRole('combobox')
        .find((box) => box.id === 'root_requestMethod') as HTMLElement;
    await drawn('root_requestMethod-select');
    expect(await optionsOf(method())).toEqual(['查询', '新增', '修改', '删除']);
    expect(screen.getByTestId('root_requestMethod-select')).toHaveValue('2');

    await changeDataType('API数据');
    await waitFor(() => expect(screen.getByTestId('root_requestMethod-select')).toHaveValue('6'));
    expect(await optionsOf(method())).toEqual(['GET', 'POST']);
    await choose(method(), 'POST');

    await changeDataType('静态数据');
    expect(method()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('root_requestMethod-select')).toHaveValue('7');

    await changeDataType('SQL数据');
    await waitFor(() => expect(screen.getByTestId('root_requestMethod-select')).toHaveValue('3'));
    confirm();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ dataType: 1, requestMethod: '3' });
  });
});

describe('the data source (dataSourceSelect)', () => {
  it('offers the server’s data sources, the own database as "0" first', async () => {
    // A data source the system administrator named (DATA_SOURCES), as the app's services carry it.
    act(() => {
      app().services.dataSources = {
        ...app().services.dataSources,
        named: [{ id: 'yard', fullName: '堆场库', dialect: 'postgres', url: 'postgres://yard:secret@db.internal/yard' }],
      };
    });
    const submitted = await openDialog({ initial: { ...BASE_RECORD, dbLinkId: '0' } });
    await drawn('root_dbLinkId-select');
    const select = await waitFor(() => {
      const box = within(screen.getByTestId('root_dbLinkId-select').parentElement as HTMLElement).getByRole('combobox');
      expect(box).not.toHaveAttribute('aria-disabled');
      return box;
    });
    expect(select).toHaveTextContent('默认数据库 (SQLite)');
    expect(await optionsOf(select)).toEqual(['默认数据库 (SQLite)', '堆场库 (PostgreSQL)']);
    await choose(select, '堆场库 (PostgreSQL)');
    confirm();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.dbLinkId).toBe('yard');
  });

  it('keeps a stored source the server no longer has, saying so', async () => {
    await openDialog({ initial: { ...BASE_RECORD, dbLinkId: 'gone' } });
    await drawn('root_dbLinkId-select');
    await waitFor(() => expect(screen.getByTestId('root_dbLinkId-select')).toHaveValue('gone'));
    expect(within(dialog()).getByText('数据源 gone 已不存在')).toBeInTheDocument();
  });
});
