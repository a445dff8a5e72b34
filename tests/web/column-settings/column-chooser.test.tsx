import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from '../in-process-server.ts';
import { md5Hex } from '../../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../../src/crud/entity-list-page.tsx';
import type { EntityResource } from '../../../src/lib/data/entity-resource.ts';
import { registerPickers } from '../../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../../src/form-runtime/register-form-runtime.ts';

/**
 * The column chooser of the generic list page (spec shell §7 "Column settings and import", §8
 * "Column-setting save failure restores the previous list"), against the real app: what the user
 * chooses shows in the table at once, is saved per user and menu, comes back when the page opens
 * again, and a save the server refuses puts the previous columns back with its message shown.
 */
// Saves change the database: a fresh app per test.
const { server, app } = setUpInProcessServer({ fresh: 'test' });
const errors: string[] = [];
beforeAll(() => {
  registerPickers();
  registerFormRuntime();
});
beforeEach(async () => {
  errors.length = 0;
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: (message) => errors.push(message), onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
});

const POSITION_PAGE = 'm-permission-position';
const USER_PAGE = 'm-permission-user';
const SET = '*/api/permission/Authority/SetColumnsByModuleId';

async function signIn(account: string, path: string) {
  const login = await request<{ token: string }>({ url: '/api/oauth/Login', method: 'POST', form: true, data: { account, password: md5Hex('Portside2026') } });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
  await loadCurrentUser(path);
}

const resourceOf = (name: string): EntityResource => {
  const resource = resources[name];
  if (!resource) throw new Error(`no ${name} resource`);
  return resource;
};

/** Opens the list page (again: a reload), waiting for its rows. */
async function openList(resource: EntityResource, modelId: string | undefined) {
  const view = render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <EntityListPage resource={resource} modelId={modelId} />
    </AdminContext>,
  );
  await screen.findAllByTestId('entity-row');
  return view;
}

// The chooser's panel is modal (the page behind is aria-hidden while it is open, though in view): `hidden` reads the table behind it.
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent?.trim());
/** The cells of the first row, as many as there are headers: the rows follow the chosen columns. */
const firstRowCells = () => within(screen.getAllByTestId('entity-row')[0] as HTMLElement).getAllByRole('cell', { hidden: true });

async function openChooser() {
  fireEvent.click(screen.getByRole('button', { name: '列设置' }));
  return screen.findByTestId('column-settings-panel');
}
/** The chooser's column names, in order. */
const chooserColumns = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));
/** Waits until the chooser takes changes again (the save was answered). */
const settled = (panel: HTMLElement) => waitFor(() => expect(panel).not.toHaveAttribute('aria-busy', 'true'));

const POSITION_DEFAULT = ['所属组织', '岗位名称', '岗位编码', '岗位类型', '状态', '排序', '操作'];

