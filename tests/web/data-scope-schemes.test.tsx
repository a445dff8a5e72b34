import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type TranslationMessages } from 'react-admin';
import { http } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { setUpInProcessServer } from './in-process-server.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { messagesByLocale } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import type { EntityRecord } from '../../src/lib/data/entity-resource.ts';
import { DataSchemeRowAction } from '../../src/features/data-scope/data-scheme-row-action.tsx';
import { dataScopeMessages } from '../../src/features/data-scope/messages.ts';

// A menu's data-permission schemes (issue 15 point 2) as 系统菜单's row action shows them, against
// the real app in-process: the menu's fields, the schemes it lists, creates, changes and removes.
// One app for the file: the tests leave no scheme behind (the second deletes what it created, the third saves none).
// Building the demo app and signing in can take longer than the default 10 s hook limit on a loaded 2-core machine
// (set before the hooks below are registered, which take the limit then in force).
vi.setConfig({ hookTimeout: 60_000 });
const { app, server } = setUpInProcessServer();

type Locale = keyof typeof messagesByLocale;
const i18nProvider = polyglotI18nProvider(
  (locale) => ({ ...messagesByLocale[locale as Locale], ...dataScopeMessages[locale as Locale] }) as unknown as TranslationMessages,
  'zh',
  [],
  { allowMissing: false },
);

/** The settlement bills' page (schemas/fee-settlement.schema.json), a type-2 menu of the demo data. */
const MENU_ID = 'm-settlement-feebill';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';

let errors: string[] = [];
beforeEach(async () => {
  errors = [];
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: (message) => void errors.push(message), onSessionGone: () => undefined, language: () => 'zh-CN' });
  storageSet('language', 'zh');
  const login = await request<{ token: string }>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    data: { account: 'admin', password: md5Hex('Portside2026') },
  });
  setToken(login.data?.token ?? '');
});

async function menuRow(id = MENU_ID): Promise<EntityRecord> {
  const answer = await request<EntityRecord>({ url: `/api/system/Menu/${id}` });
  if (!answer.data) throw new Error(`no menu ${id}`);
  return { ...answer.data, id };
}

/** The stored schemes of the menu, as the database holds them. */
const storedSchemes = () => app().services.db.selectFrom('base_module_scheme').selectAll().where('moduleId', '=', MENU_ID).orderBy('fullName').execute();

async function openSchemes(row: EntityRecord) {
  await act(async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <DataSchemeRowAction row={row} />
      </AdminContext>,
    );
  });
  fireEvent.click(screen.getByTestId('data-schemes-open'));
  return screen.findByTestId('data-schemes-dialog');
}

const formDialog = () => screen.findByTestId('entity-dialog', undefined, { timeout: 10000 });
const input = (form: HTMLElement, name: string) => form.querySelector(`#root_${name}`) as HTMLInputElement;
const typeInto = (element: Element, value: string) => fireEvent.change(element, { target: { value } });
/** The combobox of a select whose hidden input carries `testId`. */
const comboboxOf = (testId: string) => within(screen.getByTestId(testId).parentElement as HTMLElement).getByRole('combobox');

/** Chooses an option of a MUI select by its text. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument(), { timeout: 5000 });
}

/** The texts a select offers, opened and closed again. */
async function optionsOf(select: HTMLElement): Promise<string[]> {
  fireEvent.mouseDown(select);
  const texts = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument(), { timeout: 5000 });
  return texts;
}

