import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { md5 } from 'hash-wasm';
import { setUpInProcessServer } from './in-process-server.ts';
import { setConfig } from '../server/helpers/test-app.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import type { CurrentUserResponse, MenuItem } from '../../src/lib/auth/current-user-types.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { registerPageExtensions, resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../src/crud/entity-list-page.tsx';
import { registerPickers } from '../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { OrganisationAside } from '../../src/features/user-admin/organisation-aside.tsx';
import { UserRowActions } from '../../src/features/user-admin/user-row-actions.tsx';
import type { Locale } from '../../src/lib/i18n/locale.ts';

const USER_PAGE = 'm-permission-user';
const PASSWORD = 'Portside2026';
// A few round trips through the real app per step, and a fresh app before each test (resets and
// unlocks change accounts): more than the default waits on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const { server, forward, app } = setUpInProcessServer({ fresh: 'test' });
/** The list's questions (their query strings) and the resets' bodies, watched on their way to the app. */
const listed: URLSearchParams[] = [];
const resets: Record<string, unknown>[] = [];

beforeAll(() => {
  configure({ asyncUtilTimeout: 10_000 });
  registerPickers();
  registerFormRuntime();
  // What src/app/feature-screens.ts registers for the user page.
  registerPageExtensions({ rowExtras: { user: UserRowActions }, listAsides: { user: OrganisationAside } });
});
beforeEach(async () => {
  listed.length = 0;
  resets.length = 0;
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  await useLanguage('zh');
  server.use(
    http.get('*/api/permission/Users', ({ request: call }) => {
      listed.push(new URL(call.url).searchParams);
      return undefined;
    }),
    http.post('*/api/permission/Users/:id/Actions/ResetPassword', async ({ request: call }) => {
      resets.push((await call.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
});

async function useLanguage(locale: Locale) {
  storageSet('language', locale);
  await i18nProvider.changeLocale(locale);
}

/** Signs in through the app, the user page judging its buttons (as the demo menu does), and reads the session. */
async function signIn(account: string) {
  const withFlags = (menus: MenuItem[]): MenuItem[] =>
    menus.map((menu) => ({
      ...menu,
      ...(menu.id === USER_PAGE ? { isButtonAuthorize: 1 } : {}),
      children: menu.children ? withFlags(menu.children) : menu.children,
    }));
  server.use(
    http.get('*/api/oauth/CurrentUser', async ({ request: call }) => {
      const answer = (await (await forward(call)).json()) as { code: number; data: CurrentUserResponse };
      return HttpResponse.json({ ...answer, data: { ...answer.data, menuList: withFlags(answer.data.menuList ?? []), routerList: [] } });
    }),
  );
  const login = await request<{ token: string }>({ url: '/api/oauth/Login', method: 'POST', form: true, data: { account, password: md5Hex(PASSWORD) } });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
  await loadCurrentUser('/permission/user');
}

const user = resources.user;
if (!user) throw new Error('no user resource');

async function renderUserPage() {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <EntityListPage resource={user} modelId={USER_PAGE} />
      <Notification />
    </AdminContext>,
  );
  await screen.findAllByTestId('entity-row');
}

/** The list's row of an account (its account cell). */
const rowOf = (account: string) =>
  screen.getAllByTestId('entity-row').find((row) =>
    within(row)
      .queryAllByRole('cell')
      .some((cell) => cell.textContent === account),
  ) as HTMLElement;
const treeNames = () =>
  within(screen.getByTestId('user-org-tree'))
    .queryAllByTestId('user-org-node')
    .map((node) => node.textContent);
const treeNode = (name: string) =>
  within(screen.getByTestId('user-org-tree'))
    .getAllByTestId('user-org-node')
    .find((node) => node.textContent === name) as HTMLElement;
const lastAsked = () => listed[listed.length - 1];

describe('the user page as an administrator expects it (issue 15 point 4)', () => {
  it('shows the organisation tree beside the list; a node asks the list for its organisation, 全部 for everyone', async () => {
    await signIn('admin');
    await renderUserPage();
    const tree = screen.getByTestId('user-org-tree');
    expect(within(tree).getByText('组织机构')).toBeInTheDocument();
    // the first level starts open
    await waitFor(() => expect(treeNames()).toEqual(['港口集团', '信息中心', '集装箱码头公司', '公众服务']));
    fireEvent.click(within(treeNode('集装箱码头公司')).getByTestId('user-org-toggle'));
    expect(treeNames()).toEqual(['港口集团', '信息中心', '集装箱码头公司', '操作部', '公众服务']);
    fireEvent.click(within(tree).getByTestId('user-org-collapse'));
    expect(treeNames()).toEqual(['港口集团']);
    fireEvent.click(within(tree).getByTestId('user-org-expand'));
    expect(treeNames()).toHaveLength(5);
    // a keyword shows the matching organisations with those above them
    fireEvent.change(within(tree).getByTestId('user-org-keyword'), { target: { value: '操作' } });
    expect(treeNames()).toEqual(['港口集团', '集装箱码头公司', '操作部']);

    expect(lastAsked()?.get('organizeId')).toBeNull();
    const before = listed.length;
    fireEvent.click(treeNode('操作部'));
    await waitFor(() => expect(listed.length).toBeGreaterThan(before));
    expect(lastAsked()?.get('organizeId')).toBe('org-ops');
    expect(lastAsked()?.get('currentPage')).toBe('1');
    await screen.findAllByTestId('entity-row');
    fireEvent.click(within(tree).getByTestId('user-org-all'));
    await waitFor(() => expect(lastAsked()?.get('organizeId')).toBeNull());
  });

  it('offers the Excel import wizard and the export on the user list', async () => {
    await signIn('admin');
    await renderUserPage();
    expect(screen.getByTestId('excel-export')).toHaveTextContent('导出');
    fireEvent.click(screen.getByTestId('excel-import'));
    const wizard = await screen.findByTestId('excel-import-dialog');
    expect(within(wizard).getByTestId('excel-import-file')).toBeInTheDocument();
  });

  it('重置密码: checks the policy with the spec’s words, sends both fields as MD5, and the account signs in with the new password', async () => {
    await setConfig(app().services, {
      passwordStrengthLimit: 1,
      passwordLengthMin: 1,
      passwordLengthMinNumber: 8,
      containsNumbers: 1,
      includeLowercaseLetters: 1,
      includeUppercaseLetters: 0,
      containsCharacters: 0,
    });
    await signIn('admin');
    await renderUserPage();
    fireEvent.click(within(rowOf('staff')).getByTestId('user-more'));
    fireEvent.click(await screen.findByTestId('user-reset-password'));
    const dialog = await screen.findByTestId('reset-password-dialog');
    expect(within(dialog).getByText('重置密码')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('staff')).toBeInTheDocument();
    const submit = within(dialog).getByTestId('reset-password-submit');
    await waitFor(() => expect(submit).toBeEnabled());
    const type = (name: string, value: string) => fireEvent.change(within(dialog).getByTestId(`reset-password-${name}`), { target: { value } });

    fireEvent.click(submit);
    expect(await within(dialog).findByText('新密码不能为空')).toBeInTheDocument();
    type('password', 'abc1');
    fireEvent.click(submit);
    expect(await within(dialog).findByText('新密码长度不能小于8位')).toBeInTheDocument();
    type('password', 'abcdefgh');
    fireEvent.click(submit);
    expect(await within(dialog).findByText('新密码必须包含数字')).toBeInTheDocument();
    type('password', 'abcdefg1');
    fireEvent.click(submit);
    expect(await within(dialog).findByText('重复密码不能为空')).toBeInTheDocument();
    type('repeatPassword', 'abcdefg2');
    fireEvent.click(submit);
    expect(await within(dialog).findByText('两次密码输入不一致')).toBeInTheDocument();
    expect(resets).toHaveLength(0);

    type('repeatPassword', 'abcdefg1');
    fireEvent.click(submit);
    expect(await screen.findByText('重置密码成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('reset-password-dialog')).not.toBeInTheDocument());
    const hashed = await md5('abcdefg1');
    expect(resets).toEqual([{ id: 'user-staff', userPassword: hashed, validatePassword: hashed }]);
    const signedIn = await request<{ token: string }>({ url: '/api/oauth/Login', method: 'POST', form: true, data: { account: 'staff', password: hashed } });
    expect(signedIn.code).toBe(200);
  });

  it('解除锁定: only on a locked account, after the confirmation; the account is unlocked', async () => {
    await app()
      .services.db.updateTable('base_user')
      .set({ enabledMark: 2, errorCount: 5, unlockTime: Date.now() + 3_600_000 })
      .where('id', '=', 'user-staff')
      .execute();
    await signIn('admin');
    await renderUserPage();
    fireEvent.click(within(rowOf('manager')).getByTestId('user-more'));
    await screen.findByTestId('user-reset-password');
    expect(screen.queryByTestId('user-unlock')).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    fireEvent.click(within(rowOf('staff')).getByTestId('user-more'));
    fireEvent.click(await screen.findByTestId('user-unlock'));
    expect(await screen.findByText('此操作将解除该账户锁定, 是否继续?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-unlock-confirm'));
    expect(await screen.findByText('解锁成功')).toBeInTheDocument();
    const stored = await app()
      .services.db.selectFrom('base_user')
      .select(['enabledMark', 'errorCount', 'unlockTime'])
      .where('id', '=', 'user-staff')
      .executeTakeFirst();
    expect(stored).toEqual({ enabledMark: 1, errorCount: 0, unlockTime: null });
  });

  it('shows neither action without the page’s edit button (staff)', async () => {
    await signIn('staff');
    await renderUserPage();
    expect(screen.getByTestId('user-org-tree')).toBeInTheDocument();
    expect(screen.queryByTestId('user-more')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await useLanguage('en');
    await signIn('admin');
    await renderUserPage();
    expect(within(screen.getByTestId('user-org-tree')).getByText('Organisation')).toBeInTheDocument();
    expect(within(screen.getByTestId('user-org-tree')).getByText('All')).toBeInTheDocument();
    fireEvent.click(within(rowOf('staff')).getByTestId('user-more'));
    expect(await screen.findByText('Reset password')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-reset-password'));
    const dialog = await screen.findByTestId('reset-password-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('reset-password-submit')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('reset-password-submit'));
    expect(await within(dialog).findByText('The new password is required')).toBeInTheDocument();
  });

  it('speaks traditional Chinese', async () => {
    await useLanguage('zh-TW');
    await signIn('admin');
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <OrganisationAside onFilter={() => undefined} />
        <UserRowActions row={{ id: 'user-staff', account: 'staff', enabledMark: 2 }} />
      </AdminContext>,
    );
    expect(await screen.findByText('組織機構')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('輸入關鍵字')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('user-more'));
    expect(await screen.findByText('重置密碼')).toBeInTheDocument();
    fireEvent.click(screen.getByText('解除鎖定'));
    expect(await screen.findByText('此操作將解除該賬戶鎖定, 是否繼續?')).toBeInTheDocument();
  });
});
