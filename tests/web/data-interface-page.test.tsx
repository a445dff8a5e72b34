import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { messagesByLocale } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import type { CurrentUserResponse, MenuItem } from '../../src/lib/auth/current-user-types.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { registerPageExtensions, resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../src/crud/entity-list-page.tsx';
import { registerPickers } from '../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { InterfaceRowActions } from '../../src/features/data-interface/interface-row-actions.tsx';
import { dataInterfaceMessages } from '../../src/features/data-interface/messages.ts';

// The data-interface page (issue 13 point 2): the generic list page of `dataInterface` with the
// feature's row actions, against the real app in-process. Each test gets a fresh app: they run
// interfaces (log rows) and copy them.
const { server, forward } = setUpInProcessServer({ fresh: 'test' });
const PAGE = 'm-systemdata-interface';

// The app's texts with this feature's, as src/lib/i18n/i18n-provider.ts merges every feature's.
type Locale = keyof typeof messagesByLocale;
const i18nProvider = polyglotI18nProvider(
  (locale) => ({ ...messagesByLocale[locale as Locale], ...dataInterfaceMessages[locale as Locale] }) as unknown as TranslationMessages,
  'zh',
  [],
  { allowMissing: false },
);

beforeAll(() => {
  registerPickers();
  registerFormRuntime();
  // as src/app/feature-screens.ts hands it in
  registerPageExtensions({ rowExtras: { dataInterface: InterfaceRowActions } });
});
beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
});

/** Drops btn_add from the page's grants and turns its button check on (a role that may not add). */
const withoutAdd = (answer: CurrentUserResponse): CurrentUserResponse => {
  const flag = (menus: MenuItem[]): MenuItem[] =>
    menus.map((menu) => ({ ...menu, ...(menu.id === PAGE ? { isButtonAuthorize: 1 } : {}), children: menu.children ? flag(menu.children) : menu.children }));
  return {
    ...answer,
    menuList: flag(answer.menuList ?? []),
    routerList: [],
    permissionList: (answer.permissionList ?? []).map((entry) =>
      entry.modelId === PAGE ? { ...entry, button: (entry.button ?? []).filter((item) => item.enCode !== 'btn_add') } : entry,
    ),
  };
};

async function signIn(options: { noAdd?: boolean } = {}) {
  if (options.noAdd)
    server.use(
      http.get('*/api/oauth/CurrentUser', async ({ request: call }) => {
        const answer = (await (await forward(call)).json()) as { code: number; data: CurrentUserResponse };
        return HttpResponse.json({ ...answer, data: withoutAdd(answer.data) });
      }),
    );
  const login = await request<{ token: string }>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    data: { account: 'admin', password: md5Hex('Portside2026') },
  });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
  await loadCurrentUser('/systemData/dataInterface');
}

interface StoredInterface {
  id: string;
  fullName: string;
  dataType: number;
  query?: string;
}

/** The stored interfaces, as the real list answers them. */
async function interfaces(): Promise<StoredInterface[]> {
  const answer = await request<{ list: StoredInterface[] }>({ url: '/api/system/DataInterface', data: { currentPage: 1, pageSize: 100 } });
  return answer.data?.list ?? [];
}

/** The demo's first static interface, with its stored JSON (from the info route: the list does not carry it). */
async function demoStatic(): Promise<{ id: string; fullName: string; rows: Record<string, unknown>[] }> {
  const listed = (await interfaces()).find((item) => item.dataType === 2);
  if (!listed) throw new Error('the demo data has no static interface');
  const info = await request<StoredInterface>({ url: `/api/system/DataInterface/${listed.id}` });
  return { id: listed.id, fullName: listed.fullName, rows: JSON.parse(String(info.data?.query)) as Record<string, unknown>[] };
}

/** Stores an interface through the real create route and answers its id. */
async function createInterface(body: Record<string, unknown>): Promise<string> {
  await request({
    url: '/api/system/DataInterface',
    method: 'POST',
    data: { categoryId: 'iface-base', dbLinkId: '0', enabledMark: 1, sortCode: 0, requestMethod: '3', ...body },
  });
  const found = (await interfaces()).find((item) => item.fullName === body.fullName);
  if (!found) throw new Error(`${String(body.fullName)} was not stored`);
  return found.id;
}