const row = (group: number, index: number) => `root_conditionJson-group-${group}-row-${index}`;
/** Presses the form's confirm once it takes a press again (a refused save frees it a moment later). */
async function confirmForm(form: HTMLElement, name = '确定') {
  const button = within(form).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('数据权限 on a menu row', () => {
  it('shows on page menus only', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <DataSchemeRowAction row={{ id: 'm-settlement', type: 1 }} />
        <DataSchemeRowAction row={{ id: 'm-settlement-bill', type: 3 }} />
        <DataSchemeRowAction row={{ id: MENU_ID, type: 2 }} />
        <DataSchemeRowAction row={{ id: 'm-yard-report', type: 5 }} />
      </AdminContext>,
    );
    expect(screen.getAllByTestId('data-schemes-open').map((button) => button.textContent)).toEqual(['数据权限', '数据权限']);
  });

  it('creates a scheme of two groups, lists it with its conditions, edits, disables and deletes it', async () => {
    const dialog = await openSchemes(await menuRow());
    // The demo menu does not judge its data yet: its schemes wait for the flag.
    expect(within(dialog).getByTestId('data-schemes-flag-off')).toHaveTextContent('该菜单未开启数据权限，方案只在菜单开启数据权限后生效');
    expect(within(dialog).getByText('暂无方案')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByTestId('data-schemes-add'));
    const form = await formDialog();
    await waitFor(() => expect(input(form, 'fullName')).toBeTruthy());
    typeInto(input(form, 'fullName'), '本人及客户');
    typeInto(input(form, 'enCode'), 'ownAndCustomer');
    await choose(
      within(form)
        .getAllByRole('combobox')
        .find((box) => box.id === 'root_matchLogic') as HTMLElement,
      '满足以下任一条件组',
    );

    // group 1: the creator is the current user (a user field offers the variable first)
    fireEvent.click(screen.getByTestId('root_conditionJson-add-group'));
    await choose(comboboxOf(`${row(0, 0)}-field`), '创建人');
    expect(await optionsOf(comboboxOf(`${row(0, 0)}-op`))).toEqual(['等于', '不等于', '为空', '不为空', '包含任意']);
    expect(await optionsOf(comboboxOf(`${row(0, 0)}-variable`))).toEqual(['当前用户', '当前用户及下属', '自定义值']);
    // group 2: the customer's name contains 港 or is empty
    fireEvent.click(screen.getByTestId('root_conditionJson-add-group'));
    await choose(comboboxOf('root_conditionJson-group-1-logic'), '满足任一条件');
    await choose(comboboxOf(`${row(1, 0)}-field`), '客户名称');
    await choose(comboboxOf(`${row(1, 0)}-op`), '包含');
    typeInto(screen.getByTestId(`${row(1, 0)}-value`), '港');
    fireEvent.click(screen.getByTestId('root_conditionJson-group-1-add'));
    await choose(comboboxOf(`${row(1, 1)}-field`), '客户名称');
    await choose(comboboxOf(`${row(1, 1)}-op`), '为空');
    expect(screen.queryByTestId(`${row(1, 1)}-value`)).not.toBeInTheDocument();

    await confirmForm(form);
    // listed once saved, with the server's reading of its conditions
    const listed = await within(dialog).findByTestId('data-scheme-row', undefined, { timeout: 10000 });
    const [created] = await storedSchemes();
    expect(created).toMatchObject({ fullName: '本人及客户', enCode: 'ownAndCustomer', matchLogic: 'or', allData: 0, enabledMark: 1 });
    expect(JSON.parse(String(created?.conditionJson))).toEqual([
      { logic: 'and', groups: [{ field: 'creatorUserId', op: '==', value: '@userId' }] },
      {
        logic: 'or',
        groups: [
          { field: 'customerName', op: 'like', value: '港' },
          { field: 'customerName', op: 'null', value: '' },
        ],
      },
    ]);
    expect(listed).toHaveTextContent('本人及客户');
    expect(listed).toHaveTextContent('ownAndCustomer');
    const conditions = within(listed).getByTestId('data-scheme-condition').textContent ?? '';
    for (const words of ['创建人', '当前用户', '客户名称', '港', '或者']) expect(conditions).toContain(words);

    // edit: the groups come back as saved; rename and drop the second group
    fireEvent.click(within(listed).getByTestId('data-scheme-edit'));
    const editForm = await formDialog();
    await waitFor(() => expect(input(editForm, 'fullName')).toHaveValue('本人及客户'));
    expect(comboboxOf(`${row(0, 0)}-field`)).toHaveTextContent('创建人');
    expect(comboboxOf(`${row(0, 0)}-variable`)).toHaveTextContent('当前用户');
    expect(screen.getByTestId(`${row(1, 0)}-value`)).toHaveValue('港');
    typeInto(input(editForm, 'fullName'), '仅本人');
    fireEvent.click(screen.getByTestId('root_conditionJson-group-1-remove'));
    await confirmForm(editForm);
    await waitFor(() => expect(within(dialog).getByTestId('data-scheme-row')).toHaveTextContent('仅本人'), { timeout: 10000 });
    const [edited] = await storedSchemes();
    expect(edited?.id).toBe(created?.id);
    expect(JSON.parse(String(edited?.conditionJson))).toEqual([{ logic: 'and', groups: [{ field: 'creatorUserId', op: '==', value: '@userId' }] }]);
    expect(within(dialog).getByTestId('data-scheme-condition')).not.toHaveTextContent('客户名称');

    // the 状态 switch, asked first
    const state = within(dialog).getByTestId('data-scheme-state');
    expect(state).toBeChecked();
    fireEvent.click(state);
    expect(screen.getByText('您确定要禁用该数据吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('data-schemes-confirm'));
    await waitFor(() => expect(within(dialog).getByTestId('data-scheme-state')).not.toBeChecked());
    expect((await storedSchemes())[0]?.enabledMark).toBe(0);

    // delete, asked first
    fireEvent.click(within(dialog).getByTestId('data-scheme-delete'));
    expect(screen.getByText('此操作将永久删除该数据, 是否继续?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('data-schemes-confirm'));
    await waitFor(() => expect(within(dialog).getByText('暂无方案')).toBeInTheDocument());
    expect(await storedSchemes()).toEqual([]);
    expect(errors).toEqual([]);
  }, 60000);

  it('saves no bad scheme: the editor says why in the user’s language, the server’s refusal shows as it words it', async () => {
    const writes: string[] = [];
    server.use(
      http.all('*/api/system/ModuleDataAuthorizeScheme*', ({ request: sent }) => {
        if (sent.method !== 'GET') writes.push(`${sent.method} ${new URL(sent.url).pathname}`);
      }),
    );
    await i18nProvider.changeLocale('en');
    storageSet('language', 'en');
    configureRequest({ notifyError: (message) => void errors.push(message), onSessionGone: () => undefined, language: () => 'en-US' });
    const dialog = await openSchemes({ ...(await menuRow()), isDataAuthorize: 1 });
    expect(within(dialog).queryByTestId('data-schemes-flag-off')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('data-schemes-add'));
    const form = await formDialog();
    await waitFor(() => expect(input(form, 'fullName')).toBeTruthy());
    typeInto(input(form, 'fullName'), 'Mine');
    typeInto(input(form, 'enCode'), '1mine');

    // no condition at all
    await confirmForm(form, 'OK');
    expect(await within(form).findByText('The code starts with a letter and holds letters, digits, _ . -')).toBeInTheDocument();
    typeInto(input(form, 'enCode'), 'mine');
    await confirmForm(form, 'OK');
    expect(await screen.findByTestId('root_conditionJson-problem')).toHaveTextContent('Add a condition group, or turn on all data');
    // a row without its field, then a number field compared with words
    fireEvent.click(screen.getByTestId('root_conditionJson-add-group'));
    expect(screen.getByTestId(`${row(0, 0)}-problem`)).toHaveTextContent('Choose a field');
    expect(screen.getByTestId('root_conditionJson-problem')).toHaveTextContent('The conditions are incomplete; check them');
    await choose(comboboxOf(`${row(0, 0)}-field`), 'Total');
    expect(await optionsOf(comboboxOf(`${row(0, 0)}-op`))).toEqual([
      'equals',
      'does not equal',
      'is greater than',
      'is at least',
      'is less than',
      'is at most',
      'is empty',
      'is not empty',
      'is one of',
    ]);
    await choose(comboboxOf(`${row(0, 0)}-op`), 'is one of');
    typeInto(screen.getByTestId(`${row(0, 0)}-value`), '10, ten');
    expect(screen.getByTestId(`${row(0, 0)}-problem`)).toHaveTextContent('Enter a number');
    await confirmForm(form, 'OK');
    expect(writes).toEqual([]);

    // what only the server knows: a value longer than it keeps
    typeInto(screen.getByTestId(`${row(0, 0)}-value`), '10, 20');
    expect(screen.queryByTestId(`${row(0, 0)}-problem`)).not.toBeInTheDocument();
    typeInto(screen.getByTestId(`${row(0, 0)}-value`), '1,'.repeat(300));
    await confirmForm(form, 'OK');
    await waitFor(() => expect(errors).toEqual(['The value for Total is too long']), { timeout: 10000 });
    expect(writes).toEqual([`POST ${SCHEMES}`]);
    expect(screen.getByTestId('entity-dialog')).toBeInTheDocument();
    expect(await storedSchemes()).toEqual([]);
  }, 60000);
});
