import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { md5 } from 'hash-wasm';
import { setUpInProcessServer } from '../in-process-server.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { OnlineUsersPage } from '../../../src/features/online-users/online-users-page.tsx';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';

// Each test signs its own sessions in: a new app per test, so none sees another's.
setUpInProcessServer({ fresh: 'test' });
const errors: string[] = [];
beforeEach(async () => {
  resetSession();
  errors.length = 0;
  storageSet('language', 'zh');
  await i18nProvider.changeLocale('zh');
  configureRequest({
    notifyError: (message) => errors.push(message),
    onSessionGone: () => undefined,
    language: () => 'zh-CN',
    apiBase: window.location.origin,
  });
});

/** Signs in through the app's login and returns the token (another browser, unless `use`). */
async function signIn(account: string, use = false): Promise<string> {
  const response = await fetch(`${window.location.origin}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: await md5('Portside2026'), grant_type: 'password' }).toString(),
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  if (use) {
    setToken(token);
    setSessionToken(token);
  }
  return token;
}

const currentUserCode = async (token: string) =>
  ((await (await fetch(`${window.location.origin}/api/oauth/CurrentUser`, { headers: { authorization: token } })).json()) as { code: number }).code;

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/permission/userOnline']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <OnlineUsersPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The account column of the rows (by element, not role: an open or closing dialog hides roles). */
const accounts = () => screen.queryAllByTestId('online-user-row').map((row) => row.querySelectorAll('td')[1]?.textContent);

describe('the online-user page (permission/userOnline)', () => {
  it('lists the signed-in sessions with name, account, time, IP and device, and searches and resets', async () => {
    await signIn('manager', true);
    await signIn('staff');
    renderPage();
    expect(await screen.findByRole('heading', { name: '在线用户' })).toBeInTheDocument();
    await waitFor(() => expect(accounts().sort()).toEqual(['manager', 'staff']));
    for (const header of ['用户名称', '账号', '登录时间', '登录IP', '登录设备', '操作'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const staffRow = screen.getAllByTestId('online-user-row').find((row) => row.textContent?.includes('staff')) as HTMLElement;
    expect(staffRow).toHaveTextContent('李操作');
    expect(staffRow).toHaveTextContent('127.0.0.1');
    expect(staffRow.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    fireEvent.change(screen.getByLabelText('请输入用户名称、账号或IP'), { target: { value: '李操' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(accounts()).toEqual(['staff']));
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(accounts().sort()).toEqual(['manager', 'staff']));
    expect(screen.getByLabelText('请输入用户名称、账号或IP')).toHaveValue('');
  });

  it('forces a user offline after confirmation, shows the server’s answer and refreshes; the token is dead', async () => {
    await signIn('manager', true);
    const staff = await signIn('staff');
    renderPage();
    await waitFor(() => expect(accounts()).toContain('staff'));
    const staffRow = screen.getAllByTestId('online-user-row').find((row) => row.textContent?.includes('staff')) as HTMLElement;
    fireEvent.click(within(staffRow).getByRole('button', { name: '强制下线' }));
    expect(await screen.findByText('您确定要强制下线“李操作”吗？')).toBeInTheDocument();
    // cancelling changes nothing
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('您确定要强制下线“李操作”吗？')).toBeNull());
    expect(await currentUserCode(staff)).toBe(200);

    // the closing dialog still hides the page from role queries for a moment
    fireEvent.click(within(staffRow).getByTestId('online-user-force-offline'));
    fireEvent.click(await screen.findByTestId('online-user-confirm'));
    expect(await screen.findByText('强制下线成功')).toBeInTheDocument();
    await waitFor(() => expect(accounts()).toEqual(['manager']));
    expect(await currentUserCode(staff)).toBe(600);
  });

  it('refuses to force oneself offline with the server’s words', async () => {
    await signIn('manager', true);
    renderPage();
    await waitFor(() => expect(accounts()).toEqual(['manager']));
    fireEvent.click(screen.getByRole('button', { name: '强制下线' }));
    fireEvent.click(await screen.findByTestId('online-user-confirm'));
    await waitFor(() => expect(errors).toEqual(['不能强制下线自己']));
    expect(accounts()).toEqual(['manager']);
  });

  it('shows nothing but the refusal to a user without the page’s permission', async () => {
    await signIn('staff', true);
    renderPage();
    await waitFor(() => expect(errors).toEqual(['没有访问权限，请联系管理员授权']));
    expect(screen.getByText('暂无在线用户')).toBeInTheDocument();
  });
});