const dataInterface = resources.dataInterface;
if (!dataInterface) throw new Error('no dataInterface resource');

async function renderPage() {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <EntityListPage resource={dataInterface} modelId={PAGE} />
    </AdminContext>,
  );
  await screen.findAllByTestId('entity-row', undefined, { timeout: 10000 });
}

/** The list row showing an interface's name. */
async function rowOf(name: string): Promise<HTMLElement> {
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = screen.getAllByTestId('entity-row').find((tr) => within(tr).queryByText(name) !== null);
    expect(row).toBeDefined();
  });
  return row as HTMLElement;
}

/** Presses the dialog's 预览 once the interface's parameters have loaded (it waits disabled until then). */
async function run(dialog: HTMLElement) {
  const button = within(dialog).getByTestId('data-interface-run');
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('the data-interface page (issue 13 point 2)', () => {
  it('previews a demo static interface: its rows as a table', async () => {
    await signIn();
    const demo = await demoStatic();
    const expected = demo.rows;
    expect(Array.isArray(expected) && expected.length > 0).toBe(true);
    await renderPage();

    fireEvent.click(within(await rowOf(demo.fullName)).getByTestId('data-interface-preview'));
    const dialog = await screen.findByTestId('data-interface-preview-dialog');
    expect(within(dialog).getByText('接口预览', { exact: false })).toBeInTheDocument();
    await run(dialog);

    const table = await within(dialog).findByTestId('data-interface-result-table', undefined, { timeout: 10000 });
    const firstKeys = Object.keys(expected[0]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(firstKeys));
    const rows = within(table).getAllByTestId('data-interface-result-row');
    expect(rows).toHaveLength(expected.length);
    expect(rows[0].textContent).toContain(String(expected[0][firstKeys[0]]));
    // the same result as JSON on request
    fireEvent.click(within(dialog).getByRole('button', { name: 'JSON' }));
    expect(JSON.parse(within(dialog).getByTestId('data-interface-result-json').textContent ?? '')).toEqual(expected);
  });

  it('sends each parameter typed as declared; an empty required one is refused before any call', async () => {
    await signIn();
    await createInterface({
      fullName: '参数回显',
      enCode: 'paramEcho',
      dataType: 1,
      query: 'SELECT @qty AS qty, @note AS note, @since AS since',
      requestParameters: JSON.stringify([
        { field: 'qty', dataType: 'int', defaultValue: '', required: true },
        { field: 'note', dataType: 'varchar', defaultValue: '默认', required: false },
        { field: 'since', dataType: 'datetime', defaultValue: '', required: false },
      ]),
    });
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/system/DataInterface/:id/Actions/Preview', async ({ request: call }) => {
        sent.push(await call.clone().json());
        return undefined;
      }),
    );
    await renderPage();

    fireEvent.click(within(await rowOf('参数回显')).getByTestId('data-interface-preview'));
    const dialog = await screen.findByTestId('data-interface-preview-dialog');
    const qty = await within(dialog).findByTestId('data-interface-param-qty');
    expect(qty).toHaveAttribute('type', 'number');
    expect(qty).toBeRequired();
    expect(within(dialog).getByTestId('data-interface-param-note')).toHaveValue('默认');
    const since = within(dialog).getByTestId('data-interface-param-since');
    expect(since).toHaveAttribute('type', 'datetime-local');
    expect(since).not.toBeRequired();

    await run(dialog);
    expect(await within(dialog).findByText('qty不能为空')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(qty, { target: { value: '5' } });
    fireEvent.change(since, { target: { value: '2024-03-01T08:30' } });
    await run(dialog);
    const table = await within(dialog).findByTestId('data-interface-result-table', undefined, { timeout: 10000 });
    expect(sent).toEqual([
      {
        origin: 'preview',
        paramList: [
          { field: 'qty', dataType: 'int', defaultValue: 5 },
          { field: 'note', dataType: 'varchar', defaultValue: '默认' },
          // a date-time as epoch milliseconds of the browser's local time
          { field: 'since', dataType: 'datetime', defaultValue: new Date(2024, 2, 1, 8, 30).getTime() },
        ],
      },
    ]);
    // the server bound the number: the statement answers it back
    const echoed = within(table).getByTestId('data-interface-result-row').textContent;
    expect(echoed).toContain('5');
    expect(echoed).toContain(String(new Date(2024, 2, 1, 8, 30).getTime()));
  });

  it('shows a refusal inside the dialog in the server’s words', async () => {
    await signIn();
    await createInterface({ fullName: '坏静态数据', enCode: 'badStatic', dataType: 2, query: '{not json' });
    let refusal = '';
    server.use(
      http.post('*/api/system/DataInterface/:id/Actions/Preview', async ({ request: call }) => {
        const answer = await forward(call);
        refusal = ((await answer.clone().json()) as { msg: string }).msg;
        return answer;
      }),
    );
    await renderPage();

    fireEvent.click(within(await rowOf('坏静态数据')).getByTestId('data-interface-preview'));
    const dialog = await screen.findByTestId('data-interface-preview-dialog');
    await run(dialog);
    const alert = await within(dialog).findByTestId('data-interface-preview-error', undefined, { timeout: 10000 });
    expect(refusal).not.toBe('');
    expect(alert.textContent).toBe(refusal);
  });

  it('lists the preview call in the interface’s log', async () => {
    await signIn();
    const demo = await demoStatic();
    await renderPage();
    const row = await rowOf(demo.fullName);

    fireEvent.click(within(row).getByTestId('data-interface-preview'));
    const preview = await screen.findByTestId('data-interface-preview-dialog');
    await run(preview);
    await within(preview).findByTestId('data-interface-result', undefined, { timeout: 10000 });
    fireEvent.click(within(preview).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('data-interface-preview-dialog')).not.toBeInTheDocument());

    fireEvent.click(within(row).getByTestId('data-interface-log'));
    const log = await screen.findByTestId('data-interface-log-dialog');
    const entries = await within(log).findAllByTestId('data-interface-log-row', undefined, { timeout: 10000 });
    expect(entries).toHaveLength(1);
    expect(within(entries[0]).getByText('预览')).toBeInTheDocument();
    expect(within(entries[0]).getByTestId('data-interface-log-result')).toHaveTextContent('成功');
    expect(entries[0].textContent).toMatch(/\d+ 毫秒/);
    expect(entries[0].textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('lists the fields of an interface’s result', async () => {
    await signIn();
    const demo = await demoStatic();
    const expected = Object.keys(demo.rows[0]);
    await renderPage();

    fireEvent.click(within(await rowOf(demo.fullName)).getByTestId('data-interface-fields'));
    const dialog = await screen.findByTestId('data-interface-fields-dialog');
    const fields = await within(dialog).findAllByTestId('data-interface-field', undefined, { timeout: 10000 });
    expect(fields.map((field) => field.textContent?.replace(/^\d+/, ''))).toEqual(expect.arrayContaining(expected));
  });

  it('copies an interface after confirmation, and the list shows the copy', async () => {
    await signIn();
    const demo = await demoStatic();
    const before = (await interfaces()).length;
    await renderPage();
    const rowsBefore = screen.getAllByTestId('entity-row').length;

    fireEvent.click(within(await rowOf(demo.fullName)).getByTestId('data-interface-copy'));
    fireEvent.click(await screen.findByTestId('data-interface-copy-confirm'));

    await waitFor(() => expect(screen.getAllByTestId('entity-row')).toHaveLength(rowsBefore + 1), { timeout: 10000 });
    expect(await interfaces()).toHaveLength(before + 1);
  });

  it('offers no copy to a role without btn_add on the page', async () => {
    await signIn({ noAdd: true });
    await renderPage();
    expect(screen.getAllByTestId('data-interface-preview').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('data-interface-copy')).not.toBeInTheDocument();
  });
});