describe('the column chooser on a generic list page', () => {
  it('hides and reorders columns, saves them per user and menu, and a reload restores them', async () => {
    await signIn('admin', '/permission/position');
    const position = resourceOf('position');
    const first = await openList(position, POSITION_PAGE);
    expect(headers()).toEqual(POSITION_DEFAULT);

    const panel = await openChooser();
    expect(chooserColumns(panel)).toEqual(POSITION_DEFAULT.slice(0, -1));
    fireEvent.click(within(panel).getByRole('checkbox', { name: '岗位编码' }));
    await waitFor(() => expect(headers()).toEqual(['所属组织', '岗位名称', '岗位类型', '状态', '排序', '操作']));
    await settled(panel);
    fireEvent.click(within(panel).getByRole('button', { name: '上移 岗位名称' }));
    await waitFor(() => expect(headers()).toEqual(['岗位名称', '所属组织', '岗位类型', '状态', '排序', '操作']));
    await settled(panel);
    fireEvent.click(within(panel).getByRole('button', { name: '下移 状态' }));
    await waitFor(() => expect(headers()).toEqual(['岗位名称', '所属组织', '岗位类型', '排序', '状态', '操作']));
    // the hidden column keeps its place in the chooser; the ends cannot move further
    expect(chooserColumns(panel)).toEqual(['岗位名称', '所属组织', '岗位编码', '岗位类型', '排序', '状态']);
    expect(within(panel).getByRole('button', { name: '上移 岗位名称' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: '下移 状态' })).toBeDisabled();
    await settled(panel);
    // the rows follow: one cell per header, the position's name first
    expect(firstRowCells()).toHaveLength(6);
    const names = (await app().services.db.selectFrom('base_position').select('fullName').execute()).map((row) => row.fullName);
    expect(names).toContain(firstRowCells()[0]?.textContent?.trim());
    expect(errors).toEqual([]);

    // kept on the server for this user and menu only
    const stored = await app().services.db.selectFrom('base_column_settings').selectAll().execute();
    expect(stored.map((row) => [row.userId, row.moduleId])).toEqual([['user-admin', POSITION_PAGE]]);
    expect(JSON.parse(stored[0]?.fieldList ?? '[]')).toEqual([
      { prop: 'fullName', label: '岗位名称', visible: true },
      { prop: 'department', label: '所属组织', visible: true },
      { prop: 'enCode', label: '岗位编码', visible: false },
      { prop: 'type', label: '岗位类型', visible: true },
      { prop: 'sortCode', label: '排序', visible: true },
      { prop: 'enabledMark', label: '状态', visible: true },
    ]);

    // a reload: the page opens again with the saved columns
    first.unmount();
    await openList(position, POSITION_PAGE);
    expect(headers()).toEqual(['岗位名称', '所属组织', '岗位类型', '排序', '状态', '操作']);
    // many steps, each answered by the real app: more time than one test usually needs on a busy machine
  }, 60000);

  it('重置 goes back to the page’s own columns, and that is saved too', async () => {
    await signIn('admin', '/permission/position');
    const saved = [
      { prop: 'sortCode', visible: true },
      { prop: 'fullName', visible: false },
    ];
    await request({
      url: '/api/permission/Authority/SetColumnsByModuleId',
      method: 'PUT',
      data: { moduleId: POSITION_PAGE, fieldList: JSON.stringify(saved) },
    });
    const first = await openList(resourceOf('position'), POSITION_PAGE);
    // the saved columns first, then those the list did not name, in the page's order
    expect(headers()).toEqual(['排序', '所属组织', '岗位编码', '岗位类型', '状态', '操作']);
    const panel = await openChooser();
    fireEvent.click(within(panel).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(headers()).toEqual(POSITION_DEFAULT));
    await settled(panel);
    expect(chooserColumns(panel)).toEqual(POSITION_DEFAULT.slice(0, -1));
    first.unmount();
    await openList(resourceOf('position'), POSITION_PAGE);
    expect(headers()).toEqual(POSITION_DEFAULT);
  });

  it('a save the server refuses puts the previous columns back and shows its message', async () => {
    await signIn('admin', '/permission/position');
    await openList(resourceOf('position'), POSITION_PAGE);
    const panel = await openChooser();
    // a first change is saved
    fireEvent.click(within(panel).getByRole('checkbox', { name: '排序' }));
    await waitFor(() => expect(headers()).toEqual(['所属组织', '岗位名称', '岗位编码', '岗位类型', '状态', '操作']));
    await settled(panel);

    // the next one is refused
    server.use(http.put(SET, () => HttpResponse.json({ code: 400, msg: '列设置保存失败' })));
    fireEvent.click(within(panel).getByRole('checkbox', { name: '岗位编码' }));
    await waitFor(() => expect(errors).toEqual(['列设置保存失败']));
    await settled(panel);
    expect(headers()).toEqual(['所属组织', '岗位名称', '岗位编码', '岗位类型', '状态', '操作']);
    expect(within(panel).getByRole('checkbox', { name: '岗位编码' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: '排序' })).not.toBeChecked();

    // a failed move as well (the network this time)
    server.use(http.put(SET, () => HttpResponse.error()));
    fireEvent.click(within(panel).getByRole('button', { name: '下移 所属组织' }));
    await waitFor(() => expect(errors).toHaveLength(2));
    await settled(panel);
    expect(headers()).toEqual(['所属组织', '岗位名称', '岗位编码', '岗位类型', '状态', '操作']);
    expect(chooserColumns(panel)).toEqual(['所属组织', '岗位名称', '岗位编码', '岗位类型', '状态', '排序']);
  }, 40000);

  it('offers only the granted columns and keeps at least one shown', async () => {
    // staff is granted the user page's columns account and realName only
    await signIn('staff', '/permission/user');
    await openList(resourceOf('user'), USER_PAGE);
    expect(headers()).toEqual(['账户', '姓名']);
    const panel = await openChooser();
    expect(chooserColumns(panel)).toEqual(['账户', '姓名']);
    fireEvent.click(within(panel).getByRole('checkbox', { name: '账户' }));
    await waitFor(() => expect(headers()).toEqual(['姓名']));
    await settled(panel);
    // the last shown column cannot be hidden
    const last = within(panel).getByRole('checkbox', { name: '姓名' });
    expect(last).toBeDisabled();
    fireEvent.click(last);
    expect(headers()).toEqual(['姓名']);
    expect(errors).toEqual([]);
  });

  it('speaks the page’s language', async () => {
    await i18nProvider.changeLocale('en');
    storageSet('language', 'en');
    await signIn('admin', '/permission/position');
    await openList(resourceOf('position'), POSITION_PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Column settings' }));
    const panel = await screen.findByTestId('column-settings-panel');
    expect(within(panel).getByText('List display settings')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
