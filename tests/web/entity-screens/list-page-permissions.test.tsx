import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from '../in-process-server.ts';
import { md5Hex } from '../../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import type { CurrentUserResponse, MenuItem } from '../../../src/lib/auth/current-user-types.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../../src/crud/entity-list-page.tsx';
import { registerPickers } from '../../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../../src/form-runtime/register-form-runtime.ts';

const USER_PAGE = 'm-permission-user';
// Saving keeps what the user had: one app for the file.
const { server, forward } = setUpInProcessServer();
const saved: Record<string, unknown>[] = [];
// The list draws its cells with the form runtime's widgets: registered here, as the app does at start.
beforeAll(() => {
  registerPickers();
  registerFormRuntime();
});
beforeEach(async () => {
  saved.length = 0;
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
});

type Flags = Pick<MenuItem, 'isButtonAuthorize' | 'isColumnAuthorize' | 'isFormAuthorize'>;

/** Sets the user page's flags on a copy of the app's menu tree. */
const withFlags = (menus: MenuItem[], flags: Flags): MenuItem[] =>
  menus.map((menu) => ({ ...menu, ...(menu.id === USER_PAGE ? flags : {}), children: menu.children ? withFlags(menu.children, flags) : menu.children }));

/**
 * Signs `account` in against the app, its CurrentUser answer carrying the user page's flags;
 * `formCodes` narrows the page's form grants (a role that may save only some fields).
 */
async function signIn(account: string, flags: Flags, formCodes?: string[]) {
  server.use(
    http.get('*/api/oauth/CurrentUser', async ({ request: call }) => {
      const answer = (await (await forward(call)).json()) as { code: number; data: CurrentUserResponse };
      const data = answer.data;
      const permissionList = (data.permissionList ?? []).map((entry) =>
        entry.modelId === USER_PAGE && formCodes ? { ...entry, form: (entry.form ?? []).filter((item) => formCodes.includes(item.enCode)) } : entry,
      );
      return HttpResponse.json({ ...answer, data: { ...data, menuList: withFlags(data.menuList ?? [], flags), routerList: [], permissionList } });
    }),
    // Records what the dialog saves, then lets the app answer.
    http.put('*/api/permission/Users/:id', async ({ request: call }) => {
      saved.push((await call.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  const login = await request<{ token: string }>({ url: '/api/oauth/Login', method: 'POST', form: true, data: { account, password: md5Hex('Portside2026') } });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
  await loadCurrentUser('/permission/user');
}

const user = resources.user;
if (!user) throw new Error('no user resource');

async function renderUserList(modelId: string | null = USER_PAGE) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <EntityListPage resource={user} modelId={modelId ?? undefined} />
    </AdminContext>,
  );
  await screen.findAllByTestId('entity-row');
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
  return { headers };
}

const on: Flags = { isButtonAuthorize: 1, isColumnAuthorize: 1, isFormAuthorize: 1 };
const off: Flags = { isButtonAuthorize: 0, isColumnAuthorize: 0, isFormAuthorize: 0 };
const allColumns = [...user.columns.map((column) => column.label.zh), '操作'];

describe('the generic list page applies the page’s permissions (spec §6)', () => {
  it('flags on, staff: only the granted columns, no add, edit, state, delete or export, no actions column', async () => {
    await signIn('staff', on);
    const { headers } = await renderUserList();
    expect(headers).toEqual(['账户', '姓名']);
    expect(screen.queryByTestId('entity-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('entity-delete')).not.toBeInTheDocument();
    expect(screen.queryByTestId('excel-export')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '禁用' })).not.toBeInTheDocument();
    // reading still works: search and reset stay
    expect(screen.getByRole('button', { name: '查询' })).toBeInTheDocument();
  });

  it('flags on, manager: every column and every button but the Excel export (no btn_export)', async () => {
    await signIn('manager', on);
    const { headers } = await renderUserList();
    expect(headers).toEqual(allColumns);
    expect(screen.getByTestId('entity-add')).toBeInTheDocument();
    expect(screen.getAllByTestId('entity-delete').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: '编辑' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: '禁用' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('excel-export')).not.toBeInTheDocument();
  });

  it('flags off: staff sees every column and button, as JNPF does', async () => {
    await signIn('staff', off);
    const { headers } = await renderUserList();
    expect(headers).toEqual(allColumns);
    expect(screen.getByTestId('entity-add')).toBeInTheDocument();
    expect(screen.getByTestId('excel-export')).toBeInTheDocument();
    expect(screen.getAllByTestId('entity-delete').length).toBeGreaterThan(0);
  });

  it('outside a menu page (no modelId) nothing is judged', async () => {
    await signIn('staff', on);
    const { headers } = await renderUserList(null);
    expect(headers).toEqual(allColumns);
    expect(screen.getByTestId('entity-add')).toBeInTheDocument();
  });

  it('form flag on: ungranted fields are hidden; a required one shows while empty, and stays hidden but kept when editing', async () => {
    await signIn('manager', on, ['account', 'realName', 'mobilePhone', 'email']);
    await renderUserList();
    // a new user: 所属组织 is required and empty, so it shows; 性别 and 邮箱… follow the grants
    fireEvent.click(screen.getByTestId('entity-add'));
    // the dialog is its own chunk (rjsf and the validators): its first import takes a few seconds while another file runs
    let dialog = await screen.findByTestId('entity-dialog', undefined, { timeout: 10000 });
    await within(dialog).findByText('账户');
    const labels = () =>
      within(screen.getByTestId('entity-dialog'))
        .queryAllByText(/.+/, { selector: 'label' })
        .map((label) => label.textContent?.replace('*', '').trim());
    expect(labels()).toEqual(expect.arrayContaining(['账户', '姓名', '手机', '邮箱', '所属组织']));
    expect(labels()).not.toContain('性别');
    expect(labels()).not.toContain('角色');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('entity-dialog')).not.toBeInTheDocument());

    // editing staff: 所属组织 holds a value, so it is hidden, and saving keeps it
    const row = screen.getAllByTestId('entity-row').find((tr) => tr.textContent?.includes('李操作')) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    dialog = await screen.findByTestId('entity-dialog');
    await within(dialog).findByText('账户');
    expect(labels()).not.toContain('所属组织');
    expect(labels()).not.toContain('性别');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ account: 'staff', realName: '李操作', organizeId: 'org-ops', gender: 2 });
    await waitFor(() => expect(screen.queryByTestId('entity-dialog')).not.toBeInTheDocument());
  });
});
