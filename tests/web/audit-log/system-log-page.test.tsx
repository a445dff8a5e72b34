import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { md5 } from 'hash-wasm';
import { setUpInProcessServer } from '../in-process-server.ts';
import { tokenOf } from '../in-process-session.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { SystemLogPage } from '../../../src/features/audit-log/system-log-page.tsx';
import { auditDb } from '../../../server/features/audit-log/audit-log-tables.ts';

// Opening the demo database and rendering the tables are slow on a busy machine (as in the server project).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
// One demo database for the file: each test looks for what it did itself.
const { app } = setUpInProcessServer();
const errors: string[] = [];

async function useAccount(account: string, language: 'zh' | 'en' = 'zh'): Promise<string> {
  resetSession();
  errors.length = 0;
  storageSet('language', language);
  await i18nProvider.changeLocale(language);
  configureRequest({
    notifyError: (message) => errors.push(message),
    onSessionGone: () => undefined,
    language: () => (language === 'en' ? 'en-US' : 'zh-CN'),
    apiBase: window.location.origin,
  });
  const token = await tokenOf(account);
  setToken(token);
  setSessionToken(token);
  return token;
}
beforeEach(() => resetSession());

const refusedSignIn = async (account: string) =>
  fetch(`${window.location.origin}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: await md5('Wrong-2026'), grant_type: 'password' }).toString(),
  });

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/system/log']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <SystemLogPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const rows = () => screen.queryAllByTestId('log-row');
const rowWith = (text: string) => rows().find((row) => row.textContent?.includes(text)) as HTMLElement;

/** An exception as the server's writer stores it (the in-process app has no route that fails on purpose). */
async function storeException(requestId: string, message: string) {
  await auditDb(app().services.db)
    .insertInto('base_sys_log')
    .values({
      id: `exception-${requestId}`,
      category: 4,
      userId: 'user-staff',
      userName: '李操作/staff',
      ipAddress: '10.1.2.3',
      browser: 'Chrome 120',
      platForm: 'Windows 10',
      requestMethod: 'PUT',
      requestURL: '/api/permission/Users/:id',
      requestId,
      moduleCode: 'permission.user',
      moduleName: '用户管理',
      resultCode: 500,
      requestDuration: 12,
      abstracts: message,
      creatorTime: Date.now(),
    })
    .execute();
}

describe('the system log page (system/log)', () => {
  it('lists sign-ins, accepted and refused, and searches them by keyword and days', async () => {
    await refusedSignIn('staff');
    await useAccount('admin');
    renderPage();
    expect(await screen.findByRole('heading', { name: '系统日志' })).toBeInTheDocument();
    for (const name of ['登录日志', '操作日志', '异常日志']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    await waitFor(() => expect(rowWith('李操作/staff')).toBeDefined());
    for (const header of ['登录时间', '登录用户', '登录IP', '登录设备', '状态', '说明'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const refused = rowWith('李操作/staff');
    expect(refused).toHaveTextContent('失败');
    expect(refused).toHaveTextContent('账户或密码错误，请重新输入');
    expect(refused).toHaveTextContent('127.0.0.1');
    expect(refused.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(rowWith('系统管理员/admin')).toHaveTextContent('成功');

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: 'staff' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes('staff'))).toBe(true));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rowWith('系统管理员/admin')).toBeDefined());
    expect(screen.getByLabelText('关键词')).toHaveValue('');
  });

  it('shows what was changed, by whom, from where, with the outcome, and its details', async () => {
    const token = await useAccount('admin');
    const created = await fetch(`${window.location.origin}/api/permission/Position`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ organizeId: 'org-ops', fullName: '理货员', enCode: 'tallyClerk', type: 'ptype-operate' }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(200);
    // the server writes its log after the answer: the page is opened once the entry is there
    const written = () =>
      auditDb(app().services.db).selectFrom('base_sys_log').select('id').where('requestURL', '=', '/api/permission/Position').executeTakeFirst();
    await waitFor(async () => expect(await written()).toBeDefined());
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '操作日志' }));
    await waitFor(() => expect(rowWith('岗位管理')).toBeDefined());
    for (const header of ['操作时间', '操作用户', '操作IP', '操作模块', '操作类型', '请求地址', '结果', '耗时(毫秒)']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = rowWith('岗位管理');
    expect(row).toHaveTextContent('系统管理员/admin');
    expect(row).toHaveTextContent('POST');
    expect(row).toHaveTextContent('/api/permission/Position');
    fireEvent.click(within(row).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('log-detail');
    expect(within(detail).getByText('请求ID')).toBeInTheDocument();
    expect(within(detail).getByText('岗位管理')).toBeInTheDocument();
    expect(within(detail).queryByTestId('log-detail-description')).toBeNull();
  });

  it('shows a server exception with its request id, and its message in the details', async () => {
    await storeException('req-7f3a', 'connection to the stock system was refused');
    await useAccount('admin');
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '异常日志' }));
    await waitFor(() => expect(rowWith('req-7f3a')).toBeDefined());
    for (const header of ['创建时间', '创建用户', '异常IP', '请求地址', '请求ID', '异常描述'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = rowWith('req-7f3a');
    expect(row).toHaveTextContent('PUT /api/permission/Users/:id');
    expect(row).toHaveTextContent('10.1.2.3');
    fireEvent.click(within(row).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('log-detail');
    expect(within(detail).getByTestId('log-detail-description')).toHaveTextContent('connection to the stock system was refused');
    expect(within(detail).getByText('Chrome 120')).toBeInTheDocument();
    expect(within(detail).getByText('用户管理')).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('log-detail')).toBeNull());
  });

  it('deletes the checked entries and empties a tab, each after a question', async () => {
    await storeException('del-a', 'first failure');
    await storeException('del-b', 'second failure');
    await useAccount('admin');
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '异常日志' }));
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: 'del-' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.click(screen.getByTestId('log-remove'));
    expect(await screen.findByText('请选择一条数据')).toBeInTheDocument();
    fireEvent.click(within(rowWith('del-a')).getByRole('checkbox', { name: '选择' }));
    fireEvent.click(screen.getByTestId('log-remove'));
    expect(await screen.findByText('您确定要删除这些数据吗, 是否继续?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('log-confirm'));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(rows().map((row) => row.textContent?.includes('del-b'))).toEqual([true]));

    fireEvent.click(screen.getByTestId('log-clear'));
    expect(await screen.findByText('此操作会将所有日志删除，是否继续?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('log-confirm'));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(await auditDb(app().services.db).selectFrom('base_sys_log').select('id').where('category', '=', 4).execute()).toEqual([]);
  });

  it('shows the refusal to a user without the page and an empty list', async () => {
    await useAccount('staff');
    renderPage();
    await waitFor(() => expect(errors).toEqual(['没有访问权限，请联系管理员授权']));
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('speaks English when the app does', async () => {
    await useAccount('admin', 'en');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'System log' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Exceptions' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Signed in at' })).toBeInTheDocument();
    await waitFor(() => expect(rowWith('系统管理员/admin')).toHaveTextContent('Signed in'));
  });
});
